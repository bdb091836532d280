import { expect, test } from '@playwright/test';
import { screenshot, sidewaysScroll, signUpThroughApi, uniqueEmail } from './support';

/**
 * The case: a 14-year-old girl of 40 kg and 1,60 m (BMI 15.6) who would pick "Perder peso".
 * Her expenditure by the IOM 2005 EER for 9–18 years, written here independently of the app:
 * 135.3 − 30.8 × 14 + 1.0 × (10 × 40 + 934 × 1.60) + 25 = 1623.5 kcal, rounded up to 1.650 kcal.
 */
const eer = 135.3 - 30.8 * 14 + 1.0 * (10 * 40 + 934 * 1.6) + 25;
const expectedTotal = Math.ceil(eer / 50) * 50;
const kcal = (value: number) => `${new Intl.NumberFormat('pt-BR').format(value)} kcal`;

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a 14-year-old is offered "Manter peso", told why, and gets no deficit`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUpThroughApi(page, { fullName: 'Lívia Prado', email: uniqueEmail('livia'), withProfile: false });
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.getByRole('button', { name: 'Começar' }).click();

    await page.getByLabel('Peso (kg)').fill('40');
    await page.getByLabel('Altura (cm)').fill('160');
    await page.getByLabel('Idade (anos)').fill('14');
    await page.getByText('Feminino', { exact: true }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('heading', { name: 'Qual é o seu objetivo?' })).toBeVisible();
    const reason = page.getByTestId('no-deficit-reason');
    await expect(reason).toBeVisible();
    await expect(reason).toContainText('Para menores de 18 anos não oferecemos meta de perder peso');
    await expect(reason).toContainText('referência da OMS (2007)');
    await expect(page.getByRole('radio', { name: /Perder peso/ })).toBeDisabled();
    await expect(page.getByRole('radio', { name: /Manter peso/ })).toBeChecked();
    // A click on the unavailable card changes nothing.
    await page.getByText('Perder peso', { exact: true }).click({ force: true });
    await expect(page.getByRole('radio', { name: /Manter peso/ })).toBeChecked();
    // The explanation fits the screen: no horizontal scroll at 360 px.
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `safe-goals-${viewport.width}`);

    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Calcular metas' }).click();
    await expect(page.getByRole('heading', { name: 'Suas metas diárias' })).toBeVisible();
    await expect(page.getByTestId('daily-total')).toHaveText(kcal(expectedTotal));
    await expect(page.getByText('Calculado pela equação do IOM para 9 a 18 anos')).toBeVisible();

    await page.getByRole('button', { name: 'Concluir' }).click();
    await expect(page).toHaveURL(/\/home$/);
    const profile = await (await page.request.get('/api/profile')).json();
    expect(profile).toMatchObject({ age: 14, healthGoals: 'maintain' });
    const total =
      profile.breakfastCalories + profile.lunchCalories + profile.dinnerCalories + profile.snackCalories * 2;
    expect(total).toBe(expectedTotal);
    expect(total).toBeGreaterThanOrEqual(eer);
  });
}

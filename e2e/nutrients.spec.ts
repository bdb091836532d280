import { expect, test, type Page } from '@playwright/test';
import { accessibilityFindings, screenshot, sidewaysScroll, signUpThroughApi, uniqueEmail } from './support';

/** Adds foods by typing and choosing each suggestion, as a person does. */
async function addFoods(page: Page, foods: readonly string[]) {
  const input = page.getByRole('combobox', { name: 'Adicionar alimento' });
  for (const food of foods) {
    await input.fill(food);
    await page.getByRole('option', { name: new RegExp(`^${food}$`, 'i') }).click();
  }
  await expect(page.getByRole('list', { name: 'Alimentos da refeição' }).getByRole('listitem')).toHaveCount(
    foods.length,
  );
}

const row = (page: Page, id: string) => page.getByTestId(`nutrient-${id}`);

/** No sideways scrolling, and no accessibility violation in the part of the page given. */
async function checkLayout(page: Page, selector: string) {
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await accessibilityFindings(page, { include: selector, least: 'minor' })).toEqual([]);
}

// Issue 32: the day's nutrients as bars against the targets, "não medido" where the table has no
// value, on /home, per meal on /plan and in /history. TACO 4th ed. measures no vitamin D for any food,
// and leaves the vitamin C of cooked rice and of grilled chicken breast blank (the lettuce has it).
for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test(`nutrient bars on /plan, /home and /history at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signUpThroughApi(page, { fullName: 'Nina Nutrientes', email: uniqueEmail(`nutrients-${viewport.width}`) });
    // Meal goals of 1,900 kcal a day: the energy and macronutrient targets follow them.
    const goals = { breakfastCalories: 400, lunchCalories: 700, dinnerCalories: 600, snackCalories: 200 };
    expect((await page.request.patch('/api/profile', { data: goals })).status()).toBe(200);

    await page.goto('/plan');
    await page.getByLabel('Tipo de refeição').selectOption({ label: 'Almoço' });
    await addFoods(page, ['arroz branco', 'feijão carioca', 'frango grelhado', 'alface']);
    await page.getByLabel('Meta de calorias (kcal)').fill('700');
    await page.getByRole('button', { name: 'Calcular porções' }).click();
    const planned = page.getByRole('region', { name: 'Nutrientes da refeição' });
    await expect(planned).toBeVisible();
    await expect(row(page, 'energy')).toContainText('kcal · meta 1.900 kcal');
    await screenshot(page, `nutrients-plan-${viewport.width}`);
    await page.getByRole('button', { name: 'Salvar Refeição' }).click();
    await expect(page.getByText('Refeição salva com sucesso!').first()).toBeVisible();

    await page.goto('/home');
    const card = page.getByRole('region', { name: 'Nutrientes de hoje' });
    await expect(card).toBeVisible();
    // A woman of 30 (completeProfile): fibre 25 g a day, sodium at most 2,000 mg.
    await expect(card.getByTestId('nutrient-fiber')).toContainText('meta 25 g');
    await expect(card.getByRole('meter', { name: 'Fibras' })).toHaveAttribute('aria-valuemax', '25');
    await expect(card.getByTestId('nutrient-energy')).toContainText('kcal · meta 1.900 kcal');
    await card.getByRole('button', { name: 'Ver todos os nutrientes' }).click();
    await expect(card.getByTestId('nutrient-sodium')).toContainText('limite 2.000 mg');
    await expect(card.getByTestId('nutrient-vitaminD')).toContainText('não medido');
    await expect(card.getByTestId('nutrient-vitaminD').getByRole('meter')).toHaveCount(0);
    await expect(card.getByTestId('nutrient-vitaminC')).toContainText('parcial');
    await expect(card.getByText(/Ingestão Dietética de Referência \(DRI\)/)).toBeVisible();
    await checkLayout(page, 'section[aria-labelledby="nutrients-title"]');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `nutrients-home-${viewport.width}`);

    await page.goto('/history');
    const meal = page.getByTestId('history-meal').first();
    await meal.getByRole('button', { name: /^Nutrientes de Almoço/ }).click();
    await expect(meal.getByTestId('nutrient-fiber')).toContainText('meta 25 g');
    await expect(meal.getByText('As metas e os limites são os do dia inteiro.')).toBeVisible();
    await page
      .getByRole('button', { name: /^Nutrientes do dia/ })
      .first()
      .click();
    await expect(page.getByRole('meter', { name: 'Energia' })).toHaveCount(2);
    await checkLayout(page, 'section[aria-labelledby^="day-"]');
    await screenshot(page, `nutrients-history-${viewport.width}`);
  });
}

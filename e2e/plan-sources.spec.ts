import { expect, test, type Page } from '@playwright/test';
import { screenshot, signUpThroughApi, uniqueEmail } from './support';

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

async function plan(page: Page, mealType: string, foods: readonly string[], kcal: number) {
  await page.goto('/plan');
  await page.getByLabel('Tipo de refeição').selectOption({ label: mealType });
  await addFoods(page, foods);
  await page.getByLabel('Meta de calorias (kcal)').fill(String(kcal));
  await page.getByRole('button', { name: 'Calcular porções' }).click();
  await expect(page.getByRole('heading', { name: 'Porções calculadas' })).toBeVisible();
}

/** The card of one portion of the result. */
const portion = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

// Issue 30: /plan names each portion's source, marks estimated measures and unmeasured fibre.
for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test(`/plan shows sources, estimated measures and "não medido" at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signUpThroughApi(page, { fullName: 'Sofia Fontes', email: uniqueEmail(`sources-${viewport.width}`) });

    await plan(page, 'Café da manhã', ['misto quente', 'suco de laranja'], 450);
    const sandwich = portion(page, 'misto quente');
    await expect(sandwich.getByText('Fonte: receita')).toBeVisible();
    await expect(sandwich.getByText('(medida estimada)')).toBeVisible();
    await expect(sandwich.getByText('não medido')).toBeVisible();
    await expect(portion(page, 'suco de laranja').getByText('Fonte: TACO')).toBeVisible();
    const fibre = page.getByRole('group', { name: 'Fibras totais' });
    await expect(fibre).toContainText('parcial: há alimento sem fibra medida');
    // Unknown fibre is not "0 g" and raises no fibre warning.
    await expect(page.getByText(/fibras.*fora da faixa ideal/u)).toHaveCount(0);
    await expect(page.getByText('Percentual das calorias totais da refeição.')).toBeVisible();
    await screenshot(page, `plan-misto-${viewport.width}`);

    await plan(page, 'Almoço', ['arroz branco', 'feijão carioca', 'bife', 'farofa', 'alface'], 800);
    await expect(portion(page, 'arroz branco').getByText('Fonte: TACO')).toBeVisible();
    await expect(portion(page, 'arroz branco').getByText('(medida estimada)')).toHaveCount(0);
    await expect(portion(page, 'farofa').getByText('(medida estimada)')).toBeVisible();
    await screenshot(page, `plan-pf-${viewport.width}`);

    // The saved meal keeps the sources.
    await page.getByRole('button', { name: 'Salvar Refeição' }).click();
    await expect(page.getByText('Refeição salva com sucesso!').first()).toBeVisible();
    await page.goto('/history');
    await expect(page.getByTestId('history-meal').first()).toContainText('arroz branco');
    await expect(page.getByTestId('history-meal').first()).toContainText('· TACO)');
  });
}

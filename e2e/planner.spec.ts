import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi, uniqueEmail } from './support';

const FOODS = ['arroz branco', 'feijão carioca', 'frango grelhado', 'alface', 'azeite'];
const DAILY_LIMIT_MESSAGE =
  'Plano gratuito permite apenas 2 cálculos de porções por dia. Assine o Premium para liberar ilimitado.';

/** "1.234,5" → 1234.5 */
const ptNumber = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

async function openPlannerWithFoods(page: Page) {
  await page.getByRole('link', { name: 'Planejar' }).first().click();
  await expect(page).toHaveURL(/\/plan$/);
  const input = page.getByRole('combobox', { name: 'Adicionar alimento' });
  for (const food of FOODS) {
    await input.fill(food);
    await page.getByRole('option', { name: new RegExp(`^${food}$`, 'i') }).click();
  }
  await expect(page.getByRole('list', { name: 'Alimentos da refeição' }).getByRole('listitem')).toHaveCount(
    FOODS.length,
  );
  await page.getByLabel('Meta de calorias (kcal)').fill('600');
}

async function totalCalories(page: Page): Promise<number> {
  const text = await page.getByRole('group', { name: 'Calorias totais' }).innerText();
  const match = text.match(/([\d.,]+)\s*kcal/);
  expect(match, `total in "${text}"`).not.toBeNull();
  return ptNumber(match![1]!);
}

async function splitPercent(page: Page, macro: string): Promise<number> {
  const label = await page.getByRole('progressbar', { name: new RegExp(`^${macro}:`) }).getAttribute('aria-label');
  const match = label?.match(/: ([\d,]+)%/);
  expect(match, `split in "${label}"`).toBeTruthy();
  return ptNumber(match![1]!);
}

test('a user plans a 600 kcal lunch, edits a portion, saves it and finds it in the API', async ({ page }) => {
  await signUpThroughApi(page, { fullName: 'Paula Planejadora', email: uniqueEmail('planner') });
  await expect(page).toHaveURL(/\/home$/);
  await openPlannerWithFoods(page);

  await page.getByRole('button', { name: 'Calcular porções' }).click();
  await expect(page.getByRole('heading', { name: 'Porções calculadas' })).toBeVisible();

  const total = await totalCalories(page);
  expect(Math.abs(total - 600)).toBeLessThanOrEqual(6);
  // Realistic servings first, then the split (decision 007): within 5 points of 40/30/30 here.
  expect(Math.abs((await splitPercent(page, 'Carboidratos')) - 40)).toBeLessThanOrEqual(5);
  expect(Math.abs((await splitPercent(page, 'Proteínas')) - 30)).toBeLessThanOrEqual(5);
  expect(Math.abs((await splitPercent(page, 'Gorduras')) - 30)).toBeLessThanOrEqual(5);
  await expect(page.getByText('Fonte: TACO – NEPA/UNICAMP, 4ª ed., 2011')).toBeVisible();
  await expect(page.getByText('Cálculos hoje:')).toContainText('1/2');

  const grams = page.getByLabel(/^Gramas de /).first();
  const before = Number(await grams.inputValue());
  await grams.fill(String(Math.round(before * 2)));
  await expect.poll(() => totalCalories(page)).toBeGreaterThan(total + 1);

  await page.getByRole('button', { name: 'Salvar Refeição' }).click();
  await expect(page.getByText('Refeição salva com sucesso!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  const response = await page.request.get('/api/meals');
  expect(response.status()).toBe(200);
  const { meals } = (await response.json()) as { meals: { portions: { foodName: string }[] }[] };
  const names = meals.map((meal) => meal.portions.map((portion) => portion.foodName.toLocaleLowerCase('pt-BR')).sort());
  expect(names).toContainEqual([...FOODS].sort());
});

test("a free user's third calculation of the day is refused with the upgrade notice", async ({ page }) => {
  await signUpThroughApi(page, { fullName: 'Gabriel Gratuito', email: uniqueEmail('limite') });
  await expect(page).toHaveURL(/\/home$/);
  await openPlannerWithFoods(page);
  const calculate = page.getByRole('button', { name: 'Calcular porções' });

  await calculate.click();
  await expect(page.getByText('Cálculos hoje:')).toContainText('1/2');
  await calculate.click();
  await expect(page.getByText('Cálculos hoje:')).toContainText('2/2');
  await calculate.click();

  await expect(page.getByText(DAILY_LIMIT_MESSAGE).first()).toBeVisible();
  const notice = page.getByRole('region', { name: 'Limite diário atingido' });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveClass(/bg-orange-50/);
  await expect(notice.getByRole('link', { name: 'Ver planos Premium' })).toHaveAttribute('href', '/assinatura');
});

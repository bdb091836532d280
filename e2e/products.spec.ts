import { expect, test, type Page } from '@playwright/test';
import { accessibilityFindings, screenshot, sidewaysScroll, signUpThroughApi, uniqueEmail } from './support';

// Issue 35: a packaged food by its barcode. The default server reads products from the fake Open Food
// Facts the journeys start (e2e/fake-open-food-facts.ts): 7891000100103 is a salty cracker (800 mg of
// sodium per 100 g: ALTO EM sódio and gordura saturada, NOVA 4). The camera path is unit-tested with a
// fake detector (apps/web/src/components/barcode/barcode-scan-button.test.tsx).
const CRACKER = '7891000100103';
const CRACKER_NAME = 'Biscoito Cream Cracker (Marca Teste)';

/** No sideways scrolling, and no serious or critical accessibility violation in the part of the page given. */
async function checkLayout(page: Page, selector: string) {
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await accessibilityFindings(page, { include: selector })).toEqual([]);
}

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test(`a barcode typed → product → planned → saved → its sodium in the day at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUpThroughApi(page, { fullName: 'Paula Produtos', email: uniqueEmail(`products-${viewport.width}`) });

    await page.goto('/plan');
    await page.getByLabel('Tipo de refeição').selectOption({ label: 'Lanche' });
    await page.getByRole('button', { name: 'Código de barras' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Código de barras' });
    // A wrong check digit is refused on the spot.
    await dialog.getByLabel('Números do código de barras').fill('7891000100104');
    await dialog.getByRole('button', { name: 'Buscar produto' }).click();
    await expect(dialog.getByText('Código de barras inválido')).toBeVisible();

    await dialog.getByLabel('Números do código de barras').fill(CRACKER);
    await dialog.getByRole('button', { name: 'Buscar produto' }).click();
    const found = dialog.getByRole('region', { name: 'Produto encontrado' });
    await expect(found).toContainText('Biscoito Cream Cracker');
    await expect(found).toContainText('ALTO EM sódio');
    await expect(found).toContainText('NOVA 4 · ultraprocessado');
    await expect(found).toContainText('Fonte: Open Food Facts (ODbL)');
    await checkLayout(page, '[role="dialog"]');
    await screenshot(page, `products-scanner-${viewport.width}`);
    await found.getByRole('button', { name: 'Adicionar' }).click();
    await expect(dialog).toBeHidden();

    const foods = page.getByRole('list', { name: 'Alimentos da refeição' });
    await expect(foods).toContainText(CRACKER_NAME);
    // With a fruit beside it: the solver reaches the target in whole grams.
    const input = page.getByRole('combobox', { name: 'Adicionar alimento' });
    await input.fill('banana prata');
    await page.getByRole('option', { name: /^banana prata$/i }).click();
    await expect(foods.getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('Meta de calorias (kcal)').fill('300');
    await page.getByRole('button', { name: 'Calcular porções' }).click();
    const portion = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: CRACKER_NAME }) });
    await expect(portion).toContainText('Fonte: Open Food Facts (ODbL)');
    await expect(portion).toContainText('ALTO EM sódio');
    await expect(portion).toContainText('ALTO EM gordura saturada');
    await expect(portion).toContainText('NOVA 4 · ultraprocessado');
    await checkLayout(page, 'main');
    await screenshot(page, `products-plan-${viewport.width}`);

    await page.getByRole('button', { name: 'Salvar Refeição' }).click();
    await expect(page.getByText('Refeição salva com sucesso!').first()).toBeVisible();

    // The day's sodium is the cracker's: 800 mg per 100 g of the grams planned.
    const day = (await (await page.request.get('/api/nutrients/day')).json()) as {
      items: { id: string; amount: number }[];
      ultraProcessed?: { percent: number; knownPercent: number };
    };
    const sodium = day.items.find((item) => item.id === 'sodium')?.amount ?? 0;
    expect(sodium).toBeGreaterThan(0);
    expect(day.ultraProcessed?.percent).toBeGreaterThan(0);
    expect(day.ultraProcessed?.percent).toBe(day.ultraProcessed?.knownPercent);

    await page.goto('/home');
    const card = page.getByRole('region', { name: 'Nutrientes de hoje' });
    await card.getByRole('button', { name: 'Ver todos os nutrientes' }).click();
    await expect(card.getByTestId('nutrient-sodium')).toContainText(
      `${new Intl.NumberFormat('pt-BR').format(Math.round(sodium))} mg`,
    );
    await expect(card.getByTestId('ultra-processed-share')).toContainText(
      `Ultraprocessados (NOVA 4): ${day.ultraProcessed?.percent}% da energia do dia.`,
    );
    await checkLayout(page, 'section[aria-labelledby="nutrients-title"]');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `products-home-${viewport.width}`);

    await page.goto('/history');
    const meal = page.getByTestId('history-meal').first();
    await expect(meal).toContainText('Open Food Facts (ODbL)');
    await expect(meal).toContainText('ALTO EM sódio');
    await screenshot(page, `products-history-${viewport.width}`);
  });
}

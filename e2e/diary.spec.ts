import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessibilityFindings, screenshot, sidewaysScroll, signUpThroughApi, uniqueEmail } from './support';

/**
 * The food diary (issue 33) at a phone's and a desktop's width, in pt-BR: yesterday's dinner logged by
 * search and household measure, its grams edited, the dinner repeated today, yesterday's breakfast
 * copied, a sentence logged by quick entry. Screenshots (E2E_SCREENSHOTS=1) go to the test's output folder.
 */
const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
] as const;

const slot = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

/** No sideways scrolling, and no serious or critical accessibility finding on the page. */
async function checkPage(page: Page, what: string) {
  expect(await sidewaysScroll(page), `${what}: horizontal scroll`).toBeLessThanOrEqual(0);
  // The toasts are left out: one fading in or out is mid-animation, its contrast not the page's.
  expect(await accessibilityFindings(page, { exclude: '[data-sonner-toaster]' }), what).toEqual([]);
}

/** Chooses the option of a select whose text contains `text` (labels carry the grams: "concha média cheia (140 g)"). */
async function selectContaining(select: Locator, text: string) {
  const label = await select.locator('option', { hasText: text }).first().textContent();
  await select.selectOption({ label: label ?? text });
}

async function itemsOf(page: Page, label: string) {
  return slot(page, label).getByTestId('diary-item');
}

for (const viewport of VIEWPORTS) {
  test(`food diary at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    // A dialog is shot as the screen shows it; a page, whole.
    const shot = (name: string, fullPage = true) => screenshot(page, `diario-${name}-${viewport.width}`, { fullPage });
    await signUpThroughApi(page, { fullName: 'Dora Diário', email: uniqueEmail(`diario-${viewport.width}`) }, '/home');
    // Meal goals of 1,900 kcal a day: the day and the dinner are measured against them.
    const goals = { breakfastCalories: 400, lunchCalories: 700, dinnerCalories: 600, snackCalories: 200 };
    expect((await page.request.patch('/api/profile', { data: goals })).status()).toBe(200);
    await page.reload();

    // The way in from /home's day summary.
    await page.getByRole('link', { name: 'Abrir diário' }).click();
    await expect(page).toHaveURL(/\/diario$/);
    await expect(page.getByRole('heading', { name: 'Diário alimentar', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hoje', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Próximo dia' })).toBeDisabled();
    await expect(slot(page, 'Almoço').getByText('Nada registrado no almoço.')).toBeVisible();
    await shot('vazio');

    // Yesterday's dinner: feijão by search, in conchas.
    await page.getByRole('button', { name: 'Dia anterior' }).click();
    await expect(page.getByRole('heading', { name: 'Ontem', level: 2 })).toBeVisible();
    await expect(page).toHaveURL(/\/diario\?date=\d{4}-\d{2}-\d{2}$/);
    const yesterdayUrl = page.url();
    await slot(page, 'Jantar').getByRole('button', { name: 'Adicionar alimento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar alimento: Jantar' });
    await dialog.getByRole('combobox', { name: 'Buscar alimento' }).fill('feijão carioca');
    await dialog
      .getByRole('option', { name: /^feijão carioca/i })
      .first()
      .click();
    await expect(dialog.getByTestId('picked-food')).toHaveText(/^feijão carioca$/i);
    await selectContaining(dialog.getByLabel('Medida', { exact: true }), 'concha');
    await dialog.getByLabel('Quantidade', { exact: true }).fill('2');
    // 280 g of TACO's cooked carioca beans (76 kcal per 100 g).
    await expect(dialog.getByText('= 280 g')).toBeVisible();
    await expect(dialog.getByText(/213 kcal em 280 g/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Mais meia medida' }).click();
    await expect(dialog.getByText('= 350 g')).toBeVisible();
    await dialog.getByRole('button', { name: 'Menos meia medida' }).click();
    await checkPage(page, 'adicionar alimento');
    await shot('adicionar', false);
    await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect(dialog).toBeHidden();
    const dinner = await itemsOf(page, 'Jantar');
    await expect(dinner).toHaveCount(1);
    await expect(dinner.first()).toContainText('2 conchas médias cheias (280 g)');
    await expect(slot(page, 'Jantar').getByTestId('slot-total-dinner')).toContainText('213 de 600 kcal');

    // Its grams edited.
    await dinner.first().getByRole('button', { name: 'Opções de Feijão, carioca, cozido' }).click();
    await page.getByRole('menuitem', { name: 'Editar ou mover' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Feijão, carioca, cozido' });
    await edit.getByLabel('Medida', { exact: true }).selectOption({ label: 'Gramas (g)' });
    await edit.getByLabel('Quantidade em gramas').fill('200');
    await expect(edit.getByText(/152 kcal em 200 g/)).toBeVisible();
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(edit).toBeHidden();
    await expect(dinner.first()).toContainText('200 g');
    await expect(dinner.first()).toContainText('152 kcal');

    // Yesterday's breakfast, written through the API as another device would.
    const date = new URL(yesterdayUrl).searchParams.get('date')!;
    const breakfast = await page.request.post('/api/diary/items', {
      data: { date, slot: 'breakfast', food: 'pão francês', measure: 'unidade', quantity: 1 },
    });
    expect(breakfast.status(), await breakfast.text()).toBe(201);
    await page.reload();
    await expect(await itemsOf(page, 'Café da manhã')).toHaveCount(1);
    await checkPage(page, 'ontem');
    await shot('ontem');

    // The dinner repeated today.
    await page.getByRole('button', { name: 'Mais ações: Jantar' }).click();
    await page.getByRole('menuitem', { name: 'Repetir hoje' }).click();
    await expect(page.getByText('1 alimento copiado em Jantar.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Voltar para hoje' }).click();
    await expect(page.getByRole('heading', { name: 'Hoje', level: 2 })).toBeVisible();
    await expect(await itemsOf(page, 'Jantar')).toHaveCount(1);
    await expect((await itemsOf(page, 'Jantar')).first()).toContainText('200 g');

    // Yesterday's breakfast copied.
    await page.getByRole('button', { name: 'Mais ações: Café da manhã' }).click();
    await page.getByRole('menuitem', { name: 'Copiar de ontem' }).click();
    await expect(await itemsOf(page, 'Café da manhã')).toHaveCount(1);
    await expect((await itemsOf(page, 'Café da manhã')).first()).toContainText('1 unidade (50 g)');

    // The search offers the person's own foods first, before anything is typed.
    await slot(page, 'Lanche da tarde').getByRole('button', { name: 'Adicionar alimento' }).click();
    const search = page.getByRole('dialog', { name: 'Adicionar alimento: Lanche da tarde' });
    await search.getByRole('combobox', { name: 'Buscar alimento' }).click();
    await expect(search.getByRole('option').first()).toHaveAccessibleName(
      /^Feijão, carioca, cozido, (Frequente|Recente)$/,
    );
    // Escape closes the list first (it lies over the buttons), then the dialog is cancelled.
    await page.keyboard.press('Escape');
    await search.getByRole('button', { name: 'Cancelar' }).click();
    await expect(search).toBeHidden();

    // A sentence by quick entry, checked before saving.
    await page.getByRole('button', { name: 'Mais ações: Almoço' }).click();
    await page.getByRole('menuitem', { name: 'Registro rápido' }).click();
    const quick = page.getByRole('dialog', { name: 'Registro rápido: Almoço' });
    await quick.getByLabel('O que você comeu?').fill('2 conchas de feijão, 4 colheres de arroz, 1 bife e xyzzy');
    await quick.getByRole('button', { name: 'Interpretar' }).click();
    await expect(quick.getByRole('heading', { name: 'Confira antes de salvar' })).toBeFocused();
    await expect(quick.getByTestId('quick-entry-row')).toHaveCount(3);
    await expect(quick.getByTestId('quick-entry-unknown')).toContainText('xyzzy');
    await expect(quick.getByTestId('quick-entry-row').first()).toContainText('2 conchas médias cheias (280 g)');
    await quick.getByLabel(/^Gramas de Carne/).fill('120');
    await checkPage(page, 'registro rápido');
    await shot('registro-rapido', false);
    await quick.getByRole('button', { name: 'Salvar 3 alimentos' }).click();
    await expect(quick).toBeHidden();
    const lunch = await itemsOf(page, 'Almoço');
    await expect(lunch).toHaveCount(3);
    await expect(lunch.filter({ hasText: /^Carne/ })).toContainText('120 g');

    // The day's totals: the sum of what is listed.
    await expect(page.getByTestId('diary-day-calories')).not.toHaveText('0 kcal');
    await checkPage(page, 'hoje');
    await shot('hoje');
  });
}

test.describe('with the service worker', () => {
  // The offline half needs the service worker (playwright.config.ts blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });

  test('another tab follows the diary live; an item added offline waits "Pendente" and is sent once back online', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUpThroughApi(page, { fullName: 'Lia Live', email: uniqueEmail('diario-live') }, '/diario');
    await expect(slot(page, 'Almoço').getByText('Nada registrado no almoço.')).toBeVisible();
    const other = await context.newPage();
    await other.setViewportSize({ width: 1280, height: 800 });
    await other.goto('/diario');
    await expect(slot(other, 'Almoço').getByText('Nada registrado no almoço.')).toBeVisible();

    // Written in the first tab: the second shows it without a reload (live "diary" event).
    const today = await page.evaluate(
      "new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())",
    );
    const added = await page.request.post('/api/diary/items', {
      data: { date: today, slot: 'lunch', food: 'arroz branco', grams: 150 },
    });
    expect(added.status(), await added.text()).toBe(201);
    await expect(slot(other, 'Almoço').getByTestId('diary-item')).toHaveCount(1, { timeout: 15_000 });
    await other.close();

    // Offline: the item waits on the device, marked pending, and is sent when the connection returns.
    await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
    await page.reload();
    await expect(slot(page, 'Almoço').getByTestId('diary-item')).toHaveCount(1);
    await slot(page, 'Jantar').getByRole('button', { name: 'Adicionar alimento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar alimento: Jantar' });
    await dialog.getByRole('combobox', { name: 'Buscar alimento' }).fill('banana prata');
    await dialog
      .getByRole('option', { name: /^banana prata/i })
      .first()
      .click();
    await dialog.getByLabel('Medida', { exact: true }).selectOption({ label: 'Gramas (g)' });
    await context.setOffline(true);
    await dialog.getByLabel('Quantidade em gramas').fill('90');
    await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(slot(page, 'Jantar').getByText('Pendente')).toBeVisible();
    await context.setOffline(false);
    await expect(slot(page, 'Jantar').getByTestId('diary-item')).toHaveCount(1, { timeout: 30_000 });
    await expect(slot(page, 'Jantar').getByText('Pendente')).toHaveCount(0);
    const day = (await (await page.request.get(`/api/diary?date=${today}`)).json()) as {
      slots: { slot: string; items: unknown[] }[];
    };
    expect(day.slots.find((entry) => entry.slot === 'dinner')?.items).toHaveLength(1);
  });
});

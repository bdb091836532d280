import { expect, test } from '@playwright/test';
import { accessibilityFindings, sidewaysScroll, signUpThroughApi, uniqueEmail } from './support';

const NAME = 'Iogurte grego Marca X';

test('a user adds a food from its label, plans a meal with it, then deletes it', async ({ page }) => {
  await signUpThroughApi(page, { fullName: 'Rita Rotulada', email: uniqueEmail('myfoods') });
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'Planejar' }).first().click();
  await expect(page).toHaveURL(/\/plan$/);

  const panel = page.getByRole('region', { name: 'Meus alimentos' });
  await expect(panel.getByText('Você ainda não cadastrou alimentos.')).toBeVisible();

  // Add: the label of one 170 g pot, first with an energy no macros can give.
  await panel.getByRole('button', { name: 'Novo alimento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo alimento' });
  await dialog.getByLabel('Nome').fill(NAME);
  await dialog.getByLabel('Tipo de alimento').selectOption({ label: 'Leites e iogurtes' });
  await dialog.getByLabel('Medida caseira').fill('pote');
  await dialog.getByLabel('Peso da porção (g)').fill('170');
  await expect(dialog.getByRole('radio', { name: 'Por porção' })).toBeChecked();
  await dialog.getByLabel('Energia (kcal)').fill('400');
  await dialog.getByLabel('Carboidratos (g)').fill('11');
  await dialog.getByLabel('Proteínas (g)').fill('10');
  await dialog.getByLabel('Gorduras totais (g)').fill('6,1');
  await dialog.getByLabel('Fibra alimentar (g, opcional)').fill('0');
  await dialog.getByRole('button', { name: 'Adicionar alimento' }).click();
  await expect(dialog.getByText(/A energia informada \(400 kcal\) não confere com os macronutrientes/)).toBeVisible();
  await dialog.getByLabel('Energia (kcal)').fill('139');
  await dialog.getByRole('button', { name: 'Adicionar alimento' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Alimento adicionado!').first()).toBeVisible();
  const list = panel.getByRole('list', { name: 'Meus alimentos' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(NAME);
  await expect(list).toContainText('1 pote (170 g): 139 kcal');

  // Plan: the picker offers it first, marked as the user's own.
  const input = page.getByRole('combobox', { name: 'Adicionar alimento' });
  await input.fill('iogurte gr');
  const suggestions = page.getByRole('listbox', { name: 'Sugestões de alimentos' });
  await expect(suggestions.getByRole('option').first()).toHaveAccessibleName(`${NAME}, Meu alimento`);
  await suggestions.getByRole('option', { name: `${NAME}, Meu alimento` }).click();
  await expect(page.getByRole('list', { name: 'Alimentos da refeição' })).toContainText('Meu alimento');
  await input.fill('banana prata');
  await page.getByRole('option', { name: /^banana prata$/i }).click();
  await page.getByLabel('Tipo de refeição').selectOption({ label: 'Café da manhã' });
  // A pot or two of yoghurt and a banana: about 300 kcal (400 would need more than a person eats).
  await page.getByLabel('Meta de calorias (kcal)').fill('300');
  await page.getByRole('button', { name: 'Calcular porções' }).click();
  await expect(page.getByRole('heading', { name: 'Porções calculadas' })).toBeVisible();
  const portion = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
  await expect(portion).toContainText(/pote|\d+ g/);
  await expect(portion).toContainText('kcal');
  await expect(page.getByText('Meus alimentos: rótulo informado pelo usuário')).toBeVisible();

  // Delete, after confirming.
  await list.getByRole('button', { name: `Excluir ${NAME}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir alimento?' });
  await expect(confirm).toContainText('As refeições já salvas não mudam.');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Alimento excluído.').first()).toBeVisible();
  await expect(panel.getByText('Você ainda não cadastrou alimentos.')).toBeVisible();

  // Gone from the API and from the planner.
  expect(await (await page.request.get('/api/user-foods')).json()).toEqual({ foods: [] });
  const plan = await page.request.post('/api/planner/calculate', {
    data: { mealType: 'breakfast', targetCalories: 400, foods: [NAME, 'banana prata'] },
  });
  expect(plan.status()).toBe(400);
  // Its name is a Greek yogurt's, which no table has: the message points back to the label.
  expect((await plan.json()).error).toMatchObject({
    code: 'UNKNOWN_FOOD',
    message: expect.stringMatching(/^Iogurte grego não está nas tabelas de composição: .*"Meus alimentos"\.$/u),
  });
});

test('at 360 px the panel and its form fit the screen, and axe finds nothing serious', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpThroughApi(page, { fullName: 'Rita Rotulada', email: uniqueEmail('myfoods-mobile') });
  await expect(page).toHaveURL(/\/home$/);
  const created = await page.request.post('/api/user-foods', {
    data: {
      name: NAME,
      kind: 'dairy',
      basis: 'serving',
      servingLabel: 'pote',
      servingGrams: 170,
      kcal: 139,
      carbs: 11,
      protein: 10,
      fat: 6.1,
      fiber: 0,
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/plan');
  const panel = page.getByRole('region', { name: 'Meus alimentos' });
  await expect(panel.getByRole('list', { name: 'Meus alimentos' })).toContainText(NAME);
  const fits = async () => (await sidewaysScroll(page)) <= 0;
  expect(await fits()).toBe(true);
  expect(await accessibilityFindings(page, { include: 'main' })).toEqual([]);

  await panel.getByRole('button', { name: `Editar ${NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar alimento' });
  await expect(dialog.getByLabel('Nome')).toHaveValue(NAME);
  expect(await fits()).toBe(true);
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  // The form scrolls inside the dialog: its last button is reachable.
  const save = dialog.getByRole('button', { name: 'Salvar alterações' });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  expect(await accessibilityFindings(page, { include: '[role="dialog"]' })).toEqual([]);
});

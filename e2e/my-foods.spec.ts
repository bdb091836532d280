import { expect, test } from '@playwright/test';
import { registerThroughForm, uniqueEmail } from './support';

const NAME = 'Iogurte grego Marca X';

test('a user adds a food from its label, plans a meal with it, then deletes it', async ({ page }) => {
  await registerThroughForm(page, { fullName: 'Rita Rotulada', email: uniqueEmail('myfoods') });
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
  await page.getByLabel('Meta de calorias (kcal)').fill('400');
  await page.getByRole('button', { name: 'Calcular porções' }).click();
  await expect(page.getByRole('heading', { name: 'Porções calculadas' })).toBeVisible();
  const portion = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
  await expect(portion).toContainText(/pote|\d+ g/);
  await expect(portion).toContainText('kcal');

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
  expect((await plan.json()).error.message).toBe(
    `Alimento não encontrado: ${NAME}. Escolha um nome da lista de sugestões.`,
  );
});

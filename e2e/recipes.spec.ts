import { expect, test, type Page } from '@playwright/test';
import { accessibilityFindings, screenshot, sidewaysScroll, signUpThroughApi, uniqueEmail } from './support';

/**
 * "Minhas receitas" (issue 34) at a phone's and a desktop's width, in pt-BR: a recipe created from
 * ingredients typed as people type them, its nutrients per serving and per 100 g, a serving of it
 * logged in the diary, the recipe planned as a food of a meal and that meal saved as a recipe, a
 * built-in dish logged in the diary; duplicated and deleted. Screenshots (E2E_SCREENSHOTS=1) go to the
 * test's output folder.
 */
const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
] as const;

const NAME = 'Marmita da semana';

/** No sideways scrolling, and no serious or critical accessibility finding on the page. */
async function checkPage(page: Page, what: string) {
  expect(await sidewaysScroll(page), `${what}: horizontal scroll`).toBeLessThanOrEqual(0);
  // The toasts are left out: one fading in or out is mid-animation, its contrast not the page's.
  expect(await accessibilityFindings(page, { exclude: '[data-sonner-toaster]' }), what).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  test(`my recipes at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const shot = (name: string) => screenshot(page, `receitas-${name}-${viewport.width}`);
    await signUpThroughApi(page, { fullName: 'Rosa Receita', email: uniqueEmail(`receitas-${viewport.width}`) });
    await expect(page).toHaveURL(/\/home$/);

    // The way in: the sidebar on a desktop, the user menu on a phone.
    if (viewport.width >= 768) {
      await page
        .getByRole('navigation', { name: 'Navegação principal' })
        .getByRole('link', { name: 'Minhas receitas' })
        .click();
    } else {
      await page.getByRole('button', { name: /Menu do usuário/ }).click();
      await page.getByRole('menuitem', { name: 'Minhas receitas' }).click();
    }
    await expect(page).toHaveURL(/\/receitas$/);
    await expect(page.getByRole('heading', { name: 'Receitas', level: 1 })).toBeVisible();
    await expect(page.getByText('Você ainda não tem receitas.')).toBeVisible();
    await checkPage(page, 'lista vazia');
    await shot('vazia');

    // A new recipe, typed as a recipe book says it.
    await page.getByRole('link', { name: 'Nova receita' }).click();
    await expect(page.getByRole('heading', { name: 'Nova receita' })).toBeVisible();
    await page.getByLabel('Nome da receita').fill(NAME);
    await page.getByLabel('Rende (porções)').fill('4');
    await page.getByLabel('Ingrediente 1', { exact: true }).fill('300 g de arroz');
    await page.getByLabel('Ingrediente 2', { exact: true }).fill('280 g de feijão');
    await page.getByRole('button', { name: 'Adicionar ingrediente' }).click();
    await page.getByLabel('Ingrediente 3', { exact: true }).fill('200 g de frango');
    await page.getByRole('button', { name: 'Adicionar ingrediente' }).click();
    // A measure the food does not have: the line is named in the message.
    await page.getByLabel('Ingrediente 4', { exact: true }).fill('2 garrafas de azeite');
    await page.getByLabel('Ingrediente 4', { exact: true }).blur();
    await expect(page.getByRole('alert').filter({ hasText: 'não tem a medida "garrafas"' })).toBeVisible();
    await page.getByLabel('Ingrediente 4', { exact: true }).fill('2 colheres de sopa de azeite');
    await page.getByLabel('Ingrediente 4', { exact: true }).blur();

    const understood = page.getByRole('list').filter({ hasText: '2 colheres de sopa de azeite →' });
    await expect(understood).toContainText('Azeite, de oliva, extra virgem: 16 g');
    // A recipe's weights are of the raw foods: dry rice and beans, raw chicken; the form says so and asks
    // for the cooked weight.
    await expect(understood).toContainText('300 g de arroz → Arroz, tipo 1, cru: 300 g');
    await expect(understood).toContainText('200 g de frango → Frango, peito, sem pele, cru: 200 g');
    await expect(
      page.getByText(/^Pesos considerados do alimento cru \(como em receitas\): “300 g de arroz”/),
    ).toBeVisible();
    const table = page.getByRole('region', { name: 'Nutrientes da receita' });
    // Raw ingredients without the cooked weight: a serving has no weight to show yet; every registry
    // nutrient has a row.
    await expect(table.getByRole('columnheader', { name: 'Por porção', exact: true })).toBeVisible();
    const askCooked = page.getByText('Com ingredientes crus, informe o peso pronto', { exact: false });
    await expect(askCooked).toBeVisible();
    // The tables' estimate of the cooked weight is offered (dry rice and beans as TACO's cooked ones).
    await expect(page.getByText(/^Estimativa pelos alimentos preparados da TACO: cerca de 2\.230 g\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Usar a estimativa' })).toBeVisible();
    // Cooked, the pot weighs 1.5 kg: 375 g a serving.
    await page.getByLabel('Peso pronto (g, opcional)').fill('1500');
    await page.getByLabel('Peso pronto (g, opcional)').blur();
    await expect(table.getByRole('columnheader', { name: 'Por porção (375 g)' })).toBeVisible();
    await expect(askCooked).toBeHidden();
    await expect(table.getByRole('row', { name: /Ferro/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Vitamina B12/ })).toBeVisible();
    await expect(page.getByText(/Fontes: .*TACO/)).toBeVisible();
    await checkPage(page, 'formulário');
    await shot('formulario');

    await page.getByRole('button', { name: 'Salvar receita' }).click();
    await expect(page.getByRole('heading', { name: NAME })).toBeVisible();
    await expect(page).toHaveURL(/\/receitas\?receita=/);
    await expect(page.getByText(/Rende 4 porções de 375 g/)).toBeVisible();
    await checkPage(page, 'receita');
    await shot('receita');

    // "Registrar uma porção": one serving into today's diary, in the slot picked.
    await page.getByRole('button', { name: 'Registrar uma porção' }).click();
    const logDialog = page.getByRole('dialog', { name: 'Registrar uma porção' });
    await logDialog.getByLabel('Refeição').selectOption({ label: 'Almoço' });
    await checkPage(page, 'registrar porção');
    const logged = page.waitForResponse((response) => response.url().endsWith('/api/diary/items'));
    await logDialog.getByRole('button', { name: 'Registrar', exact: true }).click();
    expect((await logged).status(), await (await logged).text()).toBe(201);
    await expect(page.getByText('1 porção registrada no diário: Almoço.').first()).toBeVisible();

    // The recipe is a food: the search lists it as "Minha receita" and the planner solves it.
    const search = await (await page.request.get(`/api/foods?q=${encodeURIComponent('marmita')}`)).json();
    expect(search.foods[0]).toMatchObject({ name: NAME, type: 'recipe' });
    await page.goto('/plan');
    // The picker offers it, marked as the user's recipe.
    await page.getByRole('combobox', { name: 'Adicionar alimento' }).fill('marmita');
    await page.getByRole('option', { name: `${NAME}, Minha receita` }).click();
    await expect(page.getByRole('list', { name: 'Alimentos da refeição' })).toContainText(NAME);
    await page.getByLabel('Tipo de refeição').selectOption({ label: 'Almoço' });
    await page.getByLabel('Meta de calorias (kcal)').fill('450');
    await page.getByRole('button', { name: 'Calcular porções' }).click();
    await expect(page.getByRole('heading', { name: 'Porções calculadas' })).toBeVisible();
    const portion = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME }) });
    await expect(portion).toContainText('kcal');
    await shot('planejador');

    // "Salvar como receita": the planned meal becomes a recipe of one serving.
    await page.getByRole('button', { name: 'Salvar como receita' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Salvar como receita' });
    await saveDialog.getByLabel('Nome da receita').fill('Meu almoço de sempre');
    await expect(saveDialog.getByLabel('Rende (porções)')).toHaveValue('1');
    await checkPage(page, 'salvar como receita');
    await saveDialog.getByRole('button', { name: 'Salvar receita' }).click();
    await expect(page.getByText('Receita salva!').first()).toBeVisible();

    // The diary: the recipe's serving in the lunch, and a built-in dish logged by its everyday name.
    await page.goto('/diario');
    const lunch = page.getByRole('region', { name: 'Almoço', exact: true });
    await expect(lunch.getByTestId('diary-item').filter({ hasText: NAME })).toHaveCount(1);
    const dinner = page.getByRole('region', { name: 'Jantar', exact: true });
    await dinner.getByRole('button', { name: 'Adicionar alimento' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Adicionar alimento: Jantar' });
    await addDialog.getByRole('combobox', { name: 'Buscar alimento' }).fill('lasanha');
    await addDialog
      .getByRole('option', { name: /lasanha/i })
      .first()
      .click();
    await addDialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect(addDialog).toBeHidden();
    await expect(dinner.getByTestId('diary-item').filter({ hasText: /lasanha/i })).toHaveCount(1);
    await checkPage(page, 'diário');
    await shot('diario');

    // Duplicate, then delete the copy after confirming.
    await page.goto('/receitas');
    await page.getByRole('link', { name: new RegExp(NAME) }).click();
    await page.getByRole('button', { name: 'Duplicar' }).click();
    await expect(page.getByRole('heading', { name: `${NAME} (cópia)` })).toBeVisible();
    await expect(page.getByText('Receita duplicada.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir receita?' });
    await expect(confirm).toContainText('As refeições já registradas não mudam.');
    await checkPage(page, 'confirmação');
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page).toHaveURL(/\/receitas$/);
    await expect(page.getByRole('list', { name: 'Minhas receitas' }).getByRole('listitem')).toHaveCount(2);
    await shot('lista');
  });
}

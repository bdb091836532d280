import { expect, test } from '@playwright/test';
import { signUpThroughApi, uniqueEmail } from './support';

/**
 * Onboarding formula, written here independently of the app: Mifflin-St Jeor (female −161)
 * × activity multiplier, goal adjustment, rounded to 50; 27/37/27 per meal (rounded to 10), the rest over 2 snacks.
 */
function expectedGoals() {
  const bmr = 10 * 65 + 6.25 * 165 - 5 * 30 - 161;
  const totalDaily = Math.round((bmr * 1.375 - 500) / 50) * 50;
  const share = (percent: number) => Math.round((totalDaily * percent) / 100 / 10) * 10;
  const breakfast = share(27);
  const lunch = share(37);
  const dinner = share(27);
  return { totalDaily, breakfast, lunch, dinner, snack: (totalDaily - breakfast - lunch - dinner) / 2 };
}

const kcal = (value: number) => `${new Intl.NumberFormat('pt-BR').format(value)} kcal`;

test('a new user completes onboarding with the local formula and lands on /home with those goals', async ({ page }) => {
  const goals = expectedGoals();
  // A signed-in account without body data is sent from /home to the wizard.
  await signUpThroughApi(page, { fullName: 'Helena Prado', email: uniqueEmail('helena'), withProfile: false });
  await expect(page).toHaveURL(/\/onboarding$/);

  await expect(page.getByRole('heading', { name: 'Boas-vindas ao Prato Certo!' })).toBeVisible();
  await page.getByRole('button', { name: 'Começar' }).click();

  await expect(page.getByRole('heading', { name: 'Seus dados' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Continuar' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Peso (kg)').fill('65');
  await page.getByLabel('Altura (cm)').fill('165');
  await page.getByLabel('Idade (anos)').fill('300');
  await next.click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, insira uma idade válida (13-120 anos)');
  await page.getByLabel('Idade (anos)').fill('30');
  await page.getByText('Feminino', { exact: true }).click();
  await next.click();

  await expect(page.getByRole('heading', { name: 'Qual é o seu objetivo?' })).toBeVisible();
  await page.getByText('Perder peso', { exact: true }).click();
  await next.click();

  await expect(page.getByRole('heading', { name: 'Qual é o seu nível de atividade?' })).toBeVisible();
  await page.getByText('Levemente ativo', { exact: true }).click();
  await page.getByRole('button', { name: 'Calcular metas' }).click();

  await expect(page.getByRole('heading', { name: 'Suas metas diárias' })).toBeVisible();
  await expect(page.getByTestId('daily-total')).toHaveText(kcal(goals.totalDaily));
  const meals = page.getByRole('list', { name: 'Metas por refeição' });
  await expect(meals.getByRole('listitem').filter({ hasText: 'Café da manhã' })).toContainText(kcal(goals.breakfast));
  await expect(meals.getByRole('listitem').filter({ hasText: 'Almoço' })).toContainText(kcal(goals.lunch));
  await expect(meals.getByRole('listitem').filter({ hasText: 'Jantar' })).toContainText(kcal(goals.dinner));
  await expect(meals.getByRole('listitem').filter({ hasText: 'Lanches (2×)' })).toContainText(kcal(goals.snack));
  await expect(page.getByText('Calculado pela fórmula de Mifflin-St Jeor')).toBeVisible();

  await page.getByRole('button', { name: 'Concluir' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate("window.localStorage.getItem('onboarding_completed')")).toBe('true');

  const profile = await (await page.request.get('/api/profile')).json();
  expect(profile).toMatchObject({
    weight: 65,
    height: 165,
    age: 30,
    gender: 'female',
    healthGoals: 'lose_weight',
    activityLevel: 'lightly_active',
    breakfastCalories: goals.breakfast,
    lunchCalories: goals.lunch,
    dinnerCalories: goals.dinner,
    snackCalories: goals.snack,
    snackQuantity: 2,
    onboardingCompleted: true,
  });
  const weights = await page.request.get('/api/weights');
  expect(weights.status()).toBe(200);
  expect(await weights.json()).toEqual([expect.objectContaining({ weight: 65, height: 165 })]);
});

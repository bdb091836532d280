import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { accessibilityFindings, signUpThroughApi, uniqueEmail } from './support';

interface SourceActivity {
  name_pt: string;
  met: number;
}
const activities = (
  JSON.parse(
    readFileSync(new URL('../packages/core/src/data/sources/met_activities_app.json', import.meta.url), 'utf8'),
  ) as { activities: SourceActivity[] }
).activities;

test('health: change the lunch goal, log a weight and an activity with its calorie burn', async ({ page }) => {
  await signUpThroughApi(page, { fullName: 'Helena Duarte', email: uniqueEmail('saude') }, '/health');
  await expect(page.getByRole('heading', { name: 'Saúde e Metas', level: 1 })).toBeVisible();
  // registerThroughForm saves 70 kg and 170 cm: 70 / 1.70² = 24.2, Peso Normal
  const bmiCard = page.getByRole('region', { name: 'Seu IMC' });
  await expect(bmiCard.getByText('24,2')).toBeVisible();
  await expect(bmiCard.getByText('Peso Normal')).toBeVisible();

  // Goals: the defaults 400 + 600 + 600 + 200 × 1, then lunch 800.
  await expect(page.getByText('Total diário: 1.800 kcal')).toBeVisible();
  await page.getByLabel('Almoço (kcal)').fill('800');
  await expect(page.getByText('Total diário: 2.000 kcal')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar metas' }).click();
  await expect(page.getByText('Metas salvas com sucesso!')).toBeVisible();
  const profile = await page.request.get('/api/profile');
  expect(await profile.json()).toMatchObject({ lunchCalories: 800, breakfastCalories: 400, snackQuantity: 1 });

  // Weight log: 68.5 kg at 170 cm → 23.7, listed with its BMI.
  await page.getByLabel('Novo peso (kg)').fill('68.5');
  await page.getByRole('button', { name: 'Registrar peso' }).click();
  await expect(page.getByText('Peso registrado com sucesso!')).toBeVisible();
  const weights = page.getByRole('list', { name: 'Registros de peso' });
  await expect(weights.getByText('68,5 kg')).toBeVisible();
  await expect(weights.getByText('IMC 23,7 · Peso Normal')).toBeVisible();
  // The profile follows the newest weight, and so does the BMI card.
  await expect(bmiCard.getByText('23,7')).toBeVisible();
  const weight = ((await (await page.request.get('/api/profile')).json()) as { weight: number }).weight;
  expect(weight).toBe(68.5);

  // Activity log: type 'Corr', pick a 'Corrida …' suggestion, 30 minutes.
  await page.getByRole('combobox', { name: 'Tipo de atividade' }).fill('Corr');
  const suggestions = page.getByRole('listbox', { name: 'Sugestões de atividades' }).getByRole('option');
  await expect(suggestions).toHaveCount(5);
  const option = suggestions.filter({ hasText: /^Corrida a / }).first();
  const picked = ((await option.locator('span').first().textContent()) ?? '').trim();
  expect(picked).toMatch(/^Corrida /);
  await option.click();
  await expect(page.getByRole('combobox', { name: 'Tipo de atividade' })).toHaveValue(picked);
  await page.getByLabel('Duração (minutos)').fill('30');

  const met = activities.find((activity) => activity.name_pt === picked)?.met;
  expect(met).toBeDefined();
  const expected = Math.round((met ?? 0) * weight * 0.5);
  const burn = `${new Intl.NumberFormat('pt-BR').format(expected)} kcal`;
  await expect(page.getByLabel('Calorias queimadas')).toHaveValue(burn);

  await page.getByRole('button', { name: 'Registrar atividade' }).click();
  await expect(page.getByText('Atividade registrada com sucesso!')).toBeVisible();
  const logged = page.getByRole('list', { name: 'Atividades registradas' }).getByRole('listitem');
  await expect(logged.filter({ hasText: picked })).toContainText(`30 min · ${burn}`);
  const stored = (await (await page.request.get('/api/activities/latest')).json()) as {
    activity: { activityType: string; caloriesBurned: number; intensity: string };
  };
  expect(stored.activity).toMatchObject({ activityType: picked, caloriesBurned: expected, intensity: 'moderate' });

  // The screen's own content (the layout's and the toasts' contrast are reported separately).
  expect(await accessibilityFindings(page, { include: 'main' })).toEqual([]);
});

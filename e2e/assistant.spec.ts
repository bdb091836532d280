import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { TACO_CITATION } from '../packages/core/src/data/food-citations';
import { findFoodName } from '../packages/core/src/domain/food-search';
import { suggestedDailyGoalMl } from '../packages/core/src/domain/hydration';
import { CHAT_MESSAGES } from '../packages/core/src/schemas/chat';
import { accessibilityFindings, signUpThroughApi, signInThroughForm, uniqueEmail } from './support';

// Issue 11: the premium nutrition assistant (AI_PROVIDER=local: no model at all). Project 'assistant'
// runs on the history server, whose seed (bench/seed-history.ts, seedE2eAccounts) makes this account premium
// through the database before the server starts; it has no meals until the journey logs one.
const PREMIUM = { email: 'assistente.premium@example.com', password: 'segredo123' };

/** A lunch with 46,5 g + 20,3 g of protein saved through the API, as the planner saves it. */
async function logLunch(page: Page) {
  const response = await page.request.post('/api/meals', {
    data: {
      id: randomUUID(),
      mealType: 'lunch',
      portions: [
        {
          foodName: 'frango grelhado',
          grams: 150,
          calories: 240,
          homeMeasure: '1 filé médio',
          macros: { protein: 46.5, carbs: 0, fat: 3.8, fiber: 0 },
          glycemicIndex: null,
        },
        {
          foodName: 'feijão',
          grams: 266,
          calories: 202,
          homeMeasure: '2 conchas',
          macros: { protein: 20.3, carbs: 36.2, fat: 1.3, fiber: 22.6 },
          glycemicIndex: 30,
        },
      ],
      totalCalories: 442,
      totalMacros: { protein: 66.8, carbs: 36.2, fat: 5.1, fiber: 22.6 },
      glycemicData: { index: 30, load: 10.9 },
    },
  });
  expect(response.status()).toBe(201);
}

async function ask(page: Page, question: string) {
  const input = page.getByLabel('Sua mensagem');
  await input.fill(question);
  await input.press('Enter');
}

const log = (page: Page) => page.getByRole('log', { name: 'Conversa com o assistente' });

test('free plan: the unlock card on /chat, the premium modal from the floating button, and the API refuses with 403', async ({
  page,
}) => {
  await signUpThroughApi(page, { fullName: 'Bia Gratuita', email: uniqueEmail('chat.gratis') });
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('button', { name: 'Abrir o assistente nutricional' }).click();
  const modal = page.getByRole('dialog', { name: 'Assistente Premium' });
  await expect(modal.getByRole('button', { name: 'Ver planos Premium' })).toBeVisible();
  await modal.getByRole('button', { name: 'Agora não' }).click();
  await expect(modal).toHaveCount(0);

  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Desbloqueie o assistente nutricional' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver planos Premium' })).toHaveAttribute('href', '/assinatura');
  await expect(page.getByLabel('Sua mensagem')).toHaveCount(0);

  const refused = await page.request.post('/api/chat', { data: { message: 'Quanta proteína eu comi hoje?' } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    error: { code: 'PREMIUM_REQUIRED', message: CHAT_MESSAGES.premiumRequired },
  });
});

test('premium: protein eaten today, TACO calories of a food, the political redirect, and the history after a reload', async ({
  page,
}) => {
  await signInThroughForm(page, PREMIUM.email, PREMIUM.password);
  await expect(page).toHaveURL(/\/home$/);
  await logLunch(page);

  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Como posso ajudar?' })).toBeVisible();
  await expect(log(page).getByRole('button')).toHaveCount(4);

  await ask(page, 'quanta proteína eu comi hoje?');
  await expect(log(page).getByText(/Hoje você comeu 66,8 g de proteína em 1 refeição\./)).toBeVisible();

  // The TACO row the everyday name 'arroz branco' points to, read from the shipped table itself.
  const taco = JSON.parse(readFileSync('packages/core/src/data/sources/taco.json', 'utf8')) as {
    foods: { id: number; name: string; kcal: number }[];
  };
  const rice = taco.foods.find((food) => food.id === findFoodName('arroz branco')?.foodId);
  if (!rice) throw new Error('arroz branco is missing from TACO');
  await ask(page, 'Quantas calorias tem 100 g de arroz branco?');
  await expect(
    log(page).getByText(`100 g de arroz branco (${rice.name}): ${Math.round(rice.kcal)} kcal`),
  ).toBeVisible();
  await expect(log(page).getByText(TACO_CITATION)).toBeVisible();

  await ask(page, 'Em quem devo votar para presidente nas próximas eleições?');
  await expect(log(page).getByText(CHAT_MESSAGES.offTopic)).toBeVisible();

  await expect(page.getByLabel('Sua mensagem')).toBeFocused();
  expect(await accessibilityFindings(page, { least: 'minor' })).toEqual([]);

  await page.reload();
  await expect(log(page).getByText(/Hoje você comeu 66,8 g de proteína/)).toBeVisible();
  await expect(log(page).getByText(CHAT_MESSAGES.offTopic)).toBeVisible();
  await expect(log(page).getByText('Quantas calorias tem 100 g de arroz branco?')).toBeVisible();

  // From another page the floating button offers to continue the saved conversation.
  await page.goto('/home');
  await page.getByRole('button', { name: 'Abrir o assistente nutricional' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continuar Conversa Anterior' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(log(page).getByText(/Hoje você comeu 66,8 g de proteína/)).toBeVisible();
});

for (const size of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test(`premium at ${size.width} px: the assistant understands how people ask (dinner, "com frango", water)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInThroughForm(page, PREMIUM.email, PREMIUM.password);
    await expect(page).toHaveURL(/\/home$/);
    const body = { weight: 64, height: 168, age: 30, gender: 'female', activityLevel: 'moderately_active' } as const;
    expect((await page.request.patch('/api/profile', { data: body })).status()).toBe(200);
    // The goal /hydration suggests for this profile, computed here from the shared rule.
    const suggested = suggestedDailyGoalMl({ weightKg: body.weight, activityLevel: body.activityLevel, age: body.age });

    await page.goto('/chat');
    await ask(page, 'o que posso jantar hoje?');
    await expect(
      log(page)
        .getByText(/Sugestão de jantar com [\d.]+ kcal/)
        .last(),
    ).toBeVisible();
    await expect(log(page).getByText(/Não sei responder isso com segurança/)).toHaveCount(0);

    await ask(page, 'me sugere um jantar com frango');
    await expect(
      log(page)
        .getByText(/Sugestão de jantar[^\n]*frango/i)
        .last(),
    ).toBeVisible();
    await expect(
      log(page)
        .getByText(/•\s*frango/i)
        .last(),
    ).toBeVisible();

    // The personal suggestion /hydration computes, not the 2,000 ml default.
    await ask(page, 'quanto devo beber de água?');
    const ml = `${suggested.toLocaleString('pt-BR')} ml`;
    await expect(
      log(page).getByText(`o indicado para você é beber cerca de ${ml}`, { exact: false }).last(),
    ).toBeVisible();
  });
}

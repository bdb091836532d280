import { expect, test } from 'vitest';
import { openAiText, startFakeAiServer } from './fake-ai-server';
import { LIBRARY_CATALOG } from '@prato/core/data/food-catalog';
import { FOOD_SOURCE_LABELS, foodSource } from '@prato/core/data/food-source';
import { formatNutrientAmount } from '@prato/core/domain/nutrient-warnings';
import { SODIUM_LIMIT_MG } from '@prato/core/domain/nutrient-targets';
import {
  createTestApp,
  mealBody,
  PROFILE_WITH_GOALS,
  RICE_ANSWER,
  signUpPremium,
  type Client,
  type PlannerAnswer,
  type TestApp,
} from './fixtures';

/**
 * The assistant's micronutrient answers (issue 32), through POST /api/chat with the default engine
 * (no model: the local answer is the reply): the day's sum is the one the nutrients day service gives
 * for the meals saved, and a food's value is the catalogue's record for the name asked, with its
 * source; an unknown value is "não medido", never 0.
 */

// 13:00 on 10 June 2025 in São Paulo: the meals below are saved "today".
const NOW = '2025-06-10T16:00:00Z';
/** Home-style rice and beans, a steak and lettuce: every one has its sodium measured. */
const LUNCH = ['arroz', 'feijão', 'bife', 'alface'];
/** The same with olive oil, whose sodium TACO did not measure. */
const LUNCH_WITH_OIL = [...LUNCH, 'azeite'];

interface Reply {
  reply: string;
  kind: string;
  source: string;
  citations: string[];
}

async function premiumUser(t: TestApp) {
  const user = await signUpPremium(t, { profile: PROFILE_WITH_GOALS });
  const ask = async (message: string) => {
    const response = await user.post('/api/chat', { message });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Reply;
  };
  return { ...user, ask };
}

async function saveLunch(c: Client, answer: PlannerAnswer) {
  const saved = await c.post('/api/meals', mealBody(answer, { consumedAt: '2025-06-10T12:30:00-03:00' }));
  expect(saved.statusCode, saved.body).toBe(201);
  return saved.json() as { portions: { nutrients?: Record<string, number | null> }[] };
}

test('"quanto de sódio comi hoje?": nothing logged says so; then the sum of the saved meal, against the WHO limit', async () => {
  const t = await createTestApp({ now: () => new Date(NOW) });
  try {
    const ana = await premiumUser(t);
    const empty = await ana.ask('quanto de sódio comi hoje?');
    expect(empty).toMatchObject({ kind: 'intake_today', source: 'local' });
    expect(empty.reply).toContain('Você ainda não registrou nenhuma refeição hoje');

    const calculated = await ana.post('/api/planner/calculate', {
      mealType: 'lunch',
      targetCalories: 600,
      foods: LUNCH,
    });
    expect(calculated.statusCode, calculated.body).toBe(200);
    const { portions } = await saveLunch(ana, calculated.json() as PlannerAnswer);
    // The sum of the stored portions' sodium, every one of them measured.
    const sodium = portions.reduce((sum, portion) => sum + (portion.nutrients?.sodium ?? Number.NaN), 0);
    expect(sodium).toBeGreaterThan(0);
    const day = (await ana.get('/api/nutrients/day')).json() as { items: { id: string; amount: number }[] };
    expect(day.items.find((item) => item.id === 'sodium')?.amount).toBe(Math.round(sodium));

    for (const question of ['quanto de sódio comi hoje?', 'quanto sodio eu comi hj']) {
      const answer = await ana.ask(question);
      expect(answer.kind).toBe('intake_today');
      expect(answer.reply).toContain(
        `Hoje você comeu ${formatNutrientAmount('sodium', Math.round(sodium))} de sódio em 1 refeição.`,
      );
      expect(answer.reply).toContain(`O limite diário é de ${formatNutrientAmount('sodium', SODIUM_LIMIT_MG)}, da OMS`);
      expect(answer.reply).not.toContain('parcial');
    }

    // Iron: a goal of the DRI for a woman of 30 (18 mg).
    const iron = await ana.ask('quanto ferro eu comi hoje?');
    expect(iron.reply).toContain(`Sua meta diária é de ${formatNutrientAmount('iron', 18)} (DRI`);

    // The week: one day logged, so its daily average is that day's sum.
    const week = await ana.ask('quanto de sodio comi essa semana');
    expect(week.kind).toBe('intake_week');
    expect(week.reply).toContain(
      `em média, ${formatNutrientAmount('sodium', Math.round(sodium))} de sódio por dia registrado`,
    );
  } finally {
    await t.close();
  }
});

test('a day whose foods lack the value: unknown when none has it, partial when some do', async () => {
  const t = await createTestApp({ now: () => new Date(NOW) });
  try {
    const ana = await premiumUser(t);
    // An older-style portion (no food id, no nutrients): nothing of it is known.
    await saveLunch(ana, RICE_ANSWER);
    const answer = await ana.ask('quanto ferro eu comi hoje?');
    expect(answer.kind).toBe('intake_today');
    expect(answer.reply).toContain('os alimentos registrados hoje não têm esse valor medido (não medido)');
    expect(answer.reply).not.toMatch(/comeu 0 mg/u);

    const calculated = await ana.post('/api/planner/calculate', {
      mealType: 'lunch',
      targetCalories: 600,
      foods: LUNCH_WITH_OIL,
    });
    await saveLunch(ana, calculated.json() as PlannerAnswer);
    const partial = await ana.ask('quanto de sódio comi hoje?');
    expect(partial.reply).toContain('Hoje você comeu pelo menos');
    expect(partial.reply).toContain('Alguns alimentos de hoje não têm esse valor medido; o total pode ser maior.');
  } finally {
    await t.close();
  }
});

test('"quanto ferro tem o feijão?": the iron of the food the catalogue resolves, per 100 g and per a common measure, with its source', async () => {
  const t = await createTestApp({ now: () => new Date(NOW) });
  try {
    const ana = await premiumUser(t);
    const beans = LIBRARY_CATALOG.byName('feijão');
    const iron = beans?.nutrients?.iron;
    if (!beans || typeof iron !== 'number') throw new Error('the library has no iron for feijão');

    for (const question of ['quanto ferro tem o feijão?', 'o feijao tem muito ferro?']) {
      const answer = await ana.ask(question);
      expect(answer).toMatchObject({ kind: 'food_composition', source: 'local' });
      expect(answer.reply).toContain(
        `100 g de feijão (${beans.name}): ${formatNutrientAmount('iron', iron)} de ferro.`,
      );
      expect(answer.reply).toContain('Uma porção comum');
      expect(answer.reply).toContain(`Fonte: ${FOOD_SOURCE_LABELS[foodSource(beans)]}.`);
    }

    // An amount asked: 2 conchas of beans are twice the concha's grams.
    const ladle = beans.measures.find((measure) => measure.label.startsWith('concha'));
    if (ladle) {
      const two = await ana.ask('quanto ferro tem 2 conchas de feijão?');
      expect(two.reply).toContain(`${formatNutrientAmount('iron', (iron * 2 * ladle.grams) / 100)} de ferro`);
    }

    // A TACO food: its sodium, with the share of the WHO's daily limit.
    const ham = LIBRARY_CATALOG.byName('presunto');
    const hamSodium = ham?.nutrients?.sodium;
    if (!ham || typeof hamSodium !== 'number') throw new Error('the library has no sodium for presunto');
    const salty = await ana.ask('quanto de sodio tem 100g de presunto');
    expect(salty.reply).toContain(`${formatNutrientAmount('sodium', hamSodium)} de sódio`);
    expect(salty.reply).toContain('do limite diário de 2.000 mg da OMS');
  } finally {
    await t.close();
  }
});

test('a value the table did not measure is "não medido", never 0', async () => {
  const t = await createTestApp({ now: () => new Date(NOW) });
  try {
    const ana = await premiumUser(t);
    // TACO does not measure selenium: TACO's banana has none.
    const banana = LIBRARY_CATALOG.byName('banana');
    expect(banana?.nutrients?.selenium).toBeNull();
    const answer = await ana.ask('quanto selênio tem a banana?');
    expect(answer.kind).toBe('food_composition');
    expect(answer.reply).toContain('não medido');
    expect(answer.reply).not.toMatch(/\b0 µg/u);
  } finally {
    await t.close();
  }
});

test('the person\'s own food: what its label declares, and "o rótulo não informa" for the rest', async () => {
  const t = await createTestApp({ now: () => new Date(NOW) });
  try {
    const ana = await premiumUser(t);
    // A requeijão label per 30 g serving with sodium (165 mg) and no iron.
    const created = await ana.post('/api/user-foods', {
      name: 'Requeijão da Serra',
      kind: 'cheese',
      basis: 'serving',
      servingLabel: 'colher de sopa',
      servingGrams: 30,
      kcal: 76,
      carbs: 0.9,
      protein: 2.6,
      fat: 7,
      fiber: null,
      sodium: 165,
    });
    expect(created.statusCode, created.body).toBe(201);

    const sodium = await ana.ask('quanto sódio tem o requeijão da serra?');
    expect(sodium.kind).toBe('food_composition');
    // 165 mg in 30 g is 550 mg in 100 g; the label's serving is its common portion.
    expect(sodium.reply).toContain(`100 g de Requeijão da Serra: ${formatNutrientAmount('sodium', 550)} de sódio`);
    expect(sodium.reply).toContain(`(30 g), tem ${formatNutrientAmount('sodium', 165)}`);
    expect(sodium.reply).toContain('Fonte: rótulo do seu alimento.');

    const iron = await ana.ask('quanto ferro tem o requeijao da serra');
    expect(iron.reply).toContain('O rótulo de Requeijão da Serra não informa ferro');
    expect(iron.reply).not.toMatch(/\b0 mg/u);
  } finally {
    await t.close();
  }
});

test("with a model, the numbers still come from the app: the facts it receives carry the food's iron", async () => {
  const server = await startFakeAiServer();
  server.always(openAiText('O feijão tem bastante ferro.'));
  const t = await createTestApp({
    now: () => new Date(NOW),
    env: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: `${server.url}/v1`, OPENAI_MODEL: 'llama3.2' },
  });
  try {
    const ana = await premiumUser(t);
    const beans = LIBRARY_CATALOG.byName('feijão');
    const iron = beans?.nutrients?.iron;
    if (!beans || typeof iron !== 'number') throw new Error('the library has no iron for feijão');
    const response = await ana.post('/api/chat', { message: 'quanto ferro tem o feijão?' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'food_composition', source: 'ai' });
    const body = server.requests[0]?.body as { messages: { content: string }[] };
    const facts = /<fatos_do_app>([\s\S]*)<\/fatos_do_app>/u.exec(body.messages[1]?.content ?? '')?.[1] ?? '';
    expect(facts).toContain(`${formatNutrientAmount('iron', iron)} de ferro`);
  } finally {
    await t.close();
    await server.close();
  }
});

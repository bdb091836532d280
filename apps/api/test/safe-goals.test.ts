import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
// A profile stored before the safe-goal rule (no API stores it now), and the row a read must not rewrite.
import { profiles } from '../src/db/schema/profiles';
import { openAiText, startFakeAiServer } from './fake-ai-server';
import { client, createTestApp, signUp, type TestApp } from './fixtures';

/** The case: a 14-year-old girl of 40 kg and 1,60 m (BMI 15.6) who picks "perder peso". */
const girl = {
  weight: 40,
  height: 160,
  age: 14,
  gender: 'female',
  activityLevel: 'sedentary',
  healthGoals: 'lose_weight',
} as const;

/** Her expenditure by the IOM 2005 EER (1623.5 kcal), rounded up to 50: her floor, so no deficit. */
const GIRL_FLOOR = 1650;

/** What onboarding saves: body data, goal, meal goals (1,200 kcal: the old floored deficit plan). */
const deficitPlan = {
  breakfastCalories: 320,
  lunchCalories: 440,
  dinnerCalories: 320,
  snackCalories: 60,
  snackQuantity: 2,
};

const aiGoals = (totalDaily: number, parts: number[]) =>
  openAiText(
    JSON.stringify({
      totalDaily,
      breakfast: parts[0],
      lunch: parts[1],
      dinner: parts[2],
      snack: parts[3],
      snackQuantity: 2,
      explanation: 'Meta calculada pela IA.',
    }),
  );

async function onModel(run: (t: TestApp, server: Awaited<ReturnType<typeof startFakeAiServer>>) => Promise<void>) {
  const server = await startFakeAiServer();
  const t = await createTestApp({
    env: {
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${server.url}/v1`,
      OPENAI_MODEL: 'llama3.2',
      AI_TIMEOUT_MS: '20000',
    },
  });
  try {
    await run(t, server);
  } finally {
    await t.close();
    await server.close();
  }
}

test('formula path: the girl cannot get nor save a deficit; "manter peso" gives at least her EER', async () => {
  const t = await createTestApp();
  try {
    const user = await signUp(t);
    const refused = await user.post('/api/onboarding/goals', girl);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('GOAL_NOT_SAFE');
    expect(refused.json().error.message).toContain('Para menores de 18 anos não oferecemos meta de perder peso');
    expect(refused.json().error.message).toContain('Manter peso');

    const maintain = await user.post('/api/onboarding/goals', { ...girl, healthGoals: 'maintain' });
    expect(maintain.statusCode).toBe(200);
    expect(maintain.json()).toMatchObject({ totalDaily: GIRL_FLOOR, source: 'formula' });

    const saved = await user.patch('/api/profile', { ...girl, ...deficitPlan, onboardingCompleted: true });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.code).toBe('GOAL_NOT_SAFE');
    const belowFloor = await user.patch('/api/profile', { ...girl, healthGoals: 'maintain', ...deficitPlan });
    expect(belowFloor.statusCode).toBe(400);
    expect(belowFloor.json().error).toMatchObject({
      code: 'GOAL_BELOW_FLOOR',
      message:
        'A meta diária não pode ficar abaixo de 1.650 kcal para os seus dados. Ajuste as refeições ou recalcule as metas.',
    });
    expect((await user.get('/api/profile')).json()).toMatchObject({ healthGoals: null, breakfastCalories: null });

    const ok = await user.patch('/api/profile', {
      ...girl,
      healthGoals: 'maintain',
      breakfastCalories: maintain.json().breakfast,
      lunchCalories: maintain.json().lunch,
      dinnerCalories: maintain.json().dinner,
      snackCalories: maintain.json().snack,
      snackQuantity: maintain.json().snackQuantity,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ healthGoals: 'maintain', lunchCalories: maintain.json().lunch });
  } finally {
    await t.close();
  }
});

test('an adult with BMI 18.4 cannot save "perder peso"; at 18.5 she can', async () => {
  const t = await createTestApp();
  try {
    const adult = { height: 165, age: 30, gender: 'female', activityLevel: 'sedentary', healthGoals: 'lose_weight' };
    const thin = await signUp(t);
    const refused = await thin.post('/api/onboarding/goals', { ...adult, weight: 50.1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('Seu IMC está abaixo de 18,5');
    expect((await thin.patch('/api/profile', { ...adult, weight: 50.1 })).statusCode).toBe(400);

    const normal = await signUp(t);
    const goals = await normal.post('/api/onboarding/goals', { ...adult, weight: 50.4 });
    expect(goals.statusCode).toBe(200);
    // 1469.1 − 500 → the floor: max(1,200, BMR 1,224.25) rounded up to 50.
    expect(goals.json().totalDaily).toBe(1250);
    expect((await normal.patch('/api/profile', { ...adult, weight: 50.4 })).statusCode).toBe(200);
  } finally {
    await t.close();
  }
});

test('AI path: the girl is refused before any model call; her "manter peso" below the EER is replaced', async () => {
  await onModel(async (t, server) => {
    const user = await signUp(t);
    const refused = await user.post('/api/onboarding/goals', girl);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('GOAL_NOT_SAFE');
    expect(server.requests).toHaveLength(0);

    // A model that still plans a deficit (1,400 kcal) for "manter peso" is not trusted.
    server.reply(aiGoals(1400, [380, 520, 380, 60]));
    const replaced = await user.post('/api/onboarding/goals', { ...girl, healthGoals: 'maintain' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ totalDaily: GIRL_FLOOR, source: 'formula' });
    expect(replaced.json().explanation).toContain(
      'A sugestão da IA (1.400 kcal por dia) ficou fora da faixa segura para os seus dados (de 1.650 a 5.400 kcal)',
    );
    expect(server.requests).toHaveLength(1);
  });
});

test('AI path: 800 kcal a day from the model is never returned nor saved; an answer in range is kept', async () => {
  await onModel(async (t, server) => {
    const user = await signUp(t);
    const ana = { weight: 65, height: 165, age: 30, gender: 'female', activityLevel: 'lightly_active' };
    server.reply(aiGoals(800, [200, 300, 200, 50]), aiGoals(1500, [400, 550, 400, 75]));
    const clamped = await user.post('/api/onboarding/goals', { ...ana, healthGoals: 'lose_weight' });
    expect(clamped.statusCode).toBe(200);
    // The formula's 1,400 kcal (floor: her BMR 1,370.25 rounded up to 50) replaces the model's 800.
    expect(clamped.json()).toMatchObject({ totalDaily: 1400, source: 'formula' });
    expect(clamped.json().explanation).toContain('A sugestão da IA (800 kcal por dia) ficou fora da faixa segura');

    const kept = await user.post('/api/onboarding/goals', { ...ana, healthGoals: 'lose_weight' });
    expect(kept.json()).toMatchObject({ totalDaily: 1500, source: 'ai' });
  });
});

test('a deficit stored before these rules is shown as "manter peso" with a notice, and stored so at the next save', async () => {
  const t = await createTestApp();
  try {
    const user = await signUp(t, { profile: { ...girl, healthGoals: 'maintain' } });
    const userId = user.id;
    // The old deficit is planted: PATCH /api/profile would apply today's rule to it.
    await t.db
      .update(profiles)
      .set({ healthGoals: 'lose_weight', ...deficitPlan })
      .where(eq(profiles.id, userId));

    const first = await user.get('/api/profile');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      healthGoals: 'maintain',
      breakfastCalories: 450,
      lunchCalories: 610,
      dinnerCalories: 450,
      snackCalories: 70,
      snackQuantity: 2,
      goalNotice:
        'Mudamos seu objetivo para "Manter peso" e recalculamos suas metas: uma meta de perder peso não é segura para os seus dados.',
    });
    // A read writes nothing: the stored row keeps its old goal, and every read shows the correction.
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(row).toMatchObject({ healthGoals: 'lose_weight', lunchCalories: 440 });
    expect((await user.get('/api/profile')).json()).toMatchObject({
      healthGoals: 'maintain',
      goalNotice: first.json().goalNotice,
    });
    // The next save of the profile, whatever it changes, stores the correction and says so once.
    const saved = await user.patch('/api/profile', { fullName: 'Bia Souza' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      healthGoals: 'maintain',
      lunchCalories: 610,
      goalNotice: first.json().goalNotice,
    });
    const [stored] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(stored).toMatchObject({ healthGoals: 'maintain', lunchCalories: 610 });
    const second = (await user.get('/api/profile')).json();
    expect(second.goalNotice).toBeUndefined();

    // An adult of normal BMI keeps the weight-loss goal she chose.
    const adult = await signUp(t, {
      profile: { weight: 65, height: 165, age: 30, gender: 'female', healthGoals: 'lose_weight' },
    });
    expect((await adult.get('/api/profile')).json()).toMatchObject({ healthGoals: 'lose_weight' });
    expect((await adult.get('/api/profile')).json().goalNotice).toBeUndefined();
    expect((await client(t).get('/api/profile')).statusCode).toBe(401);
  } finally {
    await t.close();
  }
});

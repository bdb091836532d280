import { expect, test } from 'vitest';
import { NUTRIENTS } from '@prato/core/domain/nutrients';
import {
  client,
  createTestApp,
  makePremium,
  mealBody,
  PROFILE_WITH_GOALS,
  RICE_ANSWER,
  signUp,
  type Client,
  type PlannerAnswer,
} from './fixtures';

/**
 * GET /api/nutrients/day and /api/nutrients/summary: a local day's nutrients are the sum of the portions
 * of the meals saved that day (as the server stored them), each nutrient complete only when every
 * portion measured it; other users' meals and other local days do not count.
 */

// 23:45 on 10 June in São Paulo (02:45 UTC on the 11th): "today" is the 10th, the local day.
const NOW = '2025-06-11T02:45:00Z';
const LUNCH = ['arroz branco', 'feijão carioca', 'frango grelhado', 'alface', 'azeite'];
const BREAKFAST = ['pão francês', 'queijo minas', 'mamão papaia'];

interface StoredPortion {
  nutrients?: Record<string, number | null>;
  calories: number;
  macros: { protein: number; carbs: number; fat: number; fiber: number };
  fiberMeasured?: boolean;
}

/** A portion without nutrients (no library food) still carries its own energy and macronutrients. */
function ownValue(portion: StoredPortion, id: string): number | null {
  if (id === 'energy') return portion.calories;
  if (id === 'fiber') return portion.fiberMeasured === false ? null : portion.macros.fiber;
  if (id === 'protein' || id === 'carbs' || id === 'fat') return portion.macros[id];
  return null;
}
interface Item {
  id: string;
  label: string;
  unit: string;
  amount: number;
  target: number | null;
  kind: string;
  complete: boolean;
}

async function calculated(c: Client, mealType: string, foods: string[], targetCalories: number) {
  const res = await c.post('/api/planner/calculate', { mealType, targetCalories, foods });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PlannerAnswer;
}

/** Saves a meal through the API and returns the portions the server stored. */
async function saved(c: Client, answer: PlannerAnswer, mealType: string, consumedAt: string) {
  const res = await c.post('/api/meals', mealBody(answer, { mealType, consumedAt }));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { portions: StoredPortion[] }).portions;
}

/**
 * What the day must answer, computed here from the stored portions: for each registry nutrient, the
 * sum of the portions' known values rounded to the registry's decimals, complete when none lacks it.
 */
function expectedItems(portions: readonly StoredPortion[]) {
  return NUTRIENTS.map((nutrient) => {
    let sum = 0;
    let complete = true;
    for (const portion of portions) {
      const value = portion.nutrients ? portion.nutrients[nutrient.id] : ownValue(portion, nutrient.id);
      if (typeof value === 'number') sum += value;
      else complete = false;
    }
    const scale = 10 ** nutrient.decimals;
    return { id: nutrient.id, amount: Math.round(sum * scale) / scale, complete };
  });
}

const amounts = (items: Item[]) => items.map(({ id, amount, complete }) => ({ id, amount, complete }));
const item = (items: Item[], id: string) => items.find((entry) => entry.id === id);

test('the local day equals the sum of its portions; other users and other local days are left out', async () => {
  const t = await createTestApp({ now: () => new Date(NOW) });
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    await makePremium(t, ana.id);
    const bruno = await signUp(t, { profile: PROFILE_WITH_GOALS });
    await makePremium(t, bruno.id);

    const lunch = await calculated(ana, 'lunch', LUNCH, 600);
    const breakfast = await calculated(ana, 'breakfast', BREAKFAST, 400);
    const day = [
      ...(await saved(ana, breakfast, 'breakfast', '2025-06-10T08:00:00-03:00')),
      ...(await saved(ana, lunch, 'lunch', '2025-06-10T12:30:00-03:00')),
      // 23:30 in São Paulo is already the 11th in UTC: still the 10th locally.
      ...(await saved(ana, lunch, 'dinner', '2025-06-10T23:30:00-03:00')),
    ];
    // The 9th at 23:30 locally is the 10th in UTC: not the 10th locally.
    const dayBefore = await saved(ana, breakfast, 'snack', '2025-06-09T23:30:00-03:00');
    // Bruno's meal on the same day.
    await saved(bruno, lunch, 'lunch', '2025-06-10T12:00:00-03:00');

    // The planner's portions carry their nutrients, and TACO leaves some unmeasured: both kinds of item.
    expect(day.every((portion) => portion.nutrients !== undefined)).toBe(true);
    const expected = expectedItems(day);
    expect(expected.some((entry) => entry.complete)).toBe(true);
    expect(expected.some((entry) => !entry.complete)).toBe(true);
    expect(expected.find((entry) => entry.id === 'energy')?.amount).toBeGreaterThan(1000);

    const res = await ana.get('/api/nutrients/day?date=2025-06-10');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { date: string; items: Item[]; mealCount: number; citation: string };
    expect(body.date).toBe('2025-06-10');
    expect(body.mealCount).toBe(3);
    expect(amounts(body.items)).toEqual(expected);
    expect(body.citation).toContain('DRI');
    // Labels and units from the registry; targets for a 30-year-old woman eating 1,800 kcal a day.
    expect(body.items.map(({ id, label, unit }) => ({ id, label, unit }))).toEqual(
      NUTRIENTS.map(({ id, label, unit }) => ({ id, label, unit })),
    );
    expect(item(body.items, 'energy')).toMatchObject({ target: 1800, kind: 'goal' });
    expect(item(body.items, 'sodium')).toMatchObject({ target: 2000, kind: 'limit' });
    expect(item(body.items, 'iron')).toMatchObject({ target: 18, kind: 'goal' });

    // Without a date: today in the user's zone (the 10th, though it is the 11th in UTC).
    expect((await ana.get('/api/nutrients/day')).json()).toEqual(body);

    // The 9th holds the 23:30 snack only.
    const ninth = (await ana.get('/api/nutrients/day?date=2025-06-09')).json();
    expect(ninth.mealCount).toBe(1);
    expect(amounts(ninth.items)).toEqual(expectedItems(dayBefore));

    // Two days ending on the 10th: the daily average over the days with meals.
    const summary = (await ana.get('/api/nutrients/summary?to=2025-06-10&days=2')).json();
    expect(summary).toMatchObject({ from: '2025-06-09', to: '2025-06-10', days: 2, loggedDays: 2, mealCount: 4 });
    const total = expectedItems([...day, ...dayBefore]);
    for (const nutrient of NUTRIENTS) {
      const average = item(summary.items, nutrient.id);
      const sum = total.find((entry) => entry.id === nutrient.id);
      expect(Math.abs((average?.amount ?? NaN) - (sum?.amount ?? NaN) / 2), nutrient.id).toBeLessThanOrEqual(
        10 ** -nutrient.decimals,
      );
      expect(average?.complete, nutrient.id).toBe(sum?.complete);
    }
    // Thirty days ending on the 10th: still two logged days, the same averages.
    const month = (await ana.get('/api/nutrients/summary?to=2025-06-10')).json();
    expect(month).toMatchObject({ from: '2025-05-12', days: 30, loggedDays: 2, items: summary.items });

    // Bruno sees his one meal, never Ana's.
    expect((await bruno.get('/api/nutrients/day?date=2025-06-10')).json().mealCount).toBe(1);
  } finally {
    await t.close();
  }
});

test('a portion without nutrients (no food id) makes every micronutrient incomplete; its energy and macronutrients still count', async () => {
  const t = await createTestApp({ now: () => new Date(NOW) });
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    await makePremium(t, ana.id);
    const lunch = await saved(ana, await calculated(ana, 'lunch', LUNCH, 600), 'lunch', '2025-06-10T12:30:00-03:00');
    const older = await saved(ana, RICE_ANSWER, 'dinner', '2025-06-10T20:00:00-03:00');
    expect(older[0]?.nutrients).toBeUndefined();

    const items = (await ana.get('/api/nutrients/day?date=2025-06-10')).json().items as Item[];
    const macroIds = new Set(['energy', 'protein', 'carbs', 'fat', 'fiber']);
    expect(items.filter((entry) => !macroIds.has(entry.id)).every((entry) => !entry.complete)).toBe(true);
    expect(items.filter((entry) => macroIds.has(entry.id) && entry.id !== 'fiber').every((e) => e.complete)).toBe(true);
    expect(amounts(items)).toEqual(expectedItems([...lunch, ...older]));
    expect(item(items, 'energy')?.amount).toBeGreaterThan(0);
    // The period's sum (done by the database) says the same.
    const summary = (await ana.get('/api/nutrients/summary?to=2025-06-10&days=1')).json();
    expect(summary).toMatchObject({ loggedDays: 1, mealCount: 2 });
    expect(amounts(summary.items)).toEqual(amounts(items));
  } finally {
    await t.close();
  }
});

test('an empty day is zero and complete; without sex and age every target is null', async () => {
  const t = await createTestApp({ now: () => new Date(NOW) });
  try {
    const ana = await signUp(t);
    const res = await ana.get('/api/nutrients/day?date=2025-06-10');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { mealCount: number; items: Item[] };
    expect(body.mealCount).toBe(0);
    expect(body.items).toHaveLength(NUTRIENTS.length);
    for (const entry of body.items) expect(entry).toMatchObject({ amount: 0, complete: true, target: null });
    const summary = (await ana.get('/api/nutrients/summary')).json();
    expect(summary).toMatchObject({ to: '2025-06-10', days: 30, loggedDays: 0, mealCount: 0 });
  } finally {
    await t.close();
  }
});

test('signed out: 401; a bad date or period: 400 in Portuguese', async () => {
  const t = await createTestApp({ now: () => new Date(NOW) });
  try {
    const anonymous = client(t);
    for (const url of ['/api/nutrients/day', '/api/nutrients/summary']) {
      const res = await anonymous.get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Usuário não autenticado');
    }
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    for (const date of ['2025-13-40', '10/06/2025', 'hoje']) {
      const res = await ana.get(`/api/nutrients/day?date=${encodeURIComponent(date)}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error.message).toBe('Data inválida. Use o formato AAAA-MM-DD.');
    }
    for (const query of ['days=0', 'days=32', 'days=1.5', 'days=muitos', 'to=2025-02-30']) {
      const res = await ana.get(`/api/nutrients/summary?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toMatch(/^(O número de dias deve estar entre 1 e 31\.|Data inválida\.)/);
    }
  } finally {
    await t.close();
  }
});

import type { FoodRecord } from '@prato/core/data/food-types';
import { getFoodById } from '@prato/core/data/foods';
import { findFoodName } from '@prato/core/domain/food-search';
import { HYDRATION_DEFAULTS } from '@prato/core/domain/hydration';
import { IDEAL_MACRO_RANGES, KCAL_PER_GRAM } from '@prato/core/domain/meal-analysis';
import { expect, test } from 'vitest';
import { createTestApp, signUpPremium, type TestApp } from './fixtures';

/**
 * How people actually ask the local assistant (issue 29): the questions a real user typed, through
 * POST /api/chat with the default engine (no model), answered from their own records and the same
 * solver as the planner.
 */

/** A premium user in São Paulo; `profile` is saved through PATCH /api/profile (none: no weight). */
async function premiumUser(t: TestApp, profile: Record<string, unknown> | null) {
  const user = await signUpPremium(t, profile ? { profile } : {});
  const ask = async (message: string) => {
    const response = await user.post('/api/chat', { message });
    expect(response.statusCode).toBe(200);
    return response.json() as { reply: string; kind: string; source: string };
  };
  return { ...user, ask };
}

/** 64 kg, moderately active, 30 years: /hydration suggests 64 × 35 + 500 = 2.740 → 2.750 ml. */
const PROFILE = {
  weight: 64,
  height: 165,
  age: 30,
  gender: 'female',
  activityLevel: 'moderately_active',
  breakfastCalories: 400,
  lunchCalories: 600,
  dinnerCalories: 600,
  snackCalories: 200,
  snackQuantity: 1,
};

/** The foods of a suggestion ("• arroz: 1 escumadeira… — 198 kcal"), as the library knows them. */
function plateOf(reply: string): FoodRecord[] {
  return [...reply.matchAll(/^• (.+?): /gmu)].map(([, name = '']) => {
    const food = getFoodById(findFoodName(name)?.foodId ?? 0);
    if (!food) throw new Error(`"${name}" is not a library food`);
    return food;
  });
}

/** Share of the suggestion's calories from fat, by its "Total:" line (9 kcal per gram). */
function fatShare(reply: string): number {
  const total = /Total: ([\d.]+) kcal, .* e ([\d,]+) g de gordura\./u.exec(reply);
  if (!total) throw new Error(`no total in: ${reply}`);
  const kcal = Number((total[1] ?? '').replace('.', ''));
  const fat = Number((total[2] ?? '').replace(',', '.'));
  return (fat * KCAL_PER_GRAM.fat) / kcal;
}

const ml = (value: number) => `${value.toLocaleString('pt-BR')} ml`;

test('"o que posso jantar hoje?" gets a dinner, not the honest fallback', async () => {
  const t = await createTestApp();
  try {
    const ana = await premiumUser(t, PROFILE);
    const answer = await ana.ask('o que posso jantar hoje?');
    expect(answer).toMatchObject({ kind: 'meal_suggestion', source: 'local' });
    expect(answer.reply).toContain('Sugestão de jantar com 600 kcal');
    expect(answer.reply).not.toContain('Não sei responder');
    // Slang and typos reach the same answer.
    expect((await ana.ask('oq eu janto hj')).kind).toBe('meal_suggestion');
    expect((await ana.ask('jantr hj oq')).kind).toBe('meal_suggestion');
  } finally {
    await t.close();
  }
});

test('"me sugere um jantar com frango": chicken from the food library, fat within the planner’s ideal range', async () => {
  const t = await createTestApp();
  try {
    const ana = await premiumUser(t, PROFILE);
    const answer = await ana.ask('me sugere um jantar com frango');
    expect(answer.kind).toBe('meal_suggestion');
    const plate = plateOf(answer.reply);
    expect(plate.some((food) => food.kind === 'meat' && /^Frango/u.test(food.name))).toBe(true);
    expect(plate.some((food) => food.kind === 'fish')).toBe(false);
    const fat = fatShare(answer.reply);
    expect(fat).toBeGreaterThanOrEqual(IDEAL_MACRO_RANGES.fat.min);
    expect(fat).toBeLessThanOrEqual(IDEAL_MACRO_RANGES.fat.max);
    expect(answer.reply).toContain('com frango');
  } finally {
    await t.close();
  }
});

test('"sem carne", "vegano" and "sem glúten" leave those foods out of the plate', async () => {
  const t = await createTestApp();
  try {
    const ana = await premiumUser(t, PROFILE);
    const noMeat = await ana.ask('almoço sem carne');
    expect(noMeat.kind).toBe('meal_suggestion');
    const noMeatPlate = plateOf(noMeat.reply);
    expect(noMeatPlate.length).toBeGreaterThan(0);
    expect(noMeatPlate.filter((food) => food.kind === 'meat')).toEqual([]);
    expect(noMeat.reply).toContain('sem carne');

    const vegan = plateOf((await ana.ask('sugestão de almoço vegano')).reply);
    expect(vegan.length).toBeGreaterThan(0);
    expect(vegan.filter((food) => ['meat', 'fish', 'egg', 'dairy', 'cheese'].includes(food.kind))).toEqual([]);

    const glutenFree = plateOf((await ana.ask('cafe da manha sem gluten')).reply);
    expect(glutenFree.length).toBeGreaterThan(0);
    expect(glutenFree.filter((food) => /trigo|aveia|centeio|cevada/iu.test(food.name))).toEqual([]);
  } finally {
    await t.close();
  }
});

test('"quanto devo beber de água?": the goal /hydration suggests from the profile, and the one set there when it differs', async () => {
  const t = await createTestApp();
  try {
    const ana = await premiumUser(t, PROFILE);
    const { suggestedGoalMl } = (await ana.get('/api/hydration/settings')).json();
    expect(suggestedGoalMl).toBe(2750);

    const answer = await ana.ask('quanto devo beber de água?');
    expect(answer.kind).toBe('water_today');
    expect(answer.reply.split('\n')[0]).toContain(`cerca de ${ml(2750)} de água por dia`);
    // The standard goal still set on /hydration is named as such, with the way to change it.
    expect(answer.reply).toContain(`ainda está no padrão de ${ml(HYDRATION_DEFAULTS.dailyGoalMl)}`);

    const settings = (await ana.get('/api/hydration/settings')).json().settings;
    const saved = await ana.put('/api/hydration/settings', { ...settings, dailyGoalMl: 3000 });
    expect(saved.statusCode).toBe(200);
    const both = await ana.ask('quanta água eu preciso tomar por dia?');
    expect(both.reply).toContain(`cerca de ${ml(2750)}`);
    expect(both.reply).toContain(`A meta que você definiu em Hidratação é de ${ml(3000)}`);

    // Today's progress also says where the goal comes from when it is not the suggestion.
    const progress = await ana.ask('quanta agua eu bebi hoje');
    expect(progress.reply).toContain(`da meta de ${ml(3000)}`);
    expect(progress.reply).toContain(`cerca de ${ml(2750)}`);
  } finally {
    await t.close();
  }
});

test('water without a weight in the profile: the standard goal, saying why', async () => {
  const t = await createTestApp();
  try {
    const bia = await premiumUser(t, null);
    const answer = await bia.ask('quanto devo beber de água?');
    expect(answer.kind).toBe('water_today');
    expect(answer.reply).toContain(
      `Como seu peso não está no perfil, uso a meta padrão de ${ml(HYDRATION_DEFAULTS.dailyGoalMl)}`,
    );
  } finally {
    await t.close();
  }
});

import type { MealCalculation, Portion } from '@prato/core/schemas/planner';
import { expect, test } from 'vitest';
import { createTestApp, signUp } from './fixtures';

const byName = (calc: MealCalculation, name: string): Portion => {
  const portion = calc.portions.find((p) => p.foodName === name);
  if (!portion) throw new Error(`no portion ${name}`);
  return portion;
};

test('issue 34: a built-in dish is found by the names people type, as type "dish", and planned by name with its own serving and source', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const search = async (q: string) =>
      (await ana.get(`/api/foods?q=${encodeURIComponent(q)}`)).json().foods as {
        name: string;
        foodId: number;
        type: string;
      }[];

    expect((await search('coxinha'))[0]).toEqual({ name: 'Coxinha', foodId: 3001, type: 'dish' });
    expect((await search('lasanha'))[0]).toMatchObject({ foodId: 3046, type: 'dish' });
    expect((await search('esfiha'))[0]).toMatchObject({ foodId: 3009, type: 'dish' });
    expect((await search('acaraje'))[0]).toMatchObject({ foodId: 3005, type: 'dish' });
    // Not dishes: the everyday food of that name.
    expect((await search('granola'))[0]).toMatchObject({ foodId: 3901, type: 'alias' });
    expect((await search('queijo coalho'))[0]).toMatchObject({ foodId: 3902, type: 'alias' });

    const res = await ana.post('/api/planner/calculate', {
      mealType: 'lunch',
      targetCalories: 550,
      foods: ['lasanha', 'salada'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const lasanha = byName(res.json() as MealCalculation, 'lasanha');
    expect(lasanha.source).toBe('ibge-pof');
    expect(lasanha.grams).toBeGreaterThanOrEqual(190);
    expect(lasanha.grams).toBeLessThanOrEqual(400);
    expect(lasanha.homeMeasure).toMatch(/pedaço/u);

    const snack = await ana.post('/api/planner/calculate', {
      mealType: 'snack',
      targetCalories: 350,
      foods: ['coxinha', 'refrigerante'],
    });
    expect(snack.statusCode, snack.body).toBe(200);
    expect(byName(snack.json() as MealCalculation, 'coxinha').source).toBe('taco');
  } finally {
    await t.close();
  }
});

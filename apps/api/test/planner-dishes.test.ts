import { macroSplit } from '@prato/core/domain/meal-analysis';
import type { MealCalculation, Portion } from '@prato/core/schemas/planner';
import { expect, test } from 'vitest';
import { createTestApp, signUp } from './fixtures';

const byName = (calc: MealCalculation, name: string): Portion => {
  const portion = calc.portions.find((p) => p.foodName === name);
  if (!portion) throw new Error(`no portion ${name}`);
  return portion;
};

test('issue 30: plain arroz and feijão are the home preparation (POF), dishes and units foods are planned as served, sugar stays a teaspoon', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const calculate = async (mealType: string, targetCalories: number, foods: string[]) => {
      const res = await ana.post('/api/planner/calculate', { mealType, targetCalories, foods });
      expect(res.statusCode, `${foods.join(', ')}: ${res.body}`).toBe(200);
      return res.json() as MealCalculation;
    };

    // A PF: TACO's rice and beans carry no oil (fat 12 % of the plate); the POF's home preparation does.
    const pf = await calculate('lunch', 800, ['arroz', 'feijão', 'bife', 'farofa', 'alface']);
    expect(byName(pf, 'arroz').source).toBe('ibge-pof');
    expect(byName(pf, 'feijão').source).toBe('ibge-pof');
    expect(macroSplit(pf).fat).toBeGreaterThanOrEqual(15);
    // TACO's forms are still reached by name.
    const taco = await calculate('lunch', 800, ['arroz branco cozido', 'feijão carioca', 'bife', 'farofa', 'alface']);
    expect(byName(taco, 'arroz branco cozido').source).toBe('taco');

    // Two mistos quentes and a juice at 400 kcal (was refused: "máximo 361 kcal").
    const breakfast = await calculate('breakfast', 400, ['misto quente', 'suco de laranja']);
    expect(byName(breakfast, 'misto quente').grams).toBeGreaterThan(80);

    // Strogonoff by the concha (was refused at 700: capped at 200 g).
    const strogonoff = await calculate('lunch', 700, ['strogonoff', 'arroz', 'salada']);
    expect(byName(strogonoff, 'strogonoff').grams).toBeGreaterThan(200);

    // Sugar is the teaspoon a person adds, not a carbohydrate filler (was 10 g).
    const chicken = await calculate('lunch', 330, ['frango grelhado', 'alface', 'açúcar']);
    expect(byName(chicken, 'açúcar').grams).toBe(5);
  } finally {
    await t.close();
  }
});

import { randomUUID } from 'node:crypto';
import { idealRangeWarnings, KCAL_PER_GRAM, macroSplit, splitInRange } from '@prato/core/domain/meal-analysis';
import { NUTRIENTS } from '@prato/core/domain/nutrients';
import type { MealCalculation, Portion } from '@prato/core/schemas/planner';
import { expect, test } from 'vitest';
import { createTestApp, mealBody, signUp } from './fixtures';

const byName = (calc: MealCalculation, name: string): Portion => {
  const portion = calc.portions.find((p) => p.foodName === name);
  if (!portion) throw new Error(`no portion ${name}`);
  return portion;
};

test('issue 30: each portion names its source and whether its measure is estimated; unknown fibre is not 0 and raises no fibre warning', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const snack = await ana.post('/api/planner/calculate', {
      mealType: 'breakfast',
      targetCalories: 450,
      foods: ['misto quente', 'suco de laranja'],
    });
    expect(snack.statusCode).toBe(200);
    const calc = snack.json() as MealCalculation;
    // Misto quente: a recipe whose white bread (USDA) has no fibre figure; counted in its own unit.
    expect(byName(calc, 'misto quente')).toMatchObject({
      source: 'recipe',
      measureEstimated: true,
      fiberMeasured: false,
    });
    expect(byName(calc, 'suco de laranja')).toMatchObject({ source: 'taco', measureEstimated: true });
    expect(byName(calc, 'suco de laranja').fiberMeasured).toBeUndefined();
    // The meal's fibre is a partial sum: no "fibras" warning and no fibre suggestion.
    expect(calc.fiberComplete).toBe(false);
    expect(idealRangeWarnings(calc)).not.toContain('fibras');
    expect(calc.suggestions.join(' ')).not.toMatch(/fibras/u);

    const plate = await ana.post('/api/planner/calculate', {
      mealType: 'lunch',
      targetCalories: 700,
      foods: ['macarrão', 'bife', 'leite'],
    });
    expect(plate.statusCode).toBe(200);
    const lunch = plate.json() as MealCalculation;
    // Pasta: TACO's raw pasta cooked by the USDA yield; milk: USDA (TACO marks it '*'); beef: TACO. POF measures.
    expect(byName(lunch, 'macarrão')).toMatchObject({ source: 'taco-derived', measureEstimated: false });
    expect(byName(lunch, 'leite')).toMatchObject({ source: 'usda', measureEstimated: false });
    expect(byName(lunch, 'bife')).toMatchObject({ source: 'taco', measureEstimated: false });
    expect(lunch.fiberComplete).toBeUndefined();

    // Saved meals keep the fields, in the answer and in the history.
    const id = randomUUID();
    const saved = await ana.post('/api/meals', mealBody(calc, { id, mealType: 'breakfast' }));
    expect(saved.statusCode).toBe(201);
    const listed = await ana.get('/api/meals');
    const meal = (listed.json().meals as { id: string; portions: Portion[] }[]).find((m) => m.id === id);
    for (const portions of [saved.json().portions as Portion[], meal?.portions ?? []]) {
      expect(
        portions.map(({ source, measureEstimated, fiberMeasured }) => ({ source, measureEstimated, fiberMeasured })),
      ).toEqual([
        { source: 'recipe', measureEstimated: true, fiberMeasured: false },
        { source: 'taco', measureEstimated: true, fiberMeasured: undefined },
      ]);
      // Issue 32: the food's id and every registry nutrient of the portion are kept too.
      expect(portions.map(({ foodId, nutrients }) => ({ foodId, nutrients }))).toEqual(
        calc.portions.map(({ foodId, nutrients }: Portion) => ({ foodId, nutrients })),
      );
      expect(Object.keys(portions[0]?.nutrients ?? {})).toHaveLength(NUTRIENTS.length);
    }
  } finally {
    await t.close();
  }
});

test("issue 30: one split basis — the shares are of the meal's calories, and a share is in range exactly when it is not warned", async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const meals = [
      { mealType: 'lunch', targetCalories: 800, foods: ['arroz', 'feijão', 'bife', 'farofa', 'alface'] },
      { mealType: 'breakfast', targetCalories: 400, foods: ['pão francês', 'café com leite'] },
      { mealType: 'dinner', targetCalories: 700, foods: ['estrogonofe', 'arroz', 'salada'] },
      { mealType: 'snack', targetCalories: 450, foods: ['misto quente', 'suco de laranja'] },
    ];
    for (const request of meals) {
      const response = await ana.post('/api/planner/calculate', request);
      expect(response.statusCode, request.foods.join(', ')).toBe(200);
      const calc = response.json() as MealCalculation;
      const split = macroSplit(calc);
      // The basis is the meal's total energy (the number shown as its calories).
      expect(split.protein).toBeCloseTo(
        (calc.totalMacros.protein * KCAL_PER_GRAM.protein * 100) / calc.totalCalories,
        1,
      );
      expect(split.fat).toBeCloseTo((calc.totalMacros.fat * KCAL_PER_GRAM.fat * 100) / calc.totalCalories, 1);
      const warned = idealRangeWarnings(calc);
      expect(splitInRange(split, 'protein')).toBe(!warned.includes('proteína'));
      expect(splitInRange(split, 'carbs')).toBe(!warned.includes('carboidratos'));
      expect(splitInRange(split, 'fat')).toBe(!warned.includes('gordura'));
    }
  } finally {
    await t.close();
  }
});

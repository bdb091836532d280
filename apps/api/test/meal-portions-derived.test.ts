import { expect, test } from 'vitest';
import { LIBRARY_CATALOG } from '@prato/core/data/food-catalog';
import { NUTRIENTS, type Nutrients } from '@prato/core/domain/nutrients';
import { MEAL_MESSAGES } from '@prato/core/schemas/meals';
import type { MealCalculation, Portion } from '@prato/core/schemas/planner';
import { createTestApp, mealBody, RICE_ANSWER, signUpPremium, type Client } from './fixtures';

/**
 * The server derives a saved portion's numbers from the food it names (issue 32): a client cannot
 * store wrong calories, macros or nutrients for a food the catalogue knows.
 */

/** Per 100 g × grams / 100, each nutrient to its registry decimals; unknown stays unknown. */
function expectedNutrients(per100g: Nutrients, grams: number): Nutrients {
  return Object.fromEntries(
    NUTRIENTS.map(({ id, decimals }) => {
      const value = per100g[id];
      const scale = 10 ** decimals;
      return [id, value === null ? null : Math.round(((value * grams) / 100) * scale) / scale];
    }),
  ) as Nutrients;
}

const numbersOf = ({ foodId, calories, macros, nutrients }: Portion) => ({ foodId, calories, macros, nutrients });

/** A client that lies: every number of every portion wrong, sodium 0. */
function tampered(calc: MealCalculation) {
  return {
    ...calc,
    portions: calc.portions.map((portion) => ({
      ...portion,
      calories: 1,
      macros: { protein: 0, carbs: 0, fat: 0, fiber: 0 },
      ...(portion.nutrients ? { nutrients: { ...portion.nutrients, sodium: 0, energy: 1 } } : {}),
    })),
    totalCalories: 5,
    totalMacros: { protein: 0, carbs: 0, fat: 0, fiber: 0 },
  };
}

test('a portion with a library food id gets the catalogue’s numbers, rounded as the planner rounds them, on save and on update', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUpPremium(t);
    const planned = await ana.post('/api/planner/calculate', {
      mealType: 'lunch',
      targetCalories: 700,
      foods: ['arroz', 'feijão', 'bife'],
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const calc = planned.json() as MealCalculation;

    const saved = await ana.post('/api/meals', mealBody(tampered(calc)));
    expect(saved.statusCode, saved.body).toBe(201);
    const meal = saved.json();
    // The planner's own numbers come back, not the client's.
    expect((meal.portions as Portion[]).map(numbersOf)).toEqual(calc.portions.map(numbersOf));
    expect(meal).toMatchObject({
      totalCalories: calc.totalCalories,
      totalProtein: calc.totalMacros.protein,
      totalCarbs: calc.totalMacros.carbs,
      totalFat: calc.totalMacros.fat,
      totalFiber: calc.totalMacros.fiber,
    });
    // And they are the food table's: TACO × grams / 100 for every nutrient of the rice.
    const rice = meal.portions[0] as Portion;
    const food = LIBRARY_CATALOG.byId(rice.foodId ?? 0);
    if (!food?.nutrients) throw new Error('the planned rice has no library food');
    expect(rice.nutrients).toEqual(expectedNutrients(food.nutrients, rice.grams));
    expect(rice.nutrients?.sodium).not.toBe(0);

    // An update with new grams is derived the same way: 200 g of the same rice.
    const updated = await ana.patch(`/api/meals/${meal.id}`, {
      portions: [{ ...tampered(calc).portions[0], grams: 200 }],
      totalCalories: 1,
      totalMacros: { protein: 0, carbs: 0, fat: 0, fiber: 0 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const [riceAt200] = updated.json().portions as Portion[];
    expect(riceAt200?.nutrients).toEqual(expectedNutrients(food.nutrients, 200));
    expect(riceAt200?.calories).toBe(Math.round(food.per100g.kcal * 20) / 10);
    expect(updated.json().totalCalories).toBe(riceAt200?.calories);
  } finally {
    await t.close();
  }
});

test('a portion of the user’s own food carries its label’s nutrients; the rest stays unknown', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUpPremium(t);
    const label = await ana.post('/api/user-foods', {
      name: 'Granola da casa',
      kind: 'other',
      basis: 'serving',
      servingLabel: '1 xícara (40 g)',
      servingGrams: 40,
      kcal: 180,
      carbs: 26,
      protein: 4,
      fat: 6.5,
      fiber: 3,
      sodium: 20,
      iron: 1.2,
    });
    expect(label.statusCode, label.body).toBe(201);
    const [suggestion] = (await ana.get(`/api/foods?q=${encodeURIComponent('granola da casa')}`)).json().foods;
    expect(suggestion).toMatchObject({ name: 'Granola da casa', type: 'user' });

    const saved = await ana.post(
      '/api/meals',
      mealBody({
        portions: [
          {
            foodName: 'Granola da casa',
            foodId: suggestion.foodId,
            grams: 80,
            calories: 1,
            homeMeasure: '2 xícaras',
            macros: { protein: 0, carbs: 0, fat: 0, fiber: 0 },
            glycemicIndex: null,
          },
        ],
        totalCalories: 1,
        totalMacros: { protein: 0, carbs: 0, fat: 0, fiber: 0 },
        glycemicData: { index: null, load: null },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const [portion] = saved.json().portions as Portion[];
    // Two servings of the label: 360 kcal, 40 mg sodium, 2.4 mg iron; potassium is not on a label.
    expect(portion).toMatchObject({
      foodId: suggestion.foodId,
      calories: 360,
      macros: { protein: 8, carbs: 52, fat: 13, fiber: 6 },
      source: 'user-label',
    });
    expect(portion?.nutrients).toMatchObject({ energy: 360, sodium: 40, iron: 2.4, potassium: null, calcium: null });
    expect(saved.json().totalCalories).toBe(360);
  } finally {
    await t.close();
  }
});

test('another user’s food id or an id the catalogue does not know is refused with a pt-BR 400; a portion without an id keeps the client’s numbers and no nutrients', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUpPremium(t);
    const bruno = await signUpPremium(t);
    const created = await ana.post('/api/user-foods', {
      name: 'Pão da Ana',
      kind: 'bread',
      basis: 'per100g',
      servingLabel: 'fatia',
      servingGrams: 30,
      kcal: 250,
      carbs: 50,
      protein: 8,
      fat: 2,
      fiber: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    const anasFoodId = (await ana.get(`/api/foods?q=${encodeURIComponent('pão da ana')}`)).json().foods[0]
      .foodId as number;
    expect(anasFoodId).toBeLessThan(0);

    const withFood = (c: Client, foodId: number) =>
      c.post('/api/meals', mealBody(RICE_ANSWER, { portions: [{ ...RICE_ANSWER.portions[0], foodId }] }));
    for (const [c, foodId] of [
      [bruno, anasFoodId],
      [ana, 99_999],
    ] as const) {
      const refused = await withFood(c, foodId);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error).toEqual({ code: 'UNKNOWN_FOOD', message: MEAL_MESSAGES.unknownFood });
    }
    expect((await bruno.get('/api/meals')).json().meals).toEqual([]);

    // No id: the client's numbers as sent, and nutrients it sent are not kept (unknown).
    const withoutId = mealBody(RICE_ANSWER, {
      portions: [{ ...RICE_ANSWER.portions[0], nutrients: { ...expectedNutrients(zeroed(), 100) } }],
    });
    const kept = await ana.post('/api/meals', withoutId);
    expect(kept.statusCode, kept.body).toBe(201);
    // The client's numbers, each portion with its diary item id.
    expect(kept.json().portions).toEqual(
      RICE_ANSWER.portions.map((portion) => ({ ...portion, id: expect.any(String) })),
    );
    expect(kept.json().totalCalories).toBe(RICE_ANSWER.totalCalories);
  } finally {
    await t.close();
  }
});

function zeroed(): Nutrients {
  return Object.fromEntries(NUTRIENTS.map(({ id }) => [id, 0])) as Nutrients;
}

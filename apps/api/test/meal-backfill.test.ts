import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { LIBRARY_CATALOG } from '@prato/core/data/food-catalog';
import { NUTRIENTS, type Nutrients } from '@prato/core/domain/nutrients';
// The backfill is the subject: meal rows are planted as an older version stored them, then read back.
import { mealConsumption, type MealPortionRow } from '../src/db/schema/meals';
import { createFoodCatalog } from '../src/modules/foods/food-catalog';
import { createMealBackfill } from '../src/modules/meals/meals.backfill';
import { createMealsRepo } from '../src/modules/meals/meals.repo';
import { createUserFoodsRepo } from '../src/modules/user-foods/user-foods.repo';
import { createUserFoodsService } from '../src/modules/user-foods/user-foods.service';
import { createTestApp, RICE_PORTION, signUp, type TestApp } from './fixtures';

/**
 * Meals saved before portions carried their food (issue 32) get it at boot: the portion's name is
 * resolved by the food catalogue and checked against its stored calories; what cannot be resolved is
 * marked `foodUnresolved`. The table itself is what is tested, so the old meals are written to it directly.
 */

const portion = (foodName: string, grams: number, calories: number): MealPortionRow => ({
  foodName,
  grams,
  calories,
  homeMeasure: `${grams} g`,
  macros: { protein: 1, carbs: 1, fat: 1, fiber: 0 },
  glycemicIndex: null,
});

/** An old-shape meal (no foodId, no nutrients) straight into meal_consumption. */
async function oldMeal(t: TestApp, userId: string, portions: MealPortionRow[]): Promise<string> {
  const id = randomUUID();
  await t.db.insert(mealConsumption).values({
    id,
    userId,
    mealType: 'lunch',
    slot: 'lunch',
    localDate: '2026-01-15',
    totalCalories: portions.reduce((sum, p) => sum + p.calories, 0),
    totalProtein: 1,
    totalCarbs: 1,
    totalFat: 1,
    totalFiber: 0,
    portions,
  });
  return id;
}

const portionsOf = async (t: TestApp, id: string) =>
  (await t.db.select().from(mealConsumption).where(eq(mealConsumption.id, id)))[0]?.portions ?? [];

function expectedNutrients(per100g: Nutrients, grams: number): Nutrients {
  return Object.fromEntries(
    NUTRIENTS.map(({ id, decimals }) => {
      const value = per100g[id];
      const scale = 10 ** decimals;
      return [id, value === null ? null : Math.round(((value * grams) / 100) * scale) / scale];
    }),
  ) as Nutrients;
}

/** Granola of Ana's own label: 450 kcal in 100 g. */
const GRANOLA = {
  name: 'Granola da casa',
  kind: 'other',
  basis: 'per100g',
  servingLabel: 'xícara',
  servingGrams: 40,
  kcal: 450,
  carbs: 65,
  protein: 10,
  fat: 16.25,
  fiber: 7.5,
  sodium: 50,
};

test('older meals: names that resolve with agreeing calories get foodId and nutrients, the rest is marked; a second run changes nothing', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const bruno = await signUp(t);
    expect((await ana.post('/api/user-foods', GRANOLA)).statusCode).toBe(201);
    const rice = LIBRARY_CATALOG.byName(RICE_PORTION.foodName);
    if (!rice?.nutrients) throw new Error('no library rice');

    const anas = await oldMeal(t, ana.id, [
      RICE_PORTION,
      portion('Granola da casa', 40, 180),
      portion('comida da vó', 200, 300),
      // A name of the library, but calories of another food: not given that food's nutrients.
      portion('feijão', 100, 500),
    ]);
    // Bruno has no food of that name: Ana's food is not his.
    const brunos = await oldMeal(t, bruno.id, [portion('Granola da casa', 40, 180)]);

    expect(await t.app.mealBackfill.run()).toEqual({ meals: 2, resolved: 2, unresolved: 3 });

    const [riceAfter, granola, grandma, beans] = await portionsOf(t, anas);
    expect(riceAfter).toEqual({
      ...RICE_PORTION,
      foodId: rice.id,
      nutrients: expectedNutrients(rice.nutrients, RICE_PORTION.grams),
    });
    expect(granola?.foodId).toBeLessThan(0);
    expect(granola?.nutrients).toMatchObject({ energy: 180, sodium: 20, potassium: null });
    // The stored numbers stay as they were shown.
    expect(granola).toMatchObject({ calories: 180, macros: { protein: 1, carbs: 1, fat: 1, fiber: 0 } });
    expect(grandma).toEqual({ ...portion('comida da vó', 200, 300), foodUnresolved: true });
    expect(beans).toEqual({ ...portion('feijão', 100, 500), foodUnresolved: true });
    expect(await portionsOf(t, brunos)).toEqual([{ ...portion('Granola da casa', 40, 180), foodUnresolved: true }]);

    // The API shows the mark and the food.
    const listed = (await ana.get('/api/meals')).json().meals[0];
    expect(listed.portions.map((p: MealPortionRow) => [p.foodId ?? null, p.foodUnresolved ?? false])).toEqual([
      [rice.id, false],
      [granola?.foodId, false],
      [null, true],
      [null, true],
    ]);

    // Idempotent: nothing left to do, nothing rewritten.
    const before = await portionsOf(t, anas);
    expect(await t.app.mealBackfill.run()).toEqual({ meals: 0, resolved: 0, unresolved: 0 });
    expect(await portionsOf(t, anas)).toEqual(before);
  } finally {
    await t.close();
  }
});

test('the backfill walks the table in batches and leaves meals that already carry their food alone', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const old = [];
    for (let i = 0; i < 5; i += 1) old.push(await oldMeal(t, ana.id, [RICE_PORTION]));
    const planned = await oldMeal(t, ana.id, [{ ...portion('arroz branco', 100, 1), foodId: 1 }]);
    const backfill = createMealBackfill({
      repo: createMealsRepo(t.db),
      foodCatalog: createFoodCatalog({
        userFoods: createUserFoodsService({ repo: createUserFoodsRepo(t.db), now: () => new Date() }),
      }),
      log: { info: () => undefined, error: () => undefined },
      batch: 2,
    });
    expect(await backfill.run()).toEqual({ meals: 5, resolved: 5, unresolved: 0 });
    for (const id of old) expect((await portionsOf(t, id))[0]?.foodId).toBeGreaterThan(0);
    expect(await portionsOf(t, planned)).toEqual([{ ...portion('arroz branco', 100, 1), foodId: 1 }]);
  } finally {
    await t.close();
  }
});

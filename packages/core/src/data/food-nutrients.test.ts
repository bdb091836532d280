import { expect, test } from 'vitest';
import { seededRandom, tacoAmount, tacoRow } from './taco-table.testing';
import { NUTRIENTS, scaleNutrients, type NutrientId } from '../domain/nutrients';
import { FOODS, getFoodById } from './foods';

/**
 * Every food of the library carries every registry nutrient per 100 g, read from its table with the
 * table's own markers: TACO's `Tr` (trace) and `NA` (does not occur) are 0, its blank and `*` are
 * unknown; IBGE's "-" is unknown. Checked here against the shipped JSON, read independently.
 */

// Whole and skimmed milk take their energy and macronutrients from USDA (TACO marks them '*').
const USDA_FILLED = new Set([457, 458]);

test('20 random TACO foods at random grams: every nutrient equals TACO × grams / 100, unknown stays unknown', () => {
  const next = seededRandom(20261126);
  const candidates = FOODS.filter((food) => food.id <= 597 && food.plannable && !USDA_FILLED.has(food.id));
  let unknownSeen = 0;
  let zeroByMarkerSeen = 0;
  for (let i = 0; i < 20; i += 1) {
    const food = candidates[Math.floor(next() * candidates.length)];
    if (!food?.nutrients) throw new Error('a TACO food without nutrients');
    const grams = 10 + Math.round(next() * 490);
    const portion = scaleNutrients(food.nutrients, grams / 100);
    const row = tacoRow(food.id);
    for (const nutrient of NUTRIENTS) {
      const fields = 'taco' in nutrient ? nutrient.taco : undefined;
      const id: NutrientId = nutrient.id;
      if (!fields) {
        expect(portion[id], `${food.name} ${id}: TACO does not measure it`).toBeNull();
        continue;
      }
      const per100 = tacoAmount(row, fields);
      if (per100 === null) {
        unknownSeen += 1;
        expect(portion[id], `${food.name} ${id}`).toBeNull();
      } else {
        if (per100 === 0 && fields.some((f) => row[f] === null)) zeroByMarkerSeen += 1;
        expect(portion[id], `${food.name} ${id}`).toBeCloseTo((per100 * grams) / 100, 6);
      }
    }
  }
  // The sample exercises both markers: unknown cells and Tr/NA zeros.
  expect(unknownSeen).toBeGreaterThan(0);
  expect(zeroByMarkerSeen).toBeGreaterThan(0);
});

test("every plannable food has all registry nutrients, its energy and macronutrients being its composition's", () => {
  for (const food of FOODS.filter((f) => f.plannable)) {
    expect(food.nutrients, food.name).toBeDefined();
    const nutrients = food.nutrients ?? {};
    expect(Object.keys(nutrients).sort(), food.name).toEqual(NUTRIENTS.map((n) => n.id).sort());
    expect(food.nutrients).toMatchObject({
      energy: food.per100g.kcal,
      protein: food.per100g.protein,
      carbs: food.per100g.carbs,
      fat: food.per100g.fat,
      fiber: food.per100g.fiber,
    });
  }
});

test('home-made rice (IBGE): its sodium is its own plus the salt of cooking; cooked and mixed foods keep their sources', () => {
  const byName = (name: string) => {
    const food = FOODS.find((f) => f.name === name);
    if (!food?.nutrients) throw new Error(`${name} missing`);
    return { ...food, nutrients: food.nutrients };
  };
  const rice = byName('Arroz, branco, cozido, preparo caseiro');
  expect(rice.nutrients.sodium).toBeCloseTo(1.19 + 382, 6);
  expect(rice.nutrients.selenium).toBe(0.45);

  // A cooked form: the raw food's minerals divided by the cooking yield.
  const pasta = byName('Macarrão, trigo, cozido');
  const rawPasta = getFoodById(pasta.derivation?.method === 'yield' ? pasta.derivation.from : 0);
  const factor = pasta.derivation?.method === 'yield' ? pasta.derivation.factor : NaN;
  expect(rawPasta?.nutrients?.iron).not.toBeNull();
  expect(pasta.nutrients.iron).toBeCloseTo((rawPasta?.nutrients?.iron ?? NaN) / factor, 1);

  // A recipe: each ingredient's share by weight; café com leite is half coffee, half whole milk.
  const coffeeWithMilk = byName('Café com leite');
  const parts =
    coffeeWithMilk.derivation?.method === 'recipe'
      ? coffeeWithMilk.derivation.ingredients.map((i) => ({ food: getFoodById(i.foodId), grams: i.grams }))
      : [];
  const total = parts.reduce((sum, p) => sum + p.grams, 0);
  const calcium = parts.reduce((sum, p) => sum + ((p.food?.nutrients?.calcium ?? NaN) * p.grams) / total, 0);
  expect(coffeeWithMilk.nutrients.calcium).toBeCloseTo(calcium, 6);

  // A food taken from USDA for its energy and macronutrients only: the rest is unknown, not 0.
  const tilapia = byName('Tilápia, filé, assado/grelhado');
  expect(tilapia.nutrients.sodium).toBeNull();
  expect(tilapia.nutrients.iron).toBeNull();
});

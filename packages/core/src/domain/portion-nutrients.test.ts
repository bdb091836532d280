import { expect, test } from 'vitest';
import { seededRandom, tacoAmount, tacoRow } from '../data/taco-table.testing';
import { FOODS } from '../data/foods';
import { rescalePortion } from './meal-analysis';
import { NUTRIENTS } from './nutrients';
import { portionBoundsFor, solvePortions } from './portion-solver';

/**
 * The planner's portions carry their food's id and every registry nutrient: for 20 random TACO foods,
 * each nutrient of the portion the solver returns equals TACO's value × grams / 100 (rounded to the
 * registry's decimals), read here from the shipped table itself; `Tr`/`NA` count as 0 and what TACO
 * does not measure stays unknown.
 */

test("20 random TACO foods planned alone: every nutrient of the planner's portion is TACO × grams / 100", () => {
  const next = seededRandom(32);
  // Whole and skimmed milk take their energy and macronutrients from USDA (TACO marks them '*').
  const candidates = FOODS.filter(
    (f) => f.id <= 597 && f.plannable && f.per100g.kcal >= 25 && ![457, 458].includes(f.id),
  );
  let checked = 0;
  while (checked < 20) {
    const food = candidates[Math.floor(next() * candidates.length)];
    if (!food) continue;
    const [bounds] = portionBoundsFor([food], 'lunch');
    if (!bounds) continue;
    const grams = bounds.min + next() * (bounds.max - bounds.min);
    const result = solvePortions({
      items: [{ name: food.name, food }],
      targetCalories: Math.max(50, Math.round((food.per100g.kcal * grams) / 100)),
      mealType: 'lunch',
    });
    if (!result.ok) continue;
    const [portion] = result.calculation.portions;
    if (!portion?.nutrients) throw new Error(`${food.name}: portion without nutrients`);
    expect(portion.foodId).toBe(food.id);
    const row = tacoRow(food.id);
    for (const nutrient of NUTRIENTS) {
      const fields = 'taco' in nutrient ? nutrient.taco : undefined;
      const amount = portion.nutrients[nutrient.id];
      const per100 = fields ? tacoAmount(row, fields) : null;
      if (per100 === null) {
        expect(amount, `${food.name} ${nutrient.id}`).toBeNull();
        continue;
      }
      const expected = (per100 * portion.grams) / 100;
      // Rounded to the registry's decimals: within half a unit of the last decimal.
      expect(Math.abs((amount ?? NaN) - expected), `${food.name} ${nutrient.id}`).toBeLessThanOrEqual(
        0.5 * 10 ** -nutrient.decimals + 1e-9,
      );
    }
    // An edited portion keeps them in proportion.
    const doubled = rescalePortion(portion, portion.grams * 2);
    const sodium = portion.nutrients.sodium;
    if (sodium === null) expect(doubled?.nutrients?.sodium).toBeNull();
    else expect(doubled?.nutrients?.sodium).toBeCloseTo(sodium * 2, 0);
    checked += 1;
  }
});

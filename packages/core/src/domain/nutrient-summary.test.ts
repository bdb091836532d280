import { describe, expect, test } from 'vitest';
import { getFoodById } from '../data/foods';
import { nutrientItems } from './nutrient-summary';
import { nutrientTarget, type TargetPerson } from './nutrient-targets';
import { NUTRIENTS, roundNutrients, scaleNutrients, type Nutrients } from './nutrients';

/** A portion as the planner makes it: the food's per-100 g nutrients × grams / 100, rounded. */
function portionOf(foodId: number, grams: number): { nutrients: Nutrients } {
  const food = getFoodById(foodId);
  if (!food?.nutrients) throw new Error(`food ${foodId} without nutrients`);
  return { nutrients: roundNutrients(scaleNutrients(food.nutrients, grams / 100)) };
}

const person: TargetPerson = { sex: 'female', age: 34, energyKcal: 1800 };

/** Half a unit of the registry's last decimal: the rounding of a sum. */
const tolerance = (decimals: number) => 0.5 * 10 ** -decimals + 1e-9;

function itemOf(items: ReturnType<typeof nutrientItems>, id: string) {
  const item = items.find((entry) => entry.id === id);
  if (!item) throw new Error(`no item ${id}`);
  return item;
}

describe('nutrientItems', () => {
  // Rice, beans, raw chicken breast and a banana: TACO foods with different gaps (the chicken has no
  // vitamin C, the banana no fatty acids).
  const portions = [portionOf(3, 150), portionOf(561, 120), portionOf(409, 110), portionOf(182, 90)];

  test('one item per registry nutrient, in registry order, each amount the sum of the portions', () => {
    const items = nutrientItems(portions, person);
    expect(items.map((item) => item.id)).toEqual(NUTRIENTS.map((nutrient) => nutrient.id));
    for (const nutrient of NUTRIENTS) {
      const item = itemOf(items, nutrient.id);
      const known = portions.map((p) => p.nutrients[nutrient.id]).filter((v): v is number => v !== null);
      const expected = known.reduce((sum, value) => sum + value, 0);
      expect(item.label).toBe(nutrient.label);
      expect(item.unit).toBe(nutrient.unit);
      expect(Math.abs(item.amount - expected), nutrient.id).toBeLessThanOrEqual(tolerance(nutrient.decimals));
      // Rounded to the registry's decimals.
      expect(Math.round(item.amount * 10 ** nutrient.decimals) / 10 ** nutrient.decimals).toBe(item.amount);
      expect(item.complete, nutrient.id).toBe(known.length === portions.length);
    }
    expect(itemOf(items, 'vitaminC').complete).toBe(false);
    expect(itemOf(items, 'iron').complete).toBe(true);
  });

  test('one portion without a nutrient: that item is incomplete and its amount is the sum of the known ones', () => {
    const withGap = [portionOf(3, 150), portionOf(561, 120)];
    const gapped = { nutrients: { ...withGap[1]!.nutrients, iron: null } };
    const items = nutrientItems([withGap[0]!, gapped], person);
    const iron = itemOf(items, 'iron');
    expect(iron.complete).toBe(false);
    expect(iron.amount).toBeCloseTo(withGap[0]!.nutrients.iron ?? NaN, 1);
    expect(itemOf(items, 'energy').complete).toBe(true);
    expect(itemOf(items, 'energy').amount).toBe(
      Math.round((withGap[0]!.nutrients.energy ?? 0) + (withGap[1]!.nutrients.energy ?? 0)),
    );
  });

  test('a portion saved without nutrients (an older meal) makes every item incomplete', () => {
    const items = nutrientItems([portionOf(3, 150), { nutrients: undefined }, {}], person);
    for (const item of items) expect(item.complete, item.id).toBe(false);
    // The known portion still counts.
    expect(itemOf(items, 'energy').amount).toBe(Math.round(portionOf(3, 150).nutrients.energy ?? NaN));
  });

  test('a portion without nutrients keeps its own energy and macronutrients (fibre only when measured)', () => {
    const older = { calories: 130, macros: { protein: 2.5, carbs: 28, fat: 0.2, fiber: 1.6 } };
    const items = nutrientItems([older], null);
    const byId = new Map(items.map((entry) => [entry.id, entry]));
    expect(byId.get('energy')).toMatchObject({ amount: 130, complete: true });
    expect(byId.get('protein')).toMatchObject({ amount: 2.5, complete: true });
    expect(byId.get('fiber')).toMatchObject({ amount: 1.6, complete: true });
    expect(byId.get('sodium')).toMatchObject({ amount: 0, complete: false });
    const unmeasured = nutrientItems([{ ...older, fiberMeasured: false }], null);
    expect(unmeasured.find((entry) => entry.id === 'fiber')).toMatchObject({ amount: 0, complete: false });
  });

  test('no portions: zero of everything, complete', () => {
    for (const item of nutrientItems([], person)) {
      expect(item.amount).toBe(0);
      expect(item.complete).toBe(true);
    }
  });

  test("targets and kinds come from nutrientTarget for the person's sex, age and energy goal", () => {
    const items = nutrientItems(portions, person);
    let withTarget = 0;
    for (const nutrient of NUTRIENTS) {
      const item = itemOf(items, nutrient.id);
      const target = nutrientTarget(nutrient.id, person);
      expect(item.kind, nutrient.id).toBe(target.kind);
      if (target.amount === null) expect(item.target, nutrient.id).toBeNull();
      else {
        withTarget += 1;
        expect(Math.abs((item.target ?? NaN) - target.amount), nutrient.id).toBeLessThanOrEqual(
          tolerance(nutrient.decimals),
        );
      }
    }
    expect(withTarget).toBeGreaterThan(20);
    expect(itemOf(items, 'sodium')).toMatchObject({ target: 2000, kind: 'limit' });
    expect(itemOf(items, 'iron')).toMatchObject({ target: 18, kind: 'goal' });
    expect(itemOf(items, 'energy').target).toBe(1800);
    expect(itemOf(nutrientItems(portions, { ...person, sex: 'male' }), 'iron').target).toBe(8);
  });

  test('an unknown person: every target null, kinds kept', () => {
    const items = nutrientItems(portions, null);
    for (const item of items) {
      expect(item.target, item.id).toBeNull();
      expect(item.kind).toBe(nutrientTarget(item.id, person).kind);
    }
  });
});

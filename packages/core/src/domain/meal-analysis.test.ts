import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { FoodRecord } from '../data/food-types';
import { MEAL_TYPES, type Portion } from '../schemas/planner';
import {
  IDEAL_RANGE_NAMES,
  idealRangeMessage,
  idealRangeWarnings,
  macroSplit,
  rescalePortion,
  splitInRange,
  summarizePortions,
} from './meal-analysis';
import { FOOD_POOL } from './portion-solver.fixtures';
import { solvePortions } from './portion-solver';

const rice: Portion = {
  foodName: 'arroz branco',
  grams: 150,
  calories: 192,
  homeMeasure: '3 colheres de servir (150 g)',
  macros: { protein: 3.8, carbs: 42.2, fat: 0.3, fiber: 2.4 },
  glycemicIndex: 73,
};
const chicken: Portion = {
  foodName: 'frango grelhado',
  grams: 100,
  calories: 159,
  homeMeasure: '1 filé médio (100 g)',
  macros: { protein: 32, carbs: 0, fat: 2.5, fiber: 0 },
  glycemicIndex: null,
};

test('rescaling is proportional to the original portion: 150 g → 75 g halves calories and macros', () => {
  expect(rescalePortion(rice, 75)).toEqual({
    foodName: 'arroz branco',
    grams: 75,
    calories: 96,
    homeMeasure: '75 g',
    macros: { protein: 1.9, carbs: 21.1, fat: 0.2, fiber: 1.2 },
    glycemicIndex: 73,
  });
});

test('rescaling counts the new grams in the same household unit the planner used (issue 29)', () => {
  const unit = { label: 'escumadeira média cheia', grams: 85 };
  const planned: Portion = { ...rice, homeMeasure: '1 e 3/4 escumadeiras médias cheias (150 g)', measureUnit: unit };
  expect(rescalePortion(planned, 215)).toMatchObject({
    homeMeasure: '2 e 1/2 escumadeiras médias cheias (215 g)',
    measureUnit: unit,
  });
  expect(rescalePortion(planned, 50)?.homeMeasure).toBe('1/2 escumadeira média cheia (50 g)');
  expect(rescalePortion(planned, 10)?.homeMeasure).toBe('menos de 1/4 de escumadeira média cheia (10 g)');
});

test('rescaling to 0 g gives zero calories and macros', () => {
  expect(rescalePortion(chicken, 0)).toMatchObject({ grams: 0, calories: 0, macros: { protein: 0, carbs: 0, fat: 0 } });
});

test('rescaling to the original grams returns the original portion with its household measure', () => {
  expect(rescalePortion(rice, 150)).toEqual(rice);
});

test('grams edits ignore NaN, infinite or negative values', () => {
  expect(rescalePortion(rice, Number.NaN)).toBeNull();
  expect(rescalePortion(rice, -1)).toBeNull();
  expect(rescalePortion(rice, Number.POSITIVE_INFINITY)).toBeNull();
});

test('a 0 g original portion gives no basis to rescale from', () => {
  expect(rescalePortion({ ...chicken, grams: 0, calories: 0 }, 50)).toBeNull();
});

test('rescaling twice from the original does not accumulate rounding', () => {
  const edited = rescalePortion(rice, 33);
  const back = rescalePortion(rice, 150);
  expect(edited?.calories).toBe(42.2);
  expect(back).toEqual(rice);
});

test('summarizing adds calories and macros and recomputes the glycemic data', () => {
  // Only rice has an index: 73, measured; load on available carbohydrate (decision 027):
  // 73 × (42.2 − 2.4) / 100 = 29.054 → 29.1.
  expect(summarizePortions([{ ...rice, giSource: 'measured' }, chicken])).toEqual({
    totalCalories: 351,
    totalMacros: { protein: 35.8, carbs: 42.2, fat: 2.8, fiber: 2.4 },
    glycemicData: { index: 73, load: 29.1, estimated: false, indexLevel: 'high' },
  });
});

test('summarizing after an edit reflects the rescaled portion', () => {
  const half = rescalePortion({ ...rice, giSource: 'measured' }, 75);
  if (!half) throw new Error('expected a portion');
  // 73 × (21.1 − 1.2) / 100 = 14.527 → 14.5.
  expect(summarizePortions([half, chicken])).toEqual({
    totalCalories: 255,
    totalMacros: { protein: 33.9, carbs: 21.1, fat: 2.7, fiber: 1.2 },
    glycemicData: { index: 73, load: 14.5, estimated: false, indexLevel: 'high' },
  });
});

test('no portions sum to zero with no glycemic data', () => {
  expect(summarizePortions([])).toEqual({
    totalCalories: 0,
    totalMacros: { protein: 0, carbs: 0, fat: 0, fiber: 0 },
    glycemicData: { index: null, load: null, estimated: false, indexLevel: null },
  });
});

test('a 600 kcal meal inside every ideal range has no warnings', () => {
  // Ideal at 600 kcal: protein 37.5–52.5 g, carbs 52.5–75 g, fat 16.7–23.3 g, fibre ≥ 8 g.
  expect(
    idealRangeWarnings({ totalCalories: 600, totalMacros: { protein: 45, carbs: 60, fat: 20, fiber: 8 } }),
  ).toEqual([]);
});

test('range bounds are inclusive', () => {
  expect(
    idealRangeWarnings({
      totalCalories: 600,
      totalMacros: { protein: 37.5, carbs: 75, fat: (600 * 0.35) / 9, fiber: 8 },
    }),
  ).toEqual([]);
});

test('macros outside their range are named in the order proteína, carboidratos, gordura, fibras', () => {
  expect(
    idealRangeWarnings({ totalCalories: 600, totalMacros: { protein: 37.4, carbs: 75.1, fat: 16.6, fiber: 7.9 } }),
  ).toEqual(['proteína', 'carboidratos', 'gordura', 'fibras']);
  expect(
    idealRangeWarnings({ totalCalories: 600, totalMacros: { protein: 52.6, carbs: 60, fat: 20, fiber: 12 } }),
  ).toEqual(['proteína']);
  expect(
    idealRangeWarnings({ totalCalories: 600, totalMacros: { protein: 45, carbs: 60, fat: 23.4, fiber: 3 } }),
  ).toEqual(['gordura', 'fibras']);
});

test('the warning message joins the names with comma and space', () => {
  expect(idealRangeMessage(['proteína', 'fibras'])).toBe(
    'Aviso: proteína, fibras fora da faixa ideal. Valores aproximados.',
  );
  expect(idealRangeMessage(['gordura'])).toBe('Aviso: gordura fora da faixa ideal. Valores aproximados.');
});

test("the macro split is each macro by 4/4/9 kcal per gram over the meal's calories", () => {
  // 60 g carbs = 240 kcal, 45 g protein = 180 kcal, 20 g fat = 180 kcal of a 600 kcal meal → 40/30/30.
  expect(macroSplit({ totalCalories: 600, totalMacros: { protein: 45, carbs: 60, fat: 20, fiber: 0 } })).toEqual({
    carbs: 40,
    protein: 30,
    fat: 30,
  });
  // The table's energy (410 kcal) is not the 4/4/9 sum (390): 200/410, 100/410, 90/410.
  expect(macroSplit({ totalCalories: 410, totalMacros: { protein: 25, carbs: 50, fat: 10, fiber: 0 } })).toEqual({
    carbs: 48.8,
    protein: 24.4,
    fat: 22,
  });
  expect(macroSplit({ totalCalories: 0, totalMacros: { protein: 0, carbs: 0, fat: 0, fiber: 0 } })).toEqual({
    carbs: 0,
    protein: 0,
    fat: 0,
  });
});

// Issue 30: the warning divided by the table's kcal and the displayed split by the 4/4/9 sum, so a
// plan showed protein 35.4 % without a warning, or 34.2 % with one.
test('the displayed split and the warning use one basis: a share shown outside its range is warned, one inside is not', () => {
  // 52 g protein = 208 kcal of a 580 kcal meal whose 4/4/9 sum is 628: 35.9 % of the meal.
  const over = { totalCalories: 580, totalMacros: { protein: 52, carbs: 60, fat: 20, fiber: 9 } };
  expect(macroSplit(over).protein).toBe(35.9);
  expect(idealRangeWarnings(over)).toEqual(['proteína']);
  // 50 g protein = 200 kcal of a 620 kcal meal whose 4/4/9 sum is 590: 32.3 %, in range, no warning.
  const inside = { totalCalories: 620, totalMacros: { protein: 50, carbs: 62, fat: 21, fiber: 9 } };
  expect(macroSplit(inside).protein).toBe(32.3);
  expect(idealRangeWarnings(inside)).toEqual([]);
});

test('property: over random plans, every displayed share is in its range exactly when that macro has no warning', () => {
  let plans = 0;
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.integer({ min: 0, max: FOOD_POOL.length - 1 }), { minLength: 1, maxLength: 6 }),
      fc.integer({ min: 250, max: 1200 }),
      fc.constantFrom(...MEAL_TYPES),
      (indexes, target, mealType) => {
        const foods = indexes.map((i) => FOOD_POOL[i] as FoodRecord);
        const result = solvePortions({
          items: foods.map((f) => ({ name: f.name, food: f })),
          targetCalories: target,
          mealType,
        });
        if (!result.ok) return;
        plans += 1;
        const split = macroSplit(result.calculation);
        const warned = idealRangeWarnings(result.calculation);
        for (const macro of ['protein', 'carbs', 'fat'] as const) {
          expect(splitInRange(split, macro)).toBe(!warned.includes(IDEAL_RANGE_NAMES[macro]));
        }
      },
    ),
    { numRuns: 390, seed: 30 },
  );
  expect(plans).toBeGreaterThan(100);
});

// Issue 30: unknown fibre counted as 0 and raised the "fibras" warning (misto quente "0 g").
test('a food whose fibre is not measured makes the fibre total partial and keeps the fibre warning out', () => {
  const sandwich: Portion = {
    foodName: 'misto quente',
    grams: 160,
    calories: 420,
    homeMeasure: '2 unidades (160 g)',
    macros: { protein: 25, carbs: 50, fat: 14, fiber: 0 },
    fiberMeasured: false,
    glycemicIndex: null,
  };
  const summary = summarizePortions([sandwich, chicken]);
  expect(summary.fiberComplete).toBe(false);
  expect(summary.totalMacros.fiber).toBe(0);
  expect(idealRangeWarnings(summary)).not.toContain('fibras');
  // Measured fibre under 8 g is still warned.
  const measured = summarizePortions([rice, chicken]);
  expect(measured.fiberComplete).toBeUndefined();
  expect(idealRangeWarnings(measured)).toContain('fibras');
});

test('rescaling keeps the source, the measure flag and the fibre flag', () => {
  const portion: Portion = { ...rice, source: 'usda', measureEstimated: true, fiberMeasured: false };
  expect(rescalePortion(portion, 75)).toMatchObject({ source: 'usda', measureEstimated: true, fiberMeasured: false });
});

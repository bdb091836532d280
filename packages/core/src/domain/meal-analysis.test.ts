import { expect, test } from 'vitest';
import type { Portion } from '../schemas/planner';
import { idealRangeMessage, idealRangeWarnings, macroSplit, rescalePortion, summarizePortions } from './meal-analysis';

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
  // Only rice has an index: 73; load = 73 × 42.2 / 100 = 30.806 → 30.8.
  expect(summarizePortions([rice, chicken])).toEqual({
    totalCalories: 351,
    totalMacros: { protein: 35.8, carbs: 42.2, fat: 2.8, fiber: 2.4 },
    glycemicData: { index: 73, load: 30.8 },
  });
});

test('summarizing after an edit reflects the rescaled portion', () => {
  const half = rescalePortion(rice, 75);
  if (!half) throw new Error('expected a portion');
  expect(summarizePortions([half, chicken])).toEqual({
    totalCalories: 255,
    totalMacros: { protein: 33.9, carbs: 21.1, fat: 2.7, fiber: 1.2 },
    glycemicData: { index: 73, load: 15.4 },
  });
});

test('no portions sum to zero with no glycemic data', () => {
  expect(summarizePortions([])).toEqual({
    totalCalories: 0,
    totalMacros: { protein: 0, carbs: 0, fat: 0, fiber: 0 },
    glycemicData: { index: null, load: null },
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

test('the macro split uses 4/4/9 kcal per gram over the energy of the three macros', () => {
  // 60 g carbs = 240 kcal, 45 g protein = 180 kcal, 20 g fat = 180 kcal → 40/30/30.
  expect(macroSplit({ totalMacros: { protein: 45, carbs: 60, fat: 20, fiber: 0 } })).toEqual({
    carbs: 40,
    protein: 30,
    fat: 30,
  });
  // 50 g carbs = 200, 25 g protein = 100, 10 g fat = 90 → 51.3/25.6/23.1.
  expect(macroSplit({ totalMacros: { protein: 25, carbs: 50, fat: 10, fiber: 0 } })).toEqual({
    carbs: 51.3,
    protein: 25.6,
    fat: 23.1,
  });
  expect(macroSplit({ totalMacros: { protein: 0, carbs: 0, fat: 0, fiber: 0 } })).toEqual({
    carbs: 0,
    protein: 0,
    fat: 0,
  });
});

import { MealCalculationSchema } from '@prato/core/schemas/planner';
import { expect, test } from 'vitest';
import { editedMeal } from './meal-analysis';

/** A calculation as the API sends it: each portion with the household unit its measure counts. */
const calculation = MealCalculationSchema.parse({
  portions: [
    {
      foodName: 'Arroz branco',
      grams: 150,
      calories: 192,
      homeMeasure: '1 e 3/4 escumadeiras médias cheias (150 g)',
      measureUnit: { label: 'escumadeira média cheia', grams: 85 },
      macros: { protein: 3.8, carbs: 42.2, fat: 0.3, fiber: 2.4 },
      glycemicIndex: 73,
    },
    {
      foodName: 'Bife',
      grams: 100,
      calories: 194,
      homeMeasure: '1 bife médio (100 g)',
      measureUnit: { label: 'bife médio', grams: 100 },
      macros: { protein: 35.9, carbs: 0, fat: 4.5, fiber: 0 },
      glycemicIndex: null,
    },
  ],
  totalCalories: 386,
  totalMacros: { protein: 39.7, carbs: 42.2, fat: 4.8, fiber: 2.4 },
  glycemicData: { index: 73, load: 29.1, estimated: false, indexLevel: 'high' },
  suggestions: [],
});

test('grams edited on /plan keep the unit the planner chose for the food (issue 29)', () => {
  const meal = editedMeal(calculation, { 0: 215, 1: 150 });
  expect(meal.portions.map((p) => p.homeMeasure)).toEqual([
    '2 e 1/2 escumadeiras médias cheias (215 g)',
    '1 e 1/2 bifes médios (150 g)',
  ]);
});

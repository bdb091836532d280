import { expect, test } from 'vitest';
import { DayTotalsSchema, emptyDayTotals } from '../schemas/history';
import { MEAL_MESSAGES, MealSchema, macrosOfMeal, mealMacroTotals, SaveMealSchema } from '../schemas/meals';
import { MacrosSchema } from '../schemas/planner';
import {
  addMacroTotals,
  compositionNutrients,
  compositionOf,
  ENERGY_ID,
  MACRO_IDS,
  pickComposition,
  sumMacroTotals,
  type MacroTotals,
} from './macros';
import { NUTRIENT_IDS } from './nutrients';

const macros = { protein: 20.5, carbs: 40, fat: 10.2, fiber: 6 };

test('the macronutrients and the energy are registry nutrients', () => {
  expect(MACRO_IDS).toEqual(['protein', 'carbs', 'fat', 'fiber']);
  for (const id of [ENERGY_ID, ...MACRO_IDS]) expect(NUTRIENT_IDS).toContain(id);
});

test('the schemas built from the macro ids keep the fields and bounds of the wire', () => {
  expect(MacrosSchema.parse(macros)).toEqual(macros);
  expect(MacrosSchema.safeParse({ protein: 1, carbs: 1, fat: 1 }).success).toBe(false);
  expect(Object.keys(DayTotalsSchema.shape)).toEqual(['date', 'meals', 'calories', ...MACRO_IDS]);
  expect(Object.keys(MealSchema.shape)).toEqual(
    expect.arrayContaining(['totalCalories', 'totalProtein', 'totalCarbs', 'totalFat', 'totalFiber']),
  );

  // A saved meal's macros: 0 to 10,000 g each, with the pt-BR message.
  const meal = {
    id: '7d2c1c1e-5c55-4a7e-9a5e-0a4d1f0e2b11',
    mealType: 'lunch',
    portions: [
      { foodName: 'Arroz', grams: 100, calories: 128, homeMeasure: '1 escumadeira', macros, glycemicIndex: null },
    ],
    totalCalories: 128,
    totalMacros: macros,
    glycemicData: { index: null, load: null },
  };
  expect(SaveMealSchema.safeParse(meal).success).toBe(true);
  for (const id of MACRO_IDS) {
    for (const amount of [-0.1, 10_000.1]) {
      const result = SaveMealSchema.safeParse({ ...meal, totalMacros: { ...macros, [id]: amount } });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['totalMacros', id], message: MEAL_MESSAGES.macros });
    }
    expect(SaveMealSchema.safeParse({ ...meal, totalMacros: { ...macros, [id]: 10_000 } }).success).toBe(true);
  }
});

test("a meal's flat totals and its macros are the same numbers", () => {
  const flat = mealMacroTotals(macros);
  expect(flat).toEqual({ totalProtein: 20.5, totalCarbs: 40, totalFat: 10.2, totalFiber: 6 });
  expect(macrosOfMeal(flat)).toEqual(macros);
});

test('sums add every field; addMacroTotals keeps to the fields its base shows', () => {
  const day: MacroTotals = { ...emptyDayTotals('2025-06-10'), calories: 300, ...macros };
  expect(sumMacroTotals([day, { calories: 150.5, protein: 1, carbs: 2, fat: 3, fiber: 0 }])).toEqual({
    calories: 450.5,
    protein: 21.5,
    carbs: 42,
    fat: 13.2,
    fiber: 6,
  });
  const round1 = (value: number) => Math.round(value * 10) / 10;
  const home = { calories: 100, protein: 1, carbs: 2, fat: 3, meals: 1 };
  expect(addMacroTotals(home, { calories: 0.04, protein: 1, carbs: 1, fat: 1, fiber: 9 }, round1)).toEqual({
    calories: 100,
    protein: 2,
    carbs: 3,
    fat: 4,
    meals: 1,
  });
});

test('a composition maps kcal to the registry energy and back, unknown fibre kept apart', () => {
  const per100g = { kcal: 128, protein: 2.5, carbs: 28.1, fat: 0.2, fiber: null };
  expect(compositionNutrients(per100g)).toEqual({ energy: 128, protein: 2.5, carbs: 28.1, fat: 0.2, fiber: null });
  expect(compositionOf(compositionNutrients(per100g), 'rice')).toEqual(per100g);
  expect(pickComposition({ ...per100g, ref: 3, name: 'Arroz' } as typeof per100g)).toEqual(per100g);
  expect(() => compositionOf({ ...compositionNutrients(per100g), carbs: null }, 'POF 1/2')).toThrow(
    'POF 1/2: carbs unknown',
  );
});

import type { NutrientId } from '../domain/nutrients';

/**
 * The Dietary Reference Intakes' daily goals by life stage and sex: the Recommended Dietary Allowance,
 * or the Adequate Intake where no RDA exists (marked). Source: the National Academies' DRI summary
 * tables: Institute of Medicine, "Dietary Reference Intakes: Recommended Dietary Allowances and
 * Adequate Intakes, Elements" and "… Vitamins" (Food and Nutrition Board, 1997–2011), potassium as
 * revised in National Academies of Sciences, Engineering, and Medicine, "Dietary Reference Intakes for
 * Sodium and Potassium" (2019), and fibre from "Dietary Reference Intakes for Energy, Carbohydrate,
 * Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids" (2002/2005). Values in the nutrient
 * registry's unit. `domain/nutrient-targets.ts` turns them into a person's targets.
 */

/** Life stages of the DRI tables that the app's ages (13+) fall in. */
export const DRI_STAGES = [
  { id: '9-13', maxAge: 13 },
  { id: '14-18', maxAge: 18 },
  { id: '19-30', maxAge: 30 },
  { id: '31-50', maxAge: 50 },
  { id: '51-70', maxAge: 70 },
  { id: '71+', maxAge: Number.POSITIVE_INFINITY },
] as const;
export type DriStage = (typeof DRI_STAGES)[number]['id'];

/** [male, female] per life stage, in the registry's unit. */
export type BySex = readonly [male: number, female: number];
type DriRow = Record<DriStage, BySex>;

const same = (value: number): BySex => [value, value];

/** Goals by life stage: RDA, or AI where marked. */
export const DRI_GOALS: Partial<Record<NutrientId, DriRow>> = {
  // AI (g/day), 2002/2005 macronutrient report.
  fiber: {
    '9-13': [31, 26],
    '14-18': [38, 26],
    '19-30': [38, 25],
    '31-50': [38, 25],
    '51-70': [30, 21],
    '71+': [30, 21],
  },
  // AI (mg/day), 2019 sodium and potassium report.
  potassium: {
    '9-13': [2500, 2300],
    '14-18': [3000, 2300],
    '19-30': [3400, 2600],
    '31-50': [3400, 2600],
    '51-70': [3400, 2600],
    '71+': [3400, 2600],
  },
  calcium: {
    '9-13': same(1300),
    '14-18': same(1300),
    '19-30': same(1000),
    '31-50': same(1000),
    '51-70': [1000, 1200],
    '71+': same(1200),
  },
  iron: {
    '9-13': same(8),
    '14-18': [11, 15],
    '19-30': [8, 18],
    '31-50': [8, 18],
    '51-70': same(8),
    '71+': same(8),
  },
  magnesium: {
    '9-13': same(240),
    '14-18': [410, 360],
    '19-30': [400, 310],
    '31-50': [420, 320],
    '51-70': [420, 320],
    '71+': [420, 320],
  },
  phosphorus: {
    '9-13': same(1250),
    '14-18': same(1250),
    '19-30': same(700),
    '31-50': same(700),
    '51-70': same(700),
    '71+': same(700),
  },
  zinc: {
    '9-13': same(8),
    '14-18': [11, 9],
    '19-30': [11, 8],
    '31-50': [11, 8],
    '51-70': [11, 8],
    '71+': [11, 8],
  },
  // mg/day (the tables give µg: 700, 890, 900).
  copper: {
    '9-13': same(0.7),
    '14-18': same(0.89),
    '19-30': same(0.9),
    '31-50': same(0.9),
    '51-70': same(0.9),
    '71+': same(0.9),
  },
  // AI (mg/day).
  manganese: {
    '9-13': [1.9, 1.6],
    '14-18': [2.2, 1.6],
    '19-30': [2.3, 1.8],
    '31-50': [2.3, 1.8],
    '51-70': [2.3, 1.8],
    '71+': [2.3, 1.8],
  },
  selenium: {
    '9-13': same(40),
    '14-18': same(55),
    '19-30': same(55),
    '31-50': same(55),
    '51-70': same(55),
    '71+': same(55),
  },
  // µg RAE/day.
  vitaminA: {
    '9-13': same(600),
    '14-18': [900, 700],
    '19-30': [900, 700],
    '31-50': [900, 700],
    '51-70': [900, 700],
    '71+': [900, 700],
  },
  vitaminC: {
    '9-13': same(45),
    '14-18': [75, 65],
    '19-30': [90, 75],
    '31-50': [90, 75],
    '51-70': [90, 75],
    '71+': [90, 75],
  },
  // µg/day.
  vitaminD: {
    '9-13': same(15),
    '14-18': same(15),
    '19-30': same(15),
    '31-50': same(15),
    '51-70': same(15),
    '71+': same(20),
  },
  // mg α-tocopherol/day.
  vitaminE: {
    '9-13': same(11),
    '14-18': same(15),
    '19-30': same(15),
    '31-50': same(15),
    '51-70': same(15),
    '71+': same(15),
  },
  thiamine: {
    '9-13': same(0.9),
    '14-18': [1.2, 1.0],
    '19-30': [1.2, 1.1],
    '31-50': [1.2, 1.1],
    '51-70': [1.2, 1.1],
    '71+': [1.2, 1.1],
  },
  riboflavin: {
    '9-13': same(0.9),
    '14-18': [1.3, 1.0],
    '19-30': [1.3, 1.1],
    '31-50': [1.3, 1.1],
    '51-70': [1.3, 1.1],
    '71+': [1.3, 1.1],
  },
  // mg niacin equivalents/day.
  niacin: {
    '9-13': same(12),
    '14-18': [16, 14],
    '19-30': [16, 14],
    '31-50': [16, 14],
    '51-70': [16, 14],
    '71+': [16, 14],
  },
  pyridoxine: {
    '9-13': same(1.0),
    '14-18': [1.3, 1.2],
    '19-30': same(1.3),
    '31-50': same(1.3),
    '51-70': [1.7, 1.5],
    '71+': [1.7, 1.5],
  },
  // µg dietary folate equivalents/day.
  folate: {
    '9-13': same(300),
    '14-18': same(400),
    '19-30': same(400),
    '31-50': same(400),
    '51-70': same(400),
    '71+': same(400),
  },
  vitaminB12: {
    '9-13': same(1.8),
    '14-18': same(2.4),
    '19-30': same(2.4),
    '31-50': same(2.4),
    '51-70': same(2.4),
    '71+': same(2.4),
  },
};

/**
 * What a day's intake of each nutrient is compared with, for a person's sex and age.
 *
 * Goals are the Dietary Reference Intakes' Recommended Dietary Allowance, or the Adequate Intake where
 * no RDA exists (fibre, potassium, manganese), from the National Academies' DRI summary tables:
 * Institute of Medicine, "Dietary Reference Intakes: Recommended Dietary Allowances and Adequate
 * Intakes, Elements" and "… Vitamins" (Food and Nutrition Board, 1997–2011), potassium as revised in
 * National Academies of Sciences, Engineering, and Medicine, "Dietary Reference Intakes for Sodium and
 * Potassium" (2019), and fibre from "Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat,
 * Fatty Acids, Cholesterol, Protein, and Amino Acids" (2002/2005).
 * Limits are the World Health Organization's: sodium below 2,000 mg a day (WHO, "Guideline: Sodium
 * intake for adults and children", 2012), saturated fat below 10 % and trans fat below 1 % of energy
 * (WHO, "Saturated fatty acid and trans-fatty acid intake for adults and children", 2023), free sugars
 * below 10 % of energy (WHO, "Guideline: Sugars intake for adults and children", 2015).
 * Energy and the macronutrients follow the person's own goal and the planner's 40/30/30 split.
 *
 * The app admits ages 13 and up, so the life stages start at 9–13 years. Pregnancy and lactation
 * change most of these values and are not modelled: the screen says the targets are for a healthy
 * adult or adolescent and are not a diagnosis.
 */
import { dailyCalorieGoal, type MealGoalFields } from './energy';
import type { NutrientId } from './nutrients';

export type TargetKind = 'goal' | 'limit';
export type Sex = 'male' | 'female';

export interface NutrientTarget {
  amount: number | null;
  kind: TargetKind;
}

/** Life stages of the DRI tables that the app's ages (13+) fall in. */
const STAGES = [
  { id: '9-13', maxAge: 13 },
  { id: '14-18', maxAge: 18 },
  { id: '19-30', maxAge: 30 },
  { id: '31-50', maxAge: 50 },
  { id: '51-70', maxAge: 70 },
  { id: '71+', maxAge: Number.POSITIVE_INFINITY },
] as const;
type Stage = (typeof STAGES)[number]['id'];

/** [male, female] per life stage, in the registry's unit. */
type BySex = readonly [male: number, female: number];
type DriRow = Record<Stage, BySex>;

const same = (value: number): BySex => [value, value];

/** Goals by life stage: RDA, or AI where marked. */
const DRI_GOALS: Partial<Record<NutrientId, DriRow>> = {
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

/** WHO's daily sodium limit, mg (2012 guideline; for children it is adjusted down by energy needs). */
export const SODIUM_LIMIT_MG = 2000;
/** WHO: saturated fat below 10 % and trans fat below 1 % of energy; free sugars below 10 %. */
export const SATURATED_FAT_MAX_ENERGY_SHARE = 0.1;
export const TRANS_FAT_MAX_ENERGY_SHARE = 0.01;
export const ADDED_SUGARS_MAX_ENERGY_SHARE = 0.1;
const KCAL_PER_GRAM_FAT = 9;
const KCAL_PER_GRAM_SUGAR = 4;
/** The planner's target split of energy (40 % carbohydrates, 30 % protein, 30 % fat). */
const SPLIT = { carbs: 0.4, protein: 0.3, fat: 0.3 } as const;

export interface TargetPerson {
  sex: Sex;
  age: number;
  /** The person's daily energy goal (kcal): the sum of their meal goals. */
  energyKcal: number;
}

function stageOf(age: number): Stage {
  return STAGES.find((stage) => age <= stage.maxAge)?.id ?? '71+';
}

/**
 * The day's target of one nutrient for a person: a goal to reach or a limit not to pass. `amount` is
 * null where no reference exists (cholesterol, mono- and polyunsaturated fat, total sugars).
 */
export function nutrientTarget(id: NutrientId, person: TargetPerson): NutrientTarget {
  const energy = person.energyKcal;
  switch (id) {
    case 'energy':
      return { amount: energy, kind: 'goal' };
    case 'protein':
      return { amount: (energy * SPLIT.protein) / 4, kind: 'goal' };
    case 'carbs':
      return { amount: (energy * SPLIT.carbs) / 4, kind: 'goal' };
    case 'fat':
      return { amount: (energy * SPLIT.fat) / KCAL_PER_GRAM_FAT, kind: 'goal' };
    case 'sodium':
      return { amount: SODIUM_LIMIT_MG, kind: 'limit' };
    case 'saturatedFat':
      return { amount: (energy * SATURATED_FAT_MAX_ENERGY_SHARE) / KCAL_PER_GRAM_FAT, kind: 'limit' };
    case 'transFat':
      return { amount: (energy * TRANS_FAT_MAX_ENERGY_SHARE) / KCAL_PER_GRAM_FAT, kind: 'limit' };
    case 'addedSugars':
      return { amount: (energy * ADDED_SUGARS_MAX_ENERGY_SHARE) / KCAL_PER_GRAM_SUGAR, kind: 'limit' };
    case 'cholesterol':
    case 'sugars':
    case 'monounsaturatedFat':
    case 'polyunsaturatedFat':
      return { amount: null, kind: 'limit' };
    default: {
      const row = DRI_GOALS[id];
      if (!row) return { amount: null, kind: 'goal' };
      const [male, female] = row[stageOf(person.age)];
      return { amount: person.sex === 'male' ? male : female, kind: 'goal' };
    }
  }
}

/** Where the targets come from, as the screen cites them. */
export const NUTRIENT_TARGETS_CITATION =
  'Metas: Ingestão Dietética de Referência (DRI) das Academias Nacionais dos EUA, por sexo e idade; limites de sódio (2.000 mg), gordura saturada (10 % da energia), gordura trans (1 %) e açúcares adicionados (10 %) da Organização Mundial da Saúde.';

/**
 * Whom a day's or a meal's nutrients are compared with: the profile's sex and age, and the daily energy
 * goal as the sum of the meal goals. Null while the profile lacks sex or age: amounts are then shown
 * without targets rather than someone else's.
 */
export function targetPersonOf(
  profile: (MealGoalFields & { age?: number | null; gender?: Sex | null }) | null | undefined,
): TargetPerson | null {
  if (!profile?.gender || !profile.age) return null;
  return { sex: profile.gender, age: profile.age, energyKcal: dailyCalorieGoal(profile) };
}

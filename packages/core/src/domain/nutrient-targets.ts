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
import { DRI_GOALS, DRI_STAGES, type DriStage } from '../data/dri-goals';
import { dailyCalorieGoal, type MealGoalFields } from './energy';
import type { NutrientId } from './nutrients';

export type TargetKind = 'goal' | 'limit';
export type Sex = 'male' | 'female';

export interface NutrientTarget {
  amount: number | null;
  kind: TargetKind;
}

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

function stageOf(age: number): DriStage {
  return DRI_STAGES.find((stage) => age <= stage.maxAge)?.id ?? '71+';
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

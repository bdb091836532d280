import type { FoodComposition, FoodKind, FoodRecord, HouseholdMeasure } from '../data/food-types';
import { USER_FOOD_MESSAGES, type LabelNutrients } from '../schemas/user-foods';
import { RECIPE_ID_BASE } from './catalog-ids';
import { normalizeFoodText } from './food-search';
import { pickComposition } from './macros';
import { unknownNutrients, withComposition } from './nutrients';

/**
 * A user's own food ("Meus alimentos", issue 7 §5) as the planner and the solver see it: a
 * FoodRecord like the library's, with the label's serving as its only household measure.
 */

/** What the planner needs of a stored user food (per 100 g, already normalised). */
export interface UserFoodForPlanner extends FoodComposition {
  /** The row's positive sequence number (user_foods.ref). */
  ref: number;
  name: string;
  kind: FoodKind;
  servingLabel: string;
  servingGrams: number;
  /** What else the label declares, per 100 g (null or absent: the label shows none of it). */
  labelNutrients?: LabelNutrients | null;
}

/**
 * The id of a user food in FoodRecord space: negative, so it never collides with a library id
 * (TACO 1–597, derived foods 1001+) nor looks up a library table keyed by id.
 */
export const userFoodRecordId = (ref: number): number => -ref;
export const isUserFoodRecordId = (id: number): boolean => id < 0 && id > -RECIPE_ID_BASE;

/** The key a typed name is matched on: case, accents and spacing ignored ("Iogurte  GREGO" = "iogurte grego"). */
export const userFoodNameKey = (name: string): string => normalizeFoodText(name);

/**
 * The serving as one unit of a household measure, as the planner counts it ("1 e 1/2 pote"):
 * "1 pote (170 g)" → "pote"; a serving of several units becomes one "porção" of them
 * ("2 fatias" → "porção de 2 fatias", counted "2 porções de 2 fatias"); blank → "porção".
 */
export function servingMeasureLabel(raw: string): string {
  const label = raw
    .replace(/\(\s*[\d.,]+\s*(g|gramas?|ml)\s*\)/giu, ' ')
    .replace(/^\s*(1|uma?)\s+/iu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  if (!label) return 'porção';
  return /^(\d+([.,]\d+)?|\d+\/\d+)\s/u.test(label) ? `porção de ${label}` : label;
}

/**
 * A user food as a FoodRecord. Its nutrients are what the label declares: energy, macronutrients and
 * fibre, plus the label's other values where present; every other nutrient is unknown, never 0.
 */
export function userFoodRecord(food: UserFoodForPlanner): FoodRecord {
  const serving: HouseholdMeasure = { label: food.servingLabel, grams: food.servingGrams };
  const per100g = pickComposition(food);
  return {
    id: userFoodRecordId(food.ref),
    name: food.name,
    group: USER_FOOD_MESSAGES.title,
    kind: food.kind,
    per100g,
    nutrients: withComposition({ ...unknownNutrients(), ...food.labelNutrients }, per100g),
    measures: [serving],
    measureSource: 'label',
    serving,
    glycemic: null,
    plannable: true,
    compositionSource: USER_FOOD_MESSAGES.source,
  };
}

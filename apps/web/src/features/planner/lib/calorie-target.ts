import {
  CALORIE_TARGET_INPUT,
  DEFAULT_MEAL_TARGET_KCAL,
  MealCalculationRequestSchema,
  PLANNER_MESSAGES,
  type MealType,
} from '@prato/core/schemas/planner';
import type { Profile } from '@prato/core/schemas/profile';

/** The calorie input bounds: the API's own rule (core), so the form refuses exactly what the server would. */
export const CALORIE_INPUT = CALORIE_TARGET_INPUT;

export const CALORIE_TARGET_MESSAGE = PLANNER_MESSAGES.targetCalories;

/** What the input's text becomes: an integer, or 0 when it is not a number. */
export function parseCalorieInput(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? 0 : value;
}

export const isCalorieTargetValid = (value: number) =>
  MealCalculationRequestSchema.shape.targetCalories.safeParse(value).success;

const PROFILE_FIELD = {
  breakfast: 'breakfastCalories',
  lunch: 'lunchCalories',
  dinner: 'dinnerCalories',
  snack: 'snackCalories',
} as const satisfies Record<MealType, keyof Profile>;

/** Planner: the target of a meal type is the profile's matching field, else 600. */
export function profileCalorieTarget(profile: Profile | undefined, mealType: MealType): number {
  return profile?.[PROFILE_FIELD[mealType]] ?? DEFAULT_MEAL_TARGET_KCAL;
}

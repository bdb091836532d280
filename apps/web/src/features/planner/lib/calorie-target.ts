import { DEFAULT_MEAL_TARGET_KCAL, type MealType } from '@prato/core/schemas/planner';
import type { Profile } from '@prato/core/schemas/profile';

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

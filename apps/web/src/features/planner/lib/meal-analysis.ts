import {
  idealRangeMessage,
  idealRangeWarnings,
  rescalePortion,
  summarizePortions,
  type MealSummary,
} from '@prato/core/domain/meal-analysis';
import type { MealCalculation, Portion } from '@prato/core/schemas/planner';

export interface EditedMeal extends MealSummary {
  portions: Portion[];
}

/**
 * The meal after the user's grams edits (by portion index). Each edit rescales the ORIGINAL portion;
 * without edits the server's own totals are shown as they are.
 */
export function editedMeal(calculation: MealCalculation, grams: Readonly<Record<number, number>>): EditedMeal {
  if (Object.keys(grams).length === 0) {
    const { portions, totalCalories, totalMacros, fiberComplete, glycemicData } = calculation;
    return {
      portions,
      totalCalories,
      totalMacros,
      ...(fiberComplete === false ? { fiberComplete } : {}),
      glycemicData,
    };
  }
  const portions = calculation.portions.map((original, index) => {
    const edited = grams[index];
    return edited === undefined ? original : (rescalePortion(original, edited) ?? original);
  });
  return { portions, ...summarizePortions(portions) };
}

/** Ideal-range warning shown after a calculation, or null when every macro is in range. */
export function idealRangeToast(calculation: MealCalculation): string | null {
  const names = idealRangeWarnings(calculation);
  return names.length > 0 ? idealRangeMessage(names) : null;
}

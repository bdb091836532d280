import { FOOD_NAMES } from '@prato/core/data/food-names';
import { ESTIMATED_GI_FOOD_IDS } from '@prato/core/data/glycemic-estimated-ids';
import { findFoodName, searchFoodNames } from '@prato/core/domain/food-search';

/**
 * Spec §5 Planner autocomplete, computed in the browser from the bundled name list (works offline,
 * no request per keystroke): names starting with the text first, then containing it, at most 8.
 */
export function suggestFoods(query: string): string[] {
  return [...new Set(searchFoodNames(query, FOOD_NAMES).map(({ name }) => name))];
}

/** True when the food's glycemic index is estimated from the closest measured food (shown as such). */
export function isGlycemicIndexEstimated(foodName: string): boolean {
  const match = findFoodName(foodName, FOOD_NAMES);
  return match !== undefined && ESTIMATED_GI_FOOD_IDS.has(match.foodId);
}

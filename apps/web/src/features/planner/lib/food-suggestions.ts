import { FOOD_NAMES } from '@prato/core/data/food-names';
import { searchFoodNames } from '@prato/core/domain/food-search';

/**
 * Spec §5 Planner autocomplete, computed in the browser from the bundled name list (works offline,
 * no request per keystroke): names starting with the text first, then containing it, at most 8.
 */
export function suggestFoods(query: string): string[] {
  return [...new Set(searchFoodNames(query, FOOD_NAMES).map(({ name }) => name))];
}

import { FOOD_NAMES } from '@prato/core/data/food-names';
import type { FoodName } from '@prato/core/data/food-types';
import { FOOD_SUGGESTIONS_LIMIT, normalizeFoodText, searchFoodNames } from '@prato/core/domain/food-search';

/** A suggestion of the food picker; `mine` marks one of the user's own foods ("Meu alimento"). */
export interface FoodOption {
  name: string;
  mine: boolean;
  /** A built-in Brazilian dish (issue 34), marked "Prato". */
  dish?: boolean;
  /** One of the user's recipes ("Minha receita", issue 34). */
  recipe?: boolean;
  /** A recipe without its cooked weight: it has servings, no grams to plan (marked, refused when added). */
  weightless?: boolean;
}

/** The user's own food names in the shape the search takes (build once per list: the search indexes it). */
export function ownFoodNames(foods: readonly { name: string }[]): FoodName[] {
  return foods.map(({ name }, index) => ({ name, foodId: -(index + 1), type: 'alias' }));
}

/**
 * Planner autocomplete, computed in the browser from the bundled name list (works offline,
 * no request per keystroke): names starting with the text first, then containing it, at most 8.
 * The user's own foods and recipes come first, as the server's GET /api/foods lists them.
 */
export function suggestFoods(
  query: string,
  own: readonly FoodName[] = [],
  recipes: readonly FoodName[] = [],
  /** The recipes without a cooked weight, by normalizeFoodText of their names. */
  weightless: ReadonlySet<string> = new Set(),
): FoodOption[] {
  const mine = own.length > 0 ? searchFoodNames(query, own) : [];
  const taken = new Set(mine.map(({ name }) => normalizeFoodText(name)));
  const options: FoodOption[] = mine.map(({ name }) => ({ name, mine: true }));
  for (const { name } of recipes.length > 0 ? searchFoodNames(query, recipes) : []) {
    const key = normalizeFoodText(name);
    if (taken.has(key)) continue;
    taken.add(key);
    options.push({ name, mine: false, recipe: true, ...(weightless.has(key) ? { weightless: true } : {}) });
  }
  for (const { name, type } of searchFoodNames(query, FOOD_NAMES)) {
    const key = normalizeFoodText(name);
    if (taken.has(key)) continue;
    taken.add(key);
    options.push(type === 'dish' ? { name, mine: false, dish: true } : { name, mine: false });
  }
  return options.slice(0, FOOD_SUGGESTIONS_LIMIT);
}

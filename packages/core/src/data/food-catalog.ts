import { FOOD_SUGGESTIONS_LIMIT, findFoodName, searchFoodNames } from '../domain/food-search';
import type { FoodSource } from '../schemas/planner';
import type { FoodName, FoodRecord } from './food-types';
import { foodSource } from './food-source';
import { getFoodById } from './foods';

/**
 * The food catalogue: the one place a feature turns a typed name or an id into a food, and searches.
 * This is its library part — TACO 4ª ed., the cooked forms derived from it, mixtures and recipes, and
 * IBGE's POF foods as consumed, all held in memory by foods.ts and versioned with the code. The API
 * puts each user's own foods in front of it (apps/api/src/modules/foods/food-catalog.ts), and later
 * sources (recipes, packaged products) plug in the same way: a source answers byName, byId and
 * search, and the catalogue asks the sources in order. Server-side (it loads the library); the
 * browser searches FOOD_NAMES through food-search.ts.
 */
export interface FoodCatalog {
  /**
   * The food a typed name means: the name exactly (ignoring case, accents, spacing, punctuation and
   * plural endings), an everyday name or TACO's own. Not every food found can be planned (`plannable`).
   */
  byName(name: string): FoodRecord | undefined;
  /** The food with this id (library ids are positive). */
  byId(id: number): FoodRecord | undefined;
  /** Names for a typed text, best first (see searchFoodNames), at most `limit`. */
  search(text: string, limit?: number): FoodName[];
  /** Where the food's numbers come from, for its citation ("Fonte: TACO", "IBGE POF 2008–2009"…). */
  sourceOf(food: FoodRecord): FoodSource;
}

export const LIBRARY_CATALOG: FoodCatalog = {
  byName(name) {
    const entry = findFoodName(name);
    return entry ? getFoodById(entry.foodId) : undefined;
  },
  byId: getFoodById,
  search(text, limit = FOOD_SUGGESTIONS_LIMIT) {
    return searchFoodNames(text, undefined, limit);
  },
  sourceOf: foodSource,
};

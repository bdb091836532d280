import { LIBRARY_CATALOG, type FoodCatalog } from '@prato/core/data/food-catalog';
import type { FoodName, FoodRecord } from '@prato/core/data/food-types';
import { FOOD_SUGGESTIONS_LIMIT, normalizeFoodText, searchFoodNames } from '@prato/core/domain/food-search';
import { isUserFoodRecordId, userFoodNameKey } from '@prato/core/domain/user-food';
import { isRecipeFoodId } from '@prato/core/domain/catalog-ids';
import { recipeFoodRecord, type RecipeDefinition } from '@prato/core/domain/recipe';
import type { FoodSuggestion } from '@prato/core/schemas/foods';
import type { UserFoodsService } from '../user-foods/user-foods.service';

/**
 * The food catalogue as one user sees it: their own foods ("Meus alimentos") first, then the library
 * (packages/core/src/data/food-catalog.ts: TACO, derived and cooked forms, mixtures, IBGE POF foods
 * as consumed). The planner, the assistant, the search and saved meals all ask it, so a name means the
 * same food everywhere. Another user's food is simply not in it.
 */
export interface UserFoodCatalog extends Pick<FoodCatalog, 'sourceOf'> {
  /** The user's food with exactly this name (ignoring case, accents and spacing), else the library's. */
  byName(name: string): FoodRecord | undefined;
  /** A negative id is one of the user's foods (userFoodRecordId); a positive one the library's. */
  byId(id: number): FoodRecord | undefined;
  /** The user's foods and recipes first (type 'user', 'recipe'), then the library's names they do not repeat; at most 8. */
  search(text: string): FoodSuggestion[];
  /** The user's own foods as names (negative ids), for parsers that look names up in a list. */
  readonly ownNames: readonly FoodName[];
}

export interface FoodCatalogDeps {
  userFoods: Pick<UserFoodsService, 'records'>;
  /** The user's recipes ("Minhas receitas", modules/recipes): foods of kind 'dish' after their own foods. */
  recipes?: { definitions(userId: string): Promise<RecipeDefinition[]> };
  library?: FoodCatalog;
}

export function createFoodCatalog({ userFoods, recipes, library = LIBRARY_CATALOG }: FoodCatalogDeps) {
  /** A catalogue over foods already loaded (the user's, at most USER_FOOD_LIMITS.perUser). */
  function over(own: readonly FoodRecord[]): UserFoodCatalog {
    const byKey = new Map<string, FoodRecord>();
    for (const food of own) if (!byKey.has(userFoodNameKey(food.name))) byKey.set(userFoodNameKey(food.name), food);
    const byId = new Map(own.map((food) => [food.id, food]));
    // 'alias' ranks them like everyday names inside the user's own list.
    const ownNames: FoodName[] = own.map((food) => ({ name: food.name, foodId: food.id, type: 'alias' }));
    return {
      ownNames,
      byName: (name) => byKey.get(userFoodNameKey(name)) ?? library.byName(name),
      byId: (id) => (isUserFoodRecordId(id) || isRecipeFoodId(id) ? byId.get(id) : library.byId(id)),
      search(text) {
        if (!text.trim()) return [];
        const mine = searchFoodNames(text, ownNames).map(({ name, foodId }): FoodSuggestion => ({
          name,
          foodId,
          type: isRecipeFoodId(foodId) ? 'recipe' : 'user',
        }));
        const taken = new Set(mine.map(({ name }) => normalizeFoodText(name)));
        const shared = library
          .search(text)
          .filter(({ name }) => !taken.has(normalizeFoodText(name)))
          .map(({ name, foodId, type }): FoodSuggestion => ({ name, foodId, type }));
        return [...mine, ...shared].slice(0, FOOD_SUGGESTIONS_LIMIT);
      },
      sourceOf: library.sourceOf,
    };
  }

  return {
    /** Loads the user's own foods once; the catalogue then answers without another query. */
    async forUser(userId: string): Promise<UserFoodCatalog> {
      const own = await userFoods.records(userId);
      if (!recipes) return over(own);
      // A recipe's ingredients are the user's own foods and the library's (never a recipe: decision 041).
      const ingredients = over(own);
      const mine = (await recipes.definitions(userId))
        .map((recipe) => recipeFoodRecord(recipe, ingredients.byId))
        .filter((food): food is FoodRecord => food !== undefined);
      return over([...own, ...mine]);
    },
  };
}
export type FoodCatalogService = ReturnType<typeof createFoodCatalog>;

import { LIBRARY_CATALOG, type FoodCatalog } from '@prato/core/data/food-catalog';
import type { FoodName, FoodRecord } from '@prato/core/data/food-types';
import { FOOD_SUGGESTIONS_LIMIT, normalizeFoodText, searchFoodNames } from '@prato/core/domain/food-search';
import { isUserFoodRecordId, userFoodNameKey } from '@prato/core/domain/user-food';
import { isProductFoodId, isRecipeFoodId } from '@prato/core/domain/catalog-ids';
import { recipeFoodRecord, type RecipeDefinition } from '@prato/core/domain/recipe';
import type { FoodSuggestion } from '@prato/core/schemas/foods';
import type { UserFoodsService } from '../user-foods/user-foods.service';
import type { ProductNeeds, ProductsService } from '../products/products.service';

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
  recipes?: { definitions(subjectId: string): Promise<RecipeDefinition[]> };
  library?: FoodCatalog;
  /** Packaged foods read by barcode (modules/products): shared, loaded per request by what it needs. */
  products?: Pick<ProductsService, 'records'>;
}

/**
 * What one request needs of the shared packaged foods (there may be many): the ids its portions
 * reference, the names it typed, the text it searches. The user's foods and recipes load whole.
 */
export type CatalogNeeds = ProductNeeds;

/** Packaged foods a search offers among its 8 suggestions, after the user's own and before the library's. */
const SEARCH_PRODUCTS = 3;

export function createFoodCatalog({ userFoods, recipes, products, library = LIBRARY_CATALOG }: FoodCatalogDeps) {
  /** A catalogue over foods already loaded (the user's, at most USER_FOOD_LIMITS.perUser). */
  function over(own: readonly FoodRecord[], packaged: readonly FoodRecord[] = []): UserFoodCatalog {
    const byKey = new Map<string, FoodRecord>();
    for (const food of own) if (!byKey.has(userFoodNameKey(food.name))) byKey.set(userFoodNameKey(food.name), food);
    const byId = new Map(own.map((food) => [food.id, food]));
    // 'alias' ranks them like everyday names inside the user's own list.
    const ownNames: FoodName[] = own.map((food) => ({ name: food.name, foodId: food.id, type: 'alias' }));
    const productByKey = new Map(packaged.map((food) => [userFoodNameKey(food.name), food]));
    const productById = new Map(packaged.map((food) => [food.id, food]));
    const productNames: FoodName[] = packaged.map((food) => ({ name: food.name, foodId: food.id, type: 'alias' }));
    return {
      ownNames,
      byName: (name) =>
        byKey.get(userFoodNameKey(name)) ?? library.byName(name) ?? productByKey.get(userFoodNameKey(name)),
      byId: (id) =>
        isProductFoodId(id)
          ? productById.get(id)
          : isUserFoodRecordId(id) || isRecipeFoodId(id)
            ? byId.get(id)
            : library.byId(id),
      search(text) {
        if (!text.trim()) return [];
        const mine = searchFoodNames(text, ownNames).map(({ name, foodId }): FoodSuggestion => ({
          name,
          foodId,
          type: isRecipeFoodId(foodId) ? 'recipe' : 'user',
        }));
        const found = searchFoodNames(text, productNames)
          .slice(0, SEARCH_PRODUCTS)
          .map(({ name, foodId }): FoodSuggestion => ({ name, foodId, type: 'product' }));
        const taken = new Set([...mine, ...found].map(({ name }) => normalizeFoodText(name)));
        const shared = library
          .search(text)
          .filter(({ name }) => !taken.has(normalizeFoodText(name)))
          .map(({ name, foodId, type }): FoodSuggestion => ({ name, foodId, type }));
        return [...mine, ...found, ...shared].slice(0, FOOD_SUGGESTIONS_LIMIT);
      },
      sourceOf: library.sourceOf,
    };
  }

  return {
    /** Loads the user's own foods once; the catalogue then answers without another query. */
    async forUser(subjectId: string, needs: CatalogNeeds = {}): Promise<UserFoodCatalog> {
      // A typed name the library knows is never looked up among the products (it resolves first anyway).
      const productNeeds = needs.names
        ? { ...needs, names: needs.names.filter((name) => !library.byName(name)) }
        : needs;
      const [own, packaged] = await Promise.all([
        userFoods.records(subjectId),
        products ? products.records(productNeeds) : [],
      ]);
      if (!recipes) return over(own, packaged);
      // A recipe's ingredients are the user's own foods and the library's (never a recipe: decision 041).
      const ingredients = over(own);
      const mine = (await recipes.definitions(subjectId))
        .map((recipe) => recipeFoodRecord(recipe, ingredients.byId))
        .filter((food): food is FoodRecord => food !== undefined);
      return over([...own, ...mine], packaged);
    },
  };
}
export type FoodCatalogService = ReturnType<typeof createFoodCatalog>;

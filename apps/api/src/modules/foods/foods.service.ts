import { createHash } from 'node:crypto';
import type { FoodRecord } from '@prato/core/data/food-types';
import { FOODS } from '@prato/core/data/foods';
import { FOOD_SUGGESTIONS_LIMIT, normalizeFoodText, searchFoodNames } from '@prato/core/domain/food-search';
import type { FoodSuggestion } from '@prato/core/schemas/foods';
import type { UserFoodsService } from '../user-foods/user-foods.service';
import type { FoodsRepo } from './foods.repo';

/** A fingerprint of the shipped food data: the seed rewrites the table only when it changes. */
export function foodDataVersion(records: readonly FoodRecord[]): string {
  return createHash('sha256').update(JSON.stringify(records)).digest('hex').slice(0, 16);
}

export function createFoodsService(
  repo: FoodsRepo,
  records: readonly FoodRecord[] = FOODS,
  userFoods?: Pick<UserFoodsService, 'suggestions'>,
) {
  /** Autocomplete: names starting with the text first, then containing it; max 8. */
  function search(query: string): FoodSuggestion[] {
    if (!query.trim()) return [];
    return searchFoodNames(query).map(({ name, foodId, type }) => ({ name, foodId, type }));
  }

  return {
    /** Upserts the TACO foods into the foods table; idempotent and cheap when already current. */
    seed: () => repo.syncTaco(records, foodDataVersion(records)),

    search,

    /**
     * The same for a signed-in user: their own foods first (type 'user', "Meu alimento"), then the
     * library's names, without a library name the user's food already shows; max 8 in all.
     */
    async searchFor(userId: string, query: string): Promise<FoodSuggestion[]> {
      if (!query.trim()) return [];
      const own = userFoods ? await userFoods.suggestions(userId, query, FOOD_SUGGESTIONS_LIMIT) : [];
      const taken = new Set(own.map(({ name }) => normalizeFoodText(name)));
      const library = search(query).filter(({ name }) => !taken.has(normalizeFoodText(name)));
      const mine = own.map(({ name, foodId }): FoodSuggestion => ({ name, foodId, type: 'user' }));
      return [...mine, ...library].slice(0, FOOD_SUGGESTIONS_LIMIT);
    },
  };
}
export type FoodsService = ReturnType<typeof createFoodsService>;

import { createHash } from 'node:crypto';
import type { FoodRecord } from '@prato/core/data/food-types';
import { FOODS } from '@prato/core/data/foods';
import { searchFoodNames } from '@prato/core/domain/food-search';
import type { FoodSuggestion } from '@prato/core/schemas/foods';
import type { FoodsRepo } from './foods.repo';

/** A fingerprint of the shipped food data: the seed rewrites the table only when it changes. */
export function foodDataVersion(records: readonly FoodRecord[]): string {
  return createHash('sha256').update(JSON.stringify(records)).digest('hex').slice(0, 16);
}

export function createFoodsService(repo: FoodsRepo, records: readonly FoodRecord[] = FOODS) {
  return {
    /** Upserts the TACO foods into the foods table; idempotent and cheap when already current. */
    seed: () => repo.syncTaco(records, foodDataVersion(records)),

    /** Autocomplete (spec §5 Planner): names starting with the text first, then containing it; max 8. */
    search(query: string): FoodSuggestion[] {
      if (!query.trim()) return [];
      return searchFoodNames(query).map(({ name, foodId, type }) => ({ name, foodId, type }));
    },
  };
}
export type FoodsService = ReturnType<typeof createFoodsService>;

import type { FoodSuggestion } from '@prato/core/schemas/foods';
import type { FoodCatalogService } from './food-catalog';
import type { Caller } from '../../lib/caller';

export function createFoodsService({ catalog }: { catalog: Pick<FoodCatalogService, 'forUser'> }) {
  return {
    /**
     * Autocomplete for a signed-in user (names starting with the text first, then containing it): their
     * own foods first (type 'user', "Meu alimento"), then the library's names, without a library name
     * the user's food already shows; max 8 in all.
     */
    async searchFor(caller: Caller, query: string): Promise<FoodSuggestion[]> {
      if (!query.trim()) return [];
      // Packaged foods load by the text: only the few whose name or brand holds its words.
      return (await catalog.forUser(caller.id, { text: query })).search(query);
    },
  };
}
export type FoodsService = ReturnType<typeof createFoodsService>;

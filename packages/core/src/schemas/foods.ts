import { z } from './z';

export const FoodSuggestionSchema = z.object({
  name: z.string(),
  /** Negative for the user's own foods (see domain/user-food.ts). */
  foodId: z.number().int(),
  /**
   * 'user': one of the signed-in user's own foods ("Meu alimento"), listed first; 'recipe': one of their
   * recipes ("Minha receita"); 'dish': a built-in Brazilian dish; 'product': a packaged food found by
   * barcode ("Produto"); 'alias'/'taco': the library's everyday and TACO names.
   */
  type: z.enum(['alias', 'taco', 'user', 'recipe', 'dish', 'product']),
});
export type FoodSuggestion = z.infer<typeof FoodSuggestionSchema>;

/**
 * The mark a suggestion of each catalogue source carries in every food search (planner, diary,
 * recipes); library names (TACO and everyday names) carry none.
 */
export const FOOD_TYPE_BADGES = {
  user: 'Meu alimento',
  recipe: 'Minha receita',
  dish: 'Prato pronto',
  product: 'Produto',
} as const satisfies Partial<Record<FoodSuggestion['type'], string>>;

export const FoodSearchResponseSchema = z.object({ foods: z.array(FoodSuggestionSchema) });
export type FoodSearchResponse = z.infer<typeof FoodSearchResponseSchema>;

export const FOOD_DATA_CITATION = 'Fonte: TACO – NEPA/UNICAMP, 4ª ed., 2011';

import { z } from './z';

export const FoodSuggestionSchema = z.object({
  name: z.string(),
  foodId: z.number().int(),
  type: z.enum(['alias', 'taco']),
});
export type FoodSuggestion = z.infer<typeof FoodSuggestionSchema>;

export const FoodSearchResponseSchema = z.object({ foods: z.array(FoodSuggestionSchema) });
export type FoodSearchResponse = z.infer<typeof FoodSearchResponseSchema>;

export const FOOD_DATA_CITATION = 'Fonte: TACO – NEPA/UNICAMP, 4ª ed., 2011';

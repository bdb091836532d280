import {
  RecipeListSchema,
  RecipeNutritionSchema,
  RecipeSchema,
  type RecipeInput,
  type RecipePatch,
  type RecipePreview,
} from '@prato/core/schemas/recipes';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * "Minhas receitas" (GET/POST/PATCH/DELETE /api/recipes). Shared: the recipes screen uses all of it,
 * and the planner and the diary save a meal as a recipe, so it lives in the shared api layer.
 */

/** Every recipe read sits under this key; a recipe is also a food, so its changes refresh food searches. */
export const RECIPES_KEY = ['recipes'] as const;

export const getRecipes = (signal?: AbortSignal) => api.get('/recipes', RecipeListSchema, signal);

export const recipesQueryOptions = () =>
  queryOptions({
    queryKey: [...RECIPES_KEY, 'list'],
    queryFn: ({ signal }) => getRecipes(signal),
    select: (data) => data.recipes,
  });

export function useRecipes() {
  return useQuery(recipesQueryOptions());
}

export const getRecipe = (id: string, signal?: AbortSignal) =>
  api.get(`/recipes/${encodeURIComponent(id)}`, RecipeSchema, signal);

export const recipeQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...RECIPES_KEY, 'one', id], queryFn: ({ signal }) => getRecipe(id, signal) });

export function useRecipe(id: string) {
  return useQuery(recipeQueryOptions(id));
}

export const previewRecipe = (input: RecipePreview, signal?: AbortSignal) =>
  api.post('/recipes/preview', input, RecipeNutritionSchema, signal);

/** The form's live table: the numbers of what is typed so far (null until there is something to compute). */
export const recipePreviewQueryOptions = (input: RecipePreview | null) =>
  queryOptions({
    queryKey: [...RECIPES_KEY, 'preview', input],
    queryFn: ({ signal }) => previewRecipe(input as RecipePreview, signal),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });

export function useRecipePreview(input: RecipePreview | null) {
  return useQuery(recipePreviewQueryOptions(input));
}

/** After a write: the recipes, and the food searches that list them ("Minha receita"). */
function useRefreshRecipes() {
  const queryClient = useQueryClient();
  return () => Promise.all([RECIPES_KEY, ['foods']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export const createRecipe = (input: RecipeInput) => api.post('/recipes', input, RecipeSchema);

export function useCreateRecipe() {
  const refresh = useRefreshRecipes();
  return useMutation({ mutationFn: createRecipe, onSuccess: refresh });
}

export const updateRecipe = ({ id, patch }: { id: string; patch: RecipePatch }) =>
  api.patch(`/recipes/${encodeURIComponent(id)}`, patch, RecipeSchema);

export function useUpdateRecipe() {
  const refresh = useRefreshRecipes();
  return useMutation({ mutationFn: updateRecipe, onSuccess: refresh });
}

export const duplicateRecipe = (id: string) =>
  api.post(`/recipes/${encodeURIComponent(id)}/duplicate`, undefined, RecipeSchema);

export function useDuplicateRecipe() {
  const refresh = useRefreshRecipes();
  return useMutation({ mutationFn: duplicateRecipe, onSuccess: refresh });
}

export const deleteRecipe = (id: string) => api.delete(`/recipes/${encodeURIComponent(id)}`);

export function useDeleteRecipe() {
  const refresh = useRefreshRecipes();
  return useMutation({ mutationFn: deleteRecipe, onSuccess: refresh });
}

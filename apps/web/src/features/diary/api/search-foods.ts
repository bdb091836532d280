import { FoodSearchResponseSchema } from '@prato/core/schemas/foods';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/foods?q=: the catalogue's suggestions (the person's own foods and recipes first). */
export const searchFoods = (query: string, signal?: AbortSignal) =>
  api.get(`/foods?${new URLSearchParams({ q: query }).toString()}`, FoodSearchResponseSchema, signal);

export const foodSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['foods', 'search', query],
    queryFn: ({ signal }) => searchFoods(query, signal),
    staleTime: 5 * 60_000,
  });

export function useFoodSearch(query: string) {
  return useQuery({
    ...foodSearchQueryOptions(query),
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

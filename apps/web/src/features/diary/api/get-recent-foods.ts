import { RecentFoodsSchema } from '@prato/core/schemas/diary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DIARY_KEY } from '@/api/diary';
import { api } from '@/lib/api-client';

/** GET /api/diary/recent-foods: the person's frequent and recent foods of the last weeks. */
export const getRecentFoods = (signal?: AbortSignal) => api.get('/diary/recent-foods', RecentFoodsSchema, signal);

export const recentFoodsQueryOptions = () =>
  queryOptions({
    queryKey: [...DIARY_KEY, 'recent-foods'],
    queryFn: ({ signal }) => getRecentFoods(signal),
    staleTime: 60_000,
  });

export function useRecentFoods() {
  return useQuery(recentFoodsQueryOptions());
}

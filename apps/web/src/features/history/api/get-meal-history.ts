import { HISTORY_PAGE_SIZE, type HistoryPeriod } from '@prato/core/schemas/history';
import { MealListSchema } from '@prato/core/schemas/meals';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type Cursor = { before: string; beforeId: string } | null;

/** GET /api/meals?period: one keyset page, newest first (the server applies the plan's limit). */
export const getMealHistory = (period: HistoryPeriod, cursor: Cursor, signal?: AbortSignal) =>
  api.get(
    `/meals?${new URLSearchParams({ period, limit: String(HISTORY_PAGE_SIZE.default), ...(cursor ?? {}) }).toString()}`,
    MealListSchema,
    signal,
  );

export const mealHistoryQueryOptions = (period: HistoryPeriod) =>
  infiniteQueryOptions({
    queryKey: ['meals', 'history', { period }],
    queryFn: ({ pageParam, signal }) => getMealHistory(period, pageParam, signal),
    initialPageParam: null as Cursor,
    getNextPageParam: (page) => {
      const last = page.meals[page.meals.length - 1];
      return page.hasMore && last ? { before: last.consumedAt, beforeId: last.id } : undefined;
    },
  });

export function useMealHistory(period: HistoryPeriod) {
  return useInfiniteQuery(mealHistoryQueryOptions(period));
}

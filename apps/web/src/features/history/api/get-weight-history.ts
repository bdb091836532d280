import { HISTORY_PAGE_SIZE, type HistoryPeriod } from '@prato/core/schemas/history';
import { WeightListSchema } from '@prato/core/schemas/weight';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type Cursor = { before: string; beforeId: string } | null;
const PAGE = HISTORY_PAGE_SIZE.default;

/** GET /api/weights?period: one keyset page, newest first (the server applies the plan's limit). */
export const getWeightHistory = (period: HistoryPeriod, cursor: Cursor, signal?: AbortSignal) =>
  api.get(
    `/weights?${new URLSearchParams({ period, limit: String(PAGE), ...(cursor ?? {}) }).toString()}`,
    WeightListSchema,
    signal,
  );

export const weightHistoryQueryOptions = (period: HistoryPeriod) =>
  infiniteQueryOptions({
    queryKey: ['weights', 'history', { period }],
    queryFn: ({ pageParam, signal }) => getWeightHistory(period, pageParam, signal),
    initialPageParam: null as Cursor,
    getNextPageParam: (page) => {
      const last = page[page.length - 1];
      return page.length === PAGE && last ? { before: last.measuredAt, beforeId: last.id } : undefined;
    },
  });

export function useWeightHistory(period: HistoryPeriod) {
  return useInfiniteQuery(weightHistoryQueryOptions(period));
}

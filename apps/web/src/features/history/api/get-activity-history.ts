import { ActivityListSchema } from '@prato/core/schemas/activity';
import { HISTORY_PAGE_SIZE, type HistoryPeriod } from '@prato/core/schemas/history';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type Cursor = { before: string; beforeId: string } | null;
const PAGE = HISTORY_PAGE_SIZE.default;

/** GET /api/activities?period: one keyset page, newest first (the server applies the plan's limit). */
export const getActivityHistory = (period: HistoryPeriod, cursor: Cursor, signal?: AbortSignal) =>
  api.get(
    `/activities?${new URLSearchParams({ period, limit: String(PAGE), ...(cursor ?? {}) }).toString()}`,
    ActivityListSchema,
    signal,
  );

export const activityHistoryQueryOptions = (period: HistoryPeriod) =>
  infiniteQueryOptions({
    queryKey: ['activities', 'history', { period }],
    queryFn: ({ pageParam, signal }) => getActivityHistory(period, pageParam, signal),
    initialPageParam: null as Cursor,
    getNextPageParam: (page) => {
      const last = page[page.length - 1];
      return page.length === PAGE && last ? { before: last.performedAt, beforeId: last.id } : undefined;
    },
  });

export function useActivityHistory(period: HistoryPeriod) {
  return useInfiniteQuery(activityHistoryQueryOptions(period));
}

import type { HistoryPeriod } from '@prato/core/schemas/history';
import { HydrationHistoryPageSchema } from '@prato/core/schemas/hydration';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/hydration/intakes: one numbered page (50 per page) of the period. */
export const getHydrationHistory = (period: HistoryPeriod, page: number, signal?: AbortSignal) =>
  api.get(
    `/hydration/intakes?${new URLSearchParams({ period, page: String(page) }).toString()}`,
    HydrationHistoryPageSchema,
    signal,
  );

export const hydrationHistoryQueryOptions = (period: HistoryPeriod, page: number) =>
  queryOptions({
    queryKey: ['hydration', 'history', { period, page }],
    queryFn: ({ signal }) => getHydrationHistory(period, page, signal),
    placeholderData: keepPreviousData,
  });

export function useHydrationHistory(period: HistoryPeriod, page: number) {
  return useQuery(hydrationHistoryQueryOptions(period, page));
}

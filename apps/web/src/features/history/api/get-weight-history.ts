import type { HistoryPeriod } from '@prato/core/schemas/history';
import { WeightListSchema } from '@prato/core/schemas/weight';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cursorAfterFullPage, historyListQueryOptions } from './history-list';

export const weightHistoryQueryOptions = (period: HistoryPeriod) =>
  historyListQueryOptions('weights', WeightListSchema, period, (page) =>
    cursorAfterFullPage(page, (entry) => entry.measuredAt),
  );

export function useWeightHistory(period: HistoryPeriod) {
  return useInfiniteQuery(weightHistoryQueryOptions(period));
}

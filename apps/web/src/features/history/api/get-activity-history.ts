import { ActivityListSchema } from '@prato/core/schemas/activity';
import type { HistoryPeriod } from '@prato/core/schemas/history';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cursorAfterFullPage, historyListQueryOptions } from './history-list';

export const activityHistoryQueryOptions = (period: HistoryPeriod) =>
  historyListQueryOptions('activities', ActivityListSchema, period, (page) =>
    cursorAfterFullPage(page, (activity) => activity.performedAt),
  );

export function useActivityHistory(period: HistoryPeriod) {
  return useInfiniteQuery(activityHistoryQueryOptions(period));
}

import type { HistoryPeriod } from '@prato/core/schemas/history';
import { MealListSchema } from '@prato/core/schemas/meals';
import { useInfiniteQuery } from '@tanstack/react-query';
import { historyListQueryOptions } from './history-list';

/** The meal list says itself whether more rows follow (`hasMore`). */
export const mealHistoryQueryOptions = (period: HistoryPeriod) =>
  historyListQueryOptions('meals', MealListSchema, period, (page) => {
    const last = page.meals[page.meals.length - 1];
    return page.hasMore && last ? { before: last.consumedAt, beforeId: last.id } : undefined;
  });

export function useMealHistory(period: HistoryPeriod) {
  return useInfiniteQuery(mealHistoryQueryOptions(period));
}

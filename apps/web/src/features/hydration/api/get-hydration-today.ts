import { HydrationTodaySchema } from '@prato/core/schemas/hydration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/hydration/today: progress and today's reminders (the server creates them on the day's first read). */
export const getHydrationToday = (signal?: AbortSignal) => api.get('/hydration/today', HydrationTodaySchema, signal);

export const hydrationTodayQueryOptions = () =>
  queryOptions({ queryKey: ['hydration', 'today'], queryFn: ({ signal }) => getHydrationToday(signal) });

export function useHydrationToday() {
  return useQuery(hydrationTodayQueryOptions());
}

import { HydrationTodaySchema } from '@prato/core/schemas/hydration';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useOfflineWrite } from '@/hooks/use-offline-write';
import { api } from '@/lib/api-client';

/** GET /api/hydration/today: progress and today's reminders (the server creates them on the day's first read). */
export const getHydrationToday = (signal?: AbortSignal) => api.get('/hydration/today', HydrationTodaySchema, signal);

export const hydrationTodayQueryOptions = () =>
  queryOptions({ queryKey: ['hydration', 'today'], queryFn: ({ signal }) => getHydrationToday(signal) });

/**
 * After a write: today and the history tab (which lists the same rows) refresh; a write waiting in the
 * offline queue is shown from the queue until it is sent.
 */
export function refreshHydrationReads(queryClient: QueryClient, result: { status: 'saved' | 'queued' } | undefined) {
  if (result?.status === 'queued') return undefined;
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: hydrationTodayQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: ['hydration', 'history'] }),
  ]);
}

/** A hydration write through the offline queue, after which the reads refresh (refreshHydrationReads). */
export function useHydrationWrite<TData extends { status: 'saved' | 'queued' }, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useOfflineWrite({ mutationFn, onSettled: (result) => refreshHydrationReads(queryClient, result) });
}

export function useHydrationToday() {
  return useQuery(hydrationTodayQueryOptions());
}

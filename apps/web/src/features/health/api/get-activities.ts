import { ActivityListSchema } from '@prato/core/schemas/activity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How many recent activities (of the last 30 days, the API's default window) the health screen lists. */
export const RECENT_ACTIVITIES_LIMIT = 10;

export const getActivities = (limit: number, signal?: AbortSignal) =>
  api.get(`/activities?${new URLSearchParams({ limit: String(limit) }).toString()}`, ActivityListSchema, signal);

export const activitiesQueryOptions = (limit: number = RECENT_ACTIVITIES_LIMIT) =>
  queryOptions({
    queryKey: ['activities', { limit }],
    queryFn: ({ signal }) => getActivities(limit, signal),
  });

export function useActivities(limit?: number) {
  return useQuery(activitiesQueryOptions(limit));
}

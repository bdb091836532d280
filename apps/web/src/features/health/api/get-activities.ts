import { ActivityListSchema } from '@prato/core/schemas/activity';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { recentListQueryOptions } from './recent-list';

/** How many recent activities (of the last 30 days, the API's default window) the health screen lists. */
export const RECENT_ACTIVITIES_LIMIT = 10;

export const activitiesQueryOptions = (limit: number = RECENT_ACTIVITIES_LIMIT) =>
  recentListQueryOptions('activities', ActivityListSchema, limit);

/** What an activity logged or deleted changes: the lists, and home's activities and calories burned today. */
export const ACTIVITY_READS: readonly QueryKey[] = [['activities'], ['home']];

export function useActivities(limit?: number) {
  return useQuery(activitiesQueryOptions(limit));
}

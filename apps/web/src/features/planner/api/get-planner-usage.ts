import { PlannerUsageSchema } from '@prato/core/schemas/planner-usage';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/planner/usage: the planned meals saved today against the plan's daily limit; limit and
 * remaining are null on unlimited plans. Calculations do not change it.
 */
export const getPlannerUsage = (signal?: AbortSignal) => api.get('/planner/usage', PlannerUsageSchema, signal);

export const plannerUsageQueryOptions = () =>
  queryOptions({
    // Under 'meals': whatever changes the saved meals (a save here, a delete in the history, which
    // refreshes ['meals']) refreshes the day's count too.
    queryKey: ['meals', 'usage-today'],
    queryFn: ({ signal }) => getPlannerUsage(signal),
  });

export function usePlannerUsage() {
  return useQuery(plannerUsageQueryOptions());
}

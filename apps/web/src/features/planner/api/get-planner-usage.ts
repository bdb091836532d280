import { PlannerUsageSchema } from '@prato/core/schemas/planner-usage';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/planner/usage: today's calculations; limit and remaining are null on unlimited plans. */
export const getPlannerUsage = (signal?: AbortSignal) => api.get('/planner/usage', PlannerUsageSchema, signal);

export const plannerUsageQueryOptions = () =>
  queryOptions({
    queryKey: ['planner', 'usage'],
    queryFn: ({ signal }) => getPlannerUsage(signal),
  });

export function usePlannerUsage() {
  return useQuery(plannerUsageQueryOptions());
}

import { HomeSummarySchema } from '@prato/core/schemas/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/home: today's summary in the user's local day, the 7-day chart and the tip of the day. */
export const getHomeSummary = (signal?: AbortSignal) => api.get('/home', HomeSummarySchema, signal);

export const homeSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['home'], queryFn: ({ signal }) => getHomeSummary(signal) });

export function useHomeSummary() {
  return useQuery(homeSummaryQueryOptions());
}

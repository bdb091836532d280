import { AdminMetricsSchema } from '@prato/core/schemas/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/metrics: total users, subscribers per paid plan and the risk buckets. */
export const getAdminMetrics = (signal?: AbortSignal) => api.get('/admin/metrics', AdminMetricsSchema, signal);

export const adminMetricsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'metrics'], queryFn: ({ signal }) => getAdminMetrics(signal) });

export function useAdminMetrics() {
  return useQuery(adminMetricsQueryOptions());
}

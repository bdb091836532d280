import { SegmentListSchema } from '@prato/core/schemas/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/segments: the saved filter sets, newest first. */
export const getSegments = (signal?: AbortSignal) => api.get('/admin/segments', SegmentListSchema, signal);

export const segmentsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'segments'], queryFn: ({ signal }) => getSegments(signal) });

export function useSegments() {
  return useQuery(segmentsQueryOptions());
}

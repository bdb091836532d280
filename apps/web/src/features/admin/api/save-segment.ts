import { SegmentSchema, type SaveSegment } from '@prato/core/schemas/admin';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { segmentsQueryOptions } from './get-segments';

/** POST /api/admin/segments: saves the current filters under a name. */
export const saveSegment = (segment: SaveSegment) => api.post('/admin/segments', segment, SegmentSchema);

export function useSaveSegment() {
  return useRefreshingMutation(saveSegment, [segmentsQueryOptions().queryKey]);
}

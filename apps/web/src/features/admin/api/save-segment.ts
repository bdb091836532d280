import { SegmentSchema, type SaveSegment } from '@prato/core/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { segmentsQueryOptions } from './get-segments';

/** POST /api/admin/segments: saves the current filters under a name. */
export const saveSegment = (segment: SaveSegment) => api.post('/admin/segments', segment, SegmentSchema);

export function useSaveSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSegment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: segmentsQueryOptions().queryKey }),
  });
}

import { SegmentDeletedSchema } from '@prato/core/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { segmentsQueryOptions } from './get-segments';

/** DELETE /api/admin/segments/:id. */
export const deleteSegment = (id: string) =>
  api.delete(`/admin/segments/${encodeURIComponent(id)}`, SegmentDeletedSchema);

export function useDeleteSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSegment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: segmentsQueryOptions().queryKey }),
  });
}

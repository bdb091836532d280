import { SegmentDeletedSchema } from '@prato/core/schemas/admin';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { segmentsQueryOptions } from './get-segments';

/** DELETE /api/admin/segments/:id. */
export const deleteSegment = (id: string) =>
  api.delete(`/admin/segments/${encodeURIComponent(id)}`, SegmentDeletedSchema);

export function useDeleteSegment() {
  return useRefreshingMutation(deleteSegment, [segmentsQueryOptions().queryKey]);
}

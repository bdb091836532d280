import { AdminBulkResultSchema, type AdminSubscriptionChangeInput } from '@prato/core/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/admin/users/bulk-update: the same change for each selected user → success and failed lists. */
export const bulkUpdate = ({ ids, change }: { ids: string[]; change: AdminSubscriptionChangeInput }) =>
  api.post('/admin/users/bulk-update', { ids, change }, AdminBulkResultSchema);

export function useBulkUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import { AdminBulkResultSchema, type AdminSubscriptionChangeInput } from '@prato/core/schemas/admin';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';

/** POST /api/admin/users/bulk-update: the same change for each selected user → success and failed lists. */
export const bulkUpdate = ({ ids, change }: { ids: string[]; change: AdminSubscriptionChangeInput }) =>
  api.post('/admin/users/bulk-update', { ids, change }, AdminBulkResultSchema);

export function useBulkUpdate() {
  return useRefreshingMutation(bulkUpdate, [['admin']]);
}

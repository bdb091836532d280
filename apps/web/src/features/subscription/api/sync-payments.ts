import { SyncResponseSchema } from '@prato/core/schemas/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/payments/sync: the signed-in user's purchases since `lookbackMs` ago. */
export const syncPayments = (lookbackMs: number) =>
  api.post('/payments/sync', { since: new Date(Date.now() - lookbackMs).toISOString() }, SyncResponseSchema);

/** A sync followed by a refetch of everything the plan decides (the subscription, limits, gates). */
export function useSyncPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncPayments,
    onSettled: () => queryClient.invalidateQueries(),
  });
}

import { AdminSubscriptionUpdatedSchema, type AdminSubscriptionChangeInput } from '@prato/core/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PATCH /api/admin/users/:id/subscription: plan, end date, days to add, notes (audited by the server). */
export const updateSubscription = ({ userId, change }: { userId: string; change: AdminSubscriptionChangeInput }) =>
  api.patch(`/admin/users/${encodeURIComponent(userId)}/subscription`, change, AdminSubscriptionUpdatedSchema);

export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscription,
    // The table, the metrics and the user's history all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshHydrationReads } from './get-hydration-today';

/** DELETE /api/hydration/intakes/:id: undoes an intake drunk outside the reminders ("bebi água agora"). */
export const deleteIntake = (id: string) => api.delete(`/hydration/intakes/${encodeURIComponent(id)}`);

export function useDeleteIntake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIntake,
    onSettled: () => refreshHydrationReads(queryClient, undefined),
  });
}

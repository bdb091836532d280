import { ActivitySchema, type CreateActivity } from '@prato/core/schemas/activity';
import { useQueryClient } from '@tanstack/react-query';
import { submitOrQueue } from '@/lib/offline-queue';
import { useOfflineWrite } from '@/hooks/use-offline-write';
import { ACTIVITY_READS } from './get-activities';

/**
 * POST /api/activities with a client-generated id and the moment it was logged (a queued entry sent
 * later keeps its time); without a connection it waits in the offline queue (decision 016).
 */
export const createActivity = (input: CreateActivity) =>
  submitOrQueue(
    'activity',
    { ...input, id: input.id ?? crypto.randomUUID(), performedAt: input.performedAt ?? new Date().toISOString() },
    ActivitySchema,
  );

export function useCreateActivity() {
  const queryClient = useQueryClient();
  return useOfflineWrite({
    mutationFn: createActivity,
    onSuccess: async (result) => {
      if (result.status === 'queued') return;
      await Promise.all(ACTIVITY_READS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

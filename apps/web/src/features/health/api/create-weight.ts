import { WeightEntrySchema, type CreateWeightEntry } from '@prato/core/schemas/weight';
import { useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '@/api/profile';
import { submitOrQueue } from '@/lib/offline-queue';
import { useOfflineWrite } from '@/hooks/use-offline-write';

/**
 * POST /api/weights with a client-generated id; without a connection the entry waits in the offline
 * queue (decision 016) and the result says so.
 */
export const createWeight = (input: CreateWeightEntry) =>
  submitOrQueue('weight', { ...input, id: input.id ?? crypto.randomUUID() }, WeightEntrySchema);

export function useCreateWeight() {
  const queryClient = useQueryClient();
  return useOfflineWrite({
    mutationFn: createWeight,
    onSuccess: async (result) => {
      if (result.status === 'queued') return;
      // The server moves the profile's weight to the newest entry.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['weights'] }),
        queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
      ]);
    },
  });
}

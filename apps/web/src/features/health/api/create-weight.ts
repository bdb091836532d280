import { WeightEntrySchema, type CreateWeightEntry } from '@prato/core/schemas/weight';
import { profileQueryOptions } from '@/api/profile';
import { submitOrQueue } from '@/lib/offline-queue';
import { useOfflineRecordWrite } from '@/hooks/use-offline-write';

/**
 * POST /api/weights with a client-generated id; without a connection the entry waits in the offline
 * queue (decision 016) and the result says so.
 */
export const createWeight = (input: CreateWeightEntry) =>
  submitOrQueue('weight', { ...input, id: input.id ?? crypto.randomUUID() }, WeightEntrySchema);

export function useCreateWeight() {
  // The server moves the profile's weight to the newest entry.
  return useOfflineRecordWrite(createWeight, [['weights'], profileQueryOptions().queryKey]);
}

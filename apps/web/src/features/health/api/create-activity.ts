import { ActivitySchema, type CreateActivity } from '@prato/core/schemas/activity';
import { submitOrQueue } from '@/lib/offline-queue';
import { useOfflineRecordWrite } from '@/hooks/use-offline-write';
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
  return useOfflineRecordWrite(createActivity, ACTIVITY_READS);
}

import { OFFLINE_MESSAGES } from '@prato/core/domain/offline-queue';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { refreshMealReads } from '@/api/diary';
import { submitOrQueue, type DiaryWrite, type SubmitResult } from '@/lib/offline-queue';
import { useOfflineWrite } from '@/hooks/use-offline-write';

/**
 * Every diary change goes through here: sent at once when possible, else kept in the offline queue
 * (decision 016) and sent later, exactly once (its client id, or an absolute state for edits and
 * deletions). A refusal (4xx) is thrown as the ApiError it is, for the screen to show.
 */
export function sendDiaryWrite<T>(write: DiaryWrite, schema: z.ZodType<T>): Promise<SubmitResult<T>> {
  return submitOrQueue('diary', write, schema);
}

/**
 * A mutation of the diary: on an answer the diary and the screens that sum meals refresh; queued
 * offline, the person is told it will be sent when the connection returns.
 */
export function useDiaryWrite<V, T>(toWrite: (variables: V) => DiaryWrite, schema: z.ZodType<T>) {
  const queryClient = useQueryClient();
  return useOfflineWrite({
    mutationFn: (variables: V) => sendDiaryWrite(toWrite(variables), schema),
    onSuccess: async (result) => {
      if (result.status === 'queued') {
        toast.info(OFFLINE_MESSAGES.queued);
        return;
      }
      await refreshMealReads(queryClient);
    },
  });
}

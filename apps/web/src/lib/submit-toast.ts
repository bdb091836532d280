import { OFFLINE_MESSAGES } from '@prato/core/domain/offline-queue';
import { toast } from '@/lib/toast';

/**
 * How a write that may wait offline went: `saved` when the server took it, the queue's notice when it
 * waits for a connection (submitOrQueue's result).
 */
export function toastSubmitted(result: { status: 'saved' | 'queued' }, saved: string): void {
  if (result.status === 'queued') toast.info(OFFLINE_MESSAGES.queued);
  else toast.success(saved);
}

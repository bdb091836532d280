import type { OfflineItemType } from '@prato/core/domain/offline-queue';
import { useMemo, useSyncExternalStore } from 'react';
import { offlineQueue, type QueueItem, type QueueSnapshot } from '@/lib/offline-queue';

/** The signed-in user's pending and failed offline items, and whether a sync is running. */
export function useOfflineQueue(): QueueSnapshot {
  return useSyncExternalStore(offlineQueue.subscribe, offlineQueue.getSnapshot, offlineQueue.getSnapshot);
}

/** Records of one type still waiting to be sent, oldest first: screens show them marked as pending. */
export function usePendingItems(type: OfflineItemType): QueueItem[] {
  const { pending } = useOfflineQueue();
  return useMemo(() => pending.filter((item) => item.type === type), [pending, type]);
}

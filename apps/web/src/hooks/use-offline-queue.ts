import type { OfflineItemType } from '@prato/core/domain/offline-queue';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { offlineQueue, type QueueItem, type QueueSnapshot } from '@/lib/offline-queue';

/** The signed-in user's pending and failed offline items, and whether a sync is running. */
export function useOfflineQueue(): QueueSnapshot {
  return useSyncExternalStore(offlineQueue.subscribe, offlineQueue.getSnapshot, offlineQueue.getSnapshot);
}

const sameItem = (a: QueueItem, b: QueueItem | undefined) =>
  b !== undefined &&
  a.id === b.id &&
  a.retries === b.retries &&
  a.timestamp === b.timestamp &&
  JSON.stringify(a.data) === JSON.stringify(b.data);

/**
 * Records of one type still waiting to be sent, oldest first: screens show them marked as pending.
 *
 * The same list as long as those records do not change. The queue renews its snapshot on every read of
 * storage and every sync (three times as the app starts), and a new list re-rendered the whole screen
 * each time: on /home, long tasks right after the first paint for a queue that was empty throughout.
 */
export function usePendingItems(type: OfflineItemType): QueueItem[] {
  const last = useRef<QueueItem[]>([]);
  const select = useCallback(() => {
    const items = offlineQueue.getSnapshot().pending.filter((item) => item.type === type);
    const unchanged = items.length === last.current.length && items.every((item, i) => sameItem(item, last.current[i]));
    if (!unchanged) last.current = items;
    return last.current;
  }, [type]);
  return useSyncExternalStore(offlineQueue.subscribe, select, select);
}

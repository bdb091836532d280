import { OFFLINE_PENDING_REFRESH_MS, OFFLINE_SYNC_INTERVAL_MS } from '@prato/core/domain/offline-queue';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { PendingSyncButton } from '@/components/offline/pending-sync-button';
import { useUser } from '@/features/auth/hooks/use-user';
import { useOfflineQueue } from '@/hooks/use-offline-queue';
import { offlineQueue, SYNC_MESSAGE } from '@/lib/offline-queue';

// The failed records' notice (and its dialog) loads only when a record has failed: not in the first load.
const FailedItemsNotice = lazy(() =>
  import('@/components/offline/failed-items-notice').then(({ FailedItemsNotice }) => ({ default: FailedItemsNotice })),
);

/** Sends the queue; the screens refresh when its records leave it (below), whoever sent them. */
const sync = () => void offlineQueue.sync();

/**
 * Offline queue, Sync and timing (decision 016): the signed-in user's queued records are
 * sent on app start, on the `online` event, every 5 minutes while any is pending, when the service
 * worker's Background Sync asks, and on a tap on the pending button; the count is re-read every 10 s.
 */
export function OfflineSync() {
  const user = useUser();
  const queryClient = useQueryClient();
  const { pending, failed } = useOfflineQueue();
  const hasPending = pending.length > 0;

  // A record that left the queue without failing reached the server, whoever sent it: this page, the
  // service worker's Background Sync or another tab. The lists, totals and the profile's weight are
  // read again to include it (what the server accepted, once).
  const wasPending = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const stillPending = new Set(pending.map((item) => item.id));
    const failedIds = new Set(failed.map((item) => item.id));
    const landed = [...wasPending.current].some((id) => !stillPending.has(id) && !failedIds.has(id));
    wasPending.current = stillPending;
    if (landed) void queryClient.invalidateQueries();
  }, [pending, failed, queryClient]);

  useEffect(() => {
    let active = true;
    void offlineQueue.setUser(user.id).then(() => {
      if (active) sync();
    });
    return () => {
      active = false;
    };
  }, [user.id]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === SYNC_MESSAGE) sync();
    };
    window.addEventListener('online', sync);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    const refresh = window.setInterval(() => void offlineQueue.refresh(), OFFLINE_PENDING_REFRESH_MS);
    return () => {
      window.removeEventListener('online', sync);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
      window.clearInterval(refresh);
    };
  }, []);

  useEffect(() => {
    if (!hasPending) return;
    const timer = window.setInterval(sync, OFFLINE_SYNC_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [hasPending]);

  return (
    <div className="pointer-events-none fixed right-4 bottom-20 z-40 flex max-w-[calc(100%-2rem)] flex-col items-end gap-2 md:right-8 md:bottom-24">
      {failed.length > 0 && (
        <Suspense fallback={null}>
          <FailedItemsNotice />
        </Suspense>
      )}
      <PendingSyncButton onSync={sync} />
    </div>
  );
}

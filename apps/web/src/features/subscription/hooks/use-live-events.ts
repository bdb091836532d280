import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** How long a stream the server refused (too many open on it: 503) waits before asking again. */
export const LIVE_EVENTS_RETRY_MS = 30_000;

/**
 * Subscription changes arrive live: the one way a change made elsewhere (a webhook, a sync, the
 * admin) reaches the screen, besides the explicit sync button. One EventSource per signed-in app (GET
 * /api/events; the browser reconnects by itself with Last-Event-ID); on a change the subscription
 * (useMySubscription) and everything else the plan decides (limits, history windows, premium gates)
 * are refetched, so the screens follow without a reload. A refusal (the server at its cap of streams
 * answers 503) closes an EventSource for good, so the hook opens a new one later and refetches on
 * reopening what may have changed meanwhile.
 */
export function useLiveEvents(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    // A read already on its way may have been answered before the change: it is dropped and asked again
    // (invalidating alone would wait for it when it has no data yet, and show what it brings).
    const onChange = () =>
      void queryClient.cancelQueries({ fetchStatus: 'fetching' }).then(() => queryClient.invalidateQueries());
    let source: EventSource | undefined;
    let retry: number | undefined;
    let reopening = false;
    const open = () => {
      const current = new EventSource('/api/events');
      source = current;
      current.addEventListener('subscription', onChange);
      // A diary change made in another tab or device (food diary writes, planned meals saved into it).
      current.addEventListener('diary', onChange);
      current.addEventListener('open', () => {
        if (reopening) onChange();
        reopening = false;
      });
      current.addEventListener('error', () => {
        if (current.readyState !== EventSource.CLOSED) return;
        reopening = true;
        retry = window.setTimeout(open, LIVE_EVENTS_RETRY_MS);
      });
    };
    open();
    return () => {
      window.clearTimeout(retry);
      source?.removeEventListener('subscription', onChange);
      source?.removeEventListener('diary', onChange);
      source?.close();
    };
  }, [userId, queryClient]);
}

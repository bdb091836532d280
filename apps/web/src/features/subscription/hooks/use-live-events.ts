import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Spec §4: subscription changes arrive live. One EventSource per signed-in app (GET /api/events; the
 * browser reconnects by itself with Last-Event-ID); on a change every query is refetched, so the
 * subscription card, the banners and the premium gates follow without a reload.
 */
export function useLiveEvents(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    const onChange = () => void queryClient.invalidateQueries();
    source.addEventListener('subscription', onChange);
    return () => {
      source.removeEventListener('subscription', onChange);
      source.close();
    };
  }, [userId, queryClient]);
}

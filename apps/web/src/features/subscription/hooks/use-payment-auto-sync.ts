import { PAYMENT_SYNC } from '@prato/core/domain/payments';
import { useEffect } from 'react';
import { syncPayments } from '../api/sync-payments';

const storageKey = (userId: string) => `prato-certo:payment-sync:${userId}`;

function readLastSync(userId: string): number {
  try {
    return Number(sessionStorage.getItem(storageKey(userId)) ?? 0) || 0;
  } catch {
    return 0;
  }
}

function markSynced(userId: string) {
  try {
    sessionStorage.setItem(storageKey(userId), String(Date.now()));
  } catch {
    // Private mode without storage: the sync still runs, it just is not deduplicated.
  }
}

/**
 * Auto sync of payments: once per login (skipped when one ran in the last 5 minutes, tracked in
 * session storage), every 5 minutes and on the `online` event; failures are swallowed and count as done.
 * What a sync applies needs no refresh here: the server announces it on the live stream, which
 * refetches the subscription (use-live-events), the one path by which a change reaches the screen.
 */
export function usePaymentAutoSync(userId: string) {
  useEffect(() => {
    const run = async (lookbackMs: number) => {
      markSynced(userId);
      try {
        await syncPayments(lookbackMs);
      } catch {
        // Swallowed: the next round or the webhook brings the change.
      }
    };
    if (Date.now() - readLastSync(userId) > PAYMENT_SYNC.dedupeMs) void run(PAYMENT_SYNC.loginLookbackMs);
    const timer = setInterval(() => void run(PAYMENT_SYNC.recentLookbackMs), PAYMENT_SYNC.intervalMs);
    const onOnline = () => void run(PAYMENT_SYNC.recentLookbackMs);
    window.addEventListener('online', onOnline);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [userId]);
}

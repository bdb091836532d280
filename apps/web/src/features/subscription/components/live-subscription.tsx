import { useLiveEvents } from '../hooks/use-live-events';
import { usePaymentAutoSync } from '../hooks/use-payment-auto-sync';

/** Mounted once in the signed-in shell: the live subscription stream and the automatic payment sync. */
export function LiveSubscription({ userId }: { userId: string }) {
  useLiveEvents(userId);
  usePaymentAutoSync(userId);
  return null;
}

import { PushPublicKeySchema } from '@prato/core/schemas/push';
import { api } from './api-client';

/**
 * Web Push for the water reminders while the app is closed (decision 012): this browser's push
 * subscription, created with the server's VAPID key and kept on the server for the signed-in user.
 */

export type PushState = 'subscribed' | 'unsupported' | 'failed';

const WORKER_WAIT_MS = 10_000;

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(current: ArrayBuffer | null | undefined, expected: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === expected.length && bytes.every((byte, index) => byte === expected[index]);
}

/** The active service worker's registration, or null when there is none within a few seconds. */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || typeof PushManager === 'undefined') {
    return null;
  }
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS)),
  ]);
}

/**
 * Subscribes this browser (or confirms its subscription, renewing it when the server's key changed)
 * and tells the server. Needs the notification permission already granted.
 */
export async function syncPushSubscription(): Promise<PushState> {
  const registration = await workerRegistration();
  if (!registration) return 'unsupported';
  try {
    const { publicKey } = await api.get('/push/public-key', PushPublicKeySchema);
    const key = base64UrlToBytes(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    await api.put('/push/subscriptions', subscription.toJSON());
    return 'subscribed';
  } catch {
    // No push service reachable (a browser without one, offline, blocked): reminders still come while open.
    return 'failed';
  }
}

/** On sign-out: this browser stops receiving the account's reminders (best effort, never blocks the sign-out). */
export async function forgetPushSubscription(): Promise<void> {
  try {
    const registration =
      typeof navigator !== 'undefined' && 'serviceWorker' in navigator
        ? await navigator.serviceWorker.getRegistration()
        : undefined;
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    await api.delete('/push/subscriptions', undefined, { endpoint: subscription.endpoint }).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // Nothing to forget.
  }
}

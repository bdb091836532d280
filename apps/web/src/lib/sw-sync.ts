import { SessionResponseSchema } from '@prato/core/schemas/auth';
import { api, ApiError } from './api-client';
import { isUnavailable, offlineQueue, SYNC_MESSAGE, SYNC_TAG, type OfflineQueue } from './offline-queue';

/**
 * Background Sync of the offline queue (decision 016), run by the service worker when the connection
 * comes back, even with the app closed. It is the page's own queue module (same stores, order, tries
 * and failed list), built into /sw-sync.js by build/service-worker-script.ts and loaded by the Workbox
 * worker with importScripts (decision 035), so the page and the worker cannot drift apart.
 */

/** The parts of the service worker's scope the sync uses (typed here: the app compiles with the DOM's types). */
export interface SyncWorkerScope {
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
  };
}

interface SyncEvent {
  tag: string;
  waitUntil(promise: Promise<unknown>): void;
}

interface WindowClient {
  postMessage(message: unknown): void;
}

/** The signed-in user, or null when signed out; a server that cannot answer now is thrown (retry later). */
async function signedInUserId(): Promise<string | null> {
  try {
    return (await api.get('/auth/session', SessionResponseSchema)).user.id;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    if (isUnavailable(error)) throw error;
    return null;
  }
}

async function sync(scope: SyncWorkerScope, queue: OfflineQueue): Promise<void> {
  // An open window syncs itself (and shows it): one sender at a time.
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.length > 0) {
    for (const client of windows) client.postMessage({ type: SYNC_MESSAGE });
    return;
  }
  const userId = await signedInUserId();
  // Signed out: the items wait for their user's next session in the app.
  if (!userId) return;
  await queue.setUser(userId);
  const { stopped } = await queue.sync();
  // Rejecting the sync event makes the browser fire it again later.
  if (stopped) throw new Error('offline queue: the server could not take the items now');
}

/** Listens for the queue's Background Sync tag in the service worker. */
export function listenForOfflineSync(scope: SyncWorkerScope, queue: OfflineQueue = offlineQueue): void {
  scope.addEventListener('sync', (event) => {
    if (event.tag === SYNC_TAG) event.waitUntil(sync(scope, queue));
  });
}

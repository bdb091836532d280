import { OFFLINE_ITEM_TYPES, OFFLINE_MAX_RETRIES, type OfflineItemType } from '@prato/core/domain/offline-queue';
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { z } from 'zod';
import { api, ApiError, GENERIC_ERROR_MESSAGE } from './api-client';

/**
 * Offline queue (decision 016): records logged without a connection wait in IndexedDB,
 * one entry per record keyed by the record's own client UUID, and are sent in the order they were
 * made. A refusal (4xx) is tried 3 times, then the item moves to a failed list the user sees; being
 * offline, a 5xx or a timeout never counts as a try. The service worker replays the same stores with
 * this same module (lib/sw-sync.ts, built into /sw-sync.js) when no window is open (Background Sync).
 */

export const QUEUE_DB = 'prato-offline-queue';
export const FAILED_DB = 'prato-offline-failed';
export const STORE_NAME = 'items';
/** The Background Sync tag the service worker listens for (lib/sw-sync.ts). */
export const SYNC_TAG = 'prato-offline-sync';
/** The message the service worker posts to open windows so the page syncs instead of it. */
export const SYNC_MESSAGE = 'prato:offline-sync';
/** A request that takes longer is abandoned and the item stays queued (never counted as a try). */
const SEND_TIMEOUT_MS = 20_000;

/** Where each new record is POSTed; the same request the screens make online. */
export const OFFLINE_ITEM_PATHS: Record<Exclude<OfflineItemType, 'reminder' | 'diary'>, string> = {
  meal: '/meals',
  weight: '/weights',
  activity: '/activities',
  water: '/hydration/intakes',
};

const QueueItemSchema = z.object({
  id: z.string().min(1),
  type: z.enum(OFFLINE_ITEM_TYPES),
  data: z.record(z.string(), z.unknown()),
  timestamp: z.number(),
  retries: z.number().int().min(0),
  /** The signed-in user who made it: only their session sends it (a shared device never mixes accounts). */
  userId: z.string().min(1),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

const FailedItemSchema = QueueItemSchema.extend({ failedAt: z.number(), message: z.string() });
export type FailedItem = z.infer<typeof FailedItemSchema>;

/** A key-value store of one kind of item; IndexedDB in the app, a Map in tests if wanted. */
export interface ItemStore {
  entries(): Promise<[string, unknown][]>;
  get(id: string): Promise<unknown>;
  set(id: string, value: unknown): Promise<void>;
  delete(id: string): Promise<void>;
}

/** An idb-keyval store, opened on first use (importing this module never touches IndexedDB). */
export function indexedDbStore(dbName: string): ItemStore {
  let store: UseStore | undefined;
  let factory: IDBFactory | undefined;
  // Reopened if the IndexedDB factory is replaced (tests start each case with an empty one).
  const opened = () => {
    if (!store || factory !== indexedDB) [store, factory] = [createStore(dbName, STORE_NAME), indexedDB];
    return store;
  };
  return {
    entries: async () => (await entries<IDBValidKey, unknown>(opened())).map(([key, value]) => [String(key), value]),
    get: (id) => get(id, opened()),
    set: (id, value) => set(id, value, opened()),
    delete: (id) => del(id, opened()),
  };
}

/**
 * A food diary write as the diary screen makes it online (features/diary): a method, a path under
 * /diary/ and a body, with a line that names it in the failed list. `id` is the write's client id (the
 * item's, the copy's or the new meal's, so a replay lands once; edits and deletions set an absolute state).
 */
export const DiaryWriteSchema = z.object({
  id: z.string().min(1),
  method: z.enum(['POST', 'PATCH', 'DELETE']),
  path: z.string().regex(/^\/diary\/[\w/-]+$/u),
  body: z.record(z.string(), z.unknown()).optional(),
  summary: z.string(),
});
export type DiaryWrite = z.infer<typeof DiaryWriteSchema>;

async function sendDiaryWrite<T>(data: Record<string, unknown>, schema: z.ZodType<T> | undefined, signal: AbortSignal) {
  const parsed = DiaryWriteSchema.safeParse(data);
  // Unreadable (storage tampered with): refused like a 4xx, so it ends in the failed list, never loops.
  if (!parsed.success) throw new ApiError(400, 'INVALID_OFFLINE_ITEM', GENERIC_ERROR_MESSAGE);
  const write = parsed.data;
  if (write.method === 'POST') return api.post(write.path, write.body, schema, signal);
  if (write.method === 'PATCH') return api.patch(write.path, write.body, schema, signal);
  try {
    return await api.delete(write.path, schema);
  } catch (error) {
    // Deleted already (an earlier replay, another device): what the deletion wanted is true.
    if (error instanceof ApiError && error.status === 404) return undefined as T;
    throw error;
  }
}

export type SendResult = 'sent' | 'refused' | 'unavailable';

/** Network down, timeout, 5xx, rate limit or no session: try later without counting a try. */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || [401, 408, 429].includes(error.status);
}

/**
 * Sends a record as the screen would online: a new record is POSTed with its client id (a repeated id
 * answers the same record, or 409 if not the user's); a reminder's mark is a PATCH of that reminder,
 * the same state whatever the number of replays.
 */
export function sendItem<T = unknown>(
  type: OfflineItemType,
  data: Record<string, unknown>,
  schema?: z.ZodType<T>,
  cancel?: AbortSignal,
): Promise<T> {
  const timeout = AbortSignal.timeout(SEND_TIMEOUT_MS);
  const signal = cancel && typeof AbortSignal.any === 'function' ? AbortSignal.any([timeout, cancel]) : timeout;
  if (type === 'diary') return sendDiaryWrite(data, schema, signal);
  if (type === 'reminder') {
    const { id, ...body } = data;
    return api.patch(`/hydration/intakes/${encodeURIComponent(String(id))}`, body, schema, signal);
  }
  return api.post(OFFLINE_ITEM_PATHS[type], data, schema, signal);
}

/**
 * What a sync did: how many items were sent, and whether it stopped on an item the server could not
 * take now (offline, 5xx, no session): those wait, in order, for the next trigger.
 */
export interface SyncResult {
  sent: number;
  stopped: boolean;
}

export interface QueueSnapshot {
  pending: QueueItem[];
  failed: FailedItem[];
  syncing: boolean;
}

const byTime = (a: QueueItem, b: QueueItem) => a.timestamp - b.timestamp || a.id.localeCompare(b.id);

export interface OfflineQueueOptions {
  pending: ItemStore;
  failed: ItemStore;
  /** Sends one item; `signal` aborts it when the signed-in user changes. */
  send?: (item: QueueItem, signal: AbortSignal) => Promise<unknown>;
  now?: () => number;
  /** Runs a sync exclusively across tabs (Web Locks); absent, syncs of this page are still serialised. */
  exclusive?: (run: () => Promise<void>) => Promise<void>;
}

export function createOfflineQueue({
  pending,
  failed,
  send = (item, signal) => sendItem(item.type, item.data, undefined, signal),
  now = Date.now,
  exclusive = (run) => run(),
}: OfflineQueueOptions) {
  let userId: string | null = null;
  let running: Promise<SyncResult> | null = null;
  /** A sync was asked for while one ran: it runs one more round for what was queued meanwhile. */
  let again = false;
  /** Aborted when the signed-in user changes: a sync never sends one account's items in another's session. */
  let userChange = new AbortController();
  /** Only the latest refresh updates the snapshot (an older read finishing later would be stale). */
  let refreshes = 0;
  let snapshot: QueueSnapshot = { pending: [], failed: [], syncing: false };
  const listeners = new Set<() => void>();

  /** Valid items, oldest first; an entry that cannot be read (corrupted storage) is removed alone. */
  async function read<T extends QueueItem>(store: ItemStore, schema: z.ZodType<T>): Promise<T[]> {
    const items: T[] = [];
    for (const [key, value] of await store.entries()) {
      const parsed = schema.safeParse(value);
      if (parsed.success && parsed.data.id === key) items.push(parsed.data);
      else await store.delete(key);
    }
    return items.sort(byTime);
  }

  const pendingItems = async () => (await read(pending, QueueItemSchema)).filter((item) => item.userId === userId);
  const failedItems = async () => (await read(failed, FailedItemSchema)).filter((item) => item.userId === userId);

  /** Re-reads storage (another tab or the service worker may have changed it) and tells the screens. */
  async function refresh(): Promise<QueueSnapshot> {
    const mine = ++refreshes;
    let lists: Pick<QueueSnapshot, 'pending' | 'failed'> = snapshot;
    try {
      const [p, f] = userId ? await Promise.all([pendingItems(), failedItems()]) : [[], []];
      lists = { pending: p, failed: f };
    } catch {
      // Storage unavailable (private mode, quota): the lists stay as last read; the sync state is still told.
    }
    if (mine !== refreshes) return snapshot;
    snapshot = { ...lists, syncing: running !== null };
    for (const listener of listeners) listener();
    return snapshot;
  }

  /** One item: sent → removed; refused → one more try counted, the third moves it to the failed list. */
  async function attempt(item: QueueItem, signal: AbortSignal): Promise<SendResult> {
    try {
      await send(item, signal);
      await pending.delete(item.id);
      return 'sent';
    } catch (error) {
      if (isUnavailable(error)) return 'unavailable';
      const retries = item.retries + 1;
      if (retries < OFFLINE_MAX_RETRIES) {
        await pending.set(item.id, { ...item, retries });
      } else {
        const message = error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
        const failedItem: FailedItem = { ...item, retries, failedAt: now(), message };
        await failed.set(item.id, failedItem);
        await pending.delete(item.id);
      }
      return 'refused';
    }
  }

  async function run(): Promise<SyncResult> {
    let sent = 0;
    let stopped = false;
    const { signal } = userChange;
    await exclusive(async () => {
      for (const item of await pendingItems()) {
        // Signed out (or another account signed in) meanwhile: the rest waits for its own user.
        if (signal.aborted) {
          stopped = true;
          break;
        }
        const result = await attempt(item, signal);
        if (result === 'sent') sent += 1;
        // No connection for this one means none for the rest: keep them, in order, for the next sync.
        if (result === 'unavailable') {
          stopped = true;
          break;
        }
      }
    });
    return { sent, stopped };
  }

  return {
    /** The signed-in user whose items are listed and sent (null when signed out). */
    async setUser(id: string | null) {
      if (id === userId) return;
      userChange.abort();
      userChange = new AbortController();
      userId = id;
      await refresh();
    },
    get userId() {
      return userId;
    },
    /** Adds a record (or replaces the pending one with the same id, keeping its place and tries). */
    async enqueue(type: OfflineItemType, data: Record<string, unknown> & { id: string }) {
      if (!userId) throw new Error('offline queue: no signed-in user');
      const existing = QueueItemSchema.safeParse(await pending.get(data.id));
      const item: QueueItem = existing.success
        ? { ...existing.data, data }
        : { id: data.id, type, data, timestamp: now(), retries: 0, userId };
      await pending.set(item.id, item);
      await refresh();
      return item;
    },
    /**
     * Sends the pending items in order, one sync at a time: a call while one runs joins it, and the
     * running sync then takes one more round for what was queued meanwhile (it had read the queue
     * before). Every caller gets what the whole sync sent.
     */
    sync(): Promise<SyncResult> {
      if (!userId) return Promise.resolve({ sent: 0, stopped: false });
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let result: SyncResult = { sent: 0, stopped: false };
        try {
          do {
            again = false;
            const round = await run();
            result = { sent: result.sent + round.sent, stopped: round.stopped };
          } while (again && userId);
        } catch {
          // Storage unavailable (private mode, quota): the items stay where they are for the next trigger.
          result = { ...result, stopped: true };
        } finally {
          running = null;
        }
        await refresh();
        return result;
      })();
      snapshot = { ...snapshot, syncing: true };
      for (const listener of listeners) listener();
      return running;
    },
    /** Puts a failed item back at the end of the queue with its tries reset. */
    async retryFailed(id: string) {
      const parsed = FailedItemSchema.safeParse(await failed.get(id));
      if (!parsed.success || parsed.data.userId !== userId) return;
      const { failedAt: _failedAt, message: _message, ...item } = parsed.data;
      await pending.set(id, { ...item, retries: 0, timestamp: now() });
      await failed.delete(id);
      await refresh();
    },
    async discardFailed(id: string) {
      const parsed = FailedItemSchema.safeParse(await failed.get(id));
      if (parsed.success && parsed.data.userId === userId) await failed.delete(id);
      await refresh();
    },
    /** The account was deleted: its records waiting on this device (pending or failed) go with it. */
    async forgetUser(id: string) {
      for (const store of [pending, failed]) {
        for (const [key, value] of await store.entries()) {
          if (value !== null && typeof value === 'object' && (value as { userId?: unknown }).userId === id) {
            await store.delete(key);
          }
        }
      }
      if (userId === id) userId = null;
      await refresh();
    },
    refresh,
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type OfflineQueue = ReturnType<typeof createOfflineQueue>;

/** Web Locks when the browser has them: one tab (or the service worker) syncs at a time. */
async function acrossTabs(run: () => Promise<void>): Promise<void> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return run();
  await navigator.locks.request(SYNC_TAG, { ifAvailable: true }, async (lock) => {
    if (lock) await run();
  });
}

/** The app's queue. */
export const offlineQueue = createOfflineQueue({
  pending: indexedDbStore(QUEUE_DB),
  failed: indexedDbStore(FAILED_DB),
  exclusive: acrossTabs,
});

/** Asks the service worker to sync when the connection comes back, even if the app is closed by then. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const registration = (await navigator.serviceWorker.getRegistration()) as
      (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari) or not allowed: the page's own triggers still sync.
  }
}

export type SubmitResult<T> = { status: 'saved'; record: T } | { status: 'queued'; item: QueueItem };

/**
 * The write path of the screens: sent at once when possible; queued when offline or when the request
 * fails for network reasons (or a 5xx). A refusal (4xx) is thrown as the ApiError it is, for the form.
 */
export async function submitOrQueue<T>(
  type: OfflineItemType,
  data: Record<string, unknown> & { id: string },
  schema: z.ZodType<T>,
  queue: OfflineQueue = offlineQueue,
): Promise<SubmitResult<T>> {
  if (typeof navigator === 'undefined' || navigator.onLine) {
    try {
      return { status: 'saved', record: await sendItem(type, data, schema) };
    } catch (error) {
      if (!isUnavailable(error) || (error instanceof ApiError && error.status === 401)) throw error;
    }
  }
  const item = await queue.enqueue(type, data);
  void requestBackgroundSync();
  return { status: 'queued', item };
}

import { readFileSync } from 'node:fs';
import { expect, test, vi } from 'vitest';
import {
  createOfflineQueue,
  FAILED_DB,
  indexedDbStore,
  OFFLINE_ITEM_PATHS,
  QUEUE_DB,
  SYNC_MESSAGE,
  SYNC_TAG,
} from './offline-queue';

const source = readFileSync(`${process.cwd().replace(/\/apps\/web$/, '')}/apps/web/public/sw-sync.js`, 'utf8');

type Listener = (event: Record<string, unknown>) => void;
type Answer = { status: number; body?: unknown } | 'offline';

/**
 * Loads public/sw-sync.js into a stand-in of the service worker's scope, over the test's IndexedDB
 * (the page's queue writes it, the worker reads it) and a scripted server.
 */
function loadWorker({
  windows = [],
  session = 'user-1',
  answer = () => ({ status: 201 }),
}: {
  windows?: { postMessage: (message: unknown) => void }[];
  session?: string | null;
  answer?: (path: string, body: Record<string, unknown>) => Answer;
} = {}) {
  const listeners = new Map<string, Listener>();
  const posts: { method?: string; path: string; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (path: string, init?: { method?: string; body?: string }) => {
    if (path === '/api/auth/session') {
      return session
        ? new Response(JSON.stringify({ user: { id: session } }), { status: 200 })
        : new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'x' } }), { status: 401 });
    }
    const body = JSON.parse(init?.body ?? '{}') as Record<string, unknown>;
    posts.push({ method: init?.method, path, body });
    const result = answer(path, body);
    if (result === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(result.body ?? {}), { status: result.status });
  });
  const self = {
    indexedDB,
    fetch,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    clients: { matchAll: vi.fn(async () => windows) },
  };
  new Function('self', source)(self);
  async function sync(tag = SYNC_TAG) {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get('sync')?.({ tag, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    return pending;
  }
  return { sync, posts, fetch };
}

/** The page's queue over the same IndexedDB, to enqueue and to read what the worker left. */
async function pageQueue(userId = 'user-1') {
  let clock = 1;
  const queue = createOfflineQueue({
    pending: indexedDbStore(QUEUE_DB),
    failed: indexedDbStore(FAILED_DB),
    now: () => clock++,
  });
  await queue.setUser(userId);
  return queue;
}

test('with a window open the worker asks it to sync and sends nothing itself', async () => {
  const queue = await pageQueue();
  await queue.enqueue('weight', { id: 'a', weight: 70 });
  const postMessage = vi.fn();
  const worker = loadWorker({ windows: [{ postMessage }] });

  await worker.sync();

  expect(postMessage).toHaveBeenCalledWith({ type: SYNC_MESSAGE });
  expect(worker.fetch).not.toHaveBeenCalled();
  expect((await queue.refresh()).pending).toHaveLength(1);
});

test("with no window it sends the signed-in user's items oldest first to their endpoints and removes them", async () => {
  const queue = await pageQueue();
  await queue.enqueue('meal', { id: 'm', mealType: 'lunch' });
  await queue.enqueue('weight', { id: 'w', weight: 70 });
  await queue.enqueue('activity', { id: 'a', activityType: 'Yoga', durationMinutes: 30 });
  await queue.enqueue('water', { id: 'h', amountMl: 250 });
  await queue.enqueue('reminder', { id: 'r', completed: true, markedAt: '2025-06-10T10:05:00.000Z' });
  await queue.setUser('user-2');
  await queue.enqueue('weight', { id: 'other', weight: 90 });
  const worker = loadWorker();

  await worker.sync();

  expect(worker.posts.map(({ path, body }) => [path, body.id])).toEqual([
    ['/api/meals', 'm'],
    ['/api/weights', 'w'],
    ['/api/activities', 'a'],
    ['/api/hydration/intakes', 'h'],
    // A reminder's mark: a PATCH of that reminder, its id in the path only.
    ['/api/hydration/intakes/r', undefined],
  ]);
  expect(worker.posts.at(-1)).toEqual({
    method: 'PATCH',
    path: '/api/hydration/intakes/r',
    body: { completed: true, markedAt: '2025-06-10T10:05:00.000Z' },
  });
  // Another account's item waits for that account.
  expect((await queue.refresh()).pending.map((item) => item.id)).toEqual(['other']);
  await queue.setUser('user-1');
  expect(queue.getSnapshot().pending).toEqual([]);
});

test('offline or a 5xx rejects the event (the browser retries later) without counting a try', async () => {
  const queue = await pageQueue();
  await queue.enqueue('weight', { id: 'a', weight: 70 });
  await queue.enqueue('weight', { id: 'b', weight: 71 });

  await expect(loadWorker({ answer: () => 'offline' }).sync()).rejects.toThrow();
  await expect(loadWorker({ answer: () => ({ status: 503 }) }).sync()).rejects.toThrow();

  expect((await queue.refresh()).pending.map((item) => [item.id, item.retries])).toEqual([
    ['a', 0],
    ['b', 0],
  ]);
});

test('a refusal counts a try; the third moves the item to the failed list with the server message', async () => {
  const queue = await pageQueue();
  await queue.enqueue('weight', { id: 'bad', weight: 500 });
  const refuse = () => ({ status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'Peso inválido.' } } });

  await loadWorker({ answer: refuse }).sync();
  expect((await queue.refresh()).pending).toEqual([expect.objectContaining({ id: 'bad', retries: 1 })]);
  await loadWorker({ answer: refuse }).sync();
  await loadWorker({ answer: refuse }).sync();

  const { pending, failed } = await queue.refresh();
  expect(pending).toEqual([]);
  expect(failed).toEqual([expect.objectContaining({ id: 'bad', retries: 3, message: 'Peso inválido.' })]);
});

test('signed out, or another tag, sends nothing', async () => {
  const queue = await pageQueue();
  await queue.enqueue('weight', { id: 'a', weight: 70 });

  const signedOut = loadWorker({ session: null });
  await signedOut.sync();
  expect(signedOut.posts).toEqual([]);
  const other = loadWorker();
  await other.sync('something-else');
  expect(other.fetch).not.toHaveBeenCalled();
  expect((await queue.refresh()).pending).toHaveLength(1);
});

test('the worker and the page agree on the endpoints and the database names', () => {
  expect(source).toContain(`'${SYNC_TAG}'`);
  expect(source).toContain(`'${SYNC_MESSAGE}'`);
  expect(source).toContain(`'${QUEUE_DB}'`);
  expect(source).toContain(`'${FAILED_DB}'`);
  for (const [type, path] of Object.entries(OFFLINE_ITEM_PATHS)) expect(source).toContain(`${type}: '/api${path}'`);
});

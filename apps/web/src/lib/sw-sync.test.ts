import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { signedIn, signedOut } from '@/testing/handlers';
import { server } from '@/testing/server';
import { createOfflineQueue, FAILED_DB, indexedDbStore, QUEUE_DB, SYNC_MESSAGE, SYNC_TAG } from './offline-queue';
import { listenForOfflineSync, type SyncWorkerScope } from './sw-sync';

type Listener = Parameters<SyncWorkerScope['addEventListener']>[1];
type Answer = { status: number; body?: unknown } | 'offline';

/** What the worker sent, in order. */
interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/**
 * The worker's sync over a stand-in of its scope (windows open or not), the test's IndexedDB (the page's
 * queue writes it, the worker reads it) and a scripted server at the HTTP boundary.
 */
function loadWorker({
  windows = [],
  answer = () => ({ status: 201 }),
}: {
  windows?: { postMessage: (message: unknown) => void }[];
  answer?: (path: string, body: Record<string, unknown>) => Answer;
} = {}) {
  let listener: Listener | undefined;
  const sent: Sent[] = [];
  const record = async ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ method: request.method, path, body });
    const result = answer(path, body);
    if (result === 'offline') return HttpResponse.error();
    return HttpResponse.json(result.body ?? {}, { status: result.status });
  };
  server.use(http.post('/api/*', record), http.patch('/api/*', record));
  const scope: SyncWorkerScope = {
    addEventListener: (_type, added) => (listener = added),
    clients: { matchAll: vi.fn(async () => windows) },
  };
  listenForOfflineSync(scope);
  async function sync(tag = SYNC_TAG) {
    let pending: Promise<unknown> = Promise.resolve();
    listener?.({ tag, waitUntil: (promise) => (pending = promise) });
    return pending;
  }
  return { sync, sent, scope };
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
  server.use(signedIn());
  const worker = loadWorker({ windows: [{ postMessage }] });

  await worker.sync();

  expect(postMessage).toHaveBeenCalledWith({ type: SYNC_MESSAGE });
  expect(worker.sent).toEqual([]);
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
  server.use(signedIn());
  const worker = loadWorker();

  await worker.sync();

  expect(worker.sent.map(({ method, path, body }) => [method, path, body.id])).toEqual([
    ['POST', '/api/meals', 'm'],
    ['POST', '/api/weights', 'w'],
    ['POST', '/api/activities', 'a'],
    ['POST', '/api/hydration/intakes', 'h'],
    // A reminder's mark: a PATCH of that reminder, its id in the path only.
    ['PATCH', '/api/hydration/intakes/r', undefined],
  ]);
  expect(worker.sent.at(-1)?.body).toEqual({ completed: true, markedAt: '2025-06-10T10:05:00.000Z' });
  // Another account's item waits for that account.
  expect((await queue.refresh()).pending.map((item) => item.id)).toEqual(['other']);
  await queue.setUser('user-1');
  expect(queue.getSnapshot().pending).toEqual([]);
});

test('offline or a 5xx rejects the event (the browser retries later) without counting a try', async () => {
  const queue = await pageQueue();
  await queue.enqueue('weight', { id: 'a', weight: 70 });
  await queue.enqueue('weight', { id: 'b', weight: 71 });
  server.use(signedIn());

  await expect(loadWorker({ answer: () => 'offline' }).sync()).rejects.toThrow();
  await expect(loadWorker({ answer: () => ({ status: 503 }) }).sync()).rejects.toThrow();

  expect((await queue.refresh()).pending.map((item) => [item.id, item.retries])).toEqual([
    ['a', 0],
    ['b', 0],
  ]);
});

test('a session the server cannot answer now rejects the event too, and sends nothing', async () => {
  const queue = await pageQueue();
  await queue.enqueue('weight', { id: 'a', weight: 70 });
  server.use(http.get('/api/auth/session', () => HttpResponse.error()));
  const worker = loadWorker();

  await expect(worker.sync()).rejects.toThrow();

  expect(worker.sent).toEqual([]);
  expect((await queue.refresh()).pending).toHaveLength(1);
});

test('a refusal counts a try; the third moves the item to the failed list with the server message', async () => {
  const queue = await pageQueue();
  await queue.enqueue('weight', { id: 'bad', weight: 500 });
  server.use(signedIn());
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

  server.use(signedOut());
  const signedOutWorker = loadWorker();
  await signedOutWorker.sync();
  expect(signedOutWorker.sent).toEqual([]);

  server.use(signedIn());
  const other = loadWorker();
  await other.sync('something-else');
  expect(other.sent).toEqual([]);
  expect(other.scope.clients.matchAll).not.toHaveBeenCalled();
  expect((await queue.refresh()).pending).toHaveLength(1);
});

import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { z } from 'zod';
import { apiError } from '@/testing/handlers';
import { server } from '@/testing/server';
import { ApiError } from './api-client';
import { createOfflineQueue, indexedDbStore, submitOrQueue, type ItemStore, type QueueItem } from './offline-queue';

function memoryStore(initial: Record<string, unknown> = {}): ItemStore & { map: Map<string, unknown> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    entries: async () => [...map.entries()],
    get: async (id) => map.get(id),
    set: async (id, value) => void map.set(id, structuredClone(value)),
    delete: async (id) => void map.delete(id),
  };
}

/** A queue over in-memory stores with a clock that ticks 1 ms per item, and a scripted server. */
async function setup(answers: (item: QueueItem, signal?: AbortSignal) => Promise<unknown> = async () => ({})) {
  let clock = 1_000;
  const pending = memoryStore();
  const failed = memoryStore();
  const sent: string[] = [];
  const queue = createOfflineQueue({
    pending,
    failed,
    now: () => clock++,
    send: async (item, signal) => {
      sent.push(item.id);
      return answers(item, signal);
    },
  });
  await queue.setUser('user-1');
  return { queue, pending, failed, sent };
}

const refused = () => Promise.reject(new ApiError(400, 'VALIDATION_ERROR', 'Informe um peso entre 20 e 300 kg.'));
const offline = () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'Erro ao processar solicitação'));

test('items are sent oldest first and leave the queue once the server has them', async () => {
  const { queue, sent } = await setup();
  await queue.enqueue('weight', { id: 'a', weight: 70 });
  await queue.enqueue('activity', { id: 'b', activityType: 'Corrida', durationMinutes: 30 });
  await queue.enqueue('meal', { id: 'c', mealType: 'lunch' });

  expect(queue.getSnapshot().pending.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  expect(await queue.sync()).toEqual({ sent: 3, stopped: false });
  expect(sent).toEqual(['a', 'b', 'c']);
  expect(queue.getSnapshot()).toMatchObject({ pending: [], failed: [], syncing: false });
});

test('enqueuing the same id again keeps one item, in its first place, with the newest data', async () => {
  const { queue } = await setup();
  await queue.enqueue('weight', { id: 'a', weight: 70 });
  await queue.enqueue('weight', { id: 'b', weight: 71 });
  await queue.enqueue('weight', { id: 'a', weight: 72 });

  const { pending } = queue.getSnapshot();
  expect(pending.map((item) => [item.id, item.data.weight])).toEqual([
    ['a', 72],
    ['b', 71],
  ]);
});

test('a refusal counts a try; the third moves the item to the failed list with the server message', async () => {
  const { queue, failed } = await setup((item) => (item.id === 'bad' ? refused() : Promise.resolve({})));
  await queue.enqueue('weight', { id: 'bad', weight: 500 });
  await queue.enqueue('weight', { id: 'good', weight: 70 });

  await queue.sync();
  // The refused item does not hold back the ones after it.
  expect(queue.getSnapshot().pending).toEqual([expect.objectContaining({ id: 'bad', retries: 1 })]);
  await queue.sync();
  expect(queue.getSnapshot().pending).toEqual([expect.objectContaining({ id: 'bad', retries: 2 })]);
  await queue.sync();

  expect(queue.getSnapshot().pending).toEqual([]);
  expect(queue.getSnapshot().failed).toEqual([
    expect.objectContaining({
      id: 'bad',
      type: 'weight',
      retries: 3,
      data: { id: 'bad', weight: 500 },
      message: 'Informe um peso entre 20 e 300 kg.',
    }),
  ]);
  expect(failed.map.has('bad')).toBe(true);
});

test('being offline, a 5xx, a timeout or a lost session never consumes a try, and later items wait in order', async () => {
  const failures = [
    offline,
    () => Promise.reject(new ApiError(503, 'HTTP_ERROR', 'Erro ao processar solicitação')),
    () => Promise.reject(new ApiError(401, 'UNAUTHENTICATED', 'Usuário não autenticado')),
    () => Promise.reject(new ApiError(429, 'RATE_LIMITED', 'Muitas requisições')),
  ];
  let next = 0;
  const { queue, sent } = await setup(() => {
    const failure = failures[next++];
    return failure ? failure() : Promise.resolve({});
  });
  await queue.enqueue('meal', { id: 'first' });
  await queue.enqueue('meal', { id: 'second' });

  for (let run = 0; run < failures.length; run++) {
    expect(await queue.sync()).toEqual({ sent: 0, stopped: true });
    expect(queue.getSnapshot().pending.map((item) => [item.id, item.retries])).toEqual([
      ['first', 0],
      ['second', 0],
    ]);
  }
  expect(await queue.sync()).toEqual({ sent: 2, stopped: false });
  expect(sent).toEqual(['first', 'first', 'first', 'first', 'first', 'second']);
});

test('a corrupted entry is dropped alone; the other items are kept and sent', async () => {
  const good: QueueItem = {
    id: 'ok',
    type: 'weight',
    data: { id: 'ok', weight: 70 },
    timestamp: 5,
    retries: 0,
    userId: 'user-1',
  };
  const pending = memoryStore({
    ok: good,
    garbage: '{"id": "garb',
    wrongShape: { id: 'wrongShape', type: 'pizza', data: null },
    mismatched: { ...good, id: 'other' },
  });
  const sent: string[] = [];
  const queue = createOfflineQueue({ pending, failed: memoryStore(), send: async (item) => void sent.push(item.id) });
  await queue.setUser('user-1');

  expect(queue.getSnapshot().pending).toEqual([good]);
  expect([...pending.map.keys()]).toEqual(['ok']);
  await queue.sync();
  expect(sent).toEqual(['ok']);
});

test("another account's items on the same device are neither listed nor sent", async () => {
  const { queue, sent } = await setup();
  await queue.enqueue('weight', { id: 'mine', weight: 70 });
  await queue.setUser('user-2');
  expect(queue.getSnapshot().pending).toEqual([]);
  await queue.enqueue('weight', { id: 'theirs', weight: 80 });
  await queue.sync();
  expect(sent).toEqual(['theirs']);

  await queue.setUser('user-1');
  expect(queue.getSnapshot().pending.map((item) => item.id)).toEqual(['mine']);
});

test('a failed item can be put back in the queue with its tries reset, or discarded', async () => {
  let accept = false;
  const { queue } = await setup(() => (accept ? Promise.resolve({}) : refused()));
  await queue.enqueue('activity', { id: 'x', activityType: 'Yoga', durationMinutes: 700 });
  await queue.enqueue('activity', { id: 'y', activityType: 'Yoga', durationMinutes: 900 });
  for (let run = 0; run < 3; run++) await queue.sync();
  expect(queue.getSnapshot().failed.map((item) => item.id)).toEqual(['x', 'y']);

  await queue.retryFailed('x');
  expect(queue.getSnapshot().pending).toEqual([expect.objectContaining({ id: 'x', retries: 0 })]);
  accept = true;
  expect(await queue.sync()).toEqual({ sent: 1, stopped: false });

  await queue.discardFailed('y');
  expect(queue.getSnapshot()).toMatchObject({ pending: [], failed: [] });
});

test('a second sync while one runs joins it instead of sending the items twice', async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const { queue, sent } = await setup(() => gate);
  await queue.enqueue('weight', { id: 'a', weight: 70 });

  const first = queue.sync();
  const second = queue.sync();
  expect(queue.getSnapshot().syncing).toBe(true);
  release();
  // Both callers learn what was sent (the screen reloads its lists only when something was).
  expect(await Promise.all([first, second])).toEqual([
    { sent: 1, stopped: false },
    { sent: 1, stopped: false },
  ]);
  expect(sent).toEqual(['a']);
  expect(queue.getSnapshot().syncing).toBe(false);
});

test('an item queued while a sync runs is sent by that sync when another sync was asked for', async () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const { queue, sent } = await setup((item) => (item.id === 'a' ? gate : Promise.resolve({})));
  await queue.enqueue('weight', { id: 'a', weight: 70 });

  const first = queue.sync();
  // The running sync read the queue before this item existed; the 'online' event asks again.
  await queue.enqueue('activity', { id: 'b', activityType: 'Corrida', durationMinutes: 30 });
  const second = queue.sync();
  release();

  expect(await second).toEqual({ sent: 2, stopped: false });
  expect(await first).toEqual({ sent: 2, stopped: false });
  expect(sent).toEqual(['a', 'b']);
  expect(queue.getSnapshot()).toMatchObject({ pending: [], syncing: false });
});

test("signing out aborts the running sync: the send in flight is cancelled and the account's items stay for it", async () => {
  let answer: () => void = () => {};
  const { queue, sent, pending } = await setup((item, signal) =>
    item.id === 'a'
      ? new Promise((resolve, reject) => {
          answer = () => resolve({});
          signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        })
      : Promise.resolve({}),
  );
  await queue.enqueue('weight', { id: 'a', weight: 70 });
  await queue.enqueue('weight', { id: 'b', weight: 71 });

  const running = queue.sync();
  await vi.waitFor(() => expect(sent).toEqual(['a']));
  await queue.setUser('user-2');
  answer();

  // Without the abort this sync would wait on the request, then send 'b' in the next account's session.
  expect(await running).toEqual({ sent: 0, stopped: true });
  expect(sent).toEqual(['a']);
  expect([...pending.map.keys()].sort()).toEqual(['a', 'b']);
  expect(queue.getSnapshot()).toMatchObject({ pending: [], syncing: false });
  await queue.setUser('user-1');
  expect(queue.getSnapshot().pending.map((item) => item.id)).toEqual(['a', 'b']);
});

test('IndexedDB keeps the queue across a reload (a new queue over the same database)', async () => {
  const stores = () => ({ pending: indexedDbStore('test-queue'), failed: indexedDbStore('test-failed') });
  const before = createOfflineQueue({ ...stores(), send: offline });
  await before.setUser('user-1');
  await before.enqueue('water', { id: 'w1', amountMl: 250 });
  await before.enqueue('weight', { id: 'w2', weight: 70 });

  const sent: string[] = [];
  const after = createOfflineQueue({ ...stores(), send: async (item) => void sent.push(item.id) });
  await after.setUser('user-1');
  expect(after.getSnapshot().pending.map((item) => [item.type, item.id])).toEqual([
    ['water', 'w1'],
    ['weight', 'w2'],
  ]);
  await after.sync();
  expect(sent).toEqual(['w1', 'w2']);
});

test('submitOrQueue sends at once online, queues on a network failure or a 5xx, and throws a refusal', async () => {
  const { queue } = await setup();
  const schema = z.object({ id: z.string() });

  server.use(
    http.post('/api/weights', async ({ request }) => HttpResponse.json(await request.json(), { status: 201 })),
  );
  expect(await submitOrQueue('weight', { id: 'a', weight: 70 }, schema, queue)).toEqual({
    status: 'saved',
    record: { id: 'a' },
  });

  server.use(http.post('/api/weights', () => HttpResponse.error()));
  expect(await submitOrQueue('weight', { id: 'b', weight: 70 }, schema, queue)).toMatchObject({ status: 'queued' });
  server.use(http.post('/api/weights', () => apiError(503, 'UNAVAILABLE', 'Indisponível')));
  expect(await submitOrQueue('weight', { id: 'c', weight: 70 }, schema, queue)).toMatchObject({ status: 'queued' });
  server.use(http.post('/api/weights', () => apiError(400, 'VALIDATION_ERROR', 'Informe um peso entre 20 e 300 kg.')));
  await expect(submitOrQueue('weight', { id: 'd', weight: 500 }, schema, queue)).rejects.toMatchObject({
    status: 400,
    message: 'Informe um peso entre 20 e 300 kg.',
  });
  expect(queue.getSnapshot().pending.map((item) => item.id)).toEqual(['b', 'c']);
});

test('submitOrQueue queues without a request while the browser is offline', async () => {
  const { queue } = await setup();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const request = vi.fn(() => HttpResponse.json({}));
  server.use(http.post('/api/activities', request));

  const result = await submitOrQueue(
    'activity',
    { id: 'a', activityType: 'Corrida', durationMinutes: 20 },
    z.unknown(),
    queue,
  );

  expect(result).toMatchObject({ status: 'queued', item: { id: 'a', type: 'activity', retries: 0, userId: 'user-1' } });
  expect(request).not.toHaveBeenCalled();
});

test('deleting the account forgets its records on the device, and only its own', async () => {
  const { queue, pending, failed } = await setup();
  await queue.enqueue('weight', { id: 'mine', weight: 70 });
  await failed.set('mine-failed', {
    id: 'mine-failed',
    userId: 'user-1',
    type: 'weight',
    data: {},
    timestamp: 1,
    retries: 3,
    failedAt: 1,
    message: 'x',
  });
  await queue.setUser('user-2');
  await queue.enqueue('weight', { id: 'theirs', weight: 80 });

  await queue.forgetUser('user-1');

  expect([...pending.map.keys()]).toEqual(['theirs']);
  expect([...failed.map.keys()]).toEqual([]);
  expect(queue.getSnapshot().pending.map((item) => item.id)).toEqual(['theirs']);
});

import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { server } from '@/testing/server';
import { forgetPushSubscription, syncPushSubscription } from './push';

// A 65-byte key in base64url, as the server's GET /api/push/public-key gives it.
const SERVER_KEY = Buffer.from(Uint8Array.from({ length: 65 }, (_, index) => index + 1)).toString('base64url');
const OTHER_KEY = Buffer.from(Uint8Array.from({ length: 65 }, () => 7)).toString('base64url');
const keyBytes = (key: string) => Uint8Array.from(Buffer.from(key, 'base64url')).buffer;

function fakeSubscription(endpoint: string, key: string) {
  return {
    endpoint,
    options: { applicationServerKey: keyBytes(key) },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

/** A browser with a service worker whose push manager holds `existing` (or nothing). */
function browserWith(existing: ReturnType<typeof fakeSubscription> | null) {
  const created = fakeSubscription('https://push.example/new', SERVER_KEY);
  const pushManager = {
    getSubscription: vi.fn(async () => existing),
    subscribe: vi.fn(async () => created),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { pushManager, created };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function serverRecording() {
  const saved: unknown[] = [];
  const removed: unknown[] = [];
  server.use(
    http.get('/api/push/public-key', () => HttpResponse.json({ publicKey: SERVER_KEY })),
    http.put('/api/push/subscriptions', async ({ request }) => {
      saved.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('/api/push/subscriptions', async ({ request }) => {
      removed.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { saved, removed };
}

test('subscribes with the server key and hands the subscription to the server', async () => {
  const { saved } = serverRecording();
  const { pushManager } = browserWith(null);
  await expect(syncPushSubscription()).resolves.toBe('subscribed');
  const [options] = pushManager.subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }];
  expect(Buffer.from(options.applicationServerKey).toString('base64url')).toBe(SERVER_KEY);
  expect(saved).toEqual([
    { endpoint: 'https://push.example/new', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } },
  ]);
});

test('an existing subscription is kept when its key is the server’s, renewed when the key changed', async () => {
  const { saved } = serverRecording();
  const current = fakeSubscription('https://push.example/current', SERVER_KEY);
  const same = browserWith(current);
  await syncPushSubscription();
  expect(same.pushManager.subscribe).not.toHaveBeenCalled();
  expect(saved.at(-1)).toMatchObject({ endpoint: 'https://push.example/current' });

  const stale = fakeSubscription('https://push.example/stale', OTHER_KEY);
  const renewed = browserWith(stale);
  await syncPushSubscription();
  expect(stale.unsubscribe).toHaveBeenCalled();
  expect(renewed.pushManager.subscribe).toHaveBeenCalled();
  expect(saved.at(-1)).toMatchObject({ endpoint: 'https://push.example/new' });
});

test('no push in this browser: unsupported; a push service that refuses: failed (reminders only while open)', async () => {
  await expect(syncPushSubscription()).resolves.toBe('unsupported');
  serverRecording();
  const { pushManager } = browserWith(null);
  pushManager.subscribe.mockRejectedValueOnce(new DOMException('Registration failed', 'AbortError'));
  await expect(syncPushSubscription()).resolves.toBe('failed');
});

test('signing out forgets this browser’s subscription on the server and in the browser', async () => {
  const { removed } = serverRecording();
  const current = fakeSubscription('https://push.example/current', SERVER_KEY);
  browserWith(current);
  await forgetPushSubscription();
  expect(removed).toEqual([{ endpoint: 'https://push.example/current' }]);
  expect(current.unsubscribe).toHaveBeenCalled();
});

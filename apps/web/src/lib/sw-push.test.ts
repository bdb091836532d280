import { readFileSync } from 'node:fs';
import { reminderNotification } from '@prato/core/domain/hydration';
import { expect, test, vi } from 'vitest';

const source = readFileSync(`${process.cwd().replace(/\/apps\/web$/, '')}/apps/web/public/sw-push.js`, 'utf8');

type Listener = (event: Record<string, unknown>) => void;

/** Loads public/sw-push.js into a stand-in of the service worker's global scope. */
function loadWorker(
  windows: { url: string; focus: () => Promise<unknown>; navigate: (url: string) => unknown }[] = [],
) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: { origin: 'https://pratocerto.app' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  new Function('self', source)(self);
  /** Dispatches an event and waits for what it handed to waitUntil. */
  async function dispatch(type: string, event: Record<string, unknown>) {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  }
  return { self, dispatch };
}

const pushEvent = (payload: unknown) => ({
  data: {
    json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
  },
});

test('a pushed reminder is shown with the text, tag, sound and vibration the server chose', async () => {
  const worker = loadWorker();
  const message = reminderNotification(
    { id: 'a1b2', scheduledTime: '10:00', amountMl: 250 },
    { unit: 'liters', soundEnabled: false, vibrationEnabled: true },
  );
  await worker.dispatch('push', pushEvent(message));
  expect(worker.self.registration.showNotification).toHaveBeenCalledWith('Hora de beber água', {
    body: 'Lembrete das 10:00: 0,25 L de água.',
    tag: 'hydration-a1b2',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    lang: 'pt-BR',
    silent: true,
    vibrate: [200, 100, 200],
    data: { url: '/hydration' },
  });
});

test('without vibration no pattern is set; a payload that is not a reminder shows nothing', async () => {
  const worker = loadWorker();
  const message = reminderNotification(
    { id: 'c3', scheduledTime: '23:00', amountMl: 300 },
    { unit: 'ml', soundEnabled: true, vibrationEnabled: false },
  );
  await worker.dispatch('push', pushEvent(message));
  const [, options] = worker.self.registration.showNotification.mock.calls[0] as unknown as [string, object];
  expect(options).not.toHaveProperty('vibrate');
  expect(options).toMatchObject({ silent: false, body: 'Lembrete das 23:00: 300 ml de água.' });

  await worker.dispatch('push', pushEvent('not json {'));
  await worker.dispatch('push', pushEvent({ body: 'no title' }));
  await worker.dispatch('push', { data: null });
  expect(worker.self.registration.showNotification).toHaveBeenCalledTimes(1);
});

test('a tap opens the hydration screen: in the open window if there is one, else a new one; never another site', async () => {
  const navigate = vi.fn();
  const open = { url: 'https://pratocerto.app/home', focus: vi.fn(async () => open), navigate };
  const withWindow = loadWorker([open]);
  const close = vi.fn();
  await withWindow.dispatch('notificationclick', { notification: { close, data: { url: '/hydration' } } });
  expect(close).toHaveBeenCalled();
  expect(open.focus).toHaveBeenCalled();
  expect(navigate).toHaveBeenCalledWith('https://pratocerto.app/hydration');

  const closed = loadWorker();
  await closed.dispatch('notificationclick', { notification: { close, data: null } });
  expect(closed.self.clients.openWindow).toHaveBeenCalledWith('https://pratocerto.app/hydration');

  // A pushed url that is not a path of the app falls back to /hydration.
  await closed.dispatch('push', pushEvent({ title: 'x', url: 'https://evil.example/' }));
  await closed.dispatch('push', pushEvent({ title: 'x', url: '//evil.example/' }));
  const calls = closed.self.registration.showNotification.mock.calls as unknown as [string, { data: unknown }][];
  expect(calls.map(([, options]) => options.data)).toEqual([{ url: '/hydration' }, { url: '/hydration' }]);
});

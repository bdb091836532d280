import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import { PUSH_MESSAGES } from '@prato/core/schemas/push';
import { afterEach, expect, test } from 'vitest';
import { openDatabase } from '../src/db/client';
// Push subscriptions and the reminders the scheduler creates are the subject: no route lists them.
import { hydrationIntakes, pushSubscriptions } from '../src/db/schema';
import { acceptableEndpoint } from '../src/modules/push/push.service';
import { buildTestApp } from './test-database';
import { client, createTestDatabase, signUp } from './fixtures';

/** A push service on 127.0.0.1: records each request; answers 201, or 410 for endpoints under /gone/. */
async function fakePushService() {
  const received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = request.url?.startsWith('/gone/') ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a browser holds for one subscription: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

const open = (body: Buffer, ecdh: ECDH, auth: Buffer) =>
  JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')) as Record<
    string,
    unknown
  >;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * Two API instances on one database, with a shared fake clock: on PostgreSQL each has its own
 * connection pool (two processes' worth of sessions); embedded PGlite is one process's database, so
 * there the two instances share its handle.
 */
async function twoInstances(clock: { now: Date }) {
  const { database, dropDatabase, url } = await createTestDatabase();
  await database.migrate();
  const second = url ? await openDatabase({ databaseUrl: url }) : database;
  const options = { now: () => clock.now };
  const a = await buildTestApp(database, options);
  const b = await buildTestApp(second, options);
  cleanups.push(async () => {
    await a.close();
    await b.close();
    if (second !== database) await second.close();
    await database.close();
    await dropDatabase();
  });
  return { a, b, db: database.db };
}

// 09:59:00 in São Paulo (UTC−3) on 10/06/2025; the day's first reminder is at 10:00.
const BEFORE_FIRST = new Date('2025-06-10T12:59:00Z');
const settings = {
  dailyGoalMl: 2000,
  intakeSizeMl: 250,
  wakeTime: '10:00',
  sleepTime: '22:00',
  notificationsEnabled: true,
  soundEnabled: false,
  vibrationEnabled: true,
  unit: 'ml',
  silentStart: null,
  silentEnd: null,
};

test('a due reminder is pushed exactly once across two instances, encrypted to the browser, signed with VAPID', async () => {
  const clock = { now: BEFORE_FIRST };
  const { a, b } = await twoInstances(clock);
  const push = await fakePushService();
  cleanups.push(push.close);

  const ana = await signUp({ app: a });
  expect((await ana.put('/api/hydration/settings', settings)).statusCode).toBe(200);
  const browser = browserKeys();
  const saved = await ana.put('/api/push/subscriptions', { endpoint: push.url('/send/ana'), keys: browser.keys });
  expect(saved.statusCode).toBe(204);

  // Not due yet.
  expect((await a.pushScheduler.tick()).claimed).toBe(0);
  expect(push.received).toHaveLength(0);

  // 10:00:20: both instances' schedulers run at once, twice each.
  clock.now = new Date('2025-06-10T13:00:20Z');
  const results = await Promise.all([a, b, a, b].map((app) => app.pushScheduler.tick()));
  expect(results.reduce((sum, result) => sum + result.claimed, 0)).toBe(1);
  expect(push.received).toHaveLength(1);
  // Waking is 10:00: before it, "today" was still the previous hydration day; now it is this one.
  const first = (await ana.get('/api/hydration/today')).json().intakes[0];
  expect(first.scheduledTime).toBe('10:00');

  const [request] = push.received;
  expect(request?.path).toBe('/send/ana');
  expect(request?.headers['content-encoding']).toBe('aes128gcm');
  expect(request?.headers.ttl).toBe('1800');
  // VAPID (RFC 8292): the key the browser subscribed with, whichever instance sent it.
  const { publicKey } = (await ana.get('/api/push/public-key')).json();
  expect(request?.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
  const anotherInstanceKey = (
    await client({ app: b } as Parameters<typeof client>[0]).get('/api/push/public-key', {
      cookie: ana.jar.header(),
    })
  ).json().publicKey;
  expect(anotherInstanceKey).toBe(publicKey);

  // The encrypted body opens with the browser's private key to the reminder, with the user's settings.
  expect(open(request!.body, browser.ecdh, browser.auth)).toEqual({
    title: 'Hora de beber água',
    body: 'Lembrete das 10:00: 250 ml de água.',
    tag: `hydration-${first.id}`,
    url: '/hydration',
    silent: true,
    vibrate: [200, 100, 200],
  });

  // Later rounds never send it again.
  clock.now = new Date('2025-06-10T13:01:00Z');
  await Promise.all([a.pushScheduler.tick(), b.pushScheduler.tick()]);
  expect(push.received).toHaveLength(1);

  // Snoozed, it comes due 15 minutes later and is pushed once more, as the 10:15 reminder.
  expect((await ana.post(`/api/hydration/intakes/${first.id}/snooze`)).statusCode).toBe(200);
  clock.now = new Date('2025-06-10T13:15:10Z');
  await Promise.all([a.pushScheduler.tick(), b.pushScheduler.tick()]);
  expect(push.received).toHaveLength(2);
  expect(open(push.received[1]!.body, browser.ecdh, browser.auth).body).toBe('Lembrete das 10:15: 250 ml de água.');

  // A reminder already marked is not pushed: mark the next one before it comes due.
  const today = (await ana.get('/api/hydration/today')).json();
  const next = today.intakes.find((intake: { id: string }) => intake.id !== first.id);
  expect((await ana.patch(`/api/hydration/intakes/${next.id}`, { completed: true })).statusCode).toBe(200);
  clock.now = new Date(Date.parse(next.dueAt) + 30_000);
  await a.pushScheduler.tick();
  expect(push.received).toHaveLength(2);
});

test('silent hours and notifications off push nothing; a dead subscription (410) is forgotten', async () => {
  const clock = { now: BEFORE_FIRST };
  const { a, db } = await twoInstances(clock);
  const push = await fakePushService();
  cleanups.push(push.close);

  const quiet = await signUp({ app: a });
  await quiet.put('/api/hydration/settings', { ...settings, silentStart: '09:30', silentEnd: '10:30' });
  await quiet.put('/api/push/subscriptions', { endpoint: push.url('/send/quiet'), keys: browserKeys().keys });
  const off = await signUp({ app: a });
  await off.put('/api/hydration/settings', { ...settings, notificationsEnabled: false });
  await off.put('/api/push/subscriptions', { endpoint: push.url('/send/off'), keys: browserKeys().keys });
  const moved = await signUp({ app: a });
  await moved.put('/api/hydration/settings', settings);
  await moved.put('/api/push/subscriptions', { endpoint: push.url('/gone/moved'), keys: browserKeys().keys });
  await quiet.get('/api/hydration/today');
  await off.get('/api/hydration/today');
  await moved.get('/api/hydration/today');

  clock.now = new Date('2025-06-10T13:00:20Z');
  const result = await a.pushScheduler.tick();
  expect(push.received.map((request) => request.path)).toEqual(['/gone/moved']);
  expect(result).toMatchObject({ delivered: 0, removed: 1 });
  const left = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, moved.id));
  expect(left).toHaveLength(0);
});

test('with the app closed all day, the scheduler creates the day’s reminders and pushes the due one', async () => {
  const clock = { now: new Date('2025-06-09T20:00:00Z') };
  const { a, db } = await twoInstances(clock);
  const push = await fakePushService();
  cleanups.push(push.close);
  const bia = await signUp({ app: a });
  await bia.put('/api/hydration/settings', settings);
  const browser = browserKeys();
  await bia.put('/api/push/subscriptions', { endpoint: push.url('/send/bia'), keys: browser.keys });

  // The next day she never opens the app; at 10:00:20 São Paulo the first reminder reaches her.
  clock.now = new Date('2025-06-10T13:00:20Z');
  await a.pushScheduler.tick();
  const rows = await db.select().from(hydrationIntakes).where(eq(hydrationIntakes.userId, bia.id));
  expect(rows.filter((row) => row.date === '2025-06-10')).toHaveLength(8);
  expect(push.received).toHaveLength(1);
  expect(open(push.received[0]!.body, browser.ecdh, browser.auth).body).toBe('Lembrete das 10:00: 250 ml de água.');
});

test('subscriptions: signed-in only, validated, one row per browser endpoint, removed on request', async () => {
  const clock = { now: BEFORE_FIRST };
  const { a, db } = await twoInstances(clock);
  const anonymous = client({ app: a } as Parameters<typeof client>[0]);
  const keys = browserKeys().keys;
  const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
  expect((await anonymous.put('/api/push/subscriptions', { endpoint, keys })).statusCode).toBe(401);
  expect((await anonymous.get('/api/push/public-key')).statusCode).toBe(401);

  const ana = await signUp({ app: a });
  const bad = [
    { endpoint, keys: { ...keys, p256dh: 'short' } },
    { endpoint, keys: { ...keys, auth: keys.p256dh } },
    { endpoint: 'ftp://push.example.com/x', keys },
    { endpoint: 'http://push.example.com/x', keys },
    { endpoint: 'https://10.0.0.1/x', keys },
    { keys },
  ];
  for (const body of bad) {
    const response = await ana.put('/api/push/subscriptions', body);
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    expect(response.json().error.message).toBe(PUSH_MESSAGES.invalidSubscription);
  }
  expect((await ana.put('/api/push/subscriptions', { endpoint, keys })).statusCode).toBe(204);
  // The same browser signed in with another account: the endpoint now belongs to that account only.
  const bia = await signUp({ app: a });
  expect((await bia.put('/api/push/subscriptions', { endpoint, keys })).statusCode).toBe(204);
  const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  expect(rows.map((row) => row.userId)).toEqual([bia.id]);
  // Ana cannot remove Bia's; Bia can.
  expect((await ana.del('/api/push/subscriptions')).statusCode).toBe(400);
  expect((await ana.del('/api/push/subscriptions', { endpoint })).statusCode).toBe(204);
  expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(1);
  expect((await bia.del('/api/push/subscriptions', { endpoint })).statusCode).toBe(204);
  expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(0);
});

test('push endpoints: https on the browsers’ push services; the loopback only when the test suite allows it', () => {
  const production = { allowLoopback: false };
  const testSuite = { allowLoopback: true };
  expect(acceptableEndpoint('https://fcm.googleapis.com/fcm/send/abc', production)).toBe(true);
  expect(acceptableEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', production)).toBe(true);
  expect(acceptableEndpoint('http://127.0.0.1:9999/send', testSuite)).toBe(true);
  expect(acceptableEndpoint('http://127.0.0.1:9999/send', production)).toBe(false);
  expect(acceptableEndpoint('https://127.0.0.1/send', production)).toBe(false);
  expect(acceptableEndpoint('https://192.168.0.10/send', testSuite)).toBe(false);
  expect(acceptableEndpoint('https://user:pass@fcm.googleapis.com/x', production)).toBe(false);
  expect(acceptableEndpoint('javascript:alert(1)', testSuite)).toBe(false);
});

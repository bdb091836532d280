import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { PUSH_MESSAGES } from '@prato/core/schemas/push';
import { afterEach, expect, test } from 'vitest';
import { createWebPushSender, generateVapidKeys, type PushTarget } from '../src/adapters/push/web-push-sender';
// A refused subscription must store nothing, and a row an older version stored is planted.
import { pushSubscriptions } from '../src/db/schema';
import { loadEnv } from '../src/env';
import { classifyAddress, resolveOutboundAddress, type HostLookup } from '../src/lib/outbound-address';
import { acceptableEndpoint } from '../src/modules/push/push.service';
import { buildTestApp } from './test-database';
import { createTestDatabase, signUp } from './fixtures';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const PRODUCTION = { NODE_ENV: 'production', APP_URL: 'https://app.exemplo.com' };

async function productionApp(env: Record<string, string> = {}, now?: () => Date) {
  const { database, dropDatabase } = await createTestDatabase();
  await database.migrate();
  const app = await buildTestApp(database, { env: { ...PRODUCTION, ...env }, ...(now ? { now } : {}) });
  cleanups.push(async () => {
    await app.close();
    await database.close();
    await dropDatabase();
  });
  return { app, db: database.db, user: await signUp({ app }) };
}

/** A browser's subscription keys (the sender encrypts to them before it connects anywhere). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const target = (endpoint: string): PushTarget => ({ endpoint, ...browserKeys() });
const vapid = { ...generateVapidKeys(), subject: 'mailto:equipe@pratocerto.app' };

/** A TCP listener on 127.0.0.1 that only counts the connections it gets (and closes them). */
async function connectionCounter() {
  const counter = { connections: 0, port: 0 };
  const server: Server = createTcpServer((socket) => {
    counter.connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  counter.port = (server.address() as AddressInfo).port;
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return counter;
}

test('the address classifier: every internal range is named, public addresses pass', () => {
  const cases: [string, string][] = [
    ['8.8.8.8', 'public'],
    ['142.250.79.10', 'public'],
    ['2a00:1450:4001:80b::200a', 'public'],
    ['169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['168.63.129.16', 'metadata'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.10.20', 'link-local'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.254', 'shared'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['::7f00:1', 'reserved'],
    // IPv4 inside IPv6 is judged as the IPv4 address it reaches.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['::ffff:8.8.8.8', 'public'],
    ['not-an-address', 'reserved'],
  ];
  for (const [address, kind] of cases) expect(classifyAddress(address), address).toBe(kind);
  // The edges of the ranges.
  expect(classifyAddress('172.15.255.255')).toBe('public');
  expect(classifyAddress('172.32.0.0')).toBe('public');
  expect(classifyAddress('100.63.255.255')).toBe('public');
  expect(classifyAddress('100.128.0.0')).toBe('public');
  expect(classifyAddress('fec0::1')).toBe('reserved');
});

test('resolving a push host: every address must be public; loopback only when allowed; the first one is used', async () => {
  const answers =
    (...addresses: string[]): HostLookup =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  const strict = { allowLoopback: false };

  expect(await resolveOutboundAddress('push.example', strict, answers('142.250.0.1', '2a00:1450::1'))).toEqual({
    ok: true,
    address: '142.250.0.1',
    family: 4,
  });
  // One internal answer among public ones refuses the name (a rebinding service answers both).
  const mixed = await resolveOutboundAddress('push.example', strict, answers('142.250.0.1', '10.0.0.7'));
  expect(mixed).toEqual({ ok: false, reason: 'push.example resolves to a private address (10.0.0.7), refused' });
  expect((await resolveOutboundAddress('push.example', strict, answers('::ffff:127.0.0.1'))).ok).toBe(false);
  expect((await resolveOutboundAddress('push.example', strict, answers())).ok).toBe(false);
  const failing: HostLookup = async () => {
    throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
  };
  expect(await resolveOutboundAddress('metadata.google.internal', strict, failing)).toEqual({
    ok: false,
    reason: 'could not resolve metadata.google.internal (ENOTFOUND)',
  });
  // IP literals are checked without a lookup, brackets or not.
  expect((await resolveOutboundAddress('[::1]', strict, failing)).ok).toBe(false);
  expect(await resolveOutboundAddress('[::1]', { allowLoopback: true }, failing)).toMatchObject({ ok: true });
  // The system resolver, offline: localhost is the loopback.
  expect(await resolveOutboundAddress('localhost', strict)).toMatchObject({ ok: false });
  expect(await resolveOutboundAddress('localhost', { allowLoopback: true })).toMatchObject({ ok: true });
  expect((await resolveOutboundAddress('169.254.169.254', { allowLoopback: true })).ok).toBe(false);
});

test('subscribe time: only the browsers’ push services, in every spelling of an internal host refused', () => {
  const policy = { allowLoopback: false };
  for (const endpoint of [
    `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    'https://fcm.googleapis.com/wp/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
    'https://web.push.apple.com/QGuQyavXutnMH',
  ]) {
    expect(acceptableEndpoint(endpoint, policy), endpoint).toBe(true);
  }
  for (const endpoint of [
    'https://localhost/x',
    'https://localhost./x',
    'https://vm/x',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://2130706433/x',
    'https://0x7f000001/x',
    'https://0x7f.1/x',
    'https://127.1/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[::1]/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://push.example.com/x',
    'https://fcm.googleapis.com./fcm/send/x',
    'https://fcm.googleapis.com.attacker.example/x',
    'https://notify.windows.com/x',
    'https://evilnotify.windows.com/x',
    'https://push.apple.com.attacker.example/x',
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com@127.0.0.1/x',
  ]) {
    expect(acceptableEndpoint(endpoint, policy), endpoint).toBe(false);
  }
  expect(acceptableEndpoint('https://push.example.org/x', { ...policy, extraHosts: ['push.example.org'] })).toBe(true);
  expect(acceptableEndpoint('https://a.push.example.org/x', { ...policy, extraHosts: ['*.push.example.org'] })).toBe(
    true,
  );
  expect(acceptableEndpoint('https://push.example.org/x', { ...policy, extraHosts: ['*.push.example.org'] })).toBe(
    false,
  );
});

test('in production, PUT /api/push/subscriptions answers 400 in pt-BR for hosts that resolve inside, IPs in any form, unknown hosts', async () => {
  const { db, user } = await productionApp({ PUSH_ALLOWED_HOSTS: 'push.exemplo.com.br' });
  const keys = browserKeys();
  for (const endpoint of [
    'https://localhost./send/x',
    'https://localhost/send/x',
    'https://vm/send/x',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://2130706433:8443/send/x',
    'https://0x7f000001/send/x',
    'https://[::ffff:127.0.0.1]/send/x',
    'https://push.example.com/send/x',
    'http://127.0.0.1:8443/send/x',
  ]) {
    const response = await user.put('/api/push/subscriptions', { endpoint, keys });
    expect(response.statusCode, endpoint).toBe(400);
    expect(response.json().error.message).toBe(PUSH_MESSAGES.invalidSubscription);
  }
  expect(await db.select().from(pushSubscriptions)).toHaveLength(0);

  for (const endpoint of [
    `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    `https://web.push.apple.com/${randomUUID()}`,
    `https://push.exemplo.com.br/${randomUUID()}`,
  ]) {
    expect((await user.put('/api/push/subscriptions', { endpoint, keys })).statusCode, endpoint).toBe(204);
  }
});

test('in production, a stored endpoint whose host resolves to 127.0.0.1 is never connected to: the reminder fails', async () => {
  const clock = { now: new Date('2025-06-10T12:59:00Z') };
  const { app, db, user } = await productionApp({}, () => clock.now);
  const listener = await connectionCounter();
  // The row is planted as an older version of the API (or a hand-made request) could have stored it.
  await db.insert(pushSubscriptions).values({
    userId: user.id,
    endpoint: `https://localhost:${listener.port}/send/secret-token`,
    ...browserKeys(),
  });
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
  expect((await user.put('/api/hydration/settings', settings)).statusCode).toBe(200);
  expect((await user.get('/api/hydration/today')).statusCode).toBe(200);

  clock.now = new Date('2025-06-10T13:00:20Z');
  const result = await app.pushScheduler.tick();
  expect(result).toMatchObject({ claimed: 1, delivered: 0, failed: 1 });
  expect(listener.connections).toBe(0);
});

test('the sender refuses an internal address before connecting, and says why without the endpoint’s path', async () => {
  const listener = await connectionCounter();
  const sender = createWebPushSender(vapid, { allowLoopback: false });
  const payload = JSON.stringify({ title: 'Hora de beber água' });
  for (const endpoint of [
    `https://localhost:${listener.port}/send/secret-token`,
    `https://127.0.0.1:${listener.port}/send/secret-token`,
    `https://[::ffff:127.0.0.1]:${listener.port}/send/secret-token`,
    `http://localhost:${listener.port}/send/secret-token`,
  ]) {
    const outcome = await sender.send(target(endpoint), payload, { ttlSeconds: 60 });
    expect(outcome, endpoint).toMatchObject({ kind: 'failed', reason: expect.stringMatching(/loopback address/) });
    expect(JSON.stringify(outcome)).not.toContain('secret-token');
  }
  // Plain http never goes to a public address, even with the loopback allowed.
  const publicName: HostLookup = async () => [{ address: '93.184.215.14', family: 4 }];
  const lenient = createWebPushSender(vapid, { allowLoopback: true, lookup: publicName });
  expect(await lenient.send(target('http://push.example/send/x'), payload, { ttlSeconds: 60 })).toEqual({
    kind: 'failed',
    reason: 'plain http to push.example refused',
  });
  expect(listener.connections).toBe(0);
});

test('the sender connects to the address it checked (one lookup), and TLS still names the host', async () => {
  const lookups: string[] = [];
  // `.invalid` never resolves (RFC 2606): only the checked answer can lead anywhere.
  const pinnedToLoopback: HostLookup = async (host) => {
    lookups.push(host);
    return [{ address: '127.0.0.1', family: 4 }];
  };
  const sender = createWebPushSender(vapid, { allowLoopback: true, lookup: pinnedToLoopback });

  const received: IncomingHttpHeaders[] = [];
  const push = createHttpServer((request, response) => {
    received.push(request.headers);
    request.resume();
    request.on('end', () => response.writeHead(201).end());
  });
  await new Promise<void>((resolve) => push.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => push.close(() => resolve())));
  const { port } = push.address() as AddressInfo;
  const outcome = await sender.send(target(`http://push.invalid:${port}/send/a`), '{}', { ttlSeconds: 60 });
  expect(outcome).toEqual({ kind: 'delivered' });
  expect(received.map((headers) => headers.host)).toEqual([`push.invalid:${port}`]);
  expect(lookups).toEqual(['push.invalid']);

  // Over https the handshake asks for the host name (SNI), so the certificate is checked against it.
  const serverNames: string[] = [];
  const tls = createTlsServer({
    SNICallback: (name, callback) => {
      serverNames.push(name);
      callback(new Error('no certificate here'));
    },
  });
  tls.on('tlsClientError', () => {});
  await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => tls.close(() => resolve())));
  const tlsPort = (tls.address() as AddressInfo).port;
  const secure = await sender.send(target(`https://push.invalid:${tlsPort}/send/b`), '{}', { ttlSeconds: 60 });
  expect(secure.kind).toBe('failed');
  expect(serverNames).toEqual(['push.invalid']);
  expect(lookups).toEqual(['push.invalid', 'push.invalid']);
});

test('PUSH_ALLOWED_HOSTS: host names or *.domain, never IP addresses', () => {
  expect(loadEnv({}).PUSH_ALLOWED_HOSTS).toEqual([]);
  expect(loadEnv({ PUSH_ALLOWED_HOSTS: ' Push.Exemplo.com.br, *.autopush.exemplo.org ' }).PUSH_ALLOWED_HOSTS).toEqual([
    'push.exemplo.com.br',
    '*.autopush.exemplo.org',
  ]);
  for (const value of [
    '127.0.0.1',
    'localhost',
    'push.exemplo.com.br.',
    'https://push.exemplo.com.br',
    '*.',
    '[::1]',
  ]) {
    expect(() => loadEnv({ PUSH_ALLOWED_HOSTS: value }), value).toThrow(/PUSH_ALLOWED_HOSTS/);
  }
});

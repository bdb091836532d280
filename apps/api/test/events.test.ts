import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { EVENTS_MESSAGES } from '@prato/core/schemas/events';
import { openDatabase } from '../src/db/client';
import { buildTestApp } from './test-database';
import { client, createTestDatabase, paySandbox, signUp, type TestApp } from './fixtures';

// Issue 10 §5: GET /api/events, per-user Server-Sent Events fanned out across API instances with
// LISTEN/NOTIFY (PGlite in-process, PostgreSQL across connections), resumed with Last-Event-ID.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/** Two API instances on one database; `a` listens on a real port for the streams. */
async function twoInstances(env: Record<string, string> = {}) {
  const { database, dropDatabase, url } = await createTestDatabase();
  await database.migrate();
  const a = await buildTestApp(database, { env });
  const other = url ? await openDatabase({ databaseUrl: url }) : database;
  const b = await buildTestApp(other, { env });
  await a.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(async () => {
    await a.close();
    await b.close();
    if (other !== database) await other.close();
    await database.close();
    await dropDatabase();
  });
  const port = (a.server.address() as AddressInfo).port;
  return { a, b, port };
}

/** A streaming GET on the real port, with what arrived so far and a way to wait for a state. */
function openStream(port: number, headers: Record<string, string>) {
  let text = '';
  let notify = () => {};
  let status = 0;
  let markEnded = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  const request = http.get({ host: '127.0.0.1', port, path: '/api/events', headers }, (response) => {
    status = response.statusCode ?? 0;
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      text += chunk;
      notify();
    });
    response.on('end', markEnded);
  });
  request.on('error', () => {});
  cleanups.push(async () => {
    request.destroy();
  });
  return {
    status: () => status,
    text: () => text,
    /** Resolves when the server has ended the response. */
    ended,
    events: () =>
      text
        .split('\n\n')
        .filter((block) => block.includes('event: '))
        .map((block) => ({
          id: Number(/^id: (\d+)$/m.exec(block)?.[1]),
          event: /^event: (.+)$/m.exec(block)?.[1],
          data: /^data: (.+)$/m.exec(block)?.[1],
        })),
    /** Resolves once the received text satisfies `predicate` (no timers: woken by each chunk). */
    async until(predicate: (text: string) => boolean) {
      while (!predicate(text)) await new Promise<void>((resolve) => (notify = resolve));
    },
  };
}

test('a payment on one instance reaches the user’s open stream on another, and only that user’s', async () => {
  const { a, b, port } = await twoInstances();
  const ana = await signUp({ app: a });
  const bruno = await signUp({ app: a });
  const accept = { accept: 'text/event-stream' };
  const anaStream = openStream(port, { ...accept, cookie: ana.jar.header() });
  const brunoStream = openStream(port, { ...accept, cookie: bruno.jar.header() });
  await anaStream.until((text) => text.includes(': conectado'));
  await brunoStream.until((text) => text.includes(': conectado'));
  expect(anaStream.status()).toBe(200);

  // Ana pays through instance b (same database, her session cookie is valid there).
  const anaOnB = client({ app: b } as TestApp);
  anaOnB.jar.store(ana.jar.header().split('; '));
  await paySandbox(anaOnB);
  await anaStream.until((text) => text.includes('event: subscription'));
  const [event] = anaStream.events();
  expect(event).toMatchObject({ event: 'subscription', data: '{"type":"subscription"}' });

  // Bruno's stream got nothing of Ana's: his first event is his own payment.
  const brunoOnB = client({ app: b } as TestApp);
  brunoOnB.jar.store(bruno.jar.header().split('; '));
  await paySandbox(brunoOnB, 'premium_monthly');
  await brunoStream.until((text) => text.includes('event: subscription'));
  expect(brunoStream.events()).toHaveLength(1);
  expect(brunoStream.events()[0]?.id).toBeGreaterThan(event?.id ?? Infinity);
  expect(anaStream.events()).toHaveLength(1);
});

test('a reconnecting stream gets the newest event it missed (Last-Event-ID); nothing newer is repeated', async () => {
  const { a, port } = await twoInstances();
  const ana = await signUp({ app: a });
  const accept = { accept: 'text/event-stream', cookie: ana.jar.header() };
  await paySandbox(ana, 'premium_monthly');
  await paySandbox(ana, 'premium_annual');

  const resumed = openStream(port, { ...accept, 'last-event-id': '0' });
  await resumed.until((text) => text.includes('event: subscription'));
  const [missed] = resumed.events();
  expect(missed?.event).toBe('subscription');

  const upToDate = openStream(port, { ...accept, 'last-event-id': String(missed?.id) });
  await upToDate.until((text) => text.includes(': conectado'));
  await paySandbox(ana, 'premium_quarterly');
  await upToDate.until((text) => text.includes('event: subscription'));
  expect(upToDate.events().map((e) => e.id)).toEqual([(missed?.id ?? 0) + 1]);
});

test('the stream needs a session and an event-stream client', async () => {
  const { a } = await twoInstances();
  const ana = await signUp({ app: a });
  const signedOut = await a.inject({ method: 'GET', url: '/api/events', headers: { accept: 'text/event-stream' } });
  expect(signedOut.statusCode).toBe(401);
  const plain = await ana.get('/api/events');
  expect(plain.statusCode).toBe(406);
  expect(plain.json().error.message).toBe('Formato de resposta não suportado.');
});

test('one user keeps at most 5 streams on an instance: a 6th closes the oldest, the other 5 still get events', async () => {
  const { a, port } = await twoInstances();
  const ana = await signUp({ app: a });
  const headers = { accept: 'text/event-stream', cookie: ana.jar.header() };
  const streams = [];
  for (let i = 0; i < 6; i += 1) {
    const stream = openStream(port, headers);
    await stream.until((text) => text.includes(': conectado'));
    streams.push(stream);
  }
  const [oldest, ...open] = streams;
  // The server ended the oldest, telling its browser to wait before reconnecting.
  await oldest?.ended;
  expect(oldest?.text()).toMatch(/retry: 60000/);

  await paySandbox(ana);
  for (const stream of open) await stream.until((text) => text.includes('event: subscription'));
  expect(open.map((stream) => stream.events().length)).toEqual([1, 1, 1, 1, 1]);
  expect(oldest?.events()).toEqual([]);
});

test('an instance holds at most EVENT_STREAMS_PER_INSTANCE streams: beyond it a new one is refused with 503 and Retry-After', async () => {
  const { a, port } = await twoInstances({ EVENT_STREAMS_PER_USER: '1', EVENT_STREAMS_PER_INSTANCE: '2' });
  const [ana, bruno, carla] = [await signUp({ app: a }), await signUp({ app: a }), await signUp({ app: a })];
  const accept = { accept: 'text/event-stream' };
  for (const user of [ana, bruno]) {
    await openStream(port, { ...accept, cookie: user.jar.header() }).until((text) => text.includes(': conectado'));
  }

  const refused = await carla.get('/api/events', accept);
  expect(refused.statusCode).toBe(503);
  expect(refused.headers['retry-after']).toBe('30');
  expect(refused.json().error).toEqual({ code: 'TOO_MANY_STREAMS', message: EVENTS_MESSAGES.instanceFull });
  expect(refused.json().error.message).toBe(
    'Muitas conexões em tempo real neste servidor agora. Tente novamente em instantes.',
  );

  // A user at her own cap swaps her stream for a new one even on a full instance.
  const anaAgain = openStream(port, { ...accept, cookie: ana.jar.header() });
  await anaAgain.until((text) => text.includes(': conectado'));
  expect(anaAgain.status()).toBe(200);
});

test('the stream caps are validated at start-up', async () => {
  const { database, dropDatabase } = await createTestDatabase();
  cleanups.push(async () => {
    await database.close();
    await dropDatabase();
  });
  await expect(buildTestApp(database, { env: { EVENT_STREAMS_PER_USER: '0' } })).rejects.toThrow(
    /EVENT_STREAMS_PER_USER/,
  );
  await expect(buildTestApp(database, { env: { EVENT_STREAMS_PER_INSTANCE: 'muitas' } })).rejects.toThrow(
    /EVENT_STREAMS_PER_INSTANCE/,
  );
});

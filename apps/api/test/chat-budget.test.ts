import { CHAT_MESSAGES, chatWaitMessage } from '@prato/core/schemas/chat';
import { expect, test, vi } from 'vitest';
import { openDatabase } from '../src/db/client';
import { loadEnv } from '../src/env';
import {
  CHAT_AI_REQUEST,
  CHAT_BUSY_RETRY_SECONDS,
  CHAT_LOCAL_REQUEST,
  CHAT_MAX_IN_FLIGHT,
  chatLimitsOf,
} from '../src/modules/chat/chat-budget';
import { openAiStream, openAiText, startFakeAiServer, type FakeAiServer } from './fake-ai-server';
import { buildTestApp } from './test-database';
import { client, countedRequestsOf, createTestApp, createTestDatabase, signUpPremium, type TestApp } from './fixtures';

// The assistant's budget (decision 022): per person and every plan, a per-minute and a rolling 24-hour
// count in counted_requests, and at most 2 model answers in flight; a refusal is a 429 with Retry-After
// that never reaches the model.

const DEFAULTS = chatLimitsOf(loadEnv({ NODE_ENV: 'test' }));
const QUESTION = 'Quanta proteína eu comi hoje?';
const SECOND = 1000;

/** A clock the test moves by hand: every "now" of the app reads it. */
function handClock() {
  let at = Date.now();
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}

/** A premium, signed-in user with a profile, who asks the assistant. */
async function premiumUser(t: TestApp) {
  const user = await signUpPremium(t, { profile: { weight: 70, height: 175, age: 30, gender: 'female' } });
  return { ...user, ask: (message = QUESTION) => user.post('/api/chat', { message }) };
}

/** The app on an OpenAI-compatible model served by `server`. */
async function onModel(server: FakeAiServer, options: { env?: Record<string, string>; now?: () => Date } = {}) {
  return createTestApp({
    env: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: `${server.url}/v1`, OPENAI_MODEL: 'llama3.2', ...options.env },
    ...(options.now ? { now: options.now } : {}),
  });
}

type Answer = Awaited<ReturnType<ReturnType<typeof client>['post']>>;

const counted = async (t: Pick<TestApp, 'db'>, userId: string, requestType: string) =>
  (await countedRequestsOf(t, userId, requestType)).length;

test('with a model: the per-minute limit answers N questions, then a pt-BR 429 with Retry-After and no model call', async () => {
  const server = await startFakeAiServer();
  server.always(openAiText('Você comeu 0 g de proteína hoje.'));
  const clock = handClock();
  const t = await onModel(server, { now: clock.now });
  try {
    const ana = await premiumUser(t);
    const limit = DEFAULTS.model.perMinute;
    for (let i = 0; i < limit; i += 1) expect((await ana.ask()).statusCode).toBe(200);
    expect(server.requests).toHaveLength(limit);

    const refused = await ana.ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().error).toEqual({
      code: 'CHAT_TOO_FAST',
      message: 'Você enviou muitas perguntas seguidas. Aguarde 1 minuto e tente de novo.',
    });
    // Half a minute later the wait is half as long; the refusals reached no model and counted nothing.
    clock.advance(30 * SECOND);
    const later = await ana.ask();
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('30');
    expect(later.json().error.message).toBe(chatWaitMessage(CHAT_MESSAGES.tooFast, 30));
    expect(later.json().error.message).toContain('Aguarde 30 segundos');
    expect(server.requests).toHaveLength(limit);
    expect(await counted(t, ana.id, CHAT_AI_REQUEST)).toBe(limit);

    // Once the first questions leave the minute, the next one is answered.
    clock.advance(30 * SECOND);
    expect((await ana.ask()).statusCode).toBe(200);
    expect(server.requests).toHaveLength(limit + 1);

    // The budget is per person: someone else is answered meanwhile.
    const bia = await premiumUser(t);
    expect((await bia.ask()).statusCode).toBe(200);
  } finally {
    await t.close();
    await server.close();
  }
});

test('20 questions at once: at most 2 answers in flight at the model, the rest 429 at once; the places come back', async () => {
  const server = await startFakeAiServer();
  server.always(openAiText('Resposta.'));
  const t = await onModel(server);
  try {
    const ana = await premiumUser(t);
    server.hold();
    const answers: Answer[] = [];
    const all = Promise.all(
      Array.from({ length: 20 }, () =>
        ana.ask().then((response) => {
          answers.push(response);
          return response;
        }),
      ),
    );
    // Every question is either answered already or waiting at the model.
    await vi.waitFor(() => expect(answers.length + server.held).toBe(20), { timeout: 15_000, interval: 20 });
    expect(server.held).toBe(CHAT_MAX_IN_FLIGHT);
    for (const refused of answers) {
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(CHAT_BUSY_RETRY_SECONDS));
      expect(refused.json().error).toEqual({ code: 'CHAT_BUSY', message: CHAT_MESSAGES.busy });
    }

    server.release();
    const responses = await all;
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(CHAT_MAX_IN_FLIGHT);
    expect(server.maxConcurrent).toBe(CHAT_MAX_IN_FLIGHT);
    expect(server.requests).toHaveLength(CHAT_MAX_IN_FLIGHT);
    // Only the accepted questions count.
    expect(await counted(t, ana.id, CHAT_AI_REQUEST)).toBe(CHAT_MAX_IN_FLIGHT);

    // Finished answers gave their places back; so does a failed one.
    server.reply({ status: 500, json: { error: { message: 'boom' } } });
    expect((await ana.ask()).statusCode).toBe(502);
    const [again, andAgain] = await Promise.all([ana.ask(), ana.ask()]);
    expect([again?.statusCode, andAgain?.statusCode]).toEqual([200, 200]);
  } finally {
    await t.close();
    await server.close();
  }
});

test('streamed answers hold their place until the stream ends or the browser leaves', async () => {
  const server = await startFakeAiServer();
  const t = await onModel(server);
  try {
    const ana = await premiumUser(t);
    const cookie = ana.jar.header();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const ask = (signal?: AbortSignal) =>
      fetch(`http://127.0.0.1:${address.port}/api/chat`, {
        method: 'POST',
        headers: {
          accept: 'text/event-stream, application/json',
          'content-type': 'application/json',
          origin: `http://127.0.0.1:${address.port}`,
          cookie,
        },
        body: JSON.stringify({ message: QUESTION }),
        ...(signal ? { signal } : {}),
      });

    // A whole stream: read to its end, then its place is free again.
    server.reply(openAiStream('Você comeu ', '0 g.'));
    const streamed = await ask();
    expect(streamed.headers.get('content-type')).toContain('text/event-stream');
    expect(await streamed.text()).toContain('event: done');

    // Two streams waiting for the model take both places.
    server.hold();
    const browsers = [new AbortController(), new AbortController()];
    const waiting = browsers.map((browser) => ask(browser.signal).catch(() => null));
    await vi.waitFor(() => expect(server.held).toBe(2), { timeout: 10_000, interval: 20 });
    const third = await ask();
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe(String(CHAT_BUSY_RETRY_SECONDS));

    // The browsers leave: the model calls stop and the places come back.
    for (const browser of browsers) browser.abort();
    await Promise.all(waiting);
    await vi.waitFor(() => expect(server.open).toBe(0), { timeout: 10_000, interval: 20 });
    server.release();
    server.always(openAiStream('Tudo certo.'));
    await vi.waitFor(
      async () => {
        const next = await ask();
        expect(next.status).toBe(200);
        await next.text();
      },
      { timeout: 10_000, interval: 50 },
    );
  } finally {
    // The test's fetch keeps its connections alive; the app closes them now instead of at their timeout.
    t.app.server.closeAllConnections();
    await t.close();
    await server.close();
  }
});

test('two API instances on one database share the count: 20 questions at once, only the per-minute limit passes', async () => {
  const server = await startFakeAiServer();
  server.always(openAiText('Resposta.'));
  const { database, dropDatabase, url } = await createTestDatabase();
  await database.migrate();
  // PostgreSQL: each instance has its own connections, so the count must be taken under a lock.
  const other = url ? await openDatabase({ databaseUrl: url }) : database;
  const env = {
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: `${server.url}/v1`,
    OPENAI_MODEL: 'llama3.2',
    CHAT_MODEL_PER_MINUTE: '3',
  };
  const a = await buildTestApp(database, { env });
  const b = await buildTestApp(other, { env });
  try {
    const ana = await premiumUser({ app: a, db: database.db } as TestApp);
    const onB = client({ app: b } as TestApp);
    // The same session cookie, sent to the other instance.
    onB.jar.store(ana.jar.header().split('; '));
    server.hold();
    const answers: Answer[] = [];
    const track = (response: Promise<Answer>) =>
      response.then((answer) => {
        answers.push(answer);
        return answer;
      });
    const all = Promise.all(
      Array.from({ length: 10 }, () => [track(ana.ask()), track(onB.post('/api/chat', { message: QUESTION }))]).flat(),
    );
    await vi.waitFor(() => expect(answers.length + server.held).toBe(20), { timeout: 15_000, interval: 20 });
    // Each instance lets at most 2 of her answers through at once; the shared count accepts 3 in all.
    // (Which refusals say "busy" and which "too fast" depends on the order the requests ran in.)
    expect(server.held).toBe(3);
    for (const refused of answers) {
      expect(refused.statusCode).toBe(429);
      expect(['CHAT_BUSY', 'CHAT_TOO_FAST']).toContain(refused.json().error.code);
    }
    server.release();
    await all;
    expect(server.requests).toHaveLength(3);
    expect(await counted({ db: database.db } as TestApp, ana.id, CHAT_AI_REQUEST)).toBe(3);
  } finally {
    await a.close();
    await b.close();
    if (other !== database) await other.close();
    await database.close();
    await dropDatabase();
    await server.close();
  }
});

test('the 24-hour limit: refused with the wait until the oldest question leaves the window', async () => {
  const server = await startFakeAiServer();
  server.always(openAiText('Resposta.'));
  const clock = handClock();
  const t = await onModel(server, { now: clock.now, env: { CHAT_MODEL_PER_MINUTE: '2', CHAT_MODEL_PER_DAY: '3' } });
  try {
    const ana = await premiumUser(t);
    expect((await ana.ask()).statusCode).toBe(200);
    expect((await ana.ask()).statusCode).toBe(200);
    clock.advance(61 * SECOND);
    expect((await ana.ask()).statusCode).toBe(200);
    clock.advance(61 * SECOND);

    const refused = await ana.ask();
    expect(refused.statusCode).toBe(429);
    const wait = 24 * 60 * 60 - 122;
    expect(refused.headers['retry-after']).toBe(String(wait));
    expect(refused.json().error).toEqual({
      code: 'CHAT_DAILY_LIMIT',
      message: 'Você chegou ao limite de perguntas ao assistente nas últimas 24 horas. Tente de novo daqui a 24 horas.',
    });
    expect(server.requests).toHaveLength(3);

    // 24 hours after the first two questions, they no longer count.
    clock.advance(wait * SECOND);
    expect((await ana.ask()).statusCode).toBe(200);
    expect(server.requests).toHaveLength(4);
  } finally {
    await t.close();
    await server.close();
  }
});

test('the local assistant has its own, higher limit, counted apart', async () => {
  expect(DEFAULTS.local.perMinute).toBeGreaterThan(DEFAULTS.model.perMinute);
  expect(DEFAULTS.local.perDay).toBeGreaterThan(DEFAULTS.model.perDay);
  const clock = handClock();
  const t = await createTestApp({ now: clock.now });
  try {
    const ana = await premiumUser(t);
    const limit = DEFAULTS.local.perMinute;
    for (let i = 0; i < limit; i += 1) {
      const answer = await ana.ask();
      expect(answer.statusCode).toBe(200);
      expect(answer.json().source).toBe('local');
    }
    const refused = await ana.ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().error.code).toBe('CHAT_TOO_FAST');
    expect(await counted(t, ana.id, CHAT_LOCAL_REQUEST)).toBe(limit);
    expect(await counted(t, ana.id, CHAT_AI_REQUEST)).toBe(0);
  } finally {
    await t.close();
  }
});

test('limits are read from the environment and a per-minute above the per-day is refused', () => {
  expect(chatLimitsOf(loadEnv({ CHAT_MODEL_PER_MINUTE: '3', CHAT_LOCAL_PER_DAY: '50' }))).toEqual({
    model: { perMinute: 3, perDay: DEFAULTS.model.perDay },
    local: { perMinute: DEFAULTS.local.perMinute, perDay: 50 },
  });
  expect(() => loadEnv({ CHAT_MODEL_PER_MINUTE: '0' })).toThrow(/CHAT_MODEL_PER_MINUTE/);
  expect(() => loadEnv({ CHAT_LOCAL_PER_MINUTE: '20', CHAT_LOCAL_PER_DAY: '10' })).toThrow(
    /CHAT_LOCAL_PER_MINUTE: must not exceed CHAT_LOCAL_PER_DAY/,
  );
});

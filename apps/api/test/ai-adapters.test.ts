import { expect, test } from 'vitest';
import { AiError, type AiProvider } from '../src/adapters/ai/ai-provider';
import { createAiProvider } from '../src/adapters/ai/create-ai-provider';
import { createGeminiProvider } from '../src/adapters/ai/gemini-provider';
import { createLocalProvider } from '../src/adapters/ai/local-provider';
import { createOpenAiProvider } from '../src/adapters/ai/openai-provider';
import { loadEnv } from '../src/env';
import {
  geminiError,
  geminiText,
  malformedJson,
  openAiError,
  openAiText,
  startFakeAiServer,
  type FakeAiServer,
} from './fake-ai-server';

// A server that answers gets all the time a loaded machine may need, so no outcome depends on the
// machine's speed; only the server that never answers meets the short timeout.
const ANSWER_TIMEOUT_MS = 20_000;
const HANG_TIMEOUT_MS = 300;

interface AdapterCase {
  name: 'gemini' | 'openai';
  create(server: FakeAiServer, timeoutMs?: number): AiProvider;
  ok(text: string): ReturnType<typeof geminiText>;
  rateLimited: ReturnType<typeof geminiText>;
  unauthorized: ReturnType<typeof geminiText>;
}

const gemini: AdapterCase = {
  name: 'gemini',
  create: (server, timeoutMs = ANSWER_TIMEOUT_MS) =>
    createGeminiProvider({
      apiKey: 'chave-gemini',
      model: 'gemini-2.5-flash',
      baseUrl: server.url,
      timeoutMs,
    }),
  ok: geminiText,
  rateLimited: geminiError(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).'),
  unauthorized: geminiError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'),
};

const openai: AdapterCase = {
  name: 'openai',
  create: (server, timeoutMs = ANSWER_TIMEOUT_MS) =>
    createOpenAiProvider({
      baseUrl: `${server.url}/v1`,
      apiKey: 'chave-openai',
      model: 'llama3.2',
      timeoutMs,
    }),
  ok: openAiText,
  rateLimited: openAiError(429, 'rate_limit_exceeded', 'Rate limit reached'),
  unauthorized: openAiError(401, 'invalid_api_key', 'Incorrect API key provided'),
};

async function withServer(run: (server: FakeAiServer) => Promise<void>) {
  const server = await startFakeAiServer();
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

async function failureOf(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AiError)) throw new Error(`expected an AiError, got ${String(error)}`);
  return error;
}

test('gemini: sends model, contents, system instruction, settings and the key header; returns the text', async () => {
  await withServer(async (server) => {
    server.reply(geminiText('{"ok":true}'));
    const text = await gemini.create(server).generateText({
      system: 'Seja breve.',
      prompt: 'Olá',
      temperature: 0.3,
      topP: 0.8,
      maxOutputTokens: 500,
      json: true,
    });
    expect(text).toBe('{"ok":true}');
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(request?.headers['x-goog-api-key']).toBe('chave-gemini');
    expect(request?.body).toMatchObject({
      contents: [{ role: 'user', parts: [{ text: 'Olá' }] }],
      systemInstruction: { parts: [{ text: 'Seja breve.' }] },
      generationConfig: { temperature: 0.3, topP: 0.8, maxOutputTokens: 500, responseMimeType: 'application/json' },
    });
  });
});

test('openai: sends model, system and user messages, settings and the bearer key; returns the text', async () => {
  await withServer(async (server) => {
    server.reply(openAiText('{"ok":true}'));
    const text = await openai.create(server).generateText({
      system: 'Seja breve.',
      prompt: 'Olá',
      temperature: 0.3,
      topP: 0.8,
      maxOutputTokens: 500,
      json: true,
    });
    expect(text).toBe('{"ok":true}');
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer chave-openai');
    expect(request?.body).toMatchObject({
      model: 'llama3.2',
      messages: [
        { role: 'system', content: 'Seja breve.' },
        { role: 'user', content: 'Olá' },
      ],
      temperature: 0.3,
      top_p: 0.8,
      max_tokens: 500,
      response_format: { type: 'json_object' },
    });
  });
});

for (const adapter of [gemini, openai]) {
  test(`${adapter.name}: HTTP 429 is rate_limited, without retrying`, async () => {
    await withServer(async (server) => {
      server.always(adapter.rateLimited);
      const error = await failureOf(adapter.create(server).generateText({ prompt: 'Olá' }));
      expect(error.kind).toBe('rate_limited');
      expect(error.status).toBe(429);
      expect(server.requests).toHaveLength(1);
    });
  });

  test(`${adapter.name}: HTTP 401 is unauthorized and the message does not carry the key`, async () => {
    await withServer(async (server) => {
      server.always(adapter.unauthorized);
      const error = await failureOf(adapter.create(server).generateText({ prompt: 'Olá' }));
      expect(error.kind).toBe('unauthorized');
      expect(error.message).not.toContain('chave-');
      expect(server.requests).toHaveLength(1);
    });
  });

  test(`${adapter.name}: a server that never answers is a timeout after AI_TIMEOUT_MS`, async () => {
    await withServer(async (server) => {
      server.always({ hang: true });
      const started = Date.now();
      const error = await failureOf(adapter.create(server, HANG_TIMEOUT_MS).generateText({ prompt: 'Olá' }));
      expect(error.kind).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(10_000);
    });
  });

  test(`${adapter.name}: malformed JSON is bad_response`, async () => {
    await withServer(async (server) => {
      server.reply(malformedJson);
      const error = await failureOf(adapter.create(server).generateText({ prompt: 'Olá' }));
      expect(error.kind).toBe('bad_response');
    });
  });

  test(`${adapter.name}: a reply without text is bad_response`, async () => {
    await withServer(async (server) => {
      server.reply(adapter.ok(''));
      const error = await failureOf(adapter.create(server).generateText({ prompt: 'Olá' }));
      expect(error.kind).toBe('bad_response');
    });
  });

  test(`${adapter.name}: HTTP 503 is unavailable`, async () => {
    await withServer(async (server) => {
      server.always({ status: 503, json: { error: { code: 503, message: 'overloaded', status: 'UNAVAILABLE' } } });
      const error = await failureOf(adapter.create(server).generateText({ prompt: 'Olá' }));
      expect(error.kind).toBe('unavailable');
      expect(error.status).toBe(503);
    });
  });
}

test('gemini: a rejected API key answered as HTTP 400 API_KEY_INVALID is unauthorized', async () => {
  await withServer(async (server) => {
    server.reply(geminiError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.'));
    const error = await failureOf(gemini.create(server).generateText({ prompt: 'Olá' }));
    expect(error.kind).toBe('unauthorized');
  });
});

test('local: is not a model and generates nothing', async () => {
  const local = createLocalProvider();
  expect(local.isModel).toBe(false);
  expect((await failureOf(local.generateText({ prompt: 'Olá' }))).kind).toBe('unavailable');
});

test('AI_PROVIDER chooses the adapter; local is the default', () => {
  const base = { NODE_ENV: 'test' };
  expect(createAiProvider(loadEnv(base)).name).toBe('local');
  expect(createAiProvider(loadEnv({ ...base, AI_PROVIDER: 'gemini', GEMINI_API_KEY: 'k' })).name).toBe('gemini');
  const openaiEnv = loadEnv({
    ...base,
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
    OPENAI_MODEL: 'llama3.2',
  });
  expect(createAiProvider(openaiEnv)).toMatchObject({ name: 'openai', isModel: true });
  expect(openaiEnv.AI_TIMEOUT_MS).toBe(20_000);
});

test('a provider without its settings stops the start-up with a clear message', () => {
  expect(() => loadEnv({ AI_PROVIDER: 'gemini' })).toThrow('GEMINI_API_KEY: required when AI_PROVIDER=gemini');
  expect(() => loadEnv({ AI_PROVIDER: 'openai' })).toThrow(
    /OPENAI_BASE_URL: required when AI_PROVIDER=openai\n {2}OPENAI_MODEL: required when AI_PROVIDER=openai/,
  );
  expect(() => loadEnv({ AI_PROVIDER: 'claude' })).toThrow('AI_PROVIDER');
});

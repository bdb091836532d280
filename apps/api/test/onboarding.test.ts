import { expect, test } from 'vitest';
import { createOpenAiProvider } from '../src/adapters/ai/openai-provider';
import { createOnboardingService } from '../src/modules/onboarding/onboarding.service';
import { malformedJson, openAiError, openAiText, startFakeAiServer, type FakeAiServer } from './fake-ai-server';
import { callerFixture, client, countedRequestsOf, createTestApp, pastCountedRequests, signUp } from './fixtures';

const ana = {
  weight: 65,
  height: 165,
  age: 30,
  gender: 'female',
  activityLevel: 'lightly_active',
  healthGoals: 'lose_weight',
} as const;

/** What the onboarding formula (Mifflin-St Jeor × activity − 500, in 50s) gives for `ana`: 1370.25 × 1.375 − 500 = 1384.09 → 1400, split 27/37/27 + 2 snacks. */
const anaFormula = { totalDaily: 1400, breakfast: 380, lunch: 520, dinner: 380, snack: 60, snackQuantity: 2 };

const aiReply = JSON.stringify({
  totalDaily: 1500,
  breakfast: 400,
  lunch: 550,
  dinner: 400,
  snack: 75,
  snackQuantity: 2,
  explanation: 'Sua meta considera seu gasto diário menos 500 kcal.',
});

/**
 * `aiTimeoutMs` is generous by default: a model that answers must never lose to the timeout on a loaded
 * machine. Only a test whose server never answers sets a short one.
 */
async function signedInOnModel(server: FakeAiServer, aiTimeoutMs = 20_000) {
  const t = await createTestApp({
    env: {
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${server.url}/v1`,
      OPENAI_MODEL: 'llama3.2',
      AI_TIMEOUT_MS: String(aiTimeoutMs),
    },
  });
  return { t, user: await signUp(t) };
}

test('with the local provider the goals come from the formula, with the numbers explained', async () => {
  const t = await createTestApp();
  try {
    const user = await signUp(t);
    const response = await user.post('/api/onboarding/goals', ana);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ ...anaFormula, source: 'formula' });
    expect(result.explanation).toContain('Mifflin-St Jeor');
    expect(result.explanation).toContain('1.400 kcal');
  } finally {
    await t.close();
  }
});

test('goals need a session and valid step-1 data', async () => {
  const t = await createTestApp();
  try {
    expect((await client(t).post('/api/onboarding/goals', ana)).statusCode).toBe(401);
    const user = await signUp(t);
    const message = async (override: object) => {
      const response = await user.post('/api/onboarding/goals', { ...ana, ...override });
      expect(response.statusCode).toBe(400);
      return response.json().error.message;
    };
    expect(await message({ weight: 29 })).toBe('Por favor, insira um peso válido (30-300 kg)');
    expect(await message({ height: 251 })).toBe('Por favor, insira uma altura válida (100-250 cm)');
    expect(await message({ age: 12 })).toBe('Por favor, insira uma idade válida (13-120 anos)');
    expect(await message({ weight: '65' })).toBe('Por favor, insira um peso válido (30-300 kg)');
    expect(await message({ healthGoals: 'bulk' })).toBe('Selecione o objetivo.');
  } finally {
    await t.close();
  }
});

test('with a model the goals come from its JSON, asked with the product split and the person data', async () => {
  const server = await startFakeAiServer();
  const { t, user } = await signedInOnModel(server);
  try {
    server.reply(openAiText(`\`\`\`json\n${aiReply}\n\`\`\``));
    const response = await user.post('/api/onboarding/goals', ana);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalDaily: 1500,
      breakfast: 400,
      lunch: 550,
      dinner: 400,
      snack: 75,
      snackQuantity: 2,
      explanation: 'Sua meta considera seu gasto diário menos 500 kcal.',
      source: 'ai',
    });
    const sent = server.requests[0]?.body as { model: string; messages: { role: string; content: string }[] };
    expect(sent.model).toBe('llama3.2');
    expect(sent.messages[0]?.content).toContain('café da manhã 25–30%, almoço 35–40%, jantar 25–30% e lanches 10–15%');
    expect(sent.messages[1]?.content).toContain('Peso: 65 kg');
    expect(sent.messages[1]?.content).toContain('Objetivo: Perder peso');
  } finally {
    await t.close();
    await server.close();
  }
});

test('the daily total shown is always the sum of the meals the model gave', async () => {
  const server = await startFakeAiServer();
  const { t, user } = await signedInOnModel(server);
  try {
    server.reply(openAiText(JSON.stringify({ totalDaily: 9999, breakfast: 400, lunch: 600, dinner: 400, snack: 100 })));
    const result = (await user.post('/api/onboarding/goals', ana)).json();
    // No snackQuantity in the reply: 2 snacks, as asked.
    expect(result).toMatchObject({ totalDaily: 1600, snackQuantity: 2, source: 'ai' });
  } finally {
    await t.close();
    await server.close();
  }
});

test('a model at its rate limit gives 429 with the pt-BR message', async () => {
  const server = await startFakeAiServer();
  const { t, user } = await signedInOnModel(server);
  try {
    server.reply(openAiError(429, 'rate_limit_exceeded', 'Rate limit reached'));
    const response = await user.post('/api/onboarding/goals', ana);
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toEqual({
      code: 'AI_RATE_LIMITED',
      message: 'Limite de uso atingido. Tente novamente em instantes.',
    });
  } finally {
    await t.close();
    await server.close();
  }
});

test('every other model failure falls back silently to the formula', async () => {
  const server = await startFakeAiServer();
  // One reply never comes. Every attempt ends in the formula, timed out or not.
  const { t, user } = await signedInOnModel(server, 300);
  try {
    server.reply(
      openAiError(401, 'invalid_api_key', 'Incorrect API key provided'),
      { hang: true },
      malformedJson,
      openAiText('Claro! Sua meta é de cerca de 1500 kcal.'),
      openAiText(JSON.stringify({ totalDaily: 1500, breakfast: 400, lunch: 550 })),
      openAiText(
        JSON.stringify({ totalDaily: 300, breakfast: 60, lunch: 60, dinner: 60, snack: 60, snackQuantity: 2 }),
      ),
      openAiText(JSON.stringify({ totalDaily: 1500, breakfast: -400, lunch: 550, dinner: 400, snack: 75 })),
      { status: 503, json: { error: { message: 'overloaded' } } },
    );
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await user.post('/api/onboarding/goals', ana);
      expect(response.statusCode, `attempt ${attempt}`).toBe(200);
      expect(response.json(), `attempt ${attempt}`).toMatchObject({ ...anaFormula, source: 'formula' });
    }
    expect(server.requests).toHaveLength(8);
  } finally {
    await t.close();
    await server.close();
  }
});

test("a reply without the required fields is 'Resposta da IA incompleta', logged without personal data", async () => {
  const server = await startFakeAiServer();
  const logged: { details: object; message: string }[] = [];
  const service = createOnboardingService({
    ai: createOpenAiProvider({ baseUrl: `${server.url}/v1`, model: 'llama3.2', timeoutMs: 20_000 }),
    log: { warn: (details, message) => logged.push({ details, message }) },
  });
  try {
    server.reply(openAiText(JSON.stringify({ totalDaily: 1500, breakfast: 400, lunch: 550, dinner: 400 })));
    const caller = callerFixture();
    const result = await service.calculateGoals(caller, ana);
    expect(result).toMatchObject({ ...anaFormula, source: 'formula' });
    expect(logged).toEqual([
      {
        details: { provider: 'openai', kind: 'bad_response', status: undefined, reason: 'Resposta da IA incompleta' },
        message: 'onboarding: AI failed, using the formula',
      },
    ]);
    expect(JSON.stringify(logged)).not.toContain('65');
  } finally {
    await server.close();
  }
});

test("model calls count toward the free plan's 20 AI calls per hour; at the cap the model is not called", async () => {
  const server = await startFakeAiServer();
  const { t, user } = await signedInOnModel(server);
  try {
    const userId: string = (await user.get('/api/auth/session')).json().user.id;
    server.reply(openAiText(aiReply));
    expect((await user.post('/api/onboarding/goals', ana)).statusCode).toBe(200);
    const logged = await countedRequestsOf(t, userId);
    expect(logged.map((row) => row.requestType)).toEqual(['onboarding_goals']);

    const recent = new Date(Date.now() - 10 * 60_000);
    await pastCountedRequests(
      t,
      userId,
      'meal_calculation',
      Array.from({ length: 19 }, () => recent),
    );
    const callsBefore = server.requests.length;
    const refused = await user.post('/api/onboarding/goals', ana);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Limite de uso atingido. Tente novamente em instantes.');
    expect(server.requests.length).toBe(callsBefore);
  } finally {
    await t.close();
    await server.close();
  }
});

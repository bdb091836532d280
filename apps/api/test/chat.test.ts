import { getFoodById } from '@prato/core/data/foods';
import { TACO_CITATION } from '@prato/core/data/food-citations';
import { findFoodName } from '@prato/core/domain/food-search';
import { CHAT_MESSAGES } from '@prato/core/schemas/chat';
import { expect, test } from 'vitest';
import { CHAT_AI_REQUEST, CHAT_LOCAL_REQUEST } from '../src/modules/chat/chat-budget';
import {
  geminiError,
  geminiStream,
  geminiText,
  malformedJson,
  openAiError,
  openAiStream,
  openAiText,
  startFakeAiServer,
  type FakeAiServer,
} from './fake-ai-server';
import {
  callerFixture,
  client,
  countedRequestsOf,
  createTestApp,
  makePremium,
  mealBody,
  PROFILE_WITH_GOALS,
  signUp,
  type TestApp,
} from './fixtures';

/** A signed-up user with goals (1.800 kcal a day) in São Paulo; premium unless `free`. */
async function user(t: TestApp, { free = false } = {}) {
  const signed = await signUp(t, { profile: PROFILE_WITH_GOALS });
  if (!free) await makePremium(t, signed.id);
  const ask = async (message: string) => signed.post('/api/chat', { message });
  return { ...signed, ask };
}

const meal = (protein: number, calories: number) =>
  mealBody({
    portions: [
      {
        foodName: 'frango grelhado',
        grams: 150,
        calories,
        homeMeasure: '1 filé',
        macros: { protein, carbs: 0, fat: 3.8, fiber: 0 },
        glycemicIndex: null,
      },
    ],
    totalCalories: calories,
    totalMacros: { protein, carbs: 0, fat: 3.8, fiber: 0 },
    glycemicData: { index: null, load: null },
  });

const chatRequests = (t: TestApp, userId: string, requestType = CHAT_AI_REQUEST) =>
  countedRequestsOf(t, userId, requestType);

test('the chat is premium only, checked by the server; without a session the chat’s own 401', async () => {
  const t = await createTestApp();
  try {
    const anonymous = await client(t).post('/api/chat', { message: 'Quanta proteína eu comi hoje?' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(CHAT_MESSAGES.unauthenticated);

    const free = await user(t, { free: true });
    const refused = await free.ask('Quanta proteína eu comi hoje?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'PREMIUM_REQUIRED', message: CHAT_MESSAGES.premiumRequired });
    expect(await chatRequests(t, free.id)).toHaveLength(0);
    expect(await chatRequests(t, free.id, CHAT_LOCAL_REQUEST)).toHaveLength(0);
  } finally {
    await t.close();
  }
});

test('the message schema: 1–2000 characters after trimming, no HTML', async () => {
  const t = await createTestApp();
  try {
    const ana = await user(t);
    const refused = async (message: unknown) => {
      const response = await ana.post('/api/chat', { message });
      expect(response.statusCode).toBe(400);
      return response.json().error.message;
    };
    expect(await refused('   ')).toBe(CHAT_MESSAGES.empty);
    expect(await refused('')).toBe(CHAT_MESSAGES.empty);
    expect(await refused('a'.repeat(2001))).toBe(CHAT_MESSAGES.tooLong);
    expect(await refused('<b>quanta proteína</b> comi hoje?')).toBe('Mensagem contém HTML não permitido');
    expect(await refused('oi <script>alert(1)</script>')).toBe('Mensagem contém HTML não permitido');
    expect(await refused(42)).toBe(CHAT_MESSAGES.empty);
    // 2000 characters after trimming pass; "a < b" is not a tag.
    expect((await ana.ask(`  ${'á'.repeat(1990)} proteína  `)).statusCode).toBe(200);
    expect((await ana.ask('proteína: 3 < 5?')).statusCode).toBe(200);
  } finally {
    await t.close();
  }
});

test('local assistant: today’s protein and calories from the saved meals, against the goal', async () => {
  const t = await createTestApp();
  try {
    const ana = await user(t);
    const empty = (await ana.ask('Quanta proteína eu comi hoje?')).json();
    expect(empty.kind).toBe('intake_today');
    expect(empty.reply).toContain('ainda não registrou nenhuma refeição hoje');

    expect((await ana.post('/api/meals', meal(46.5, 240))).statusCode).toBe(201);
    expect((await ana.post('/api/meals', meal(20.3, 310))).statusCode).toBe(201);
    const protein = (await ana.ask('quanta proteína eu comi hoje?')).json();
    expect(protein).toMatchObject({ kind: 'intake_today', source: 'local' });
    expect(protein.reply).toContain('66,8 g de proteína');
    expect(protein.reply).toContain('2 refeições');
    // 1.800 kcal × 30% / 4 kcal per gram.
    expect(protein.reply).toContain('135 g');

    const calories = (await ana.ask('Quantas calorias eu já consumi hoje?')).json();
    expect(calories.reply).toContain('550 kcal');
    expect(calories.reply).toContain('1.800 kcal');

    const left = (await ana.ask('Quantas calorias ainda posso comer hoje?')).json();
    expect(left.kind).toBe('remaining_today');
    expect(left.reply).toContain('restam 1.250 kcal');

    const week = (await ana.ask('Quantas calorias eu comi essa semana?')).json();
    expect(week.kind).toBe('intake_week');
    expect(week.reply).toContain('550 kcal');
    expect(await chatRequests(t, ana.id, CHAT_LOCAL_REQUEST)).toHaveLength(5);
  } finally {
    await t.close();
  }
});

test('local assistant: food composition from TACO with the citation, per 100 g and per household measure', async () => {
  const t = await createTestApp();
  try {
    const ana = await user(t);
    const rice = getFoodById(findFoodName('arroz branco')?.foodId ?? 0);
    if (!rice) throw new Error('arroz missing from the library');
    const answer = (await ana.ask('Quantas calorias tem 100 g de arroz branco?')).json();
    expect(answer.kind).toBe('food_composition');
    expect(answer.reply).toContain(`${Math.round(rice.per100g.kcal)} kcal`);
    expect(answer.reply).toContain(rice.name);
    expect(answer.citations).toContain(TACO_CITATION);

    // Plain "feijão" is the home preparation of IBGE's table of foods as consumed: cited as such, not as TACO.
    const beans = (await ana.ask('Quantas calorias tem 100 g de feijão?')).json();
    expect(beans.kind).toBe('food_composition');
    expect(beans.citations[0]).toMatch(/^Composição como consumida: IBGE, POF 2008–2009/);
    expect(beans.citations.join(' ')).not.toContain(TACO_CITATION);

    const oil = getFoodById(findFoodName('azeite')?.foodId ?? 0);
    const spoon = oil?.measures.find((m) => m.label.startsWith('colher de sopa'));
    if (!oil || !spoon) throw new Error('azeite or its spoon missing');
    const spoons = (await ana.ask('e 2 colheres de sopa de azeite?')).json();
    expect(spoons.kind).toBe('food_composition');
    expect(spoons.reply).toContain(`${Math.round((oil.per100g.kcal * spoon.grams * 2) / 100)} kcal`);
    expect(spoons.reply).toContain(`2 colheres de sopa`);
    expect(spoons.reply).toContain(`(${(spoon.grams * 2).toLocaleString('pt-BR')} g)`);

    const unknownMeasure = (await ana.ask('quantas calorias tem 2 conchas de azeite')).json();
    expect(unknownMeasure.reply).toContain('Não tenho a medida "concha"');
  } finally {
    await t.close();
  }
});

test('local assistant: next meal by the portion solver for the calories left; weight, water, activities, goals, plan', async () => {
  const t = await createTestApp();
  try {
    const ana = await user(t);
    await ana.post('/api/meals', meal(40, 1500));
    const suggestion = (await ana.ask('O que posso comer no jantar?')).json();
    expect(suggestion.kind).toBe('meal_suggestion');
    // 1.800 − 1.500 = 300 kcal left, under the dinner goal of 600.
    expect(suggestion.reply).toContain('jantar com 300 kcal');
    const total = /Total: ([\d.]+) kcal/.exec(suggestion.reply)?.[1];
    expect(Number(total?.replace('.', ''))).toBeGreaterThanOrEqual(297);
    expect(Number(total?.replace('.', ''))).toBeLessThanOrEqual(303);

    expect((await ana.ask('Como está meu peso?')).json().reply).toContain('ainda não registrou seu peso');
    await ana.post('/api/weights', { weight: 72.4, measuredAt: new Date(Date.now() - 10 * 86_400_000).toISOString() });
    await ana.post('/api/weights', { weight: 70.1 });
    const weight = (await ana.ask('Estou emagrecendo?')).json();
    expect(weight.kind).toBe('weight');
    expect(weight.reply).toContain('70,1 kg');
    expect(weight.reply).toContain('perdeu 2,3 kg');
    expect(weight.reply).toContain('IMC: 22,9 (Peso Normal)');

    await ana.post('/api/hydration/intakes', { amountMl: 300 });
    const water = (await ana.ask('Quanta água eu bebi hoje?')).json();
    expect(water.kind).toBe('water_today');
    expect(water.reply).toContain('300 ml');

    await ana.post('/api/activities', { activityType: 'Caminhada', durationMinutes: 40, caloriesBurned: 180 });
    const activities = (await ana.ask('Quantas calorias eu queimei hoje?')).json();
    expect(activities.kind).toBe('activities');
    expect(activities.reply).toContain('180 kcal');
    expect(activities.reply).toContain('Caminhada: 40 min');

    const goals = (await ana.ask('Qual é a minha meta de calorias?')).json();
    expect(goals.reply).toContain('1.800 kcal');
    expect(goals.reply).toContain('almoço 600 kcal');

    const plan = (await ana.ask('Quais são as regras do meu plano?')).json();
    expect(plan.reply).toContain('Premium Mensal');

    const unknown = (await ana.ask('Posso tomar remédio para emagrecer?')).json();
    expect(unknown.kind).toBe('unknown');
    expect(unknown.reply).toContain('Não sei responder isso com segurança');
  } finally {
    await t.close();
  }
});

async function onModel(server: FakeAiServer, provider: 'openai' | 'gemini', aiTimeoutMs = 20_000) {
  const env: Record<string, string> =
    provider === 'openai'
      ? { AI_PROVIDER: 'openai', OPENAI_BASE_URL: `${server.url}/v1`, OPENAI_MODEL: 'llama3.2' }
      : { AI_PROVIDER: 'gemini', GEMINI_API_KEY: 'chave-de-teste', GEMINI_BASE_URL: server.url };
  const t = await createTestApp({ env: { ...env, AI_TIMEOUT_MS: String(aiTimeoutMs) } });
  return { t, ana: await user(t) };
}

test('off-topic: the canned redirect, with no model call and nothing counted', async () => {
  const server = await startFakeAiServer();
  const { t, ana } = await onModel(server, 'openai');
  try {
    const response = await ana.ask('Em quem devo votar para presidente nas próximas eleições?');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      reply: CHAT_MESSAGES.offTopic,
      kind: 'off_topic',
      source: 'local',
      citations: [],
    });
    expect(server.requests).toHaveLength(0);
    expect(await chatRequests(t, ana.id)).toHaveLength(0);
  } finally {
    await t.close();
    await server.close();
  }
});

test('openai: the model writes prose over the server’s facts, with the chat settings (temperature 0.9, topP 0.95, 800 tokens)', async () => {
  const server = await startFakeAiServer();
  const { t, ana } = await onModel(server, 'openai');
  try {
    await ana.post('/api/meals', meal(46.5, 240));
    server.reply(openAiText('Você comeu 46,5 g de proteína hoje. Ótimo começo!'));
    const response = await ana.ask('Quanta proteína eu comi hoje?');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      reply: 'Você comeu 46,5 g de proteína hoje. Ótimo começo!',
      kind: 'intake_today',
      source: 'ai',
      citations: [],
    });
    const body = server.requests[0]?.body as {
      messages: { role: string; content: string }[];
      temperature: number;
      top_p: number;
      max_tokens: number;
    };
    expect(body).toMatchObject({ temperature: 0.9, top_p: 0.95, max_tokens: 800 });
    expect(body.messages[0]?.content).toContain('nunca invente');
    expect(body.messages[0]?.content).toContain('diagnósticos médicos');
    const prompt = body.messages[1]?.content ?? '';
    expect(prompt).toContain('Hoje você comeu 46,5 g de proteína');
    expect(prompt).toContain('Meta diária: 1.800 kcal');
    expect(prompt).toContain('<pergunta_do_usuario>\n"Quanta proteína eu comi hoje?"\n</pergunta_do_usuario>');
  } finally {
    await t.close();
    await server.close();
  }
});

test('openai failures map to the pt-BR messages: 429, rejected key, empty, garbage, timeout', async () => {
  const server = await startFakeAiServer();
  const { t, ana } = await onModel(server, 'openai');
  try {
    const failure = async () => {
      const response = await ana.ask('Quanta proteína eu comi hoje?');
      return { status: response.statusCode, message: response.json().error.message };
    };
    server.reply(openAiError(429, 'rate_limit_exceeded', 'Rate limit reached'));
    expect(await failure()).toEqual({ status: 429, message: CHAT_MESSAGES.rateLimited });
    server.reply(openAiError(401, 'invalid_api_key', 'Incorrect API key provided'));
    expect(await failure()).toEqual({ status: 502, message: CHAT_MESSAGES.generic });
    server.reply(openAiText(''));
    expect(await failure()).toEqual({ status: 502, message: CHAT_MESSAGES.emptyReply });
    server.reply(malformedJson);
    expect(await failure()).toEqual({ status: 502, message: CHAT_MESSAGES.generic });
  } finally {
    await t.close();
    await server.close();
  }

  const hanging = await startFakeAiServer();
  const slow = await onModel(hanging, 'openai', 500);
  try {
    hanging.always({ hang: true });
    const response = await slow.ana.ask('Quanta proteína eu comi hoje?');
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe(CHAT_MESSAGES.generic);
  } finally {
    await slow.t.close();
    await hanging.close();
  }
});

test('gemini: prose over the facts with the chat settings; 429 and an empty answer', async () => {
  const server = await startFakeAiServer();
  const { t, ana } = await onModel(server, 'gemini');
  try {
    server.reply(geminiText('100 g de arroz cozido têm cerca de 128 kcal, segundo a TACO.'));
    const response = await ana.ask('Quantas calorias tem 100 g de arroz branco?');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'food_composition', source: 'ai', citations: [TACO_CITATION] });
    const body = server.requests[0]?.body as {
      generationConfig: { temperature: number; topP: number; maxOutputTokens: number };
      systemInstruction: { parts: { text: string }[] };
      contents: { parts: { text: string }[] }[];
    };
    expect(body.generationConfig).toMatchObject({ temperature: 0.9, topP: 0.95, maxOutputTokens: 800 });
    expect(body.systemInstruction.parts[0]?.text).toContain('nunca invente');
    expect(body.contents[0]?.parts[0]?.text).toContain('Arroz, tipo 1, cozido');

    server.reply(geminiError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded'));
    const limited = await ana.ask('Quantas calorias tem 100 g de arroz branco?');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(CHAT_MESSAGES.rateLimited);

    server.reply(geminiText(''));
    const empty = await ana.ask('Quantas calorias tem 100 g de arroz branco?');
    expect(empty.statusCode).toBe(502);
    expect(empty.json().error.message).toBe(CHAT_MESSAGES.emptyReply);
  } finally {
    await t.close();
    await server.close();
  }
});

test('the hourly AI cap of the plan (all AI features together): when reached, the pt-BR 429, before any model call', async () => {
  const { createChatService } = await import('../src/modules/chat/chat.service');
  const { PLANS } = await import('@prato/core/domain/plans');
  // No plan with the assistant has an hourly cap today; one that had would bind it.
  const capped = { ...PLANS.premium_monthly, limits: { ...PLANS.premium_monthly.limits, requestsPerHour: 20 } };
  const unused = () => {
    throw new Error('must not be read');
  };
  let modelCalls = 0;
  const service = createChatService({
    ai: {
      name: 'openai',
      isModel: true,
      async generateText() {
        modelCalls += 1;
        return 'x';
      },
    },
    requestLog: {
      withUserLock: (_userId, work) =>
        work({ countAll: async () => 20, nthNewestOfType: async () => null, record: unused }),
    },
    limits: { model: { perMinute: 6, perDay: 100 }, local: { perMinute: 30, perDay: 1000 } },
    subscriptionsService: { effectivePlanOf: async () => capped },
    profileService: { get: unused, timezoneOf: unused },
    mealsService: { totalsByDay: unused, list: unused },
    nutrientsService: { day: unused, summary: unused },
    weightsService: { list: unused },
    activitiesService: { list: unused },
    hydrationService: { today: unused },
    log: { warn() {} },
  });
  const caller = callerFixture();
  await expect(service.respond(caller, 'Quanta proteína eu comi hoje?')).rejects.toMatchObject({
    kind: 'quota-exceeded',
    message: CHAT_MESSAGES.rateLimited,
  });
  expect(modelCalls).toBe(0);
});

/** An SSE body as the browser reads it: [event, data] pairs. */
function events(body: string): [string, unknown][] {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return [event, JSON.parse(data)];
    });
}

const SSE = { accept: 'text/event-stream, application/json' };

test('openai streaming: the answer reaches the browser piece by piece as server-sent events, then the whole reply', async () => {
  const server = await startFakeAiServer();
  const { t, ana } = await onModel(server, 'openai');
  try {
    await ana.post('/api/meals', meal(46.5, 240));
    server.reply(openAiStream('Você comeu ', '46,5 g de proteína', ' hoje.'));
    const response = await ana.post('/api/chat', { message: 'Quanta proteína eu comi hoje?' }, SSE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(events(response.body)).toEqual([
      ['delta', { text: 'Você comeu ' }],
      ['delta', { text: '46,5 g de proteína' }],
      ['delta', { text: ' hoje.' }],
      ['done', { reply: 'Você comeu 46,5 g de proteína hoje.', kind: 'intake_today', source: 'ai', citations: [] }],
    ]);
    expect(server.requests[0]?.body).toMatchObject({ stream: true, temperature: 0.9, top_p: 0.95, max_tokens: 800 });

    // Failures before the first piece keep their status: 429, and an answer without text.
    server.reply(openAiError(429, 'rate_limit_exceeded', 'Rate limit reached'));
    const limited = await ana.post('/api/chat', { message: 'Quanta proteína eu comi hoje?' }, SSE);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(CHAT_MESSAGES.rateLimited);
    server.reply(openAiStream());
    const empty = await ana.post('/api/chat', { message: 'Quanta proteína eu comi hoje?' }, SSE);
    expect(empty.statusCode).toBe(502);
    expect(empty.json().error.message).toBe(CHAT_MESSAGES.emptyReply);

    // Garbage after a first piece: the stream ends with the generic error event.
    const [firstPiece = ''] = (openAiStream('Você comeu') as { sse: string[] }).sse;
    server.reply({ sse: [firstPiece, '{"choices": [{'] });
    const broken = await ana.post('/api/chat', { message: 'Quanta proteína eu comi hoje?' }, SSE);
    expect(events(broken.body)).toEqual([
      ['delta', { text: 'Você comeu' }],
      ['error', { error: { code: 'AI_FAILED', message: CHAT_MESSAGES.generic } }],
    ]);
  } finally {
    await t.close();
    await server.close();
  }
});

test('gemini streaming: streamGenerateContent over SSE; garbage after a first piece ends with the error event', async () => {
  const server = await startFakeAiServer();
  const { t, ana } = await onModel(server, 'gemini');
  try {
    server.reply(geminiStream('100 g de arroz ', 'têm 128 kcal.'));
    const response = await ana.post('/api/chat', { message: 'Quantas calorias tem 100 g de arroz branco?' }, SSE);
    expect(events(response.body)).toEqual([
      ['delta', { text: '100 g de arroz ' }],
      ['delta', { text: 'têm 128 kcal.' }],
      [
        'done',
        {
          reply: '100 g de arroz têm 128 kcal.',
          kind: 'food_composition',
          source: 'ai',
          citations: [TACO_CITATION],
        },
      ],
    ]);
    expect(server.requests[0]?.path).toContain(':streamGenerateContent?alt=sse');

    const [firstPiece = ''] = (geminiStream('100 g de arroz ') as { sse: string[] }).sse;
    server.reply({ sse: [firstPiece, '{"candidates": [{'] });
    const broken = await ana.post('/api/chat', { message: 'Quantas calorias tem 100 g de arroz branco?' }, SSE);
    expect(events(broken.body)).toEqual([
      ['delta', { text: '100 g de arroz ' }],
      ['error', { error: { code: 'AI_FAILED', message: CHAT_MESSAGES.generic } }],
    ]);

    // The off-topic redirect and local answers stay plain JSON, also for a browser that accepts SSE.
    const redirect = await ana.post('/api/chat', { message: 'Qual o melhor time de futebol do Brasil?' }, SSE);
    expect(redirect.headers['content-type']).toContain('application/json');
    expect(redirect.json().kind).toBe('off_topic');
  } finally {
    await t.close();
    await server.close();
  }
});

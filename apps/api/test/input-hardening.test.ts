import { afterAll, beforeAll, expect, test } from 'vitest';
import { INPUT_RULE_MESSAGES } from '@prato/core/schemas/input-rules';
import { createTestApp, mealBody, RICE_ANSWER, RICE_PORTION, signUp, type TestApp } from './fixtures';

// Issue 16 §5, §11, §13 through the API, on PGlite and PostgreSQL: input that the database cannot
// store answered 500 (NUL, lone surrogates in JSON, numbers outside `real`, years 0 and 10000),
// meal strings had no bound, and validation answered in English. Now: 400, pt-BR, nothing stored.

let t: TestApp;
let ana: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  ana = await signUp(t, { profile: { weight: 70, height: 170, age: 30, gender: 'female' } });
});
afterAll(async () => {
  await t?.close();
});

const meal = (overrides: Record<string, unknown> = {}, portion: Record<string, unknown> = {}) =>
  mealBody({ ...RICE_ANSWER, portions: [{ ...RICE_PORTION, ...portion }] }, overrides);

/** Sends a raw JSON text (so 1e999 can be written), returns status and error. */
async function send(method: 'POST' | 'PATCH' | 'GET', url: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie: ana.jar.header(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.statusCode, error: res.json().error as { code: string; message: string } | undefined };
}

test('NUL and unpaired surrogates in any stored text answer 400 with the pt-BR text rule', async () => {
  const cases: [string, string, unknown][] = [
    ['PATCH', '/api/profile', { allergies: 'amendoim\u0000' }],
    ['PATCH', '/api/profile', { dietaryPreferences: '\ud800' }],
    ['POST', '/api/weights', { weight: 70, notes: 'a\u0000b' }],
    ['POST', '/api/activities', { activityType: 'Corrida\u0000', durationMinutes: 30 }],
    ['POST', '/api/goals', { title: 'Meta', unit: '\u0000' }],
    ['POST', '/api/meals', meal({}, { foodName: 'arroz\u0000' })],
    // Inside the JSON column: PostgreSQL refuses a lone surrogate escape in jsonb.
    ['POST', '/api/meals', meal({}, { homeMeasure: 'x\udc00y' })],
    ['POST', '/api/meals', meal({}, { foodName: '\ud800' })],
  ];
  for (const [method, url, body] of cases) {
    const { status, error } = await send(method as 'POST', url, body);
    expect(status, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
    expect(error?.message).toBe(INPUT_RULE_MESSAGES.text);
  }
});

test('numbers outside the real columns (1e308, 5e-324, ±Infinity) answer 400, never 500', async () => {
  const cases: [string, unknown, string][] = [
    ['/api/meals', meal({ totalCalories: 1e308 }), 'As calorias devem estar entre 0 e 100.000 kcal.'],
    ['/api/meals', meal({ totalCalories: 5e-324 }), 'As calorias devem estar entre 0 e 100.000 kcal.'],
    [
      '/api/meals',
      meal({ totalMacros: { protein: -1e308, carbs: 1, fat: 1, fiber: 1 } }),
      'Os macronutrientes devem estar entre 0 e 10.000 g.',
    ],
    ['/api/meals', meal({ glycemicData: { index: 5e-324, load: 1 } }), 'O índice glicêmico deve estar entre 0 e 200.'],
    ['/api/goals', { title: 'Meta', targetValue: 1e308 }, 'Informe um valor de meta entre 0 e 1.000.000.'],
    ['/api/goals', { title: 'Meta', targetValue: 5e-324 }, 'Informe um valor de meta entre 0 e 1.000.000.'],
  ];
  for (const [url, body, message] of cases) {
    const { status, error } = await send('POST', url, body);
    expect(status, `${url} ${JSON.stringify(body)}`).toBe(400);
    expect(error?.message).toBe(message);
  }
  // JSON's 1e999 parses to Infinity.
  const infinite = await send('POST', '/api/goals', '{"title":"Meta","targetValue":1e999}');
  expect(infinite.status).toBe(400);
  expect(infinite.error?.message).toBe('Informe um valor de meta positivo.');
});

test('dates in year 0 or 10000 answer 400 in bodies and in from/to queries', async () => {
  const bodies: [string, unknown][] = [
    ['/api/weights', { weight: 70, measuredAt: '0000-01-01T00:00:00Z' }],
    ['/api/activities', { activityType: 'Corrida', durationMinutes: 30, performedAt: '0001-01-01T00:30:00+01:00' }],
    ['/api/meals', meal({ consumedAt: '9999-12-31T23:00:00-05:00' })],
  ];
  for (const [url, body] of bodies) {
    const { status, error } = await send('POST', url, body);
    expect(status, `${url} ${JSON.stringify(body)}`).toBe(400);
    expect(error?.message).toBe(INPUT_RULE_MESSAGES.date);
  }
  const queries = [
    '/api/weights?from=0000-01-01T00:00:00Z',
    '/api/activities?to=9999-12-31T23:00:00-05:00',
    '/api/meals?to=9999-12-31',
    '/api/meals?from=0000-01-01T00:00:00Z',
  ];
  for (const url of queries) {
    const { status, error } = await send('GET', url.replace(/\+/g, '%2B'));
    expect(status, url).toBe(400);
    expect(error?.message).toBe(INPUT_RULE_MESSAGES.date);
  }
});

test('a 1,040,000-character meal food name is refused (every stored string is bounded)', async () => {
  const { status, error } = await send('POST', '/api/meals', meal({}, { foodName: 'a'.repeat(1_040_000) }));
  expect(status).toBe(400);
  expect(error?.message).toBe('Informe o nome do alimento (até 200 caracteres).');
  const list = await send('GET', '/api/meals');
  expect(list.status).toBe(200);
});

test('validation without a field message answers in pt-BR, not with the library defaults', async () => {
  const unknown = await send('PATCH', '/api/profile', { campoExtra: 1 });
  expect(unknown).toEqual({
    status: 400,
    error: expect.objectContaining({ message: 'A requisição contém campos não permitidos.' }),
  });
  const wrongType = await send('PATCH', '/api/weights/6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b', { notes: 42 });
  expect(wrongType.error?.message).toBe('Informe um texto.');
  const notObject = await t.app.inject({
    method: 'POST',
    url: '/api/goals',
    headers: { cookie: ana.jar.header(), 'content-type': 'text/plain' },
    payload: 'texto',
  });
  expect(notObject.statusCode).toBe(400);
  expect(notObject.json().error.message).toBe('Envie os dados da requisição como um objeto JSON.');
});

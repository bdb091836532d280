import { WEIGHT_ENTRY_MESSAGES, WEIGHT_MESSAGES } from '@prato/core/schemas/weight';
import { expect, test } from 'vitest';
import { client, createTestApp, signUp } from './fixtures';

test('logging a weight stores the BMI and its category from the profile height, and updates the profile weight', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: { weight: 80, height: 170 } });

    const created = await ana.post('/api/weights', { weight: 70 });
    expect(created.statusCode).toBe(201);
    // 70 / 1.70² = 24.22 → 24.2, Peso Normal
    expect(created.json()).toMatchObject({ weight: 70, height: 170, bmi: 24.2, bmiCategory: 'normal', notes: null });
    expect((await ana.get('/api/profile')).json()).toMatchObject({ weight: 70, height: 170 });

    // An explicit height wins and becomes the profile's: 90 / 1.60² = 35.16 → 35.2, obesity_2
    const withHeight = await ana.post('/api/weights', { weight: 90, height: 160, notes: '  depois das férias ' });
    expect(withHeight.json()).toMatchObject({ bmi: 35.2, bmiCategory: 'obesity_2', notes: 'depois das férias' });
    expect((await ana.get('/api/profile')).json()).toMatchObject({ weight: 90, height: 160 });
  } finally {
    await t.close();
  }
});

test('without any height the entry is stored without a BMI', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const created = await ana.post('/api/weights', { weight: 62.5 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ weight: 62.5, height: null, bmi: null, bmiCategory: null });
  } finally {
    await t.close();
  }
});

test('the list is newest first, filters by date range, and a back-dated entry keeps the current profile weight', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: { height: 165 } });
    await ana.post('/api/weights', { weight: 72, measuredAt: '2025-03-01T10:00:00.000Z' });
    await ana.post('/api/weights', { weight: 70, measuredAt: '2025-05-01T10:00:00.000Z' });
    await ana.post('/api/weights', { weight: 75, measuredAt: '2025-01-01T10:00:00.000Z' });

    const all = await ana.get('/api/weights');
    expect(all.statusCode).toBe(200);
    expect(all.json().map((e: { weight: number }) => e.weight)).toEqual([70, 72, 75]);
    expect((await ana.get('/api/profile')).json().weight).toBe(70);

    const range = await ana.get('/api/weights?from=2025-02-01T00:00:00Z&to=2025-04-01T00:00:00Z');
    expect(range.json().map((e: { weight: number }) => e.weight)).toEqual([72]);
    expect((await ana.get('/api/weights?limit=1')).json()).toHaveLength(1);

    const latest = await ana.get('/api/weights/latest');
    expect(latest.json().entry).toMatchObject({ weight: 70, measuredAt: '2025-05-01T10:00:00.000Z' });
  } finally {
    await t.close();
  }
});

test('the AI analysis and notes can be updated, and an entry deleted', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: { height: 170 } });
    const { id } = (await ana.post('/api/weights', { weight: 70 })).json();

    const updated = await ana.patch(`/api/weights/${id}`, { aiAnalysis: 'Peso estável.' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, aiAnalysis: 'Peso estável.', notes: null });
    expect((await ana.patch(`/api/weights/${id}`, { notes: 'manhã' })).json()).toMatchObject({
      aiAnalysis: 'Peso estável.',
      notes: 'manhã',
    });

    expect((await ana.del(`/api/weights/${id}`)).statusCode).toBe(204);
    expect((await ana.get('/api/weights')).json()).toEqual([]);
    expect((await ana.get('/api/weights/latest')).json()).toEqual({ entry: null });
    expect((await ana.del(`/api/weights/${id}`)).statusCode).toBe(404);
  } finally {
    await t.close();
  }
});

test('invalid input answers 400 with the pt-BR message', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: { height: 170 } });
    const message = (response: { json: () => { error: { message: string } } }) => response.json().error.message;

    expect(message(await ana.post('/api/weights', { weight: 19.9 }))).toBe(WEIGHT_MESSAGES.weight);
    expect(message(await ana.post('/api/weights', { weight: 300.1 }))).toBe(WEIGHT_MESSAGES.weight);
    expect(message(await ana.post('/api/weights', {}))).toBe(WEIGHT_MESSAGES.required);
    expect(message(await ana.post('/api/weights', { weight: '70' }))).toBe(WEIGHT_MESSAGES.required);
    expect((await ana.post('/api/weights', { weight: 70, measuredAt: 'ontem' })).statusCode).toBe(400);

    const { id } = (await ana.post('/api/weights', { weight: 70 })).json();
    expect(message(await ana.patch(`/api/weights/${id}`, {}))).toBe(WEIGHT_ENTRY_MESSAGES.emptyUpdate);
    expect((await ana.patch(`/api/weights/${id}`, { weight: 10 })).statusCode).toBe(400);
    expect(message(await ana.del('/api/weights/nao-e-um-id'))).toBe('Identificador inválido.');
    expect(message(await ana.get('/api/weights?from=2025-05-01T00:00:00Z&to=2025-01-01T00:00:00Z'))).toBe(
      'A data inicial deve ser anterior à final.',
    );
    expect((await ana.get('/api/weights?limit=0')).statusCode).toBe(400);
  } finally {
    await t.close();
  }
});

test("one user can neither read, change nor delete another user's weight entries", async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: { height: 170 } });
    const bruno = await signUp(t, { profile: { height: 180 } });
    const { id } = (await ana.post('/api/weights', { weight: 70 })).json();

    expect((await bruno.get('/api/weights')).json()).toEqual([]);
    expect((await bruno.get('/api/weights/latest')).json()).toEqual({ entry: null });
    const patched = await bruno.patch(`/api/weights/${id}`, { aiAnalysis: 'invasão' });
    expect(patched.statusCode).toBe(404);
    expect(patched.json().error.message).toBe(WEIGHT_ENTRY_MESSAGES.notFound);
    expect((await bruno.del(`/api/weights/${id}`)).statusCode).toBe(404);

    const [entry] = (await ana.get('/api/weights')).json();
    expect(entry).toMatchObject({ id, weight: 70, aiAnalysis: null });
    // Bruno's own entry uses his own height, never Ana's.
    expect((await bruno.post('/api/weights', { weight: 81 })).json()).toMatchObject({ height: 180, bmi: 25 });
    expect((await ana.get('/api/weights')).json()).toHaveLength(1);

    const anonymous = client(t);
    expect((await anonymous.get('/api/weights')).statusCode).toBe(401);
    expect((await anonymous.post('/api/weights', { weight: 70 })).statusCode).toBe(401);
  } finally {
    await t.close();
  }
});

test('a weight sent twice with the same client id is stored once; another user cannot reuse the id', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: { weight: 80, height: 170 } });
    const bruno = await signUp(t, { profile: { weight: 90, height: 180 } });
    const id = '4b1c7f0e-8f0a-4d8e-9a55-3f2b6c0d9e11';

    const first = await ana.post('/api/weights', { id, weight: 71 });
    expect(first.statusCode).toBe(201);
    const retry = await ana.post('/api/weights', { id, weight: 71 });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(id);
    expect((await ana.get('/api/weights')).json()).toHaveLength(1);

    const stolen = await bruno.post('/api/weights', { id, weight: 50 });
    expect(stolen.statusCode).toBe(409);
    expect((await bruno.get('/api/weights')).json()).toHaveLength(0);
    expect((await ana.get('/api/weights')).json()[0]).toMatchObject({ id, weight: 71 });
  } finally {
    await t.close();
  }
});

test('weights logged at the same time leave the profile on the newest measurement, whatever order they finish in', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: { weight: 80, height: 170 } });
    // Forty measurements an hour apart, sent all at once, newest first so the oldest tends to finish last.
    const base = Date.parse('2026-03-01T08:00:00Z');
    const entries = Array.from({ length: 40 }, (_, i) => ({
      weight: 70 + i,
      measuredAt: new Date(base + i * 3_600_000).toISOString(),
    })).reverse();
    const answers = await Promise.all(entries.map((entry) => ana.post('/api/weights', entry)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(entries.map(() => 201));
    expect((await ana.get('/api/profile')).json().weight).toBe(109);

    // A back-dated entry racing a newer one still leaves the newer one.
    const [older, newer] = await Promise.all([
      ana.post('/api/weights', { weight: 60, measuredAt: '2026-02-01T08:00:00Z' }),
      ana.post('/api/weights', { weight: 85, measuredAt: '2026-04-01T08:00:00Z' }),
    ]);
    expect([older.statusCode, newer.statusCode]).toEqual([201, 201]);
    expect((await ana.get('/api/profile')).json().weight).toBe(85);
  } finally {
    await t.close();
  }
});

test('before 20 the stored category is the WHO BMI-for-age band, not the adult cut-offs', async () => {
  const t = await createTestApp();
  try {
    // A 14-year-old girl with BMI 17.5: "Baixo Peso" by the adult cut-off of 18.5, but her age's median
    // is 19.6 and her −2 SD 15.4 (WHO 2007): adequate for her age.
    const bia = await signUp(t, { profile: { age: 14, gender: 'female', height: 160, weight: 45 } });
    const teen = await bia.post('/api/weights', { weight: 44.8 });
    expect(teen.statusCode, teen.body).toBe(201);
    expect(teen.json()).toMatchObject({ bmi: 17.5, bmiCategory: 'normal' });
    // At 14.8 she is thin for her age (between −3 and −2 SD of the WHO reference).
    expect((await bia.post('/api/weights', { weight: 38 })).json()).toMatchObject({
      bmi: 14.8,
      bmiCategory: 'thinness',
    });

    // An adult keeps the adult bands.
    const ana = await signUp(t, { profile: { age: 30, gender: 'female', height: 160, weight: 60 } });
    expect((await ana.post('/api/weights', { weight: 44.8 })).json()).toMatchObject({ bmiCategory: 'underweight' });
  } finally {
    await t.close();
  }
});

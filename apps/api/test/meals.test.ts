import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
// One row for a replayed client id: the table is what a retry must not grow.
import { mealConsumption } from '../src/db/schema';
import { client, createTestApp, makePremium, mealBody, RICE_PORTION, signUp, type Client } from './fixtures';

/** The planner's answer for a lunch of rice and grilled chicken. */
const RICE_AND_CHICKEN = {
  portions: [
    RICE_PORTION,
    {
      foodName: 'frango grelhado',
      grams: 120,
      calories: 191,
      homeMeasure: '1 filé médio',
      macros: { protein: 38.5, carbs: 0, fat: 3, fiber: 0 },
      glycemicIndex: null,
    },
  ],
  totalCalories: 383,
  totalMacros: { protein: 42.3, carbs: 42.2, fat: 3.3, fiber: 2.4 },
  glycemicData: { index: 73, load: 30.8 },
};

/** A meal as the planner screen saves it (a calculation plus the client's id). */
const meal = (overrides: Record<string, unknown> = {}) =>
  mealBody(RICE_AND_CHICKEN, { foodItems: ['arroz branco', 'frango grelhado'], ...overrides });

test('save a meal: 201, stored with its totals, listed; saving the same id again keeps one row', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const body = meal({ consumedAt: '2025-06-10T12:30:00-03:00' });
    const created = await ana.post('/api/meals', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: body.id,
      mealType: 'lunch',
      // Planned without a slot: its meal type's diary slot.
      slot: 'lunch',
      totalCalories: 383,
      totalProtein: 42.3,
      totalCarbs: 42.2,
      totalFat: 3.3,
      totalFiber: 2.4,
      glycemicIndex: 73,
      glycemicLoad: 30.8,
      // Each portion becomes a diary item with its own id.
      portions: RICE_AND_CHICKEN.portions.map((portion) => ({ ...portion, id: expect.any(String) })),
      consumedAt: '2025-06-10T15:30:00.000Z',
    });

    const retried = await ana.post('/api/meals', { ...body, totalCalories: 999 });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().totalCalories).toBe(383);
    const rows = await t.db.select().from(mealConsumption).where(eq(mealConsumption.id, body.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(ana.id);

    const list = await ana.get('/api/meals?from=2025-01-01');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      meals: [created.json()],
      limit: 5,
      hasMore: false,
      days: [{ date: '2025-06-10', meals: 1, calories: 383, protein: 42.3, carbs: 42.2, fat: 3.3, fiber: 2.4 }],
    });
  } finally {
    await t.close();
  }
});

test('save a meal: invalid bodies are 400 with a pt-BR message; no session is 401', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const badId = await ana.post('/api/meals', meal({ id: 'not-a-uuid' }));
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.message).toBe('Identificador da refeição inválido.');
    const empty = await ana.post('/api/meals', meal({ portions: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('A refeição precisa de ao menos um alimento.');
    expect((await ana.post('/api/meals', meal({ mealType: 'ceia' }))).json().error.message).toBe(
      'Tipo de refeição inválido.',
    );
    expect((await ana.post('/api/meals', meal({ totalCalories: -1 }))).statusCode).toBe(400);

    const anonymous = client(t);
    expect((await anonymous.post('/api/meals', meal())).statusCode).toBe(401);
    expect((await anonymous.get('/api/meals')).statusCode).toBe(401);
    const id = randomUUID();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/meals/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/meals/${id}`, payload: {} })).statusCode).toBe(401);
  } finally {
    await t.close();
  }
});

test('update and delete a meal: own rows only; another user gets 404 and the row is untouched', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const bruno = await signUp(t);
    const body = meal();
    const saved = (await ana.post('/api/meals', body)).json();

    // Bruno can neither take the id, nor see, change or delete Ana's meal.
    const taken = await bruno.post('/api/meals', body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({ code: 'MEAL_ID_TAKEN', message: 'Refeição já registrada.' });
    expect((await bruno.get('/api/meals')).json().meals).toEqual([]);
    const foreignPatch = await bruno.patch(`/api/meals/${body.id}`, { totalCalories: 1 });
    expect(foreignPatch.statusCode).toBe(404);
    expect(foreignPatch.json().error.message).toBe('Refeição não encontrada.');
    expect((await bruno.del(`/api/meals/${body.id}`)).statusCode).toBe(404);
    expect((await ana.get('/api/meals')).json().meals).toEqual([saved]);

    const updated = await ana.patch(`/api/meals/${body.id}`, {
      mealType: 'dinner',
      totalCalories: 420,
      totalMacros: { protein: 45, carbs: 46, fat: 4, fiber: 3 },
      glycemicData: { index: null, load: null },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: body.id,
      mealType: 'dinner',
      totalCalories: 420,
      totalProtein: 45,
      totalCarbs: 46,
      totalFat: 4,
      totalFiber: 3,
      glycemicIndex: null,
      glycemicLoad: null,
      portions: body.portions,
      consumedAt: saved.consumedAt,
    });
    expect((await ana.patch(`/api/meals/${body.id}`, {})).json()).toEqual(updated.json());
    expect((await ana.patch(`/api/meals/${body.id}`, { totalCalories: -5 })).statusCode).toBe(400);
    expect((await ana.patch('/api/meals/123', { totalCalories: 5 })).statusCode).toBe(400);

    const removed = await ana.del(`/api/meals/${body.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await ana.del(`/api/meals/${body.id}`)).statusCode).toBe(404);
    expect((await ana.get('/api/meals')).json().meals).toEqual([]);
  } finally {
    await t.close();
  }
});

test('history: newest first, 365 days by default; the free plan sees its newest 5 of 7, premium all 7', async () => {
  const now = new Date('2025-06-10T15:00:00Z');
  const t = await createTestApp({ now: () => new Date(now) });
  try {
    const ana = await signUp(t);
    const day = 24 * 60 * 60 * 1000;
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const body = meal({ consumedAt: new Date(now.getTime() - i * day).toISOString() });
      ids.push(body.id);
      expect((await ana.post('/api/meals', body)).statusCode).toBe(201);
    }
    const tooOld = meal({ consumedAt: new Date(now.getTime() - 366 * day).toISOString() });
    expect((await ana.post('/api/meals', tooOld)).statusCode).toBe(201);

    const free = (await ana.get('/api/meals')).json();
    expect(free.limit).toBe(5);
    expect(free.meals.map((m: { id: string }) => m.id)).toEqual(ids.slice(0, 5));

    await makePremium(t, ana.id, { plan: 'premium_annual', periodEnd: new Date('2026-06-10T15:00:00Z') });
    const premium = (await ana.get('/api/meals')).json();
    expect(premium.limit).toBeNull();
    expect(premium.meals.map((m: { id: string }) => m.id)).toEqual(ids);

    // Calendar dates are whole local days (São Paulo): 08/06 and 09/06 hold two meals.
    const range = (await ana.get('/api/meals?from=2025-06-08&to=2025-06-09')).json();
    expect(range.meals.map((m: { id: string }) => m.id)).toEqual([ids[1], ids[2]]);
    const older = (await ana.get('/api/meals?from=2024-01-01')).json();
    expect(older.meals.map((m: { id: string }) => m.id)).toEqual([...ids, tooOld.id]);

    const reversed = await ana.get('/api/meals?from=2025-06-09&to=2025-06-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toBe('Período inválido: a data inicial deve ser anterior à final.');
    const badDate = await ana.get('/api/meals?from=ontem');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.message).toBe('Data inválida. Use o formato AAAA-MM-DD.');
  } finally {
    await t.close();
  }
});

const DAILY_LIMIT = {
  code: 'DAILY_LIMIT_REACHED',
  message:
    'Plano gratuito permite salvar apenas 2 refeições planejadas por dia. Exclua uma refeição planejada desse dia no Histórico ou assine o Premium para salvar sem limite. Registrar no Diário o que você comeu continua livre.',
};

/** 12:00 of 10/06 in São Paulo (UTC−3), the default zone. */
const NOON = new Date('2025-06-10T15:00:00Z');
const usageOf = async (c: Client) => (await c.get('/api/planner/usage')).json();

test('free plan: the third meal of a day is 403; a replay of a saved id never counts again, even at the limit', async () => {
  const t = await createTestApp({ now: () => new Date(NOON) });
  try {
    const ana = await signUp(t);
    const lunch = meal();
    expect((await ana.post('/api/meals', lunch)).statusCode).toBe(201);
    // The offline queue sends it again (its answer was lost): the same meal, no second unit.
    expect((await ana.post('/api/meals', lunch)).statusCode).toBe(200);
    expect(await usageOf(ana)).toEqual({ used: 1, limit: 2, remaining: 1 });

    const breakfast = meal({ mealType: 'breakfast' });
    expect((await ana.post('/api/meals', breakfast)).statusCode).toBe(201);
    expect(await usageOf(ana)).toEqual({ used: 2, limit: 2, remaining: 0 });
    for (const replay of [lunch, breakfast]) {
      const again = await ana.post('/api/meals', replay);
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(replay.id);
    }

    const dinner = await ana.post('/api/meals', meal({ mealType: 'dinner' }));
    expect(dinner.statusCode).toBe(403);
    expect(dinner.json()).toEqual({ error: DAILY_LIMIT });
    expect(await usageOf(ana)).toEqual({ used: 2, limit: 2, remaining: 0 });
    expect((await ana.get('/api/meals')).json().meals).toHaveLength(2);

    // A full day does not turn another user's id into anything but 409.
    const bruno = await signUp(t);
    expect((await bruno.post('/api/meals', meal())).statusCode).toBe(201);
    expect((await bruno.post('/api/meals', meal())).statusCode).toBe(201);
    expect((await bruno.post('/api/meals', lunch)).statusCode).toBe(409);
  } finally {
    await t.close();
  }
});

test('free plan: deleting a saved meal gives its unit of that day back', async () => {
  const t = await createTestApp({ now: () => new Date(NOON) });
  try {
    const ana = await signUp(t);
    const wrong = meal();
    expect((await ana.post('/api/meals', wrong)).statusCode).toBe(201);
    expect((await ana.post('/api/meals', meal())).statusCode).toBe(201);
    expect((await ana.post('/api/meals', meal())).statusCode).toBe(403);

    expect((await ana.del(`/api/meals/${wrong.id}`)).statusCode).toBe(204);
    expect(await usageOf(ana)).toEqual({ used: 1, limit: 2, remaining: 1 });
    expect((await ana.post('/api/meals', meal())).statusCode).toBe(201);
    expect(await usageOf(ana)).toEqual({ used: 2, limit: 2, remaining: 0 });
  } finally {
    await t.close();
  }
});

test('free plan: a meal counts on the local day it is eaten (a meal queued offline yesterday uses yesterday’s units)', async () => {
  const t = await createTestApp({ now: () => new Date(NOON) });
  try {
    const ana = await signUp(t);
    expect((await ana.post('/api/meals', meal())).statusCode).toBe(201);
    expect((await ana.post('/api/meals', meal())).statusCode).toBe(201);
    // Saved offline at 20:00 and 23:59 of 09/06, sent today: 09/06 had room for both.
    const lateDinner = meal({ consumedAt: '2025-06-09T23:59:00-03:00' });
    expect((await ana.post('/api/meals', meal({ consumedAt: '2025-06-09T20:00:00-03:00' }))).statusCode).toBe(201);
    expect((await ana.post('/api/meals', lateDinner)).statusCode).toBe(201);
    const third = await ana.post('/api/meals', meal({ consumedAt: '2025-06-09T12:00:00-03:00' }));
    expect(third.statusCode).toBe(403);
    expect(third.json().error).toEqual(DAILY_LIMIT);
    expect(await usageOf(ana)).toEqual({ used: 2, limit: 2, remaining: 0 });

    // Moving a meal into a full day is refused like a new save; changing it inside its own day is not.
    const moved = await ana.patch(`/api/meals/${lateDinner.id}`, { consumedAt: '2025-06-10T19:00:00-03:00' });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().error).toEqual(DAILY_LIMIT);
    const sameDay = await ana.patch(`/api/meals/${lateDinner.id}`, { consumedAt: '2025-06-09T21:00:00-03:00' });
    expect(sameDay.statusCode).toBe(200);
    expect(sameDay.json().consumedAt).toBe('2025-06-10T00:00:00.000Z');
    const toFreeDay = await ana.patch(`/api/meals/${lateDinner.id}`, { consumedAt: '2025-06-08T21:00:00-03:00' });
    expect(toFreeDay.statusCode).toBe(200);
  } finally {
    await t.close();
  }
});

test('free plan: 5 simultaneous saves of new meals store exactly 2', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const responses = await Promise.all(Array.from({ length: 5 }, () => ana.post('/api/meals', meal())));
    expect(responses.map((res) => res.statusCode).sort()).toEqual([201, 201, 403, 403, 403]);
    expect((await ana.get('/api/meals')).json().meals).toHaveLength(2);
  } finally {
    await t.close();
  }
});

test('premium plan: no daily limit on saved meals', async () => {
  const t = await createTestApp({ now: () => new Date(NOON) });
  try {
    const ana = await signUp(t);
    await makePremium(t, ana.id, { periodEnd: new Date('2025-07-10T15:00:00Z') });
    for (let i = 0; i < 5; i++) expect((await ana.post('/api/meals', meal())).statusCode).toBe(201);
    expect(await usageOf(ana)).toEqual({ used: 5, limit: null, remaining: null });
  } finally {
    await t.close();
  }
});

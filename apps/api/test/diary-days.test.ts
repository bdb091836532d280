import { expect, test } from 'vitest';
import { createTestApp, mealBody, RICE_ANSWER, signUp, type Client } from './fixtures';

// The local day an item is written for is the day it counts on — in the diary, in the history's day
// totals, on /home and in the nutrients day — whatever UTC date its instant falls on, across DST.

const BANANA_100G = 98;

async function add(c: Client, body: Record<string, unknown>) {
  const res = await c.post('/api/diary/items', { food: 'banana', grams: 100, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const dayItems = async (c: Client, date: string) =>
  ((await c.get(`/api/diary?date=${date}`)).json().slots as { slot: string; items: { time: string }[] }[]).flatMap(
    (slot) => slot.items.map((item) => ({ slot: slot.slot, time: item.time })),
  );
const historyDays = async (c: Client, from: string, to: string) =>
  (await c.get(`/api/meals?from=${from}&to=${to}`)).json().days as { date: string; meals: number; calories: number }[];

test('Europe/Lisbon on the last Sunday of October (a 25-hour day): items at 00:30, 01:30 and 23:30 land on that day everywhere', async () => {
  // Monday 2026-10-26 12:00 in Lisbon (UTC+0 since 02:00 of the 25th, when clocks went back to 01:00).
  const t = await createTestApp({ now: () => new Date('2026-10-26T12:00:00Z') });
  try {
    const ana = await signUp(t, { profile: { timezone: 'Europe/Lisbon' } });
    // 00:30 of the 25th is still summer time (UTC+1): 2026-10-24T23:30Z, a UTC date before.
    const early = await add(ana, { date: '2026-10-25', slot: 'breakfast', time: '00:30' });
    await add(ana, { date: '2026-10-25', slot: 'morning_snack', time: '01:30' });
    await add(ana, { date: '2026-10-25', slot: 'supper', time: '23:30' });
    expect(early.item.time).toBe('00:30');
    expect(await dayItems(ana, '2026-10-25')).toEqual([
      { slot: 'breakfast', time: '00:30' },
      { slot: 'morning_snack', time: '01:30' },
      { slot: 'supper', time: '23:30' },
    ]);
    expect(await dayItems(ana, '2026-10-24')).toEqual([]);
    expect(await dayItems(ana, '2026-10-26')).toEqual([]);
    expect(await historyDays(ana, '2026-10-24', '2026-10-26')).toEqual([
      expect.objectContaining({ date: '2026-10-25', meals: 3, calories: 3 * BANANA_100G }),
    ]);
    const nutrients = (await ana.get('/api/nutrients/day?date=2026-10-25')).json();
    expect(nutrients.mealCount).toBe(3);
    const home = (await ana.get('/api/home')).json();
    expect(home.week.find((day: { date: string }) => day.date === '2026-10-25').calories).toBe(3 * BANANA_100G);
    expect(home.today.calories).toBe(0);
  } finally {
    await t.close();
  }
});

test('America/Sao_Paulo: yesterday’s dinner at 22:30 (01:30 UTC of today) counts on yesterday; home and history agree', async () => {
  const t = await createTestApp({ now: () => new Date('2026-11-26T15:00:00Z') });
  try {
    const ana = await signUp(t, { profile: { timezone: 'America/Sao_Paulo' } });
    await add(ana, { date: '2026-11-25', slot: 'dinner', time: '22:30' });
    // Without a time, a back-dated item takes its slot's usual hour (lunch 12:30).
    const lunch = await add(ana, { date: '2026-11-20', slot: 'lunch' });
    expect(lunch.item.time).toBe('12:30');
    // Today without a time: now.
    const now = await add(ana, { date: '2026-11-26', slot: 'snack', grams: 50 });
    expect(now.item.time).toBe('12:00');
    expect(await dayItems(ana, '2026-11-25')).toEqual([{ slot: 'dinner', time: '22:30' }]);
    expect(await historyDays(ana, '2026-11-20', '2026-11-26')).toEqual([
      expect.objectContaining({ date: '2026-11-26', meals: 1, calories: BANANA_100G / 2 }),
      expect.objectContaining({ date: '2026-11-25', meals: 1, calories: BANANA_100G }),
      expect.objectContaining({ date: '2026-11-20', meals: 1, calories: BANANA_100G }),
    ]);
    const home = (await ana.get('/api/home')).json();
    expect(home.today).toMatchObject({ calories: BANANA_100G / 2, meals: 1 });
    expect(home.week.find((day: { date: string }) => day.date === '2026-11-25').calories).toBe(BANANA_100G);
  } finally {
    await t.close();
  }
});

test('a meal planned at 21:05 for yesterday’s lunch slot (the web sends now as consumedAt) is eaten on yesterday in the diary and the meals list alike', async () => {
  // 2025-06-10 21:05 in São Paulo (UTC−3), already 11/06 in UTC.
  const t = await createTestApp({ now: () => new Date('2025-06-11T00:05:00Z') });
  try {
    const ana = await signUp(t, { profile: { timezone: 'America/Sao_Paulo' } });
    const body = mealBody(RICE_ANSWER, { slot: 'lunch', date: '2025-06-09', consumedAt: '2025-06-11T00:05:00.000Z' });
    const planned = await ana.post('/api/meals', body);
    expect(planned.statusCode, planned.body).toBe(201);
    // Not on 09/06: the lunch slot's usual time of that day, 12:30.
    expect(planned.json().consumedAt).toBe('2025-06-09T15:30:00.000Z');
    expect(await dayItems(ana, '2025-06-09')).toEqual([{ slot: 'lunch', time: '12:30' }]);
    const listed = (await ana.get('/api/meals?from=2025-06-09&to=2025-06-09')).json();
    expect(listed.meals.map((meal: { id: string }) => meal.id)).toEqual([body.id]);
    expect(listed.days).toEqual([expect.objectContaining({ date: '2025-06-09', meals: 1 })]);
    expect(await historyDays(ana, '2025-06-10', '2025-06-10')).toEqual([]);

    // A time on the planned day stands.
    const onTheDay = await ana.post(
      '/api/meals',
      mealBody(RICE_ANSWER, { slot: 'dinner', date: '2025-06-09', consumedAt: '2025-06-09T20:10:00-03:00' }),
    );
    expect(onTheDay.json().consumedAt).toBe('2025-06-09T23:10:00.000Z');
  } finally {
    await t.close();
  }
});

test('Pacific/Auckland (UTC+13): its today is already tomorrow in UTC and is accepted; the day after is refused', async () => {
  // 2026-10-26 12:00 UTC = 2026-10-27 01:00 in Auckland (NZDT).
  const t = await createTestApp({ now: () => new Date('2026-10-26T12:00:00Z') });
  try {
    const kiri = await signUp(t, { profile: { timezone: 'Pacific/Auckland' } });
    const today = (await kiri.get('/api/diary')).json();
    expect(today).toMatchObject({ date: '2026-10-27', today: '2026-10-27' });
    await add(kiri, { date: '2026-10-27', slot: 'breakfast' });
    // Yesterday's dinner at 19:30 is 06:30 UTC of the 26th.
    await add(kiri, { date: '2026-10-26', slot: 'dinner' });
    const future = await kiri.post('/api/diary/items', {
      date: '2026-10-28',
      slot: 'lunch',
      food: 'banana',
      grams: 10,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe('Não é possível registrar alimentos em datas futuras.');
    expect(await dayItems(kiri, '2026-10-26')).toEqual([{ slot: 'dinner', time: '19:30' }]);
    const home = (await kiri.get('/api/home')).json();
    expect(home.today).toMatchObject({ calories: BANANA_100G, meals: 1 });
    expect(home.week.find((day: { date: string }) => day.date === '2026-10-26').calories).toBe(BANANA_100G);
  } finally {
    await t.close();
  }
});

test('free plan: diary items, copies and favourites are free and unlimited; only planned meals count, per local day', async () => {
  const t = await createTestApp({ now: () => new Date('2026-11-26T15:00:00Z') });
  try {
    const ana = await signUp(t);
    for (let i = 0; i < 5; i += 1) await add(ana, { date: '2026-11-26', slot: 'snack', grams: 10 + i });
    await ana.post('/api/diary/copy', { fromDate: '2026-11-26', toDate: '2026-11-25' });
    expect((await ana.get('/api/planner/usage')).json()).toEqual({ used: 0, limit: 2, remaining: 2 });

    expect((await ana.post('/api/meals', mealBody(RICE_ANSWER))).statusCode).toBe(201);
    // Planned from yesterday's supper slot: stored there, counted on yesterday.
    const planned = await ana.post(
      '/api/meals',
      mealBody(RICE_ANSWER, { mealType: 'snack', slot: 'supper', date: '2026-11-25' }),
    );
    expect(planned.statusCode, planned.body).toBe(201);
    expect(planned.json().consumedAt).toBe('2026-11-26T00:30:00.000Z');
    expect((await ana.get('/api/planner/usage')).json()).toEqual({ used: 1, limit: 2, remaining: 1 });
    const yesterday = (await ana.get('/api/diary?date=2026-11-25')).json();
    expect(
      yesterday.slots
        .find((slot: { slot: string }) => slot.slot === 'supper')
        .items.map((item: { origin: string }) => item.origin),
    ).toEqual(['planner']);

    expect((await ana.post('/api/meals', mealBody(RICE_ANSWER))).statusCode).toBe(201);
    const third = await ana.post('/api/meals', mealBody(RICE_ANSWER));
    expect(third.statusCode).toBe(403);
    expect(third.json().error.message).toContain('2 refeições planejadas');
    // The diary still takes items that day.
    await add(ana, { date: '2026-11-26', slot: 'dinner' });

    const future = await ana.post('/api/meals', mealBody(RICE_ANSWER, { date: '2026-11-27' }));
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe('Não é possível registrar alimentos em datas futuras.');
  } finally {
    await t.close();
  }
});

test('free plan: moving planned meals into a day whose planned meals are used up is refused; diary meals move freely', async () => {
  const t = await createTestApp({ now: () => new Date('2026-11-26T15:00:00Z') });
  try {
    const ana = await signUp(t);
    const yesterday = { consumedAt: '2026-11-25T12:00:00-03:00' };
    expect((await ana.post('/api/meals', mealBody(RICE_ANSWER, yesterday))).statusCode).toBe(201);
    expect((await ana.post('/api/meals', mealBody(RICE_ANSWER, { ...yesterday, mealType: 'dinner' }))).statusCode).toBe(
      201,
    );
    expect((await ana.post('/api/meals', mealBody(RICE_ANSWER, { mealType: 'breakfast' }))).statusCode).toBe(201);
    const refused = await ana.post('/api/diary/move', {
      fromDate: '2026-11-26',
      slot: 'breakfast',
      toDate: '2026-11-25',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('DAILY_LIMIT_REACHED');
    // Within the same day, or a diary meal to any day: allowed.
    expect(
      (await ana.post('/api/diary/move', { fromDate: '2026-11-26', slot: 'breakfast', toSlot: 'morning_snack' }))
        .statusCode,
    ).toBe(200);
    await add(ana, { date: '2026-11-26', slot: 'supper' });
    expect(
      (await ana.post('/api/diary/move', { fromDate: '2026-11-26', slot: 'supper', toDate: '2026-11-25' })).statusCode,
    ).toBe(200);
    expect((await ana.get('/api/planner/usage')).json()).toEqual({ used: 1, limit: 2, remaining: 1 });
  } finally {
    await t.close();
  }
});

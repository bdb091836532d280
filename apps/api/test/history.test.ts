import { tipOfTheDay } from '@prato/core/domain/tips';
import { HISTORY_MESSAGES } from '@prato/core/schemas/history';
import { expect, test } from 'vitest';
import {
  client,
  createTestApp,
  makePremium,
  mealBody,
  pastHydrationIntakes,
  pastProfileTimeZone,
  PROFILE_WITH_GOALS,
  signUp,
  type PastHydrationIntake,
} from './fixtures';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A lunch of rice eaten at `consumedAt`. */
const meal = (consumedAt: Date, calories = 500) =>
  mealBody(
    {
      portions: [
        {
          foodName: 'arroz branco',
          grams: 100,
          calories,
          homeMeasure: '2 colheres de servir',
          macros: { protein: 10, carbs: 50, fat: 5, fiber: 2 },
          glycemicIndex: 73,
        },
      ],
      totalCalories: calories,
      totalMacros: { protein: 10, carbs: 50, fat: 5, fiber: 2 },
      glycemicData: { index: 73, load: 36.5 },
    },
    { consumedAt: consumedAt.toISOString() },
  );

const ids = (body: { id: string }[]) => body.map((row) => row.id);

// 2025-06-10 12:00 in São Paulo (UTC−3).
const NOW = new Date('2025-06-10T15:00:00Z');

test('meals by period in local days, keyset pages for premium, and the free plan capped at its newest 5', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    // One meal a day at 21:30 local (00:30 UTC of the next UTC day) for 40 days, newest first.
    const saved: string[] = [];
    for (let i = 0; i < 40; i++) {
      const body = meal(new Date(Date.UTC(2025, 5, 11, 0, 30) - i * DAY - DAY), 400 + i);
      saved.push(body.id);
      expect((await ana.post('/api/meals', body)).statusCode).toBe(201);
    }
    // Today (10/06 local) also gets a breakfast: 2 meals today.
    const breakfast = meal(new Date('2025-06-10T10:00:00Z'), 300);
    await ana.post('/api/meals', breakfast);

    const free = (await ana.get('/api/meals?period=month')).json();
    expect(free.limit).toBe(5);
    expect(free.meals).toHaveLength(5);
    expect(free.hasMore).toBe(false);
    // A free user cannot page past the newest 5.
    const last = free.meals[4];
    const beyond = (await ana.get(`/api/meals?period=all&before=${last.consumedAt}&beforeId=${last.id}`)).json();
    expect(beyond.meals).toEqual([]);

    await makePremium(t, ana.id, { plan: 'premium_annual', periodEnd: new Date('2030-01-01T00:00:00Z') });
    const today = (await ana.get('/api/meals?period=today')).json();
    // 09/06 21:30 local is yesterday; today holds the breakfast only (the 21:30 of today is in the future).
    expect(ids(today.meals)).toEqual([breakfast.id]);
    expect(today.days).toEqual([
      { date: '2025-06-10', meals: 1, calories: 300, protein: 10, carbs: 50, fat: 5, fiber: 2 },
    ]);

    const week = (await ana.get('/api/meals?period=week')).json();
    expect(week.meals).toHaveLength(7); // breakfast + 04/06 … 09/06
    expect(week.days.map((d: { date: string }) => d.date)).toEqual([
      '2025-06-10',
      '2025-06-09',
      '2025-06-08',
      '2025-06-07',
      '2025-06-06',
      '2025-06-05',
      '2025-06-04',
    ]);
    // 11/05 … 10/06 is one calendar month of local days.
    const month = (await ana.get('/api/meals?period=month')).json();
    expect(month.days).toHaveLength(31);
    expect(month.limit).toBeNull();

    // Pages of 7 walk the whole 41 meals once, newest first.
    const walked: string[] = [];
    let query = 'period=all&limit=7';
    for (let page = 0; page < 10; page++) {
      const body = (await ana.get(`/api/meals?${query}`)).json();
      walked.push(...ids(body.meals));
      if (!body.hasMore) break;
      const tail = body.meals[body.meals.length - 1];
      query = `period=all&limit=7&before=${encodeURIComponent(tail.consumedAt)}&beforeId=${tail.id}`;
    }
    expect(walked).toEqual([breakfast.id, ...saved]);

    const bad = await ana.get('/api/meals?period=year');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(HISTORY_MESSAGES.period);
    const both = await ana.get('/api/meals?period=week&from=2025-06-01');
    expect(both.statusCode).toBe(400);
    expect(both.json().error.message).toBe(HISTORY_MESSAGES.periodAndDates);
    const half = await ana.get(`/api/meals?before=${NOW.toISOString()}`);
    expect(half.statusCode).toBe(400);
    expect(half.json().error.message).toBe(HISTORY_MESSAGES.cursor);
    expect((await ana.get('/api/meals?limit=0')).statusCode).toBe(400);
  } finally {
    await t.close();
  }
});

test('home: a legacy zone stored before the profile refused it (BET, IST) reads as São Paulo, in the activities’ days too', async () => {
  // 20:30 on 10/06 in São Paulo; 05:00 on 11/06 in India (IST to Intl); 01:30 on 11/06 in Israel (IST to PostgreSQL).
  const t = await createTestApp({ now: () => new Date('2025-06-10T23:30:00Z') });
  try {
    for (const zone of ['BET', 'IST']) {
      const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
      await pastProfileTimeZone(t, ana.id, zone);
      // 17:00 on 10/06 in São Paulo, 22:00 on 10/06 in Israel, 01:30 on 11/06 in India.
      const activity = { activityType: 'Caminhada', durationMinutes: 40, caloriesBurned: 180 };
      await ana.post('/api/activities', { ...activity, performedAt: '2025-06-10T20:00:00Z' });
      const home = await ana.get('/api/home');
      expect(home.statusCode, `${zone}: ${home.body}`).toBe(200);
      expect(home.json()).toMatchObject({ date: '2025-06-10', today: { activities: 1, burned: 180 } });
    }
  } finally {
    await t.close();
  }
});

test('activities and weights: free sees its newest 5, premium all, by period and in keyset pages', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    const bruno = await signUp(t, { profile: PROFILE_WITH_GOALS });
    for (let i = 0; i < 9; i++) {
      const at = new Date(NOW.getTime() - i * DAY - HOUR).toISOString();
      expect(
        (await ana.post('/api/activities', { activityType: 'Caminhada', durationMinutes: 30, performedAt: at }))
          .statusCode,
      ).toBe(201);
      expect((await ana.post('/api/weights', { weight: 70 - i / 10, measuredAt: at })).statusCode).toBe(201);
    }
    expect((await ana.get('/api/activities?period=all')).json()).toHaveLength(5);
    expect((await ana.get('/api/weights?period=all&limit=500')).json()).toHaveLength(5);
    expect((await ana.get('/api/activities?limit=500')).json()).toHaveLength(5);
    expect((await bruno.get('/api/activities?period=all')).json()).toEqual([]);

    await makePremium(t, ana.id, { plan: 'premium_annual', periodEnd: new Date('2030-01-01T00:00:00Z') });
    expect((await ana.get('/api/activities?period=all')).json()).toHaveLength(9);
    expect((await ana.get('/api/activities?period=week')).json()).toHaveLength(7);
    expect((await ana.get('/api/activities?period=today')).json()).toHaveLength(1);
    const weights = (await ana.get('/api/weights?period=all')).json();
    expect(weights).toHaveLength(9);

    const first = (await ana.get('/api/weights?period=all&limit=4')).json();
    const tail = first[3];
    const next = (
      await ana.get(`/api/weights?period=all&limit=4&before=${tail.measuredAt}&beforeId=${tail.id}`)
    ).json();
    expect([...ids(first), ...ids(next)]).toEqual(ids(weights).slice(0, 8));
    expect((await ana.get('/api/weights?period=decade')).statusCode).toBe(400);
  } finally {
    await t.close();
  }
});

test('hydration history: windows of local dates, 50 per page with the total, own rows only, deletion', async () => {
  const t = await createTestApp({ now: () => NOW });
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    const bruno = await signUp(t, { profile: PROFILE_WITH_GOALS });
    const rows: PastHydrationIntake[] = [];
    // 8 intakes a day on 15 days: 10/06 back to 27/05.
    for (let day = 0; day < 15; day++) {
      const date = new Date(Date.UTC(2025, 5, 10 - day)).toISOString().slice(0, 10);
      for (let i = 0; i < 8; i++) {
        rows.push({
          userId: ana.id,
          amountMl: 250,
          scheduledTime: `${String(8 + i * 2).padStart(2, '0')}:00`,
          completed: i % 2 === 0,
          date,
        });
      }
    }
    await pastHydrationIntakes(t, rows);
    await pastHydrationIntakes(t, [
      { userId: bruno.id, amountMl: 300, scheduledTime: '09:00', date: '2025-06-10', completed: true },
    ]);

    // The log is what was drunk: the 4 marked intakes of each day, not the reminders still pending.
    const all = (await ana.get('/api/hydration/intakes?period=all')).json();
    expect(all).toMatchObject({ page: 1, pageSize: 50, total: 60, totalPages: 2 });
    expect(all.intakes).toHaveLength(50);
    expect(all.intakes.every((intake: { completed: boolean }) => intake.completed)).toBe(true);
    expect(all.intakes[0]).toMatchObject({ date: '2025-06-10', scheduledTime: '20:00', amountMl: 250 });
    const second = (await ana.get('/api/hydration/intakes?period=all&page=2')).json();
    expect(second.intakes).toHaveLength(10);
    expect((await ana.get('/api/hydration/intakes?period=today')).json().total).toBe(4);
    expect((await ana.get('/api/hydration/intakes?period=week')).json().total).toBe(28);
    expect((await ana.get('/api/hydration/intakes?page=0')).statusCode).toBe(400);

    const brunos = (await bruno.get('/api/hydration/intakes')).json();
    expect(brunos.total).toBe(1);
    const theirs = brunos.intakes[0].id;
    expect((await ana.del(`/api/hydration/intakes/${theirs}`)).statusCode).toBe(404);
    expect((await ana.del(`/api/hydration/intakes/${all.intakes[0].id}`)).statusCode).toBe(204);
    expect((await ana.get('/api/hydration/intakes?period=today')).json().total).toBe(3);
    expect((await bruno.get('/api/hydration/intakes')).json().total).toBe(1);
    expect((await client(t).get('/api/hydration/intakes')).statusCode).toBe(401);
  } finally {
    await t.close();
  }
});

test('home: today in the local day, the 7-day chart and the 3 latest meals; the next day starts at zero', async () => {
  const clock = { now: new Date('2025-06-10T23:30:00Z') }; // 20:30 in São Paulo, already 11/06 in UTC
  const t = await createTestApp({ now: () => clock.now });
  try {
    const ana = await signUp(t, { profile: PROFILE_WITH_GOALS });
    await ana.post('/api/meals', meal(new Date('2025-06-10T11:00:00Z'), 450)); // 08:00 local
    await ana.post('/api/meals', meal(new Date('2025-06-10T16:00:00Z'), 700)); // 13:00 local
    await ana.post('/api/meals', meal(new Date('2025-06-10T02:00:00Z'), 999)); // 09/06 23:00 local
    await ana.post('/api/meals', meal(new Date('2025-06-01T15:00:00Z'), 640)); // outside the 7 days
    await ana.post('/api/activities', {
      activityType: 'Caminhada',
      durationMinutes: 40,
      caloriesBurned: 180,
      performedAt: '2025-06-10T21:00:00Z',
    });

    const home = await ana.get('/api/home');
    expect(home.statusCode).toBe(200);
    const body = home.json();
    expect(body).toMatchObject({
      date: '2025-06-10',
      localHour: 20,
      isPremium: false,
      goal: 1800,
      today: { calories: 1150, protein: 20, carbs: 100, fat: 10, meals: 2, activities: 1, burned: 180 },
    });
    expect(body.week.map((d: { date: string }) => d.date)).toEqual([
      '2025-06-04',
      '2025-06-05',
      '2025-06-06',
      '2025-06-07',
      '2025-06-08',
      '2025-06-09',
      '2025-06-10',
    ]);
    expect(body.week[5]).toEqual({ date: '2025-06-09', calories: 999, burned: 0, goal: 1800 });
    expect(body.week[6]).toEqual({ date: '2025-06-10', calories: 1150, burned: 180, goal: 1800 });
    expect(body.latestMeals.map((m: { totalCalories: number }) => m.totalCalories)).toEqual([700, 450, 999]);

    clock.now = new Date('2025-06-11T12:00:00Z');
    const tomorrow = (await ana.get('/api/home')).json();
    expect(tomorrow.date).toBe('2025-06-11');
    // The tip of the user's local day, the one the screen would pick from the list for that date.
    expect(body.tip).toBe(tipOfTheDay('2025-06-10').text);
    expect(tomorrow.tip).toBe(tipOfTheDay('2025-06-11').text);
    expect(tomorrow.today).toMatchObject({ calories: 0, meals: 0, activities: 0 });

    // Another user sees nothing of Ana's.
    const bruno = await signUp(t, { profile: PROFILE_WITH_GOALS });
    expect((await bruno.get('/api/home')).json().latestMeals).toEqual([]);
    expect((await client(t).get('/api/home')).statusCode).toBe(401);
  } finally {
    await t.close();
  }
});

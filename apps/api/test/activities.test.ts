import { ACTIVITY_MESSAGES } from '@prato/core/schemas/activity';
import { expect, test } from 'vitest';
import { client, createTestApp, signUp } from './fixtures';

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

test('a known activity without calories gets MET × profile weight × hours; intensity defaults to moderate', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: { weight: 70 } });

    // Corrida a 8 km/h: 8.3 MET × 70 kg × 0.5 h = 290.5 → 291
    const run = await ana.post('/api/activities', { activityType: 'Corrida a 8 km/h', durationMinutes: 30 });
    expect(run.statusCode).toBe(201);
    expect(run.json()).toMatchObject({
      activityType: 'Corrida a 8 km/h',
      durationMinutes: 30,
      intensity: 'moderate',
      caloriesBurned: 291,
      notes: null,
    });

    // Given calories are kept; an unknown activity without calories stays without.
    const given = await ana.post('/api/activities', {
      activityType: 'Corrida a 8 km/h',
      durationMinutes: 30,
      caloriesBurned: 250,
    });
    expect(given.json().caloriesBurned).toBe(250);
    const custom = await ana.post('/api/activities', { activityType: 'Slackline', durationMinutes: 40 });
    expect(custom.json()).toMatchObject({ activityType: 'Slackline', caloriesBurned: null });
  } finally {
    await t.close();
  }
});

test('the list is newest first within the 30-day default window or the given range; latest is the newest', async () => {
  const now = new Date('2025-06-15T12:00:00.000Z');
  const t = await createTestApp({ now: () => now });
  try {
    const ana = await signUp(t, { profile: { weight: 60 } });
    const log = (activityType: string, days: number) =>
      ana.post('/api/activities', { activityType, durationMinutes: 20, performedAt: daysAgo(now, days) });
    await log('Caminhada lenta (3,2 km/h)', 3);
    await log('Corrida a 8 km/h', 1);
    await log('Natação antiga', 45);

    const recent = await ana.get('/api/activities');
    expect(recent.statusCode).toBe(200);
    expect(recent.json().map((a: { activityType: string }) => a.activityType)).toEqual([
      'Corrida a 8 km/h',
      'Caminhada lenta (3,2 km/h)',
    ]);
    const older = await ana.get(`/api/activities?from=${daysAgo(now, 60)}&to=${daysAgo(now, 2)}`);
    expect(older.json().map((a: { activityType: string }) => a.activityType)).toEqual([
      'Caminhada lenta (3,2 km/h)',
      'Natação antiga',
    ]);
    expect((await ana.get('/api/activities/latest')).json().activity).toMatchObject({
      activityType: 'Corrida a 8 km/h',
      performedAt: daysAgo(now, 1),
    });
  } finally {
    await t.close();
  }
});

test('activity validation answers 400 with the pt-BR messages of the activity bounds', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: { weight: 70 } });
    const message = async (body: object) => {
      const response = await ana.post('/api/activities', body);
      expect(response.statusCode).toBe(400);
      return response.json().error.message;
    };
    const valid = { activityType: 'Yoga', durationMinutes: 30 };
    expect(await message({ ...valid, activityType: 'Y' })).toBe(ACTIVITY_MESSAGES.activityType);
    expect(await message({ ...valid, activityType: 'x'.repeat(101) })).toBe(ACTIVITY_MESSAGES.activityType);
    expect(await message({ durationMinutes: 30 })).toBe(ACTIVITY_MESSAGES.activityType);
    expect(await message({ ...valid, durationMinutes: 0 })).toBe(ACTIVITY_MESSAGES.duration);
    expect(await message({ ...valid, durationMinutes: 601 })).toBe(ACTIVITY_MESSAGES.duration);
    expect(await message({ ...valid, durationMinutes: 12.5 })).toBe(ACTIVITY_MESSAGES.duration);
    expect(await message({ ...valid, caloriesBurned: 0 })).toBe(ACTIVITY_MESSAGES.caloriesBurned);
    expect(await message({ ...valid, caloriesBurned: 10001 })).toBe(ACTIVITY_MESSAGES.caloriesBurned);
    expect(await message({ ...valid, performedAt: '31/12/2025' })).toBe(ACTIVITY_MESSAGES.performedAt);

    expect(
      (await ana.post('/api/activities', { ...valid, durationMinutes: 600, caloriesBurned: 10000 })).statusCode,
    ).toBe(201);
    expect((await ana.post('/api/activities', { activityType: 'Yo', durationMinutes: 1 })).statusCode).toBe(201);
  } finally {
    await t.close();
  }
});

test("one user can neither read nor delete another user's activities", async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: { weight: 70 } });
    const bruno = await signUp(t, { profile: { weight: 90 } });
    const { id } = (
      await ana.post('/api/activities', { activityType: 'Corrida a 8 km/h', durationMinutes: 30 })
    ).json();

    expect((await bruno.get('/api/activities')).json()).toEqual([]);
    expect((await bruno.get('/api/activities/latest')).json()).toEqual({ activity: null });
    const refused = await bruno.del(`/api/activities/${id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(ACTIVITY_MESSAGES.notFound);
    expect((await ana.get('/api/activities')).json()).toMatchObject([{ id, caloriesBurned: 291 }]);

    // Bruno's burn uses his own weight: 8.3 × 90 × 0.5 = 373.5 → 374
    expect(
      (await bruno.post('/api/activities', { activityType: 'Corrida a 8 km/h', durationMinutes: 30 })).json()
        .caloriesBurned,
    ).toBe(374);

    expect((await ana.del(`/api/activities/${id}`)).statusCode).toBe(204);
    expect((await ana.get('/api/activities')).json()).toEqual([]);
    expect((await bruno.get('/api/activities')).json()).toHaveLength(1);
    expect((await client(t).get('/api/activities')).statusCode).toBe(401);
  } finally {
    await t.close();
  }
});

test('an activity sent twice with the same client id is stored once; another user cannot reuse the id', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { profile: { weight: 70, height: 170 } });
    const bruno = await signUp(t, { profile: { weight: 80, height: 180 } });
    const id = '9d7e2a41-5c3b-4f6a-8e1d-2b0c4a6f8e33';
    const body = { id, activityType: 'Natação livre', durationMinutes: 40, caloriesBurned: 300 };

    expect((await ana.post('/api/activities', body)).statusCode).toBe(201);
    const retry = await ana.post('/api/activities', body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id, durationMinutes: 40 });
    expect((await ana.get('/api/activities')).json()).toHaveLength(1);

    expect((await bruno.post('/api/activities', body)).statusCode).toBe(409);
    expect((await bruno.get('/api/activities')).json()).toHaveLength(0);
  } finally {
    await t.close();
  }
});

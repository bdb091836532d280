import { HYDRATION_DEFAULTS } from '@prato/core/domain/hydration';
import { HYDRATION_MESSAGES } from '@prato/core/schemas/hydration';
import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { client, createTestApp, pastHydrationIntakes, signUp, type Client } from './fixtures';

interface Intake {
  id: string;
  amountMl: number;
  scheduledTime: string;
  actualTime: string | null;
  completed: boolean;
  snoozed: boolean;
  snoozeCount: number;
  date: string;
}

const settings = (overrides: Record<string, unknown> = {}) => ({ ...HYDRATION_DEFAULTS, ...overrides });
const message = (response: { json: () => { error: { message: string } } }) => response.json().error.message;
const times = (intakes: Intake[]) => intakes.map((intake) => intake.scheduledTime);

// 10:30 in São Paulo on 10/06/2025.
const MORNING = new Date('2025-06-10T13:30:00Z');

test('defaults, the suggested goal, and 8 reminders from 07:00 to 23:00 created once a day', async () => {
  const t = await createTestApp({ now: () => MORNING });
  try {
    const ana = await signUp(t);
    const view = (await ana.get('/api/hydration/settings')).json();
    expect(view).toEqual({ settings: settings(), suggestedGoalMl: null });

    // 70 kg × 35 = 2450, +500 moderately active = 2950 → 3000.
    await ana.patch('/api/profile', { weight: 70, activityLevel: 'moderately_active', age: 30 });
    expect((await ana.get('/api/hydration/settings')).json().suggestedGoalMl).toBe(3000);
    // +250 over 65 years: 3200 → 3250.
    await ana.patch('/api/profile', { age: 70 });
    expect((await ana.get('/api/hydration/settings')).json().suggestedGoalMl).toBe(3250);

    const today = await ana.get('/api/hydration/today');
    expect(today.statusCode).toBe(200);
    const body = today.json();
    expect(body.date).toBe('2025-06-10');
    expect(times(body.intakes)).toEqual(['07:00', '09:17', '11:34', '13:51', '16:09', '18:26', '20:43', '23:00']);
    expect(body.intakes.every((intake: Intake) => intake.amountMl === 250 && !intake.completed)).toBe(true);
    // Due at the local time in São Paulo (UTC−3).
    expect(body.intakes[0].dueAt).toBe('2025-06-10T10:00:00.000Z');
    expect(body.intakes[7].dueAt).toBe('2025-06-11T02:00:00.000Z');
    expect(body.progress).toEqual({
      consumedMl: 0,
      goalMl: 2000,
      percentage: 0,
      intakesCompleted: 0,
      intakesTotal: 8,
      streakDays: 0,
    });

    // A second read (and concurrent ones) never adds another schedule.
    await Promise.all([ana.get('/api/hydration/today'), ana.get('/api/hydration/today')]);
    expect((await ana.get('/api/hydration/today')).json().intakes).toHaveLength(8);
  } finally {
    await t.close();
  }
});

test('marking three shows 750 ml and 38%; unmarking one brings it back', async () => {
  const t = await createTestApp({ now: () => MORNING });
  try {
    const ana = await signUp(t);
    const [first, second, third] = (await ana.get('/api/hydration/today')).json().intakes as Intake[];
    for (const intake of [first, second, third]) {
      const marked = await ana.patch(`/api/hydration/intakes/${intake?.id}`, { completed: true });
      expect(marked.statusCode).toBe(200);
      expect(marked.json()).toMatchObject({ completed: true, actualTime: MORNING.toISOString() });
    }
    expect((await ana.get('/api/hydration/today')).json().progress).toMatchObject({
      consumedMl: 750,
      percentage: 38,
      intakesCompleted: 3,
      intakesTotal: 8,
    });

    const unmarked = await ana.patch(`/api/hydration/intakes/${second?.id}`, { completed: false });
    expect(unmarked.json()).toMatchObject({ completed: false, actualTime: null });
    expect((await ana.get('/api/hydration/today')).json().progress).toMatchObject({
      consumedMl: 500,
      percentage: 25,
      intakesCompleted: 2,
    });
  } finally {
    await t.close();
  }
});

test("saving the settings regenerates today's reminders and keeps the marked ones", async () => {
  const t = await createTestApp({ now: () => MORNING });
  try {
    const ana = await signUp(t);
    const before = (await ana.get('/api/hydration/today')).json().intakes as Intake[];
    await ana.patch(`/api/hydration/intakes/${before[0]?.id}`, { completed: true }); // 07:00
    await ana.patch(`/api/hydration/intakes/${before[1]?.id}`, { completed: true }); // 09:17
    await ana.post(`/api/hydration/intakes/${before[2]?.id}/snooze`);

    const saved = await ana.put('/api/hydration/settings', settings({ intakeSizeMl: 500 }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject({ intakeSizeMl: 500, dailyGoalMl: 2000 });

    // 2000 / 500 = 4 reminders: 07:00 (already marked, kept), 12:20, 17:40, 23:00; 09:17 marked, kept.
    const after = (await ana.get('/api/hydration/today')).json();
    expect(times(after.intakes)).toEqual(['07:00', '09:17', '12:20', '17:40', '23:00']);
    expect(after.intakes.map((intake: Intake) => intake.id).slice(0, 2)).toEqual([before[0]?.id, before[1]?.id]);
    expect(after.intakes.map((intake: Intake) => intake.amountMl)).toEqual([250, 250, 500, 500, 500]);
    expect(after.progress).toMatchObject({ consumedMl: 500, percentage: 25, intakesCompleted: 2, intakesTotal: 5 });
    expect((await ana.get('/api/hydration/settings')).json().settings.intakeSizeMl).toBe(500);
  } finally {
    await t.close();
  }
});

test("a schedule past midnight wraps, is listed from waking, and stays today's until the next waking", async () => {
  let clock = MORNING;
  const t = await createTestApp({ now: () => clock });
  try {
    const ana = await signUp(t);
    // 10:30 on 10/06 with the defaults: that day's 8 reminders.
    expect((await ana.get('/api/hydration/today')).json().intakes).toHaveLength(8);
    // Waking at 22:00, 10:30 is still the night of the day that started at 22:00 on 09/06.
    await ana.put('/api/hydration/settings', settings({ dailyGoalMl: 1000, wakeTime: '22:00', sleepTime: '02:00' }));
    expect((await ana.get('/api/hydration/today')).json().date).toBe('2025-06-09');

    // 23:00 on 10/06: the day of 10/06 has begun, with the new schedule only (the defaults' pending
    // reminders made for 10/06 went with the settings change).
    clock = new Date('2025-06-11T02:00:00Z');
    const today = (await ana.get('/api/hydration/today')).json();
    expect(today.date).toBe('2025-06-10');
    expect(times(today.intakes)).toEqual(['22:00', '23:20', '00:40', '02:00']);
    // The reminders past midnight are due on the next local day.
    expect(today.intakes.map((intake: { dueAt: string }) => intake.dueAt)).toEqual([
      '2025-06-11T01:00:00.000Z',
      '2025-06-11T02:20:00.000Z',
      '2025-06-11T03:40:00.000Z',
      '2025-06-11T05:00:00.000Z',
    ]);

    // 01:30 on 11/06: still the same day, its 02:00 reminder to come.
    clock = new Date('2025-06-11T04:30:00Z');
    const night = (await ana.get('/api/hydration/today')).json();
    expect(night.date).toBe('2025-06-10');
    expect(night.intakes.map((intake: Intake) => intake.id)).toEqual(today.intakes.map((intake: Intake) => intake.id));

    // 22:00 on 11/06: the next day.
    clock = new Date('2025-06-12T01:00:00Z');
    const next = (await ana.get('/api/hydration/today')).json();
    expect(next.date).toBe('2025-06-11');
    expect(times(next.intakes)).toEqual(['22:00', '23:20', '00:40', '02:00']);
  } finally {
    await t.close();
  }
});

test('snooze adds 15 minutes and really increments snooze_count; a marked intake cannot be snoozed', async () => {
  const t = await createTestApp({ now: () => MORNING });
  try {
    const ana = await signUp(t);
    const bruno = await signUp(t);
    const intakes = (await ana.get('/api/hydration/today')).json().intakes as Intake[];
    const last = intakes.at(-1);
    const once = await ana.post(`/api/hydration/intakes/${last?.id}/snooze`);
    expect(once.statusCode).toBe(200);
    expect(once.json()).toMatchObject({ scheduledTime: '23:15', snoozed: true, snoozeCount: 1, completed: false });
    const twice = await ana.post(`/api/hydration/intakes/${last?.id}/snooze`);
    expect(twice.json()).toMatchObject({ scheduledTime: '23:30', snoozeCount: 2 });

    await ana.patch(`/api/hydration/intakes/${intakes[0]?.id}`, { completed: true });
    const done = await ana.post(`/api/hydration/intakes/${intakes[0]?.id}/snooze`);
    expect(done.statusCode).toBe(409);
    expect(message(done)).toBe(HYDRATION_MESSAGES.alreadyCompleted);

    const theirs = await bruno.post(`/api/hydration/intakes/${last?.id}/snooze`);
    expect(theirs.statusCode).toBe(404);
    expect(message(theirs)).toBe(HYDRATION_MESSAGES.reminderNotFound);
  } finally {
    await t.close();
  }
});

test('"bebi água agora" logs a completed intake at the local time; intakes of a date; deletion', async () => {
  let clock = MORNING;
  const t = await createTestApp({ now: () => clock });
  try {
    const ana = await signUp(t);
    const drunk = await ana.post('/api/hydration/intakes', {});
    expect(drunk.statusCode).toBe(201);
    expect(drunk.json()).toMatchObject({ amountMl: 250, scheduledTime: '10:30', completed: true, date: '2025-06-10' });
    // A second glass a minute later.
    clock = new Date(MORNING.getTime() + 60_000);
    const bigger = await ana.post('/api/hydration/intakes', { amountMl: 500 });
    expect(bigger.json()).toMatchObject({ amountMl: 500, scheduledTime: '10:31', completed: true });

    // Drunk between the reminders: in the ml and the percentage, listed apart, not among the reminders.
    const today = (await ana.get('/api/hydration/today')).json();
    expect(today.progress).toMatchObject({ consumedMl: 750, percentage: 38, intakesCompleted: 0, intakesTotal: 8 });
    expect(times(today.intakes)).toEqual(['07:00', '09:17', '11:34', '13:51', '16:09', '18:26', '20:43', '23:00']);
    expect(today.otherIntakes).toEqual([drunk.json(), bigger.json()]);

    const day = (await ana.get('/api/hydration/days/2025-06-10')).json();
    expect(day.intakes).toHaveLength(10);
    expect((await ana.get('/api/hydration/days/2025-06-09')).json()).toEqual({ date: '2025-06-09', intakes: [] });

    expect((await ana.del(`/api/hydration/intakes/${bigger.json().id}`)).statusCode).toBe(204);
    expect((await ana.get('/api/hydration/today')).json().progress.consumedMl).toBe(250);
  } finally {
    await t.close();
  }
});

test('an intake with a client id lands once: a replay answers the same row (200), another user gets 409', async () => {
  const t = await createTestApp({ now: () => MORNING });
  try {
    const ana = await signUp(t);
    const bia = await signUp(t);
    const id = randomUUID();
    // Drunk offline at 08:05 local time, sent at 10:30.
    const body = { id, amountMl: 300, drankAt: '2025-06-10T11:05:00.000Z' };

    const first = await ana.post('/api/hydration/intakes', body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id,
      amountMl: 300,
      scheduledTime: '08:05',
      completed: true,
      date: '2025-06-10',
    });
    const replay = await ana.post('/api/hydration/intakes', body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());

    const taken = await bia.post('/api/hydration/intakes', body);
    expect(taken.statusCode).toBe(409);
    expect(message(taken)).toBe(HYDRATION_MESSAGES.intakeIdTaken);

    // The intake stays Ana's: listed once on her day, never on Bia's.
    const listed = async (c: Client) =>
      ((await c.get('/api/hydration/days/2025-06-10')).json().intakes as Intake[]).filter((row) => row.id === id);
    expect(await listed(ana)).toHaveLength(1);
    expect(await listed(bia)).toHaveLength(0);
    expect((await ana.get('/api/hydration/today')).json().progress.consumedMl).toBe(300);
    expect((await bia.get('/api/hydration/today')).json().progress.consumedMl).toBe(0);
  } finally {
    await t.close();
  }
});

test('a mark sent later keeps the moment it was made, and a replay changes nothing', async () => {
  const t = await createTestApp({ now: () => MORNING });
  try {
    const ana = await signUp(t);
    const [first] = (await ana.get('/api/hydration/today')).json().intakes as Intake[];
    const body = { completed: true, markedAt: '2025-06-10T10:05:00.000Z' };

    const marked = await ana.patch(`/api/hydration/intakes/${first!.id}`, body);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ completed: true, actualTime: '2025-06-10T10:05:00.000Z' });
    const replay = await ana.patch(`/api/hydration/intakes/${first!.id}`, body);
    expect(replay.json()).toEqual(marked.json());
    expect((await ana.get('/api/hydration/today')).json().progress.intakesCompleted).toBe(1);

    const future = await ana.patch(`/api/hydration/intakes/${first!.id}`, {
      completed: true,
      markedAt: '2025-06-10T14:00:00.000Z',
    });
    expect(future.statusCode).toBe(400);
    expect(message(future)).toBe(HYDRATION_MESSAGES.drankAtFuture);
  } finally {
    await t.close();
  }
});

test('an intake drunk on an earlier day is dated that day; one in the future is refused', async () => {
  const t = await createTestApp({ now: () => MORNING });
  try {
    const ana = await signUp(t);
    const yesterday = await ana.post('/api/hydration/intakes', { drankAt: '2025-06-10T01:00:00.000Z' });
    expect(yesterday.statusCode).toBe(201);
    expect(yesterday.json()).toMatchObject({ date: '2025-06-09', scheduledTime: '22:00', amountMl: 250 });
    expect((await ana.get('/api/hydration/days/2025-06-09')).json().intakes).toHaveLength(1);

    const future = await ana.post('/api/hydration/intakes', { drankAt: '2025-06-10T14:00:00.000Z' });
    expect(future.statusCode).toBe(400);
    expect(message(future)).toBe(HYDRATION_MESSAGES.drankAtFuture);
    const bad = await ana.post('/api/hydration/intakes', { drankAt: 'ontem' });
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toBe(HYDRATION_MESSAGES.drankAt);
  } finally {
    await t.close();
  }
});

test('the streak counts days back from today in the user time zone, across a month boundary', async () => {
  // 23:00 of 01/07 in São Paulo, already 02/07 in UTC.
  const t = await createTestApp({ now: () => new Date('2025-07-02T02:00:00Z') });
  try {
    const ana = await signUp(t);
    const drank = (date: string, amountMl: number) => ({
      userId: ana.id,
      amountMl,
      scheduledTime: '12:00',
      date,
      completed: true,
      actualTime: new Date(`${date}T15:00:00Z`),
    });
    await pastHydrationIntakes(t, [
      drank('2025-06-30', 2000),
      drank('2025-06-29', 2250),
      drank('2025-06-28', 2000),
      drank('2025-06-27', 1000),
    ]);
    // Today not yet reached does not break the streak that ended yesterday.
    const before = (await ana.get('/api/hydration/today')).json();
    expect(before.date).toBe('2025-07-01');
    expect(before.progress.streakDays).toBe(3);

    await ana.post('/api/hydration/intakes', { amountMl: 500 });
    for (const intake of (before.intakes as Intake[]).slice(0, 6)) {
      await ana.patch(`/api/hydration/intakes/${intake.id}`, { completed: true });
    }
    expect((await ana.get('/api/hydration/today')).json().progress).toMatchObject({
      consumedMl: 2000,
      percentage: 100,
      streakDays: 4,
    });
  } finally {
    await t.close();
  }
});

test('bad goals, sizes and times answer 400 with the pt-BR messages; nothing of another user is reachable', async () => {
  const t = await createTestApp({ now: () => MORNING });
  try {
    const ana = await signUp(t);
    const bruno = await signUp(t);
    const put = (overrides: Record<string, unknown>) => ana.put('/api/hydration/settings', settings(overrides));

    for (const dailyGoalMl of [250, 10250, 2100, '2000']) {
      const response = await put({ dailyGoalMl });
      expect(response.statusCode).toBe(400);
      expect(message(response)).toBe(HYDRATION_MESSAGES.goal);
    }
    expect(message(await put({ intakeSizeMl: 275 }))).toBe(HYDRATION_MESSAGES.intakeSize);
    expect(message(await put({ wakeTime: '25:00' }))).toBe(HYDRATION_MESSAGES.invalidTime);
    expect(message(await put({ sleepTime: '7h' }))).toBe(HYDRATION_MESSAGES.invalidTime);
    expect(message(await put({ silentStart: '22:00' }))).toBe(HYDRATION_MESSAGES.silentPair);
    const sameTimes = await put({ wakeTime: '07:00', sleepTime: '07:00' });
    expect(sameTimes.statusCode).toBe(400);
    expect(message(sameTimes)).toBe('O horário de dormir deve ser diferente do horário de acordar.');
    expect(message(await put({ unit: 'oz' }))).toBe(HYDRATION_MESSAGES.unit);
    expect((await put({ language: 'en' })).statusCode).toBe(400);
    expect(message(await ana.post('/api/hydration/intakes', { amountMl: 275 }))).toBe(HYDRATION_MESSAGES.intakeSize);
    expect((await ana.patch(`/api/hydration/intakes/${crypto.randomUUID()}`, { completed: 'sim' })).statusCode).toBe(
      400,
    );
    expect((await ana.get('/api/hydration/days/2025-13-01')).statusCode).toBe(400);
    expect((await put({ silentStart: '22:00', silentEnd: '06:00' })).statusCode).toBe(200);

    const [theirs] = (await bruno.get('/api/hydration/today')).json().intakes as Intake[];
    const mark = await ana.patch(`/api/hydration/intakes/${theirs?.id}`, { completed: true });
    expect(mark.statusCode).toBe(404);
    expect(message(mark)).toBe(HYDRATION_MESSAGES.reminderNotFound);
    expect((await ana.del(`/api/hydration/intakes/${theirs?.id}`)).statusCode).toBe(404);
    expect((await ana.get('/api/hydration/days/2025-06-10')).json().intakes).toHaveLength(8);
    expect((await bruno.get('/api/hydration/today')).json().progress.intakesCompleted).toBe(0);
    expect((await bruno.get('/api/hydration/settings')).json().settings).toEqual(settings());

    const anonymous = client(t);
    expect((await anonymous.get('/api/hydration/today')).statusCode).toBe(401);
    expect((await anonymous.put('/api/hydration/settings', settings())).statusCode).toBe(401);
  } finally {
    await t.close();
  }
});

/** "Bebi água agora" now: the intake logged, and today as it reads right after. */
async function drinkNow(ana: Client) {
  const drunk = await ana.post('/api/hydration/intakes', {});
  expect(drunk.statusCode).toBe(201);
  return { intake: drunk.json() as Intake, today: (await ana.get('/api/hydration/today')).json() };
}

test('"bebi água agora" at 03:50 counts for the day that started the previous morning, not as a reminder', async () => {
  let clock = MORNING;
  const t = await createTestApp({ now: () => clock });
  try {
    const ana = await signUp(t);
    // 10 reminders of 250 ml from 07:00 to 22:30; the first one drunk: 1/10.
    await ana.put('/api/hydration/settings', settings({ dailyGoalMl: 2500, sleepTime: '22:30' }));
    const before = (await ana.get('/api/hydration/today')).json();
    expect(times(before.intakes)).toHaveLength(10);
    expect(times(before.intakes).at(-1)).toBe('22:30');
    await ana.patch(`/api/hydration/intakes/${before.intakes[0].id}`, { completed: true });

    // 03:50 on 11/06 in São Paulo: still the night of 10/06.
    clock = new Date('2025-06-11T06:50:00Z');
    const { intake, today } = await drinkNow(ana);
    expect(intake).toMatchObject({ date: '2025-06-10', scheduledTime: '03:50', amountMl: 250, completed: true });
    expect(today.date).toBe('2025-06-10');
    expect(today.progress).toMatchObject({
      consumedMl: 500,
      percentage: 20,
      intakesCompleted: 1,
      intakesTotal: 10,
    });
    expect(times(today.intakes)).toEqual(times(before.intakes));
    expect(today.otherIntakes).toEqual([intake]);

    // 07:30: the day of 11/06 begins with its own reminders and nothing drunk yet.
    clock = new Date('2025-06-11T10:30:00Z');
    const next = (await ana.get('/api/hydration/today')).json();
    expect(next.date).toBe('2025-06-11');
    expect(next.progress).toMatchObject({ consumedMl: 0, intakesCompleted: 0, intakesTotal: 10 });
    expect(next.otherIntakes).toEqual([]);
  } finally {
    await t.close();
  }
});

test('"bebi água agora" at 23:30, after sleep time, adds to the ml and the streak, not to the reminders', async () => {
  // 23:30 on 10/06 in São Paulo (sleep at 23:00 by default).
  const t = await createTestApp({ now: () => new Date('2025-06-11T02:30:00Z') });
  try {
    const ana = await signUp(t);
    const before = (await ana.get('/api/hydration/today')).json();
    // Seven reminders drunk (1750 ml), then a glass after the last reminder reaches the goal.
    for (const reminder of (before.intakes as Intake[]).slice(0, 7)) {
      await ana.patch(`/api/hydration/intakes/${reminder.id}`, { completed: true });
    }
    const { intake, today } = await drinkNow(ana);
    expect(intake).toMatchObject({ date: '2025-06-10', scheduledTime: '23:30' });
    expect(today.progress).toEqual({
      consumedMl: 2000,
      goalMl: 2000,
      percentage: 100,
      intakesCompleted: 7,
      intakesTotal: 8,
      streakDays: 1,
    });
    expect(today.intakes).toHaveLength(8);
    expect(today.otherIntakes).toEqual([intake]);
  } finally {
    await t.close();
  }
});

test("an unscheduled intake is no reminder: not marked or unmarked (409), undone by deleting it, never taking a reminder's time", async () => {
  // 09:17 in São Paulo, the time of the second reminder.
  const t = await createTestApp({ now: () => new Date('2025-06-10T12:17:00Z') });
  try {
    const ana = await signUp(t);
    const { intake } = await drinkNow(ana);
    expect(intake.scheduledTime).toBe('09:17');

    const unmark = await ana.patch(`/api/hydration/intakes/${intake.id}`, { completed: false });
    expect(unmark.statusCode).toBe(409);
    expect(message(unmark)).toBe(HYDRATION_MESSAGES.notAReminder);

    // Saving the settings regenerates the reminders: the 09:17 reminder is still there, pending.
    await ana.put('/api/hydration/settings', settings());
    const today = (await ana.get('/api/hydration/today')).json();
    expect(times(today.intakes)).toEqual(['07:00', '09:17', '11:34', '13:51', '16:09', '18:26', '20:43', '23:00']);
    expect(today.intakes[1]).toMatchObject({ completed: false });
    expect(today.progress).toMatchObject({ consumedMl: 250, intakesCompleted: 0, intakesTotal: 8 });

    expect((await ana.del(`/api/hydration/intakes/${intake.id}`)).statusCode).toBe(204);
    const after = (await ana.get('/api/hydration/today')).json();
    expect(after.progress).toMatchObject({ consumedMl: 0, intakesTotal: 8 });
    expect(after.otherIntakes).toEqual([]);
  } finally {
    await t.close();
  }
});

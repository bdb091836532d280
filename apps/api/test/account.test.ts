import { randomUUID } from 'node:crypto';
import { count, eq, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect, test } from 'vitest';
// Deletion and export must cover every user-owned table: each table is the subject, given one row directly.
import { adminHistory, adminUsers } from '../src/db/schema/admin';
import { accessLog, accounts, sessions, users } from '../src/db/schema/auth';
import {
  achievements,
  avatars,
  goals,
  hydrationIntakes,
  hydrationSettings,
  physicalActivities,
  weightHistory,
} from '../src/db/schema';
import { countedRequests, mealConsumption } from '../src/db/schema';
import { profiles } from '../src/db/schema/profiles';
import { paymentEvents, unmatchedPaymentEvents, userEvents } from '../src/db/schema';
import { pushSubscriptions } from '../src/db/schema/push';
import { paymentHistory, userSubscriptions } from '../src/db/schema/subscriptions';
import { userFoods } from '../src/db/schema/user-foods';
import { recipes } from '../src/db/schema/recipes';
import { diarySlots, favoriteMeals } from '../src/db/schema/diary';
import { client, createTestApp, signIn, signUp, type TestApp } from './fixtures';

/** Every table with rows owned by a user, and the column that names the owner. */
const OWNED: [string, PgTable, Column][] = [
  ['users', users, users.id],
  ['sessions', sessions, sessions.userId],
  ['accounts', accounts, accounts.userId],
  ['admin_users', adminUsers, adminUsers.userId],
  ['profiles', profiles, profiles.id],
  ['avatars', avatars, avatars.userId],
  ['user_subscriptions', userSubscriptions, userSubscriptions.userId],
  ['payment_history', paymentHistory, paymentHistory.userId],
  ['payment_events', paymentEvents, paymentEvents.userId],
  ['user_events', userEvents, userEvents.userId],
  ['meal_consumption', mealConsumption, mealConsumption.userId],
  ['counted_requests', countedRequests, countedRequests.userId],
  ['physical_activities', physicalActivities, physicalActivities.userId],
  ['weight_history', weightHistory, weightHistory.userId],
  ['goals', goals, goals.userId],
  ['achievements', achievements, achievements.userId],
  ['hydration_settings', hydrationSettings, hydrationSettings.userId],
  ['hydration_intakes', hydrationIntakes, hydrationIntakes.userId],
  ['user_foods', userFoods, userFoods.userId],
  ['recipes', recipes, recipes.userId],
  ['diary_slots', diarySlots, diarySlots.userId],
  ['favorite_meals', favoriteMeals, favoriteMeals.userId],
  ['push_subscriptions', pushSubscriptions, pushSubscriptions.userId],
  ['admin_history', adminHistory, adminHistory.userId],
];

async function rowCounts(t: TestApp, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table, column] of OWNED) {
    const [row] = await t.db.select({ n: count() }).from(table).where(eq(column, userId));
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/** One row in every user-owned table, each carrying `tag` so the export can be searched for it. */
async function seed(t: TestApp, userId: string, tag: string, email = `${tag.toLowerCase()}@example.com`) {
  await t.db.insert(mealConsumption).values({
    id: randomUUID(),
    userId,
    mealType: 'lunch',
    slot: 'lunch',
    localDate: '2026-01-15',
    totalCalories: 612,
    totalProtein: 40,
    totalCarbs: 60,
    totalFat: 20,
    totalFiber: 9,
    portions: [
      {
        foodName: `Arroz ${tag}`,
        grams: 150,
        calories: 192,
        homeMeasure: '3 colheres',
        macros: { protein: 4, carbs: 42, fat: 0.3, fiber: 2 },
        glycemicIndex: 73,
      },
    ],
  });
  await t.db.insert(physicalActivities).values({ userId, activityType: `Corrida ${tag}`, durationMinutes: 30 });
  await t.db.insert(weightHistory).values({ userId, weight: 71.5, notes: `peso ${tag}` });
  await t.db.insert(hydrationSettings).values({ userId, dailyGoalMl: 2750 });
  await t.db.insert(hydrationIntakes).values({ userId, amountMl: 250, scheduledTime: '08:00', date: '2025-03-01' });
  await t.db.insert(goals).values({ userId, title: `Meta ${tag}` });
  await t.db.insert(achievements).values({ userId, code: 'first_meal', title: `Conquista ${tag}` });
  await t.db.insert(paymentHistory).values({
    userId,
    plan: 'premium_monthly',
    amountCents: 1990,
    paymentStatus: `paid-${tag}`,
    paidAt: new Date('2025-02-01T10:00:00Z'),
  });
  await t.db.insert(paymentEvents).values({
    orderId: `order-${tag}`,
    eventType: 'order_approved',
    userId,
    source: 'webhook',
    chargedAt: new Date('2025-02-01T10:00:00Z'),
  });
  await t.db.insert(userEvents).values({ userId, type: 'subscription' });
  await t.db.insert(countedRequests).values([
    { userId, requestType: 'meal_calculation' },
    { userId, requestType: 'meal_calculation' },
  ]);
  await t.db.insert(avatars).values({ userId, contentType: 'image/png', data: Buffer.from([1, 2, 3]) });
  await t.db.insert(userFoods).values({
    userId,
    name: `Iogurte ${tag}`,
    nameKey: `iogurte ${tag.toLowerCase()}`,
    kind: 'dairy',
    labelBasis: 'serving',
    kcal: 81.8,
    carbsG: 6.5,
    proteinG: 5.9,
    fatG: 3.6,
    fiberG: null,
    servingLabel: 'pote',
    servingGrams: 170,
  });
  await t.db.insert(recipes).values({
    userId,
    name: `Bolo ${tag}`,
    nameKey: `bolo ${tag.toLowerCase()}`,
    servings: 8,
    cookedGrams: null,
    ingredients: [{ foodId: 35, name: 'Farinha, de trigo', grams: 240 }],
  });
  await t.db.insert(diarySlots).values({ userId, slot: 'custom-1', label: `Pré-treino ${tag}`, position: 6 });
  await t.db.insert(pushSubscriptions).values({
    userId,
    endpoint: `https://fcm.googleapis.com/fcm/send/${tag}`,
    p256dh: `chave-${tag}`,
    auth: `segredo-${tag}`,
  });
  await t.db.insert(adminHistory).values({
    userId,
    adminEmail: 'admin@example.com',
    actionType: 'change_plan',
    notes: `Cortesia ${tag}`,
  });
  // Payment notices that matched no account, one by the e-mail and one by the id in the checkout link.
  await t.db.insert(unmatchedPaymentEvents).values([
    {
      orderId: `lost-${tag}`,
      eventType: 'order_approved',
      email,
      externalId: null,
      reason: 'unknown_product',
      details: {},
      source: 'webhook',
    },
    {
      orderId: `later-${tag}`,
      eventType: 'subscription_renewed',
      email: null,
      externalId: userId,
      reason: 'unknown_product',
      details: {},
      source: 'webhook',
    },
  ]);
  await t.db.insert(favoriteMeals).values({
    id: randomUUID(),
    userId,
    name: `Café ${tag}`,
    slot: 'breakfast',
    items: [{ foodId: 182, name: 'Banana, prata, crua', grams: 75 }],
  });
}

test("the export file is named by the person's own day, not UTC's", async () => {
  // 22:30 of 15 March in São Paulo (the profile's default zone) is already the 16th in UTC.
  const t = await createTestApp({ now: () => new Date('2025-03-16T01:30:00Z') });
  try {
    const ana = await signUp(t);
    const response = await ana.get('/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="prato-certo-dados-2025-03-15.json"');
  } finally {
    await t.close();
  }
});

test('export: a JSON attachment with the user rows of every table, none of another user, no secrets', async () => {
  const t = await createTestApp({ now: () => new Date('2025-03-15T12:00:00Z') });
  try {
    const ana = await signUp(t, { registration: { password: 'senha-da-ana', fullName: 'Ana Souza' } });
    const bruno = await signUp(t, { registration: { password: 'senha-do-bruno', fullName: 'Bruno Lima' } });
    await seed(t, ana.id, 'ANA-TAG', ana.email);
    await seed(t, bruno.id, 'BRUNO-TAG', bruno.email);

    const response = await ana.get('/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toBe('attachment; filename="prato-certo-dados-2025-03-15.json"');
    const data = response.json();
    expect(data.exportedAt).toBe('2025-03-15T12:00:00.000Z');
    expect(data.user).toMatchObject({ id: ana.id, email: ana.email, name: 'Ana Souza' });
    expect(data.profile).toMatchObject({ id: ana.id, fullName: 'Ana Souza' });
    expect(data.avatar).toMatchObject({ contentType: 'image/png', bytes: 3, base64: 'AQID' });
    expect(data.subscription).toMatchObject({ plan: 'free', status: 'active' });
    expect(data.payments).toEqual([expect.objectContaining({ paymentStatus: 'paid-ANA-TAG', amountCents: 1990 })]);
    expect(data.paymentEvents).toEqual([
      expect.objectContaining({ orderId: 'order-ANA-TAG', eventType: 'order_approved', source: 'webhook' }),
    ]);
    expect(data.meals[0].portions[0].foodName).toBe('Arroz ANA-TAG');
    expect(data.activities).toEqual([expect.objectContaining({ activityType: 'Corrida ANA-TAG' })]);
    expect(data.weights).toEqual([expect.objectContaining({ weight: 71.5, notes: 'peso ANA-TAG' })]);
    expect(data.hydrationSettings).toMatchObject({ dailyGoalMl: 2750 });
    expect(data.hydrationIntakes).toEqual([expect.objectContaining({ amountMl: 250, date: '2025-03-01' })]);
    expect(data.goals).toEqual([expect.objectContaining({ title: 'Meta ANA-TAG' })]);
    expect(data.achievements).toEqual([expect.objectContaining({ title: 'Conquista ANA-TAG' })]);
    // The boot-time foods table held no user data (own foods are user_foods): no customFoods key.
    expect(data).not.toHaveProperty('customFoods');
    expect(data.userFoods).toEqual([
      expect.objectContaining({ name: 'Iogurte ANA-TAG', kcal: expect.closeTo(81.8, 3), servingLabel: 'pote' }),
    ]);
    expect(data.recipes).toEqual([
      expect.objectContaining({
        name: 'Bolo ANA-TAG',
        servings: 8,
        ingredients: [expect.objectContaining({ grams: 240 })],
      }),
    ]);
    expect(data.diarySlots).toEqual([expect.objectContaining({ slot: 'custom-1', label: 'Pré-treino ANA-TAG' })]);
    expect(data.favoriteMeals).toEqual([
      expect.objectContaining({ name: 'Café ANA-TAG', items: [expect.objectContaining({ foodId: 182, grams: 75 })] }),
    ]);
    expect(data.sessions).toEqual([
      expect.objectContaining({
        ipAddress: expect.any(String),
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      }),
    ]);
    // Sign-up started her only session: one access record, from the test client's address.
    expect(data.accessLog).toEqual([
      { createdAt: expect.any(String), ipAddress: '127.0.0.1', userAgent: expect.any(String) },
    ]);
    expect(data.pushSubscriptions).toEqual([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/ANA-TAG', createdAt: expect.any(String), lastSuccessAt: null },
    ]);
    expect(data.adminActions).toEqual([
      expect.objectContaining({ actionType: 'change_plan', notes: 'Cortesia ANA-TAG' }),
    ]);
    expect(data.countedRequests).toEqual({ count: 2 });
    expect(data.isAdmin).toBe(true); // the first account of an instance becomes admin

    const raw = response.body;
    expect(raw).not.toContain('BRUNO-TAG');
    expect(raw).not.toContain(bruno.id);
    expect(raw).not.toContain(bruno.email);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, ana.id)).limit(1);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.userId, ana.id)).limit(1);
    expect(raw).not.toContain(session?.token);
    expect(account?.password).toBeTruthy();
    expect(raw).not.toContain(account?.password ?? 'x');
    expect(raw).not.toContain('chave-ANA-TAG');
    expect(raw).not.toContain('segredo-ANA-TAG');
    expect(raw).not.toContain('admin@example.com');

    // Bruno's export is his own.
    const brunos = (await bruno.get('/api/account/export')).json();
    expect(brunos.user.id).toBe(bruno.id);
    expect(brunos.goals).toEqual([expect.objectContaining({ title: 'Meta BRUNO-TAG' })]);
    expect(brunos.isAdmin).toBe(false);

    expect((await client(t).get('/api/account/export')).statusCode).toBe(401);
  } finally {
    await t.close();
  }
});

test('delete: needs the own password, then removes every row of the user, ends the sessions, spares others', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t, { registration: { password: 'senha-da-ana', fullName: 'Ana Souza' } });
    const bruno = await signUp(t, { registration: { password: 'senha-do-bruno', fullName: 'Bruno Lima' } });
    await seed(t, ana.id, 'ANA-TAG', ana.email);
    await seed(t, bruno.id, 'BRUNO-TAG', bruno.email);
    // A second session of Ana (another device) must end as well.
    const anaPhone = await signIn(t, ana.email, ana.password);
    expect((await anaPhone.get('/api/profile')).statusCode).toBe(200);
    const brunoBefore = await rowCounts(t, bruno.id);

    const empty = await ana.post('/api/account/delete', { password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Informe sua senha para confirmar.');
    const wrong = await ana.post('/api/account/delete', { password: 'senha-do-bruno' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Senha incorreta.');
    // Bruno cannot delete Ana: the account deleted is always the session's, and a user id is refused.
    const sneaky = await bruno.post('/api/account/delete', { password: 'senha-da-ana', userId: ana.id });
    expect(sneaky.statusCode).toBe(400);
    expect((await client(t).post('/api/account/delete', { password: 'senha-da-ana' })).statusCode).toBe(401);
    expect(Object.values(await rowCounts(t, ana.id)).every((n) => n > 0)).toBe(true);

    const anaCookie = ana.jar.header();
    const deleted = await ana.post('/api/account/delete', { password: 'senha-da-ana' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Sua conta foi excluída.' });
    expect(ana.jar.has('prato.session_token')).toBe(false);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: anaCookie } })).statusCode,
    ).toBe(401);
    expect((await anaPhone.get('/api/profile')).statusCode).toBe(401);
    expect((await anaPhone.get('/api/auth/session')).statusCode).toBe(401);
    const login = await client(t).post('/api/auth/login', { email: ana.email, password: ana.password });
    expect(login.statusCode).toBe(401);
    expect(login.json().error.message).toBe('Email ou senha incorretos.');

    const left = await rowCounts(t, ana.id);
    expect(left).toEqual(Object.fromEntries(OWNED.map(([name]) => [name, 0])));
    // Her access records stay for the six months the law asks (two sessions: sign-up and the phone).
    const accesses = await t.db.select({ email: accessLog.email }).from(accessLog).where(eq(accessLog.userId, ana.id));
    expect(accesses).toEqual([{ email: ana.email }, { email: ana.email }]);
    // Her charge stays as a fiscal record, tied to no one.
    const charges = await t.db
      .select({ userId: paymentHistory.userId, amountCents: paymentHistory.amountCents })
      .from(paymentHistory)
      .where(eq(paymentHistory.paymentStatus, 'paid-ANA-TAG'));
    expect(charges).toEqual([{ userId: null, amountCents: 1990 }]);
    // Payment notices that named her (by e-mail or by id) go too; Bruno's stay.
    const notices = await t.db.select({ orderId: unmatchedPaymentEvents.orderId }).from(unmatchedPaymentEvents);
    expect(notices.map((notice) => notice.orderId).sort()).toEqual(['later-BRUNO-TAG', 'lost-BRUNO-TAG']);
    expect(await rowCounts(t, bruno.id)).toEqual(brunoBefore);
    expect((await bruno.get('/api/account/export')).json().goals).toHaveLength(1);
  } finally {
    await t.close();
  }
});

import { randomUUID } from 'node:crypto';
import { buildPlans, type PaidPlanId } from '@prato/core/domain/plans';
import type { Caller } from '../src/lib/caller';
import { createSubscriptionsRepo } from '../src/modules/subscriptions/subscriptions.repo';
import { createSubscriptionsService } from '../src/modules/subscriptions/subscriptions.service';
import { client, tokenFromOutbox, validRegistration, type TestApp } from './test-app';

/**
 * The one place tests arrange a person: sign-up, sign-in, an admin, a premium plan and a meal to save.
 * Tests arrange state through the API or through these helpers, and reach into the schema only where
 * the table itself is what they test. States no API can create (rows dated before the test, a
 * ledger to read) are in ./fixtures/past-states.ts, re-exported here.
 */
export { client, CookieJar, createTestApp, createTestDatabase, tokenFromOutbox, validRegistration } from './test-app';
export type { TestApp } from './test-app';
export {
  countedRequestsOf,
  pastCountedRequests,
  pastHydrationIntakes,
  pastProfileTimeZone,
} from './fixtures/past-states';
export type { PastHydrationIntake } from './fixtures/past-states';

const DAY_MS = 24 * 60 * 60 * 1000;

export type Client = ReturnType<typeof client>;

/** A complete profile whose meal goals add up to 1.800 kcal a day (400 + 600 + 600 + one 200 kcal snack). */
export const PROFILE_WITH_GOALS = {
  weight: 70,
  height: 175,
  age: 30,
  gender: 'female',
  breakfastCalories: 400,
  lunchCalories: 600,
  dinnerCalories: 600,
  snackCalories: 200,
  snackQuantity: 1,
};

/**
 * A newly registered, signed-in user through POST /api/auth/register, with `id` and `email` (and
 * the `password` it registered with) beside the client. `registration` overrides fields of the
 * form (a given e-mail, name or password); `profile` fields are then saved through PATCH /api/profile.
 * Only the app is needed, so it serves apps built by hand (two instances, production settings) too.
 */
export async function signUp(
  t: Pick<TestApp, 'app'>,
  options: { profile?: Record<string, unknown>; registration?: Record<string, unknown> } = {},
) {
  const { profile = {}, registration: overrides = {} } = options;
  const registration = validRegistration(
    'password' in overrides && !('confirmPassword' in overrides)
      ? { ...overrides, confirmPassword: overrides.password }
      : overrides,
  );
  const c = client(t as TestApp);
  const res = await c.post('/api/auth/register', registration);
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  if (Object.keys(profile).length > 0) {
    const saved = await c.patch('/api/profile', profile);
    if (saved.statusCode !== 200) throw new Error(`profile update failed: ${saved.body}`);
  }
  return {
    ...c,
    id: res.json().user.id as string,
    email: registration.email as string,
    password: registration.password as string,
  };
}

/** A new client signed in through POST /api/auth/login, as on a second device; `form` adds fields (rememberMe). */
export async function signIn(t: TestApp, email: string, password: string, form: Record<string, unknown> = {}) {
  const c = client(t);
  const res = await c.post('/api/auth/login', { email, password, ...form });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return c;
}

/** Confirms an e-mail the way its owner does: the link of the confirmation e-mail sent at sign-up. */
export async function confirmEmail(t: TestApp, email: string) {
  const token = await tokenFromOutbox(t, email, 'email');
  const confirmed = await client(t).post('/api/auth/verify-email', { token });
  if (confirmed.json().user?.email !== email || confirmed.json().user?.emailVerified !== true)
    throw new Error(`e-mail not confirmed: ${confirmed.body}`);
}

/**
 * Puts a user on an active paid plan until `periodEnd` (30 days from now unless given), through the
 * subscriptions service, the only writer of user_subscriptions (as the admin's change does: lock, then
 * set). Not through the sandbox checkout: that always starts the period at the app's clock and gives
 * the plan's own length, so it cannot set the arbitrary period ends (a date long past the test, a
 * renewal due on a given day) that plan-dependent tests need.
 */
export async function makePremium(
  t: Pick<TestApp, 'db'>,
  userId: string,
  {
    plan = 'premium_monthly',
    periodEnd = new Date(Date.now() + 30 * DAY_MS),
  }: { plan?: PaidPlanId; periodEnd?: Date } = {},
) {
  const at = new Date();
  const subscriptions = createSubscriptionsService({
    repo: createSubscriptionsRepo(t.db),
    now: () => at,
    plans: buildPlans(),
  });
  await t.db.transaction(async (tx) => {
    const { currentPeriodStart } = await subscriptions.lockForChange(userId, tx);
    await subscriptions.setPlan(
      userId,
      { plan, status: 'active', currentPeriodStart, currentPeriodEnd: periodEnd },
      { tx, at },
    );
  });
}

/** A newly signed-up user (see signUp) on a paid plan (see makePremium): the assistant, the food catalogue… */
export async function signUpPremium(
  t: TestApp,
  options: Parameters<typeof signUp>[1] & Parameters<typeof makePremium>[2] = {},
) {
  const { plan, periodEnd, ...person } = options;
  const user = await signUp(t, person);
  await makePremium(t, user.id, { plan, periodEnd });
  return user;
}

/**
 * The instance's admin: the first account signed up on an instance is its admin (README:
 * Administradores), so call this before any other sign-up of the test's app. Fails if the account
 * did not get the admin rights.
 */
export async function signUpAdmin(t: Pick<TestApp, 'app'>, registration: Record<string, unknown> = {}) {
  const admin = await signUp(t, { registration });
  const session = await admin.get('/api/auth/session');
  if (session.json().user?.isAdmin !== true) throw new Error(`not the admin: ${session.body}`);
  return admin;
}

/** Pays for a plan the way a user does on the default (sandbox) provider: checkout, then its pay button. */
export async function paySandbox(c: Pick<Client, 'post'>, plan: PaidPlanId = 'premium_annual') {
  const url: string = (await c.post('/api/payments/checkout', { plan })).json().url;
  const token = new URL(url, 'http://localhost').searchParams.get('token') ?? '';
  const paid = await c.post('/api/payments/sandbox/checkout', { token });
  if (paid.statusCode !== 303) throw new Error(`sandbox payment failed: ${paid.statusCode} ${paid.body}`);
}

/** What a meal body takes from a POST /api/planner/calculate answer. */
/** A signed-in caller for a service called directly (no request): Ana, free plan, São Paulo. */
export function callerFixture(overrides: Partial<Caller> = {}): Caller {
  return {
    id: 'u1',
    email: 'ana@example.com',
    fullName: 'Ana',
    emailVerified: true,
    isAdmin: false,
    timezone: 'America/Sao_Paulo',
    subscription: null,
    ...overrides,
  };
}

export interface PlannerAnswer {
  portions: unknown;
  totalCalories: unknown;
  totalMacros: unknown;
  glycemicData: unknown;
}

/** 150 g of white rice as the planner portions it. */
export const RICE_PORTION = {
  foodName: 'arroz branco',
  grams: 150,
  calories: 192,
  homeMeasure: '3 colheres de servir',
  macros: { protein: 3.8, carbs: 42.2, fat: 0.3, fiber: 2.4 },
  glycemicIndex: 73,
};

/** A planner answer of that rice alone, for tests that need any valid meal. */
export const RICE_ANSWER = {
  portions: [RICE_PORTION],
  totalCalories: 192,
  totalMacros: RICE_PORTION.macros,
  glycemicData: { index: 73, load: 30.8 },
};

/**
 * A POST /api/meals body as the planner screen sends it: a planner answer's portions and totals as
 * received, a new client id, lunch unless `overrides` say otherwise.
 */
export function mealBody(calculation: PlannerAnswer, overrides: Record<string, unknown> = {}) {
  const { portions, totalCalories, totalMacros, glycemicData } = calculation;
  return { id: randomUUID(), mealType: 'lunch', portions, totalCalories, totalMacros, glycemicData, ...overrides };
}

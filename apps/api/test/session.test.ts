import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
// The sessions table (tokens, expiry) is the subject; no API makes a session expire early.
import { sessions, users } from '../src/db/schema/auth';
import { client, createTestApp, makePremium, signIn, signUp, tokenFromOutbox, type TestApp } from './fixtures';

// One app for the file: every test signs up its own users.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SECRET = 'test-secret-that-is-long-enough-for-better-auth-0123456789';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Requests with a fixed Cookie header (what an attacker holding an old cookie would send). */
const withCookie = (cookie: string) => ({
  session: () => t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } }),
  meals: () => t.app.inject({ method: 'GET', url: '/api/meals', headers: { cookie } }),
});

/** The session tokens of an account: the sessions table is what these tests are about. */
async function tokenOf(email: string): Promise<string[]> {
  const rows = await t.db
    .select({ token: sessions.token })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
  return rows.map((row) => row.token);
}

test('a signed-out session is refused at its next request, on the session route and on guarded routes', async () => {
  const device = await signUp(t);
  const cookie = device.jar.header();
  expect((await withCookie(cookie).meals()).statusCode).toBe(200);

  expect((await device.post('/api/auth/logout')).statusCode).toBe(200);

  const session = await withCookie(cookie).session();
  expect(session.statusCode).toBe(401);
  expect(session.json().error.message).toBe('Usuário não autenticado');
  expect((await withCookie(cookie).meals()).statusCode).toBe(401);
});

test('changing the password ends the other sessions at once; the device that changed it stays in', async () => {
  const laptop = await signUp(t);
  const phone = await signIn(t, laptop.email, laptop.password, { rememberMe: true });
  const phoneCookie = phone.jar.header();
  expect((await withCookie(phoneCookie).meals()).statusCode).toBe(200);

  const changed = await laptop.post('/api/auth/change-password', {
    currentPassword: laptop.password,
    newPassword: 'novaSenha1',
    confirmPassword: 'novaSenha1',
  });
  expect(changed.statusCode).toBe(200);

  expect((await withCookie(phoneCookie).meals()).statusCode).toBe(401);
  expect((await withCookie(phoneCookie).session()).statusCode).toBe(401);
  expect((await laptop.get('/api/meals')).statusCode).toBe(200);
});

test('resetting the password by e-mail ends every session of the account', async () => {
  const device = await signUp(t);
  const cookie = device.jar.header();
  await client(t).post('/api/auth/forgot-password', { email: device.email });
  const token = await tokenFromOutbox(t, device.email, 'recovery');

  const reset = await client(t).post('/api/auth/reset-password', {
    token,
    newPassword: 'outraSenha9',
    confirmPassword: 'outraSenha9',
  });
  expect(reset.statusCode).toBe(200);
  expect((await withCookie(cookie).meals()).statusCode).toBe(401);
});

test('a cookie with a forged, truncated or foreign signature is refused without revealing anything', async () => {
  const [token] = await tokenOf((await signUp(t)).email);
  expect(token).toBeDefined();
  const sign = (value: string, secret: string) =>
    encodeURIComponent(`${value}.${createHmac('sha256', secret).update(value).digest('base64')}`);

  // The right signature is accepted: the refusals below are about the signature, not the token.
  expect((await withCookie(`prato.session_token=${sign(token!, SECRET)}`).meals()).statusCode).toBe(200);

  const attempts = [
    `prato.session_token=${encodeURIComponent(token!)}`,
    `prato.session_token=${sign(token!, 'another-secret-that-is-long-enough-for-better-auth')}`,
    `prato.session_token=${sign(token!, SECRET).slice(0, -6)}`,
    `prato.session_token=${sign(`${token!}x`, SECRET)}`,
    `prato.session_token=%E0%A4%A`,
    `other=1; prato.session_token=`,
  ];
  for (const cookie of attempts) {
    const res = await withCookie(cookie).meals();
    expect(res.statusCode, cookie).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  }
});

test('an expired session is refused even with a valid signature', async () => {
  const device = await signUp(t);
  const [token] = await tokenOf(device.email);
  // No API makes a session expire early: its row is dated in the past.
  await t.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.token, token!));
  expect((await device.get('/api/meals')).statusCode).toBe(401);
});

test('a remembered session is extended by better-auth once a day, through the fast check', async () => {
  const device = await signUp(t);
  const [token] = await tokenOf(device.email);
  // As if signed in two days ago: 28 days left of 30, so the daily refresh is due.
  const stale = new Date(Date.now() + 28 * DAY_MS);
  await t.db.update(sessions).set({ expiresAt: stale }).where(eq(sessions.token, token!));

  const meals = await device.get('/api/meals');
  expect(meals.statusCode).toBe(200);
  const [row] = await t.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.token, token!));
  expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  // The browser gets the cookie again with 30 days from now: without it, it would drop the session on
  // the day the first cookie expires, however often the person came back.
  const renewed = [meals.headers['set-cookie'] ?? []]
    .flat()
    .find((cookie) => cookie.startsWith('prato.session_token='));
  expect(renewed).toMatch(new RegExp(`^prato\\.session_token=${token}\\.`));
  expect(renewed).toContain(`Max-Age=${30 * 24 * 60 * 60}`);

  // The app's first read (GET /api/auth/session) renews it the same way.
  await t.db.update(sessions).set({ expiresAt: stale }).where(eq(sessions.token, token!));
  const session = await device.get('/api/auth/session');
  expect(session.statusCode).toBe(200);
  expect([session.headers['set-cookie'] ?? []].flat().some((cookie) => cookie.includes('Max-Age=2592000'))).toBe(true);
});

test('a session without "Lembrar de mim" is not extended, and its cookie stays one that ends with the browser', async () => {
  const account = await signUp(t);
  const device = await signIn(t, account.email, account.password, { rememberMe: false });
  const tokens = await tokenOf(account.email);
  const stale = new Date(Date.now() + 28 * DAY_MS);
  for (const token of tokens) await t.db.update(sessions).set({ expiresAt: stale }).where(eq(sessions.token, token));

  const meals = await device.get('/api/meals');
  expect(meals.statusCode).toBe(200);
  expect([meals.headers['set-cookie'] ?? []].flat().some((cookie) => cookie.includes('session_token='))).toBe(false);
  // Both sessions (sign-up's and this one) keep the expiry they had.
  const rows = await t.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, account.email));
  expect(rows.map((row) => row.expiresAt.getTime())).toEqual([stale.getTime(), stale.getTime()]);
});

test('the session check reads the plan with the session: a premium granted in the database applies at once', async () => {
  const device = await signUp(t);
  expect((await device.get('/api/meals')).json().limit).toBe(5);
  await makePremium(t, device.id, { periodEnd: new Date(Date.now() + 30 * DAY_MS) });
  const history = await device.get('/api/meals');
  expect(history.statusCode).toBe(200);
  // The free plan limits the history to its newest items; a premium plan has no limit.
  expect(history.json().limit).toBeNull();
});

test('a guarded route answers 401 to a caller without a session before it looks at the body', async () => {
  const anonymous = client(t);
  const garbage = await anonymous.post('/api/meals', { mealType: 42, portions: 'não é uma lista' });
  expect(garbage.statusCode).toBe(401);
  expect(garbage.json().error.message).toBe('Usuário não autenticado');
  const malformed = await t.app.inject({
    method: 'POST',
    url: '/api/weights',
    headers: { 'content-type': 'application/json' },
    payload: '{"weight":',
  });
  expect(malformed.statusCode).toBe(401);
});

/** The Set-Cookie lines of a response. */
const setCookiesOf = (response: { headers: Record<string, unknown> }) =>
  [(response.headers['set-cookie'] as string | string[] | undefined) ?? []].flat();
const hintOf = (response: { headers: Record<string, unknown> }) =>
  setCookiesOf(response).find((cookie) => cookie.startsWith('prato.signed_in='));

test('the session cookie has a readable companion with its lifetime: set at sign-in, ended by "Sair"', async () => {
  const account = await signUp(t);
  const remembered = client(t);
  const login = await remembered.post('/api/auth/login', {
    email: account.email,
    password: account.password,
    rememberMe: true,
  });
  expect(login.statusCode, login.body).toBe(200);
  const session = setCookiesOf(login).find((cookie) => cookie.startsWith('prato.session_token='))!;
  expect(session).toMatch(/HttpOnly/);
  const hint = hintOf(login)!;
  expect(hint).toMatch(/^prato\.signed_in=1; /);
  expect(hint).not.toMatch(/HttpOnly/i);
  expect(hint).toContain('Max-Age=2592000');
  expect(hint).toContain('Path=/');
  // Already there: the following requests do not set it again.
  expect(hintOf(await remembered.get('/api/meals'))).toBeUndefined();

  // Without "Lembrar de mim" both end with the browser (no Max-Age).
  const forgotten = client(t);
  const once = await forgotten.post('/api/auth/login', {
    email: account.email,
    password: account.password,
    rememberMe: false,
  });
  expect(hintOf(once)).toMatch(/^prato\.signed_in=1; /);
  expect(hintOf(once)).not.toMatch(/Max-Age/i);

  const logout = await remembered.post('/api/auth/logout', {});
  expect(logout.statusCode).toBe(200);
  expect(hintOf(logout)).toMatch(/^prato\.signed_in=; .*Max-Age=0/);
  expect(remembered.jar.has('prato.signed_in')).toBe(false);
});

test('a session without its companion gets one for its remaining lifetime; a companion without a session is deleted', async () => {
  const account = await signUp(t);
  const [token] = await tokenOf(account.email);
  const session = `prato.session_token=${account.jar.header().match(/prato\.session_token=([^;]+)/)![1]}`;
  // Made twelve hours ago: no renewal is due yet (that comes a day after the session was made or renewed).
  const left = 30 * DAY_MS - 12 * 60 * 60 * 1000;
  await t.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + left) })
    .where(eq(sessions.token, token!));
  // A session made before the companion existed: only the session cookie.
  const meals = await withCookie(session).meals();
  expect(meals.statusCode).toBe(200);
  const maxAge = Number(/Max-Age=(\d+)/.exec(hintOf(meals) ?? '')?.[1]);
  expect(Math.abs(maxAge - left / 1000)).toBeLessThan(60);
  expect(setCookiesOf(meals).some((cookie) => cookie.startsWith('prato.session_token='))).toBe(false);

  // The session revoked on the server ("Sair" elsewhere): the app's session read deletes the companion.
  await t.db.delete(sessions).where(eq(sessions.token, token!));
  const gone = await withCookie(`${session}; prato.signed_in=1`).session();
  expect(gone.statusCode).toBe(401);
  expect(hintOf(gone)).toMatch(/^prato\.signed_in=; .*Max-Age=0/);
});

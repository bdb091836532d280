import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
// Login attempts, the first-admin grant and reset tokens are the subject: read (and reset) in their tables.
import { adminUsers, instanceFlags } from '../src/db/schema/admin';
import { loginAttempts, users, verifications } from '../src/db/schema/auth';
import { client, createTestApp, tokenFromOutbox, validRegistration, type TestApp } from './fixtures';

// Regression tests of issue 16 (findings 2, 3, 4, 8, 12) on PGlite and, under
// scripts/with-postgres.mjs, on a real PostgreSQL server.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Every request comes from 127.0.0.1: each test starts with no counted attempts.
beforeEach(async () => {
  await t.db.delete(loginAttempts);
});

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

async function registered() {
  const body = validRegistration();
  const device = client(t);
  expect((await device.post('/api/auth/register', body)).statusCode).toBe(201);
  return { body, device };
}

test('30 parallel sign-ins check at most LOGIN_MAX_FAILURES passwords; the right one late in the burst is refused', async () => {
  const { body } = await registered();
  const guesses = Array.from({ length: 30 }, (_, i) => (i === 14 ? body.password : `errada${i}xx`));
  const answers = await Promise.all(guesses.map((password) => login(body.email, password)));
  const statuses = answers.map((res) => res.statusCode);
  const checked = statuses.filter((status) => status !== 429).length;
  // 5 is the default LOGIN_MAX_FAILURES: every attempt beyond it is refused before its password is checked.
  expect(checked).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(30 - checked);
  for (const res of answers.filter((r) => r.statusCode === 429)) {
    expect(res.json().error.code).toBe('TOO_MANY_ATTEMPTS');
  }
  // The burst's failures locked the account: even the right password is refused now, with the lock's wait.
  const locked = await login(body.email, body.password);
  expect(locked.statusCode).toBe(429);
  expect(locked.json().error.message).toBe('Muitas tentativas de login. Aguarde 15 minutos e tente novamente.');
});

test('a burst of right passwords is never locked out: the extra ones are asked to retry in a moment', async () => {
  const { body } = await registered();
  const answers = await Promise.all(Array.from({ length: 12 }, () => login(body.email, body.password)));
  const refused = answers.filter((res) => res.statusCode === 429);
  expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(1);
  expect(refused.length + answers.filter((res) => res.statusCode === 200).length).toBe(12);
  for (const res of refused) {
    expect(res.json().error).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Muitas tentativas de login ao mesmo tempo. Aguarde alguns segundos e tente novamente.',
    });
  }
  // Nothing failed, so nothing is locked: the next sign-in goes through at once.
  expect((await login(body.email, body.password)).statusCode).toBe(200);
  expect(
    await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, `email:${body.email}`)),
  ).toEqual([]);
});

test('a successful sign-in does not count against its address', async () => {
  const { body } = await registered();
  // 25 sign-ins from one address, all right: more than the per-address budget (4 × 5), none refused.
  for (let i = 0; i < 25; i += 1) expect((await login(body.email, body.password)).statusCode).toBe(200);
});

test('X-Forwarded-For from an unconfigured proxy is ignored: it neither bypasses nor aims the address lock', async () => {
  // 20 wrong sign-ins on 20 addresses (so no account lock), each claiming another address.
  for (let i = 0; i < 20; i += 1) {
    const res = await login(`ninguem${i}@example.com`, 'errada123', { 'x-forwarded-for': `203.0.113.${i}` });
    expect(res.statusCode).toBe(401);
  }
  // The socket's address (127.0.0.1 under inject) is what was counted: it is locked now, whatever it claims.
  const { body } = await registered();
  const spoofed = await login(body.email, body.password, { 'x-forwarded-for': '198.51.100.7' });
  expect(spoofed.statusCode).toBe(429);
  const rows = await t.db.select().from(loginAttempts).where(like(loginAttempts.key, 'ip:%'));
  expect(rows.map((row) => row.key)).toEqual(['ip:127.0.0.1']);
});

test('with TRUST_PROXY set, the configured proxy names the client, and one client cannot lock out another', async () => {
  const proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' } });
  try {
    const attempt = (email: string, password: string, ip: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        headers: { 'x-forwarded-for': ip },
      });
    const victim = validRegistration();
    await client(proxied).post('/api/auth/register', victim);
    for (let i = 0; i < 20; i += 1) {
      expect((await attempt(`ninguem${i}@example.com`, 'errada123', '203.0.113.9')).statusCode).toBe(401);
    }
    expect((await attempt(victim.email, victim.password, '203.0.113.9')).statusCode).toBe(429);
    expect((await attempt(victim.email, victim.password, '198.51.100.20')).statusCode).toBe(200);
  } finally {
    await proxied.close();
  }
});

test('an invalid TRUST_PROXY stops the start with a clear message', async () => {
  await expect(createTestApp({ env: { TRUST_PROXY: 'everyone' } })).rejects.toThrow(/TRUST_PROXY/);
});

test('the first admin is granted once per instance: concurrent first sign-ups make one admin, and never again after revocation', async () => {
  const fresh = await createTestApp();
  try {
    const bodies = Array.from({ length: 20 }, () => validRegistration());
    const answers = await Promise.all(bodies.map((body) => client(fresh).post('/api/auth/register', body)));
    expect(answers.map((res) => res.statusCode)).toEqual(bodies.map(() => 201));
    const admins = await fresh.db.select().from(adminUsers);
    expect(admins).toHaveLength(1);
    expect(await fresh.db.select().from(instanceFlags)).toEqual([
      expect.objectContaining({ name: 'first_admin_granted' }),
    ]);

    // Revoking the only admin does not hand the right to the next stranger (no route revokes: the row goes).
    await fresh.db.delete(adminUsers);
    const stranger = client(fresh);
    await stranger.post('/api/auth/register', validRegistration());
    expect((await stranger.get('/api/auth/session')).json().user.isAdmin).toBe(false);
    expect(await fresh.db.select().from(adminUsers)).toHaveLength(0);
  } finally {
    await fresh.close();
  }
});

test('using one reset link invalidates the older ones of the account', async () => {
  const { body } = await registered();
  await client(t).post('/api/auth/forgot-password', { email: body.email });
  const older = await tokenFromOutbox(t, body.email, 'recovery');
  await client(t).post('/api/auth/forgot-password', { email: body.email });
  const newer = await tokenFromOutbox(t, body.email, 'recovery');
  expect(newer).not.toBe(older);

  const reset = (token: string, password: string) =>
    client(t).post('/api/auth/reset-password', { token, newPassword: password, confirmPassword: password });
  expect((await reset(newer, 'novaSenha1')).statusCode).toBe(200);
  const replay = await reset(older, 'atacante99');
  expect(replay.statusCode).toBe(400);
  expect(replay.json().error.code).toBe('INVALID_RESET_TOKEN');
  expect((await login(body.email, 'novaSenha1')).statusCode).toBe(200);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  const pending = await t.db.select().from(verifications).where(eq(verifications.value, user!.id));
  expect(pending.filter((row) => row.identifier.startsWith('reset-password:'))).toHaveLength(0);
});

test('a confirmation link works once: replaying it neither confirms again nor signs anyone in', async () => {
  const { body } = await registered();
  const token = await tokenFromOutbox(t, body.email, 'email');
  const first = client(t);
  expect((await first.post('/api/auth/verify-email', { token })).statusCode).toBe(200);

  const thief = client(t);
  const replay = await thief.post('/api/auth/verify-email', { token });
  expect(replay.statusCode).toBe(400);
  expect(replay.json().error.message).toBe('Erro ao confirmar email. Por favor, tente novamente.');
  expect(thief.jar.has('prato.session_token')).toBe(false);
  expect((await thief.get('/api/auth/session')).statusCode).toBe(401);
});

test('wrong current passwords on change-password are throttled like sign-in; the right one is then refused too', async () => {
  const { body, device } = await registered();
  const change = (currentPassword: string) =>
    device.post('/api/auth/change-password', {
      currentPassword,
      newPassword: 'novaSenha1',
      confirmPassword: 'novaSenha1',
    });
  for (let i = 0; i < 5; i += 1) expect((await change(`errada${i}xx`)).statusCode).toBe(400);
  const locked = await change(body.password);
  expect(locked.statusCode).toBe(429);
  expect(locked.json().error.code).toBe('TOO_MANY_ATTEMPTS');
  expect((await login(body.email, body.password)).statusCode).toBe(200);
});

test('wrong passwords on account deletion are throttled like sign-in; the account survives', async () => {
  const { body, device } = await registered();
  const remove = (password: string) => device.post('/api/account/delete', { password, confirmation: 'EXCLUIR' });
  const statuses = [];
  for (let i = 0; i < 6; i += 1) statuses.push((await remove(`errada${i}xx`)).statusCode);
  expect(statuses.slice(0, 5).every((status) => status === 400)).toBe(true);
  expect(statuses[5]).toBe(429);
  expect((await remove(body.password)).statusCode).toBe(429);
  expect(await t.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
});

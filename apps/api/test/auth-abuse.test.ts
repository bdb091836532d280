import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { AUTH_MESSAGES } from '@prato/core/schemas/auth';
import { loadEnv } from '../src/env';
// That a refused registration creates no users row is the subject.
import { users } from '../src/db/schema/auth';
import { client, createTestApp, validRegistration, type TestApp } from './fixtures';

// Security findings 7 (sign-up told which e-mails have accounts) and 8 (sign-ups and e-mail requests
// for many e-mails from one address had no limit), on PGlite and on PostgreSQL.

async function withApp(env: Record<string, string>, fn: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ env });
  try {
    await fn(t);
  } finally {
    await t.close();
  }
}

/** A POST from a given client address (the socket's, as app.inject sets it). */
function postFrom(
  t: TestApp,
  remoteAddress: string,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });
}

const NOTICE_SUBJECT = 'Tentativa de cadastro com o seu email no Prato Certo';

async function noticesTo(t: TestApp, email: string) {
  return (await t.outbox(email)).filter((message) => message.subject === NOTICE_SUBJECT);
}

/** The Retry-After of a 429 and the message it should carry (minutes rounded up). */
function retryAfter(res: { headers: Record<string, unknown> }): number {
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(3600);
  return seconds;
}

test('with REQUIRE_EMAIL_CONFIRMATION, an address that has an account gets the very answer of a new one; its owner gets an e-mail with the way in', () =>
  withApp({ REQUIRE_EMAIL_CONFIRMATION: 'true' }, async (t) => {
    const owner = validRegistration({ fullName: 'Dona Conta' });
    const first = await client(t).post('/api/auth/register', owner);
    const newcomerBody = validRegistration();
    const newcomer = await client(t).post('/api/auth/register', newcomerBody);
    const again = await client(t).post('/api/auth/register', {
      ...validRegistration({ fullName: 'Outra Pessoa', password: 'outraSenha9', confirmPassword: 'outraSenha9' }),
      email: owner.email.toUpperCase(),
    });

    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(newcomer.headers).sort());
    for (const res of [first, newcomer, again]) {
      expect(res.statusCode).toBe(201);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.json()).toEqual({
        user: null,
        requiresEmailConfirmation: true,
        message: AUTH_MESSAGES.registerConfirmFirst,
      });
    }
    // Nothing was created for the second attempt; its owner is told, with the sign-in link.
    expect(await t.db.select().from(users).where(eq(users.email, owner.email))).toHaveLength(1);
    const [notice] = await noticesTo(t, owner.email);
    expect(notice?.text).toContain('Olá, Dona Conta!');
    expect(notice?.text).toContain('Alguém tentou criar uma conta no Prato Certo com este email');
    expect(notice?.text).toContain('http://localhost:3000/login');
    expect(await noticesTo(t, newcomerBody.email)).toHaveLength(0);
  }));

test('the e-mail about a sign-up attempt goes out at most 5 times an hour per account: sign-up cannot flood an inbox', () =>
  withApp({ REQUIRE_EMAIL_CONFIRMATION: 'true' }, async (t) => {
    const owner = validRegistration();
    await client(t).post('/api/auth/register', owner);
    for (let i = 0; i < 8; i += 1) {
      const res = await client(t).post('/api/auth/register', owner);
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(AUTH_MESSAGES.registerConfirmFirst);
    }
    expect(await noticesTo(t, owner.email)).toHaveLength(5);
  }));

test('without confirmation a new account is signed in at once, so an address with an account is told plainly (409); its owner is told by e-mail', () =>
  withApp({}, async (t) => {
    const owner = validRegistration();
    expect((await client(t).post('/api/auth/register', owner)).statusCode).toBe(201);
    const again = await client(t).post('/api/auth/register', owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'EMAIL_IN_USE', message: 'Este email já está cadastrado.' });
    expect(await noticesTo(t, owner.email)).toHaveLength(1);
  }));

test('from one address the (N+1)th sign-up is refused with 429, a pt-BR message and Retry-After, whatever the e-mail; another address still signs up', () =>
  withApp({ SIGNUP_PER_ADDRESS_PER_HOUR: '3', REQUIRE_EMAIL_CONFIRMATION: 'true' }, async (t) => {
    const register = (ip: string, body: object) => postFrom(t, ip, '/api/auth/register', body);
    const existing = validRegistration();
    expect((await register('203.0.113.5', existing)).statusCode).toBe(201);
    for (let i = 0; i < 2; i += 1) expect((await register('203.0.113.5', validRegistration())).statusCode).toBe(201);

    const fresh = validRegistration();
    const refused = await register('203.0.113.5', fresh);
    expect(refused.statusCode).toBe(429);
    const seconds = retryAfter(refused);
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS_FROM_ADDRESS',
      message: AUTH_MESSAGES.tooManySignUpsFromAddress.replace('{minutes}', `${Math.ceil(seconds / 60)} minutos`),
    });
    expect(refused.json().error.message).toMatch(
      /^Muitos cadastros a partir desta conexão\. Tente novamente em \d+ minutos?\.$/,
    );
    expect(await t.db.select().from(users).where(eq(users.email, fresh.email))).toHaveLength(0);
    // An address with an account gets the same refusal: the limit is counted before the e-mail is looked at.
    const existingRefused = await register('203.0.113.5', existing);
    expect(existingRefused.statusCode).toBe(429);
    expect(existingRefused.json().error.code).toBe('TOO_MANY_REQUESTS_FROM_ADDRESS');

    expect((await register('198.51.100.7', fresh)).statusCode).toBe(201);
  }));

test('an IPv6 client counts by its /64; behind a trusted proxy X-Forwarded-For names the client', async () => {
  await withApp({ SIGNUP_PER_ADDRESS_PER_HOUR: '2' }, async (t) => {
    const register = (ip: string) => postFrom(t, ip, '/api/auth/register', validRegistration());
    expect((await register('2001:db8:1:2::1')).statusCode).toBe(201);
    expect((await register('2001:db8:1:2:aaaa::9')).statusCode).toBe(201);
    expect((await register('2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await register('2001:db8:1:3::1')).statusCode).toBe(201);
  });
  await withApp({ SIGNUP_PER_ADDRESS_PER_HOUR: '1', TRUST_PROXY: '127.0.0.1' }, async (t) => {
    const viaProxy = (client: string) =>
      postFrom(t, '127.0.0.1', '/api/auth/register', validRegistration(), { 'x-forwarded-for': client });
    expect((await viaProxy('203.0.113.20')).statusCode).toBe(201);
    expect((await viaProxy('203.0.113.20')).statusCode).toBe(429);
    expect((await viaProxy('203.0.113.21')).statusCode).toBe(201);
  });
});

test('password-reset requests from one address are capped across e-mails; the 429 is the same whether the e-mail has an account; another address gets its link', () =>
  withApp({ EMAIL_REQUESTS_PER_ADDRESS_PER_HOUR: '3' }, async (t) => {
    const forgot = (ip: string, email: string) => postFrom(t, ip, '/api/auth/forgot-password', { email });
    const owner = validRegistration();
    await client(t).post('/api/auth/register', owner);
    for (let i = 0; i < 3; i += 1) {
      const res = await forgot('203.0.113.8', `ninguem${i}@example.com`);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(AUTH_MESSAGES.forgotPasswordSent);
    }
    const known = await forgot('203.0.113.8', owner.email);
    const unknown = await forgot('203.0.113.8', 'ninguem.mais@example.com');
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(429);
      retryAfter(res);
      expect(res.json().error.code).toBe('TOO_MANY_REQUESTS_FROM_ADDRESS');
      expect(res.json().error.message).toMatch(
        /^Muitas solicitações de email a partir desta conexão\. Tente novamente em \d+ minutos?\.$/,
      );
    }
    expect(known.json()).toEqual(unknown.json());
    expect((await t.outbox(owner.email)).filter((m) => m.text.includes('type=recovery'))).toHaveLength(0);

    const elsewhere = await forgot('198.51.100.9', owner.email);
    expect(elsewhere.statusCode).toBe(200);
    expect((await t.outbox(owner.email)).filter((m) => m.text.includes('type=recovery'))).toHaveLength(1);
  }));

test('confirmation resends from one address are capped across e-mails; another address still gets its link', () =>
  withApp({ EMAIL_REQUESTS_PER_ADDRESS_PER_HOUR: '2', REQUIRE_EMAIL_CONFIRMATION: 'true' }, async (t) => {
    const resend = (ip: string, email: string) => postFrom(t, ip, '/api/auth/resend-confirmation', { email });
    const owner = validRegistration();
    await client(t).post('/api/auth/register', owner);
    const confirmations = async () => (await t.outbox(owner.email)).filter((m) => m.text.includes('type=email')).length;
    expect(await confirmations()).toBe(1);

    expect((await resend('203.0.113.9', 'ninguem1@example.com')).statusCode).toBe(200);
    expect((await resend('203.0.113.9', 'ninguem2@example.com')).statusCode).toBe(200);
    const refused = await resend('203.0.113.9', owner.email);
    expect(refused.statusCode).toBe(429);
    retryAfter(refused);
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS_FROM_ADDRESS');
    expect(await confirmations()).toBe(1);

    const elsewhere = await resend('198.51.100.10', owner.email);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().message).toBe(AUTH_MESSAGES.resendConfirmationSent);
    expect(await confirmations()).toBe(2);
  }));

test('the per-e-mail budget (5 reset requests an hour) also says when to come back', () =>
  withApp({}, async (t) => {
    const forgot = () => client(t).post('/api/auth/forgot-password', { email: 'alguem@example.com' });
    for (let i = 0; i < 5; i += 1) expect((await forgot()).statusCode).toBe(200);
    const refused = await forgot();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'TOO_MANY_EMAILS', message: AUTH_MESSAGES.tooManyEmails });
    retryAfter(refused);
  }));

test('the per-address limits default to 10 an hour, 0 turns them off, and a negative value stops the start', () => {
  const defaults = loadEnv({});
  expect(defaults.SIGNUP_PER_ADDRESS_PER_HOUR).toBe(10);
  expect(defaults.EMAIL_REQUESTS_PER_ADDRESS_PER_HOUR).toBe(10);
  expect(loadEnv({ SIGNUP_PER_ADDRESS_PER_HOUR: '0' }).SIGNUP_PER_ADDRESS_PER_HOUR).toBe(0);
  expect(() => loadEnv({ EMAIL_REQUESTS_PER_ADDRESS_PER_HOUR: '-1' })).toThrow(/EMAIL_REQUESTS_PER_ADDRESS_PER_HOUR/);
});

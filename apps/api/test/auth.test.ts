import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { AUTH_MESSAGES } from '@prato/core/schemas/auth';
// What registration and sign-in store (profile, subscription, admin grant, login attempts) is the subject.
import { loginAttempts, users } from '../src/db/schema/auth';
import { adminUsers } from '../src/db/schema/admin';
import { profiles } from '../src/db/schema/profiles';
import { userSubscriptions } from '../src/db/schema/subscriptions';
import { client, createTestApp, tokenFromOutbox, validRegistration } from './fixtures';

async function withApp<T>(
  fn: (t: Awaited<ReturnType<typeof createTestApp>>) => Promise<T>,
  options?: Parameters<typeof createTestApp>[0],
) {
  const t = await createTestApp(options);
  try {
    return await fn(t);
  } finally {
    await t.close();
  }
}

test('register signs the user in, creates profile and free subscription, and makes the first account admin', () =>
  withApp(async (t) => {
    const first = client(t);
    const body = validRegistration({ email: '  Ana.Primeira@Example.COM ' });
    const res = await first.post('/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.message).toBe('Conta criada com sucesso! Fazendo login...');
    expect(json.requiresEmailConfirmation).toBe(false);
    expect(json.user).toMatchObject({
      email: 'ana.primeira@example.com',
      fullName: 'Ana Souza',
      isAdmin: true,
      emailVerified: false,
    });
    expect(first.jar.has('prato.session_token')).toBe(true);

    const session = await first.get('/api/auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe('ana.primeira@example.com');

    const userId = json.user.id as string;
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ fullName: 'Ana Souza', timezone: 'America/Sao_Paulo' });
    const [sub] = await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
    expect(sub).toMatchObject({ plan: 'free', status: 'active' });

    const second = client(t);
    const res2 = await second.post('/api/auth/register', validRegistration());
    expect(res2.json().user.isAdmin).toBe(false);
    expect(await t.db.select().from(adminUsers)).toHaveLength(1);
  }));

test('register answers the pt-BR messages, first error first, and never 5xx on bad input', () =>
  withApp(async (t) => {
    const c = client(t);
    const cases: [Record<string, unknown>, string][] = [
      [validRegistration({ fullName: 'Al' }), 'O nome deve ter pelo menos 3 caracteres.'],
      [validRegistration({ fullName: 'x'.repeat(101) }), 'Nome muito longo.'],
      [validRegistration({ email: 'sem-arroba' }), 'Informe um email válido.'],
      [validRegistration({ password: '123', confirmPassword: '123456' }), 'A senha deve ter pelo menos 6 caracteres.'],
      [validRegistration({ password: 'x'.repeat(101), confirmPassword: 'x'.repeat(101) }), 'Senha muito longa.'],
      [validRegistration({ confirmPassword: '' }), 'Confirme sua senha.'],
      [validRegistration({ confirmPassword: 'outra-senha' }), 'As senhas não coincidem.'],
      [validRegistration({ acceptTerms: false }), 'Você precisa aceitar os termos de uso e a política de privacidade.'],
      [{}, 'O nome deve ter pelo menos 3 caracteres.'],
      [{ fullName: 'Ana Souza' }, 'Informe um email válido.'],
    ];
    for (const [payload, message] of cases) {
      const res = await c.post('/api/auth/register', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullName":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Requisição inválida.');
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(wrongType.statusCode).toBe(415);
    const array = await c.post('/api/auth/login', [1, 2]);
    expect(array.statusCode).toBe(400);
  }));

test('an e-mail already registered is refused with 409', () =>
  withApp(async (t) => {
    const body = validRegistration();
    expect((await client(t).post('/api/auth/register', body)).statusCode).toBe(201);
    const again = await client(t).post('/api/auth/register', { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Este email já está cadastrado.');
  }));

test('the confirmation e-mail links to the callback and confirms the address', () =>
  withApp(async (t) => {
    const c = client(t);
    const body = validRegistration();
    await c.post('/api/auth/register', body);
    const [mail] = await t.outbox(body.email);
    expect(mail?.subject).toBe('Confirme seu email no Prato Certo');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/auth\/callback\?token_hash=[^&\s]+&type=email/);

    const bad = await client(t).post('/api/auth/verify-email', { token: 'not-a-token' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Erro ao confirmar email. Por favor, tente novamente.');

    const visitor = client(t);
    const ok = await visitor.post('/api/auth/verify-email', { token: await tokenFromOutbox(t, body.email, 'email') });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ email: body.email, emailVerified: true });
    // Confirming signs the visitor in (autoSignInAfterVerification).
    expect((await visitor.get('/api/auth/session')).json().user.emailVerified).toBe(true);
  }));

test('with REQUIRE_EMAIL_CONFIRMATION an unconfirmed account cannot sign in until it confirms', () =>
  withApp(
    async (t) => {
      const c = client(t);
      const body = validRegistration();
      const res = await c.post('/api/auth/register', body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ user: null, requiresEmailConfirmation: true });
      expect(c.jar.has('prato.session_token')).toBe(false);

      const login = await c.post('/api/auth/login', { email: body.email, password: body.password });
      expect(login.statusCode).toBe(403);
      expect(login.json().error).toEqual({
        code: 'EMAIL_NOT_CONFIRMED',
        message: 'Email não confirmado. Verifique sua caixa de entrada.',
      });

      const resend = await c.post('/api/auth/resend-confirmation', { email: body.email });
      expect(resend.statusCode).toBe(200);
      expect(resend.json().message).toBe(AUTH_MESSAGES.resendConfirmationSent);
      expect(await t.outbox(body.email)).toHaveLength(2);
      const unknown = await c.post('/api/auth/resend-confirmation', { email: 'ninguem@example.com' });
      expect(unknown.json().message).toBe(AUTH_MESSAGES.resendConfirmationSent);

      const verified = await c.post('/api/auth/verify-email', { token: await tokenFromOutbox(t, body.email, 'email') });
      expect(verified.statusCode).toBe(200);
      const again = await client(t).post('/api/auth/login', { email: body.email, password: body.password });
      expect(again.statusCode).toBe(200);
    },
    { env: { REQUIRE_EMAIL_CONFIRMATION: 'true' } },
  ));

test('sign in, remember me, sign out', () =>
  withApp(async (t) => {
    const body = validRegistration();
    await client(t).post('/api/auth/register', body);

    const wrong = await client(t).post('/api/auth/login', { email: body.email, password: 'errada123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Email ou senha incorretos.');
    const nobody = await client(t).post('/api/auth/login', { email: 'nao.existe@example.com', password: 'errada123' });
    expect(nobody.json().error.message).toBe('Email ou senha incorretos.');
    const empty = await client(t).post('/api/auth/login', { email: body.email, password: '' });
    expect(empty.json().error.message).toBe('Senha é obrigatória');

    const browserSession = await client(t).post('/api/auth/login', {
      email: body.email,
      password: body.password,
      rememberMe: false,
    });
    expect(browserSession.statusCode).toBe(200);
    const shortCookie = [browserSession.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('prato.session_token='));
    expect(shortCookie).toBeDefined();
    expect(shortCookie).not.toMatch(/Max-Age|Expires/i);

    const remembered = client(t);
    const longLogin = await remembered.post('/api/auth/login', {
      email: body.email,
      password: body.password,
      rememberMe: true,
    });
    const longCookie = [longLogin.headers['set-cookie']].flat().find((c) => c?.startsWith('prato.session_token='));
    expect(longCookie).toMatch(/Max-Age=2592000/);
    expect(longCookie).toMatch(/HttpOnly/);

    expect((await remembered.get('/api/auth/session')).statusCode).toBe(200);
    expect((await remembered.post('/api/auth/logout')).statusCode).toBe(200);
    const after = await remembered.get('/api/auth/session');
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe('Usuário não autenticado');
  }));

test('repeated failed sign-ins lock the account for a while, counted in the database', async () => {
  let clock = Date.now();
  await withApp(
    async (t) => {
      const body = validRegistration();
      await client(t).post('/api/auth/register', body);
      for (let i = 0; i < 3; i += 1) {
        const res = await client(t).post('/api/auth/login', { email: body.email, password: 'errada123' });
        expect(res.statusCode).toBe(401);
      }
      const locked = await client(t).post('/api/auth/login', { email: body.email, password: body.password });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error.code).toBe('TOO_MANY_ATTEMPTS');
      expect(locked.json().error.message).toBe('Muitas tentativas de login. Aguarde 10 minutos e tente novamente.');
      const [row] = await t.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.key, `email:${body.email}`));
      expect(row?.lockedUntil).toBeInstanceOf(Date);

      clock += 11 * 60_000;
      const unlocked = await client(t).post('/api/auth/login', { email: body.email, password: body.password });
      expect(unlocked.statusCode).toBe(200);
    },
    { env: { LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '10' }, now: () => new Date(clock) },
  );
});

test('forgot password answers the same for any address, and the link resets the password and signs in', () =>
  withApp(async (t) => {
    const body = validRegistration();
    await client(t).post('/api/auth/register', body);

    const known = await client(t).post('/api/auth/forgot-password', { email: body.email });
    const unknown = await client(t).post('/api/auth/forgot-password', { email: 'ninguem@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(AUTH_MESSAGES.forgotPasswordSent);
    expect(await t.outbox('ninguem@example.com')).toHaveLength(0);

    const token = await tokenFromOutbox(t, body.email, 'recovery');
    const mismatch = await client(t).post('/api/auth/reset-password', {
      token,
      newPassword: 'novaSenha1',
      confirmPassword: 'outra',
    });
    expect(mismatch.json().error.message).toBe('As senhas não coincidem');
    const short = await client(t).post('/api/auth/reset-password', {
      token,
      newPassword: '123',
      confirmPassword: '123',
    });
    expect(short.json().error.message).toBe('A nova senha deve ter pelo menos 6 caracteres');

    const visitor = client(t);
    const reset = await visitor.post('/api/auth/reset-password', {
      token,
      newPassword: 'novaSenha1',
      confirmPassword: 'novaSenha1',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.email).toBe(body.email);
    expect((await visitor.get('/api/auth/session')).statusCode).toBe(200);

    expect((await client(t).post('/api/auth/login', { email: body.email, password: body.password })).statusCode).toBe(
      401,
    );
    expect((await client(t).post('/api/auth/login', { email: body.email, password: 'novaSenha1' })).statusCode).toBe(
      200,
    );

    const reused = await client(t).post('/api/auth/reset-password', {
      token,
      newPassword: 'outraSenha1',
      confirmPassword: 'outraSenha1',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe('Link de redefinição inválido ou expirado. Solicite um novo.');
  }));

test('change password verifies the current password', () =>
  withApp(async (t) => {
    const anonymous = await client(t).post('/api/auth/change-password', {
      currentPassword: 'x',
      newPassword: 'novaSenha1',
      confirmPassword: 'novaSenha1',
    });
    expect(anonymous.statusCode).toBe(401);

    const c = client(t);
    const body = validRegistration();
    await c.post('/api/auth/register', body);
    const wrong = await c.post('/api/auth/change-password', {
      currentPassword: 'errada123',
      newPassword: 'novaSenha1',
      confirmPassword: 'novaSenha1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Senha atual incorreta.');
    const mismatch = await c.post('/api/auth/change-password', {
      currentPassword: body.password,
      newPassword: 'novaSenha1',
      confirmPassword: 'novaSenha2',
    });
    expect(mismatch.json().error.message).toBe('As senhas não coincidem');

    const ok = await c.post('/api/auth/change-password', {
      currentPassword: body.password,
      newPassword: 'novaSenha1',
      confirmPassword: 'novaSenha1',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Senha alterada com sucesso!');
    expect((await c.get('/api/auth/session')).statusCode).toBe(200);
    expect((await client(t).post('/api/auth/login', { email: body.email, password: 'novaSenha1' })).statusCode).toBe(
      200,
    );
  }));

test('an account without a subscription row is on the free plan, and reading it writes none', () =>
  withApp(async (t) => {
    const c = client(t);
    const res = await c.post('/api/auth/register', validRegistration());
    const userId = res.json().user.id as string;
    // An account from before every sign-up made the row: no API removes it.
    await t.db.delete(userSubscriptions).where(eq(userSubscriptions.userId, userId));
    await Promise.all([c.get('/api/auth/session'), c.get('/api/auth/session')]);
    const sub = await c.get('/api/me/subscription');
    expect(sub.statusCode).toBe(200);
    expect(sub.json()).toMatchObject({
      effectivePlan: 'free',
      isPremium: false,
      statusMessage: 'Plano Grátis',
      daysRemaining: null,
    });
    // A read never writes (the first change of plan makes the row, under its lock).
    expect(await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId))).toHaveLength(0);
    expect(await t.db.select().from(users)).toHaveLength(1);
  }));

import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { expect, test } from 'vitest';
import { buildApp, logSerializers } from '../src/app';
import { loadEnv } from '../src/env';
import { createAdminRepo } from '../src/modules/admin/admin.repo';
import { createAdminService } from '../src/modules/admin/admin.service';
import { createAuthRepo } from '../src/modules/auth/auth.repo';
import { client, createTestApp, createTestDatabase, validRegistration } from './fixtures';

test('health reports whether the database answers', async () => {
  const t = await createTestApp();
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  } finally {
    await t.close();
  }
  const { database, dropDatabase } = await createTestDatabase();
  await database.migrate();
  const app = await buildApp({
    env: loadEnv({ LOG_LEVEL: 'silent' }),
    database,
    authSecret: 'x'.repeat(40),
    logger: false,
  });
  await database.close();
  try {
    const down = await app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'degraded', database: 'down' });
  } finally {
    await app.close();
    await dropDatabase();
  }
});

test('OpenAPI docs, security headers, one error shape for unknown routes', async () => {
  const t = await createTestApp();
  try {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/health']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);

    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');

    const missing = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } });
  } finally {
    await t.close();
  }
});

test('state-changing calls from another origin are refused', async () => {
  const t = await createTestApp();
  try {
    const c = client(t);
    const foreign = await c.post('/api/auth/register', validRegistration(), {
      origin: 'https://malicioso.example',
      host: 'localhost:3000',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('BAD_ORIGIN');
    const same = await c.post('/api/auth/register', validRegistration(), {
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
    });
    expect(same.statusCode).toBe(201);
  } finally {
    await t.close();
  }
});

test('request logs never contain passwords, tokens or cookies', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const { database, dropDatabase } = await createTestDatabase();
  await database.migrate();
  const recorded: string[] = [];
  const app = await buildApp({
    env: loadEnv({ LOG_LEVEL: 'info', WEB_DIST: '/nonexistent' }),
    database,
    authSecret: 'y'.repeat(40),
    logger: { level: 'info', stream, serializers: logSerializers },
    email: { kind: 'outbox', send: async (message) => void recorded.push(message.text) },
  });
  try {
    const body = validRegistration({ password: 'SenhaSecreta987', confirmPassword: 'SenhaSecreta987' });
    const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    const cookie = String([reg.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
    const token = recorded[0]?.match(/token_hash=([^&\s]+)/)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    await app.inject({ method: 'GET', url: `/auth/callback?token_hash=${token}&type=email`, headers: { cookie } });
    await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, headers: { cookie } });
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    const log = lines.join('');
    expect(log).toContain('/api/auth/login');
    expect(log).not.toContain('SenhaSecreta987');
    expect(log).not.toContain(token);
    expect(log).not.toContain(cookie.split('=')[1] ?? 'missing');
  } finally {
    await app.close();
    await database.close();
    await dropDatabase();
  }
});

test('e-mails are delivered through a real SMTP server when SMTP_URL is set', async () => {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Prato Certo <teste@pratocerto.app>' },
  });
  try {
    const body = validRegistration();
    expect((await client(t).post('/api/auth/register', body)).statusCode).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(`To: ${body.email}`);
    expect(received[0]).toMatch(/auth\/callback\?token_hash=/);
    expect(await t.outbox(body.email)).toHaveLength(0);
  } finally {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});

test('admin rights are granted and revoked by e-mail', async () => {
  const t = await createTestApp();
  try {
    await client(t).post('/api/auth/register', validRegistration());
    const body = validRegistration();
    const c = client(t);
    await c.post('/api/auth/register', body);
    expect((await c.get('/api/auth/session')).json().user.isAdmin).toBe(false);

    const authRepo = createAuthRepo(t.db);
    const service = createAdminService({
      adminRepo: createAdminRepo(t.db),
      findUserByEmail: (address) => authRepo.findUserByEmail(address),
    });
    expect(await service.setAdmin('grant', body.email.toUpperCase())).toBe(`${body.email} agora é administrador.`);
    expect((await c.get('/api/auth/session')).json().user.isAdmin).toBe(true);
    expect(await service.setAdmin('revoke', body.email)).toBe(`${body.email} não é mais administrador.`);
    expect((await c.get('/api/auth/session')).json().user.isAdmin).toBe(false);
    await expect(service.setAdmin('grant', 'ninguem@example.com')).rejects.toThrow(
      'Nenhuma conta com o email ninguem@example.com.',
    );
  } finally {
    await t.close();
  }
});

test('invalid environment stops the start with a clear message', () => {
  expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
  expect(() => loadEnv({ NODE_ENV: 'production', EXPOSE_OUTBOX: 'true' })).toThrow(/EXPOSE_OUTBOX/);
  expect(loadEnv({}).REQUIRE_EMAIL_CONFIRMATION).toBe(false);
});

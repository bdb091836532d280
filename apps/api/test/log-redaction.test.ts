import { Writable } from 'node:stream';
// Raw SQL breaks the database on purpose: the failing query's log line is the subject.
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { loadEnv } from '../src/env';
import { REDACTED, serializeError } from '../src/lib/log-redaction';
import { CookieJar, createTestApp, validRegistration, type TestApp } from './fixtures';

/** Every line the app's logger writes, through the logger options the app applies itself. */
function captured() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { stream, text: () => lines.join('') };
}

/** A second app on the test database (PGlite or PostgreSQL), logging at info level into `stream`. */
async function appLoggingTo(t: TestApp, stream: Writable, env: Record<string, string> = {}) {
  const database: Database = {
    db: t.db,
    kind: t.kind,
    writes: null,
    migrate: async () => {},
    ping: async () => true,
    listen: async () => async () => {},
    close: async () => {},
  };
  const app = await buildApp({
    env: loadEnv({ LOG_LEVEL: 'info', WEB_DIST: '/nonexistent', ...env }),
    database,
    authSecret: 'z'.repeat(48),
    logger: { level: 'info', stream },
  });
  await app.ready();
  return app;
}

test('a failed query logs neither its parameters (notes, weights) nor the session token', async () => {
  const t = await createTestApp();
  const log = captured();
  const app = await appLoggingTo(t, log.stream);
  try {
    const jar = new CookieJar();
    const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: validRegistration() });
    expect(registered.statusCode).toBe(201);
    jar.store(registered.headers['set-cookie']);
    const cookie = jar.header();
    // The session token is the cookie value before its signature.
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(16);

    // The database refuses the insert (a check no row passes): drizzle's error carries the query and its
    // parameters, and PostgreSQL's detail the whole failing row.
    await t.db.execute(sql.raw('alter table weight_history add constraint no_rows check (weight < 0) not valid'));
    const failed = await app.inject({
      method: 'POST',
      url: '/api/weights',
      headers: { cookie },
      payload: { weight: 83.7, notes: 'alergia-secreta-a-amendoim' },
    });
    expect(failed.statusCode).toBe(500);

    // Then the sessions table: the session lookup itself fails with the token as its parameter.
    await t.db.execute(sql.raw('alter table sessions rename to sessions_off'));
    const noSessions = await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(noSessions.statusCode).toBeGreaterThanOrEqual(400);

    const text = log.text();
    // The failure is logged, with the query and the database's reason, but without the values.
    expect(text).toContain('request failed');
    expect(text).toContain('weight_history');
    expect(text).toContain(`params: ${REDACTED}`);
    expect(text).not.toContain('alergia-secreta-a-amendoim');
    // The weight as a value of its own (a response time such as 783.78 ms is not a leak).
    expect(text).not.toMatch(/(^|[^\d.])83\.7(?!\d)/);
    expect(text).not.toContain(token);
  } finally {
    await app.close();
    await t.close();
  }
});

test('in production without SMTP the log says mail is not configured instead of printing the link', async () => {
  const t = await createTestApp();
  const log = captured();
  const app = await appLoggingTo(t, log.stream, { NODE_ENV: 'production', APP_URL: 'https://app.example.com' });
  try {
    const body = validRegistration();
    expect((await app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode).toBe(201);
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: body.email },
    });
    expect(forgot.statusCode).toBe(200);

    // The message is kept in the outbox (the link works), but the log only says mail is not set up.
    const [kept] = await t.outbox(body.email);
    const link = kept?.text.match(/https:\/\/\S+token_hash=[^&\s]+/)?.[0] ?? '';
    expect(link).not.toBe('');
    const text = log.text();
    expect(text).toContain('mail is not configured');
    expect(text).not.toContain('token_hash');
    expect(text).not.toContain(link.split('token_hash=')[1]);
    expect(text).not.toContain(body.email);
  } finally {
    await app.close();
    await t.close();
  }
});

test('the error serializer removes parameters and secrets from every error of the chain', () => {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    code: '23505',
    detail: 'Key (email)=(ana@example.com) already exists.',
    parameters: ['ana@example.com'],
  });
  const wrapped = new Error(
    "Failed query: insert into weight_history (notes, weight) values ($1, $2), ('inline-segredo', 1)\nparams: nota-clinica,82.5",
    { cause },
  );
  Object.assign(wrapped, { query: 'insert into weight_history values ($1)', params: ['nota-clinica', 82.5] });
  const serialized = JSON.stringify(serializeError(wrapped));
  expect(serialized).not.toMatch(/nota-clinica|82\.5|inline-segredo|ana@example\.com/);
  // What is needed to debug stays: the SQL shape, the constraint, the code and the cause's message.
  expect(serialized).toContain('insert into weight_history');
  expect(serialized).toContain('users_email_unique');
  expect(serialized).toContain('23505');
  expect(serialized).toContain(`Key (email)=(${REDACTED})`);

  const link = serializeError(new Error('send failed for https://app/redefinir?token_hash=abc123&type=recovery'));
  expect(link.message).toBe(`send failed for https://app/redefinir?token_hash=${REDACTED}&type=recovery`);
  expect(serializeError(new Error('Authorization: Bearer sk-secret')).message).not.toContain('sk-secret');
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signUp, type TestApp } from './fixtures';

// Issue 16 §6: the cross-origin check looked at the raw URL, so `POST /%61pi/goals` (routed to
// /api/goals) with a foreign Origin created a goal, and `POST /%61pi/auth/logout` ended a session;
// and X-Forwarded-Host, trusted from anyone, let a forged host match a foreign Origin.

const FOREIGN = 'https://malicioso.example';

describe('without a configured proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  test('a percent-encoded path does not escape the origin check', async () => {
    const ana = await signUp(t);
    const headers = { cookie: ana.jar.header(), origin: FOREIGN, 'content-type': 'application/json' };
    const goal = await t.app.inject({ method: 'POST', url: '/%61pi/goals', headers, payload: { title: 'Meta' } });
    expect(goal.statusCode).toBe(403);
    expect(goal.json().error.code).toBe('BAD_ORIGIN');
    expect((await ana.get('/api/goals')).json()).toEqual([]);

    const logout = await t.app.inject({ method: 'POST', url: '/%61pi/auth/logout', headers });
    expect(logout.statusCode).toBe(403);
    expect((await ana.get('/api/auth/session')).statusCode).toBe(200);

    for (const url of ['//api/goals', '/api/goals/', '/%61%70%69/goals']) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload: { title: 'Meta' } });
      expect(res.statusCode, url).toBe(403);
    }
  });

  test('a forged X-Forwarded-Host does not make a foreign Origin same-site', async () => {
    const ana = await signUp(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: {
        cookie: ana.jar.header(),
        origin: FOREIGN,
        'x-forwarded-host': 'malicioso.example',
        'content-type': 'application/json',
      },
      payload: { title: 'Meta' },
    });
    expect(res.statusCode).toBe(403);
    expect((await ana.get('/api/goals')).json()).toEqual([]);
  });
});

test('behind a proxy listed in TRUST_PROXY, its X-Forwarded-Host names the public host', async () => {
  const t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1, ::1' } });
  try {
    const ana = await signUp(t);
    const send = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/goals',
        headers: {
          cookie: ana.jar.header(),
          origin,
          host: 'api-interna:3000',
          'x-forwarded-host': 'pratocerto.app',
          'content-type': 'application/json',
        },
        payload: { title: 'Meta' },
      });
    expect((await send('https://pratocerto.app')).statusCode).toBe(201);
    expect((await send(FOREIGN)).statusCode).toBe(403);
  } finally {
    await t.close();
  }
});

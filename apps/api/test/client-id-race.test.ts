import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { createTestApp, mealBody, RICE_ANSWER, signUp } from './fixtures';

// Issue 16 §10: a POST carrying a client-generated id that races a DELETE of the same id answered
// 500 on PostgreSQL (the insert saw the row, the read after it no longer did). The answer is the
// idempotent result or a 409, never a 5xx. On PGlite (one connection) the race cannot happen; on
// PostgreSQL each round gives it a chance.

const ROUNDS = 40;

const bodies = {
  '/api/weights': (id: string) => ({ id, weight: 70 }),
  '/api/hydration/intakes': (id: string) => ({ id, amountMl: 250 }),
  '/api/activities': (id: string) => ({ id, activityType: 'Caminhada', durationMinutes: 30 }),
  '/api/meals': (id: string) => mealBody(RICE_ANSWER, { id }),
};

for (const [path, body] of Object.entries(bodies)) {
  test(`POST ${path} with a client id racing DELETE of the same id never answers 5xx`, async () => {
    const t = await createTestApp();
    try {
      const ana = await signUp(t, { profile: { weight: 70, height: 170, age: 30, gender: 'female' } });
      const headers = { cookie: ana.jar.header() };
      const statuses = new Set<string>();
      for (let round = 0; round < ROUNDS; round++) {
        const id = randomUUID();
        expect((await ana.post(path, body(id))).statusCode).toBe(201);
        const [post, del] = await Promise.all([
          t.app.inject({ method: 'POST', url: path, payload: body(id), headers }),
          t.app.inject({ method: 'DELETE', url: `${path}/${id}`, headers }),
        ]);
        statuses.add(`POST ${post.statusCode} / DELETE ${del.statusCode}`);
        expect([200, 201, 409], post.body).toContain(post.statusCode);
        expect([204, 404], del.body).toContain(del.statusCode);
        // Whatever the order, the id now names at most one row, the user's own.
        const listed = (await ana.get(path)).json() as
          { id: string }[] | { meals: { id: string }[] } | { intakes: { id: string }[] };
        const entries = Array.isArray(listed) ? listed : 'meals' in listed ? listed.meals : listed.intakes;
        expect(entries.filter((entry) => entry.id === id).length).toBeLessThanOrEqual(1);
        // No row outlives its round: a free plan's daily meal limit counts the rows that exist.
        await t.app.inject({ method: 'DELETE', url: `${path}/${id}`, headers });
      }
      expect(statuses.size).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  }, 120_000);
}

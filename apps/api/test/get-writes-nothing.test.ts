import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect, test } from 'vitest';
// Every table's fingerprint is the subject; the states planted below are old rows no API creates now.
import { profiles, userSubscriptions } from '../src/db/schema';
import {
  buildUrl,
  createRng,
  examplePathValues,
  exampleQuery,
  injectSend,
  listOperations,
  type OpenApiDocument,
} from './sweeps';
import { createTestApp, makePremium, mealBody, RICE_ANSWER, signUp, type TestApp } from './fixtures';

/**
 * A GET reads: no route answering GET writes a row, whatever state it finds. The states that used to
 * make a read write are arranged on purpose: an account without a subscription row (the first load
 * created the free one) and a weight-loss goal stored before the safe-goal rules (the profile read
 * rewrote it to "manter peso").
 */

/** Live streams never end by themselves: their reads are covered by the events tests. */
const STREAMS = new Set(['GET /api/events']);
/**
 * The one read left that writes, on purpose and visibly: today's water reminders are created by the
 * day's first read of /hydration (their ids are what the screen marks and snoozes). Making them
 * virtual until first marked is open work; the last test below fails once it is done, to drop this.
 */
const READS_THAT_WRITE = new Set(['GET /api/hydration/today']);
/**
 * A read-through cache of an outside service, not a user's state: a product found by barcode is stored
 * (shared, refreshed after 30 days, decision 039) so the next read works with Open Food Facts down.
 * products.test.ts covers what it stores.
 */
const READ_THROUGH_CACHES = new Set(['GET /api/products/{barcode}']);

/** A fingerprint of every table's content: any insert, update or delete changes it. */
async function tablesFingerprint(t: TestApp): Promise<Record<string, string>> {
  const tables = (await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const result: Record<string, string> = {};
  for (const { table_name: name } of tables.rows) {
    const rows = (await t.db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${name}" t`),
    )) as unknown as { rows: { sum: string }[] };
    result[name] = rows.rows[0]?.sum ?? '';
  }
  return result;
}

test('no GET route writes: every table is unchanged after every GET of the API, signed in', async () => {
  const t = await createTestApp();
  try {
    // The first account is the instance's admin: its GETs reach the back office too.
    const ana = await signUp(t, { profile: { weight: 65, height: 165, age: 30, gender: 'female' } });
    await makePremium(t, ana.id);
    expect((await ana.post('/api/meals', mealBody(RICE_ANSWER))).statusCode).toBe(201);
    const bia = await signUp(t, {
      profile: { weight: 40, height: 160, age: 14, gender: 'female', healthGoals: 'maintain' },
    });
    // States a read once repaired by writing.
    await t.db.delete(userSubscriptions).where(eq(userSubscriptions.userId, bia.id));
    await t.db
      .update(profiles)
      .set({ healthGoals: 'lose_weight', breakfastCalories: 320, lunchCalories: 440, dinnerCalories: 320 })
      .where(eq(profiles.id, bia.id));

    const send = injectSend((options) => t.app.inject(options as InjectOptions));
    const doc = t.app.swagger() as unknown as OpenApiDocument;
    const reads = listOperations(doc).filter(
      (operation) =>
        operation.method === 'GET' &&
        !STREAMS.has(operation.id) &&
        !READS_THAT_WRITE.has(operation.id) &&
        !READ_THROUGH_CACHES.has(operation.id),
    );
    expect(reads.length).toBeGreaterThan(20);

    const before = await tablesFingerprint(t);
    const rng = createRng('get-writes-nothing');
    for (const user of [ana, bia]) {
      for (const operation of reads) {
        const url = buildUrl(operation, examplePathValues(operation, rng), exampleQuery(operation, rng));
        await send({ method: 'GET', url, headers: { cookie: user.jar.header() } });
      }
    }
    const after = await tablesFingerprint(t);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect(changed).toEqual([]);
  } finally {
    await t.close();
  }
}, 120_000);

test('the read left that writes still does (drop it from READS_THAT_WRITE when it no longer does)', async () => {
  const t = await createTestApp();
  try {
    const ana = await signUp(t);
    const before = await tablesFingerprint(t);
    expect((await ana.get('/api/hydration/today')).statusCode).toBe(200);
    const after = await tablesFingerprint(t);
    expect(Object.keys(before).filter((table) => before[table] !== after[table])).toContain('hydration_intakes');
    expect([...READS_THAT_WRITE]).toEqual(['GET /api/hydration/today']);
  } finally {
    await t.close();
  }
});

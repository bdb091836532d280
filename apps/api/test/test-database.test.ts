import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { users } from '../src/db/schema/auth';
import { createTestApp, createTestDatabase, signUp } from './fixtures';

// The test databases are reused within a worker (test-database.ts): each test here leaves something
// behind in the copy it closes, and the next copy this file opens (that same copy, reset) must hold
// exactly what the template holds, on either engine.

async function userCount(db: Awaited<ReturnType<typeof createTestApp>>['db']): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? -1;
}

test('a database given back holds none of the rows of the test before', async () => {
  const first = await createTestApp();
  await signUp(first);
  expect(await userCount(first.db)).toBe(1);
  await first.close();

  const second = await createTestApp();
  try {
    expect(await userCount(second.db)).toBe(0);
    await signUp(second);
    expect(await userCount(second.db)).toBe(1);
  } finally {
    await second.close();
  }
});

test('a database whose schema a test changed, or left in an open transaction, is never handed out again', async () => {
  const changed = await createTestDatabase();
  await changed.database.db.execute(sql`alter table users add column left_behind text`);
  await changed.database.close();
  await changed.dropDatabase();

  // A transaction begun and never ended, with a row in it, on the connection the test let go of.
  const open = await createTestDatabase();
  await open.database.db.execute(sql`begin`);
  await open.database.db.insert(users).values({ id: 'left-open', name: 'Aberta', email: 'aberta@example.com' });
  await open.database.close();
  await open.dropDatabase();

  const next = await createTestApp();
  try {
    const columns = await next.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'users' and column_name = 'left_behind'`,
    );
    expect((columns as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect(await userCount(next.db)).toBe(0);
    await signUp(next);
    expect(await userCount(next.db)).toBe(1);
  } finally {
    await next.close();
  }
});

// The session lookup remembered between two writes on the embedded database (decision 017).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
// The write clock and the session lookup's memory are the subject: these tests write the tables directly.
import { adminUsers } from '../src/db/schema/admin';
import { sessions, users } from '../src/db/schema/auth';
import { mayWrite, type WriteClock } from '../src/db/write-clock';
import { createSessionRepo } from '../src/modules/auth/session.repo';
import { createTestApp, signUp, signUpAdmin, type TestApp } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The first sign-up of a database becomes its admin: take that place so the tests' users are not.
  await signUpAdmin(t);
});
afterAll(() => t.close());

/** A signed-up user's cookie header and session token. */
async function signedUpSession() {
  const device = await signUp(t);
  const [row] = await t.db
    .select({ token: sessions.token, userId: users.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, device.email));
  if (!row) throw new Error('no session row after sign-up');
  return { cookie: device.jar.header(), token: row.token, userId: row.userId };
}

const sessionOf = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });

/** A clock the test moves by hand. */
function handClock(values: number[]): WriteClock & { set(value: number): void } {
  let current = values[0] ?? 0;
  const queue = [...values];
  return {
    generation: () => (queue.length > 0 ? (current = queue.shift() as number) : current),
    set(value) {
      current = value;
    },
  };
}

test('only a plain select counts as read-only', () => {
  const reads = [
    'select 1',
    '  SELECT "id" from "users" where "email" = $1',
    'select exists (select 1 from admin_users where user_id = $1), updated_at from users',
  ];
  const writes = [
    'insert into meal_consumption (id) values ($1)',
    'update sessions set expires_at = $1',
    'delete from sessions where token = $1',
    'with gone as (delete from sessions returning 1) select count(*) from gone',
    'select 1 from users where id = $1 for share',
    'select * into copy_of_users from users',
    "select nextval('some_sequence')",
    'BEGIN',
    'alter system set shared_buffers = 16MB',
  ];
  for (const statement of reads) expect(mayWrite(statement), statement).toBe(false);
  for (const statement of writes) expect(mayWrite(statement), statement).toBe(true);
});

test('the embedded database moves its write clock on every write and never on a read', async () => {
  if (t.kind === 'postgres') {
    // Other processes write to a PostgreSQL server: nothing is remembered there.
    expect(t.writes).toBeNull();
    return;
  }
  const writes = t.writes;
  if (!writes) throw new Error('the embedded database has no write clock');
  const before = writes.generation();
  await t.db.execute(sql`select 1`);
  await t.db.select({ id: users.id }).from(users).limit(1);
  expect(writes.generation()).toBe(before);

  await t.db.update(users).set({ name: 'Outro Nome' }).where(eq(users.email, 'ninguem@example.com'));
  const afterUpdate = writes.generation();
  expect(afterUpdate).toBeGreaterThan(before);
  await t.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).limit(1);
  });
  expect(writes.generation()).toBeGreaterThan(afterUpdate);
});

test('a remembered lookup is served until the clock moves, and never past the session expiry', async () => {
  const { token } = await signedUpSession();
  const clock = handClock([1]);
  const repo = createSessionRepo(t.db, clock);
  const now = new Date();
  const first = await repo.findLive(token, now);
  expect(first?.email).toMatch(/@/);

  // Gone from the table, but nothing moved the hand clock: the remembered row answers.
  await t.db.delete(sessions).where(eq(sessions.token, token));
  expect((await repo.findLive(token, now))?.userId).toBe(first?.userId);
  // Past its expiry a remembered session is refused, as the query would.
  const later = new Date((first?.sessionExpiresAt.getTime() ?? 0) + 1000);
  expect(await repo.findLive(token, later)).toBeNull();
  // A caller changing what it got does not change what the next request reads.
  const copy = await repo.findLive(token, now);
  if (copy) copy.isAdmin = true;
  expect((await repo.findLive(token, now))?.isAdmin).toBe(false);

  clock.set(2);
  expect(await repo.findLive(token, now)).toBeNull();
});

test('a lookup during which something may have been written is not remembered', async () => {
  const { token } = await signedUpSession();
  // 5 when the lookup starts, 6 when it ends (a write started meanwhile), then 6.
  const repo = createSessionRepo(t.db, handClock([5, 6]));
  const now = new Date();
  expect(await repo.findLive(token, now)).not.toBeNull();
  await t.db.delete(sessions).where(eq(sessions.token, token));
  expect(await repo.findLive(token, now)).toBeNull();
});

test('writes made outside the auth routes are seen at the next request', async () => {
  const { cookie, token, userId } = await signedUpSession();
  // Twice: the second answer may come from memory on the embedded database.
  expect((await sessionOf(cookie)).json().user.isAdmin).toBe(false);
  expect((await sessionOf(cookie)).json().user.isAdmin).toBe(false);

  await t.db.insert(adminUsers).values({ userId });
  expect((await sessionOf(cookie)).json().user.isAdmin).toBe(true);
  await t.db.delete(adminUsers).where(eq(adminUsers.userId, userId));
  expect((await sessionOf(cookie)).json().user.isAdmin).toBe(false);

  await t.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.token, token));
  const refused = await sessionOf(cookie);
  expect(refused.statusCode).toBe(401);
  expect(refused.json().error.message).toBe('Usuário não autenticado');
});

import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** A transaction's executor, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The advisory-lock namespaces (the first key of the two-int form; the second is hashtext(user id)).
 * Each kind of write has its own, so one never waits for another's lock: a meal save does not wait
 * for a calculation's quota check, nor a diary write for a planner save.
 */
export const USER_LOCKS = {
  /** The planner's per-user quota checks. */
  quota: 7_349_201,
  /** The free plan's daily meal limit. */
  mealLimit: 7_349_202,
  /** A user's diary writes. */
  diary: 7_349_203,
} as const;

/**
 * Runs `work` in a transaction holding the user's advisory lock of one kind, so two requests of one
 * user run it one after the other (on PGlite and PostgreSQL). Inside, only `work`'s executor may be
 * used: on PGlite (one connection) another query would wait for it.
 */
export function inUserLock<T>(
  db: Db,
  lock: (typeof USER_LOCKS)[keyof typeof USER_LOCKS],
  userId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lock}, hashtext(${userId}))`);
    return work(tx);
  });
}

import { and, count, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Keyset } from '../lib/history-window';
import type { Db } from './client';

/**
 * Queries on the rows a user owns (decision 046). Each one is scoped to the given user: another
 * user's id simply matches no row, which the services answer as 404.
 */

/** A table of rows one user owns: each has an `id` (uuid) and its owner's `userId`. */
export type OwnedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn };

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** The row `id`, only when `userId` owns it. */
export function ownedBy(table: OwnedTable, userId: string, id: string): SQL {
  return and(eq(table.id, id), eq(table.userId, userId)) as SQL;
}

/** The user's row `id`, or null (none, or another user's). */
export async function findOwned<T extends OwnedTable>(
  executor: Pick<Executor, 'select'>,
  table: T,
  userId: string,
  id: string,
): Promise<T['$inferSelect'] | null> {
  const [row] = await executor
    .select()
    .from(table as OwnedTable)
    .where(ownedBy(table, userId, id))
    .limit(1);
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** How many rows the user owns (a per-user cap's count). */
export async function countOwned(
  executor: Pick<Executor, 'select'>,
  table: OwnedTable,
  userId: string,
): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
}

/** Deletes the user's row `id`; false when there was none (absent, or another user's). */
export async function deleteOwned(
  executor: Pick<Executor, 'delete'>,
  table: OwnedTable,
  userId: string,
  id: string,
): Promise<boolean> {
  const deleted = await executor
    .delete(table)
    .where(ownedBy(table, userId, id))
    .returning({ id: table.id });
  return deleted.length > 0;
}

/** PostgreSQL's unique_violation (23505), as PGlite and node-postgres report it (drizzle may wrap it). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Updates the user's row `id` (and its `updatedAt`): the row, null when there was none (absent, or
 * another user's), or 'duplicate' when the new values break one of the table's unique indexes (a name
 * the user already gave another row).
 */
export async function updateOwnedUnique<T extends OwnedTable & { updatedAt: AnyPgColumn }>(
  executor: Pick<Executor, 'update'>,
  table: T,
  userId: string,
  id: string,
  values: Partial<T['$inferInsert']>,
  at: Date,
): Promise<T['$inferSelect'] | 'duplicate' | null> {
  try {
    const [row] = await executor
      .update(table as OwnedTable)
      .set({ ...values, updatedAt: at } as never)
      .where(ownedBy(table, userId, id))
      .returning();
    return (row as T['$inferSelect'] | undefined) ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}

/**
 * Inserts once per id (an id the client made, so a replay is harmless), in one atomic statement: a
 * repeated id of the same user returns the stored row (`created: false`) and changes nothing; an id
 * taken by another user returns null. No read after the insert, so a concurrent DELETE of the id
 * cannot make the row vanish in between.
 */
export async function insertOnce<T extends OwnedTable>(
  executor: Pick<Executor, 'insert'>,
  table: T,
  row: T['$inferInsert'],
): Promise<{ row: T['$inferSelect']; created: boolean } | null> {
  const [result] = await executor
    .insert(table as OwnedTable)
    .values(row)
    .onConflictDoUpdate({
      target: table.id,
      // A no-op update that only happens for the owner's own row, so RETURNING gives it back.
      set: { id: sql`excluded.id` } as never,
      setWhere: sql`${table.userId} = excluded.user_id`,
    })
    .returning({ ...getTableColumns(table as OwnedTable), inserted: sql<boolean>`(xmax = 0)` });
  if (!result) return null;
  const { inserted, ...stored } = result;
  return { row: stored as T['$inferSelect'], created: inserted };
}

/** A window of a user's rows by time (`from` and `to` inclusive), a page after a keyset. */
export interface OwnedRange {
  from?: Date;
  to?: Date;
  limit: number;
  after?: Keyset | null;
}

/**
 * One page of the user's rows, newest first by `at`, ties by id (stable keyset pages). Served by an
 * index on (user_id, at).
 */
export async function newestFirst<T extends OwnedTable>(
  executor: Pick<Executor, 'select'>,
  table: T,
  at: AnyPgColumn,
  userId: string,
  range: OwnedRange,
): Promise<T['$inferSelect'][]> {
  const conditions: SQL[] = [eq(table.userId, userId)];
  if (range.from) conditions.push(gte(at, range.from));
  if (range.to) conditions.push(lte(at, range.to));
  if (range.after) {
    conditions.push(
      sql`(${at}, ${table.id}) < (${range.after.at.toISOString()}::timestamptz, ${range.after.id}::uuid)`,
    );
  }
  const rows = await executor
    .select()
    .from(table as OwnedTable)
    .where(and(...conditions))
    .orderBy(desc(at), desc(table.id))
    .limit(range.limit);
  return rows as T['$inferSelect'][];
}

import { and, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { physicalActivities } from '../../db/schema/health';

export type ActivityRow = typeof physicalActivities.$inferSelect;
export type NewActivityRow = Omit<typeof physicalActivities.$inferInsert, 'createdAt'>;

/** Every query is scoped to the given user: another user's id simply matches no row. */
export function createActivitiesRepo(db: Db) {
  async function list(userId: string, range: { from?: Date; to?: Date; limit: number }): Promise<ActivityRow[]> {
    const conditions: SQL[] = [eq(physicalActivities.userId, userId)];
    if (range.from) conditions.push(gte(physicalActivities.performedAt, range.from));
    if (range.to) conditions.push(lte(physicalActivities.performedAt, range.to));
    return db
      .select()
      .from(physicalActivities)
      .where(and(...conditions))
      .orderBy(desc(physicalActivities.performedAt), desc(physicalActivities.createdAt))
      .limit(range.limit);
  }
  return {
    list,
    /**
     * Inserts once per id, in one atomic statement: a repeated id of the same user returns the
     * stored row (`created: false`); an id taken by another user returns null. No read after the
     * insert, so a concurrent DELETE of the id cannot make the row vanish in between.
     */
    async insert(row: NewActivityRow): Promise<{ row: ActivityRow; created: boolean } | null> {
      const [result] = await db
        .insert(physicalActivities)
        .values(row)
        .onConflictDoUpdate({
          target: physicalActivities.id,
          // A no-op update that only happens for the owner's own row, so RETURNING gives it back.
          set: { id: sql`excluded.id` },
          setWhere: sql`${physicalActivities.userId} = excluded.user_id`,
        })
        .returning({ ...getTableColumns(physicalActivities), inserted: sql<boolean>`(xmax = 0)` });
      if (!result) return null;
      const { inserted, ...stored } = result;
      return { row: stored, created: inserted };
    },
    async latest(userId: string): Promise<ActivityRow | null> {
      const [row] = await list(userId, { limit: 1 });
      return row ?? null;
    },
    async delete(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(physicalActivities)
        .where(and(eq(physicalActivities.id, id), eq(physicalActivities.userId, userId)))
        .returning({ id: physicalActivities.id });
      return deleted.length > 0;
    },
  };
}
export type ActivitiesRepo = ReturnType<typeof createActivitiesRepo>;

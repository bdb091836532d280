import { and, desc, eq, getTableColumns, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Keyset } from '../../lib/history-window';
import { physicalActivities } from '../../db/schema';

export type ActivityRow = typeof physicalActivities.$inferSelect;
export type NewActivityRow = Omit<typeof physicalActivities.$inferInsert, 'createdAt'>;

/** Every query is scoped to the given user: another user's id simply matches no row. */
export function createActivitiesRepo(db: Db) {
  /** Newest first, ties by id (stable keyset pages); `to` inclusive. Served by (user_id, performedAt). */
  async function list(
    userId: string,
    range: { from?: Date; to?: Date; limit: number; after?: Keyset | null },
  ): Promise<ActivityRow[]> {
    const conditions: SQL[] = [eq(physicalActivities.userId, userId)];
    if (range.from) conditions.push(gte(physicalActivities.performedAt, range.from));
    if (range.to) conditions.push(lte(physicalActivities.performedAt, range.to));
    if (range.after) {
      conditions.push(
        sql`(${physicalActivities.performedAt}, ${physicalActivities.id}) < (${range.after.at.toISOString()}::timestamptz, ${range.after.id}::uuid)`,
      );
    }
    return db
      .select()
      .from(physicalActivities)
      .where(and(...conditions))
      .orderBy(desc(physicalActivities.performedAt), desc(physicalActivities.id))
      .limit(range.limit);
  }
  return {
    list,
    /** Count and calories burned per local day (in `timeZone`) of the activities in [from, to). */
    async dayTotals(
      userId: string,
      from: Date,
      to: Date,
      timeZone: string,
    ): Promise<{ date: string; activities: number; burned: number }[]> {
      const rows = await db
        .select({
          date: sql<string>`to_char(${physicalActivities.performedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
          activities: sql<number>`count(*)::int`,
          burned: sql<number>`coalesce(sum(${physicalActivities.caloriesBurned}), 0)::int`,
        })
        .from(physicalActivities)
        .where(
          and(
            eq(physicalActivities.userId, userId),
            gte(physicalActivities.performedAt, from),
            lt(physicalActivities.performedAt, to),
          ),
        )
        // By position: the same expression written twice would bind the zone as two parameters.
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      return rows.map((row) => ({ date: row.date, activities: Number(row.activities), burned: Number(row.burned) }));
    },
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

import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deleteOwned, insertOnce, newestFirst, type OwnedRange } from '../../db/owned-rows';
import { physicalActivities } from '../../db/schema';
import { safeTimeZone } from '../../lib/local-day';

export type ActivityRow = typeof physicalActivities.$inferSelect;
export type NewActivityRow = Omit<typeof physicalActivities.$inferInsert, 'createdAt'>;

/** Every query is scoped to the given user: another user's id simply matches no row. */
export function createActivitiesRepo(db: Db) {
  /** Newest first, ties by id (stable keyset pages); `to` inclusive. Served by (user_id, performedAt). */
  const list = (userId: string, range: OwnedRange): Promise<ActivityRow[]> =>
    newestFirst(db, physicalActivities, physicalActivities.performedAt, userId, range);
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
          // A zone PostgreSQL surely knows, read as Intl reads it (the local days the caller computed).
          date: sql<string>`to_char(${physicalActivities.performedAt} at time zone ${safeTimeZone(timeZone)}, 'YYYY-MM-DD')`,
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
    /** Inserts once per id: the stored row and `created: false` on a replay; null when the id is another user's. */
    insert: (row: NewActivityRow) => insertOnce(db, physicalActivities, row),
    async latest(userId: string): Promise<ActivityRow | null> {
      const [row] = await list(userId, { limit: 1 });
      return row ?? null;
    },
    delete: (userId: string, id: string) => deleteOwned(db, physicalActivities, userId, id),
  };
}
export type ActivitiesRepo = ReturnType<typeof createActivitiesRepo>;

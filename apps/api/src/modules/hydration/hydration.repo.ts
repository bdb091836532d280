import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hydrationIntakes } from '../../db/schema/health';

export type HydrationIntakeRow = typeof hydrationIntakes.$inferSelect;

/** Every query is scoped to the given user: another user's id simply matches no row. */
export function createHydrationRepo(db: Db) {
  const inDates = (userId: string, fromDate: string, toDate: string) =>
    and(eq(hydrationIntakes.userId, userId), gte(hydrationIntakes.date, fromDate), lte(hydrationIntakes.date, toDate));
  return {
    /** One page of the intakes dated [fromDate, toDate], newest first, and the total. Served by (user_id, date). */
    async page(
      userId: string,
      range: { fromDate: string; toDate: string; offset: number; limit: number },
    ): Promise<{ rows: HydrationIntakeRow[]; total: number }> {
      const where = inDates(userId, range.fromDate, range.toDate);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(hydrationIntakes)
          .where(where)
          .orderBy(desc(hydrationIntakes.date), desc(hydrationIntakes.scheduledTime), desc(hydrationIntakes.id))
          .offset(range.offset)
          .limit(range.limit),
        db.select({ total: count() }).from(hydrationIntakes).where(where),
      ]);
      return { rows, total: Number(counted?.total ?? 0) };
    },
    async delete(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(hydrationIntakes)
        .where(and(eq(hydrationIntakes.id, id), eq(hydrationIntakes.userId, userId)))
        .returning({ id: hydrationIntakes.id });
      return deleted.length > 0;
    },
  };
}
export type HydrationRepo = ReturnType<typeof createHydrationRepo>;

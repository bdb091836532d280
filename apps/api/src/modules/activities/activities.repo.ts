import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
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
    /** Inserts once per id: a repeated id returns the stored row (`created: false`), whoever owns it. */
    async insert(row: NewActivityRow): Promise<{ row: ActivityRow; created: boolean }> {
      const [created] = await db.insert(physicalActivities).values(row).onConflictDoNothing().returning();
      if (created) return { row: created, created: true };
      const [existing] = row.id
        ? await db.select().from(physicalActivities).where(eq(physicalActivities.id, row.id))
        : [];
      if (!existing) throw new Error('activity insert returned no row');
      return { row: existing, created: false };
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

import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { weightHistory } from '../../db/schema/health';

export type WeightRow = typeof weightHistory.$inferSelect;
export type NewWeightRow = Omit<typeof weightHistory.$inferInsert, 'createdAt'>;

/** Every query is scoped to the given user: another user's id simply matches no row. */
export function createWeightsRepo(db: Db) {
  async function list(userId: string, range: { from?: Date; to?: Date; limit: number }): Promise<WeightRow[]> {
    const conditions: SQL[] = [eq(weightHistory.userId, userId)];
    if (range.from) conditions.push(gte(weightHistory.measuredAt, range.from));
    if (range.to) conditions.push(lte(weightHistory.measuredAt, range.to));
    return db
      .select()
      .from(weightHistory)
      .where(and(...conditions))
      .orderBy(desc(weightHistory.measuredAt), desc(weightHistory.createdAt))
      .limit(range.limit);
  }
  return {
    list,
    /** Inserts once per id: a repeated id returns the stored row (`created: false`), whoever owns it. */
    async insert(row: NewWeightRow): Promise<{ row: WeightRow; created: boolean }> {
      const [created] = await db.insert(weightHistory).values(row).onConflictDoNothing().returning();
      if (created) return { row: created, created: true };
      const [existing] = row.id ? await db.select().from(weightHistory).where(eq(weightHistory.id, row.id)) : [];
      if (!existing) throw new Error('weight insert returned no row');
      return { row: existing, created: false };
    },
    async latest(userId: string): Promise<WeightRow | null> {
      const [row] = await list(userId, { limit: 1 });
      return row ?? null;
    },
    async update(
      userId: string,
      id: string,
      changes: { aiAnalysis?: string | null; notes?: string | null },
    ): Promise<WeightRow | null> {
      const [row] = await db
        .update(weightHistory)
        .set(changes)
        .where(and(eq(weightHistory.id, id), eq(weightHistory.userId, userId)))
        .returning();
      return row ?? null;
    },
    async delete(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(weightHistory)
        .where(and(eq(weightHistory.id, id), eq(weightHistory.userId, userId)))
        .returning({ id: weightHistory.id });
      return deleted.length > 0;
    },
  };
}
export type WeightsRepo = ReturnType<typeof createWeightsRepo>;

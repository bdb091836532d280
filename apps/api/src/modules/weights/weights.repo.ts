import { and, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Keyset } from '../../lib/history-window';
import { weightHistory } from '../../db/schema';
import { profiles } from '../../db/schema/profiles';

export type WeightRow = typeof weightHistory.$inferSelect;
export type NewWeightRow = Omit<typeof weightHistory.$inferInsert, 'createdAt'>;

/** Every query is scoped to the given user: another user's id simply matches no row. */
export function createWeightsRepo(db: Db) {
  /** Newest first, ties by id (stable keyset pages); `to` inclusive. Served by (user_id, measuredAt). */
  async function list(
    userId: string,
    range: { from?: Date; to?: Date; limit: number; after?: Keyset | null },
  ): Promise<WeightRow[]> {
    const conditions: SQL[] = [eq(weightHistory.userId, userId)];
    if (range.from) conditions.push(gte(weightHistory.measuredAt, range.from));
    if (range.to) conditions.push(lte(weightHistory.measuredAt, range.to));
    if (range.after) {
      conditions.push(
        sql`(${weightHistory.measuredAt}, ${weightHistory.id}) < (${range.after.at.toISOString()}::timestamptz, ${range.after.id}::uuid)`,
      );
    }
    return db
      .select()
      .from(weightHistory)
      .where(and(...conditions))
      .orderBy(desc(weightHistory.measuredAt), desc(weightHistory.id))
      .limit(range.limit);
  }
  return {
    list,
    /**
     * Inserts once per id and, when the entry is the user's newest, makes it the profile's weight (and
     * height, when `height` is given), all in one transaction under the profile row's lock: two weights
     * logged at once by the same user are applied one after the other, so the profile always ends on
     * the newest measurement, never on whichever request finished last.
     *
     * A repeated id of the same user returns the stored row (`created: false`) and changes nothing; an
     * id taken by another user returns null. No read of the row after the insert, so a concurrent
     * DELETE of the id cannot make it vanish in between.
     */
    async insertFollowingProfile(
      row: NewWeightRow,
      height?: number,
    ): Promise<{ row: WeightRow; created: boolean } | null> {
      return db.transaction(async (tx) => {
        await tx.insert(profiles).values({ id: row.userId }).onConflictDoNothing();
        await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, row.userId)).for('update');
        const [result] = await tx
          .insert(weightHistory)
          .values(row)
          .onConflictDoUpdate({
            target: weightHistory.id,
            // A no-op update that only happens for the owner's own row, so RETURNING gives it back.
            set: { id: sql`excluded.id` },
            setWhere: sql`${weightHistory.userId} = excluded.user_id`,
          })
          .returning({ ...getTableColumns(weightHistory), inserted: sql<boolean>`(xmax = 0)` });
        if (!result) return null;
        const { inserted, ...stored } = result;
        if (inserted) {
          const [newest] = await tx
            .select({ id: weightHistory.id })
            .from(weightHistory)
            .where(eq(weightHistory.userId, row.userId))
            .orderBy(desc(weightHistory.measuredAt), desc(weightHistory.id))
            .limit(1);
          // A back-dated entry does not overwrite the current weight.
          if (newest?.id === stored.id) {
            await tx
              .update(profiles)
              .set({ weight: stored.weight, ...(height !== undefined ? { height } : {}), updatedAt: new Date() })
              .where(eq(profiles.id, row.userId));
          }
        }
        return { row: stored, created: inserted };
      });
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

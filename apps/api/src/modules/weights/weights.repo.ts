import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deleteOwned, insertOnce, newestFirst, ownedBy, type OwnedRange } from '../../db/owned-rows';
import { weightHistory } from '../../db/schema';
import { profiles } from '../../db/schema/profiles';

export type WeightRow = typeof weightHistory.$inferSelect;
export type NewWeightRow = Omit<typeof weightHistory.$inferInsert, 'createdAt'>;

/** Every query is scoped to the given user: another user's id simply matches no row. */
export function createWeightsRepo(db: Db) {
  /** Newest first, ties by id (stable keyset pages); `to` inclusive. Served by (user_id, measuredAt). */
  const list = (userId: string, range: OwnedRange): Promise<WeightRow[]> =>
    newestFirst(db, weightHistory, weightHistory.measuredAt, userId, range);
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
        const result = await insertOnce(tx, weightHistory, row);
        if (!result) return null;
        const { row: stored, created } = result;
        if (created) {
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
        return result;
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
        .where(ownedBy(weightHistory, userId, id))
        .returning();
      return row ?? null;
    },
    delete: (userId: string, id: string) => deleteOwned(db, weightHistory, userId, id),
  };
}
export type WeightsRepo = ReturnType<typeof createWeightsRepo>;

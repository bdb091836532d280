import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userSubscriptions } from '../../db/schema/subscriptions';

export function createSubscriptionsRepo(db: Db) {
  return {
    /** Spec §4: every user has a free subscription; inserting it twice is harmless. */
    async ensureFree(userId: string): Promise<void> {
      await db.insert(userSubscriptions).values({ userId, plan: 'free', status: 'active' }).onConflictDoNothing({
        target: userSubscriptions.userId,
      });
    },
    async findByUser(userId: string) {
      const [row] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId)).limit(1);
      return row ?? null;
    },
  };
}
export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;

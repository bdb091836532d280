import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentHistory, userSubscriptions } from '../../db/schema/subscriptions';

export function createSubscriptionsRepo(db: Db) {
  return {
    /** Every user has a free subscription; inserting it twice is harmless. */
    async ensureFree(userId: string): Promise<void> {
      await db.insert(userSubscriptions).values({ userId, plan: 'free', status: 'active' }).onConflictDoNothing({
        target: userSubscriptions.userId,
      });
    },
    async findByUser(userId: string) {
      const [row] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId)).limit(1);
      return row ?? null;
    },
    /** The user's payments, newest paid_at first (unpaid ones last). */
    async listPayments(userId: string, limit: number) {
      return db
        .select()
        .from(paymentHistory)
        .where(eq(paymentHistory.userId, userId))
        .orderBy(sql`${paymentHistory.paidAt} desc nulls last`, desc(paymentHistory.createdAt))
        .limit(limit);
    },
  };
}
export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;

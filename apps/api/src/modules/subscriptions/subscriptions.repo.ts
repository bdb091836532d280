import { desc, eq, sql } from 'drizzle-orm';
import type { PlanId } from '@prato/core/domain/plans';
import type { SubscriptionStatus } from '@prato/core/domain/subscription';
import type { Db } from '../../db/client';
import { paymentHistory, userSubscriptions } from '../../db/schema/subscriptions';

/** A subscription as the rules read and write it. */
export interface SubscriptionState {
  plan: PlanId;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date | null;
}

/** The writes of user_subscriptions, on one executor: the database, or a transaction another module opened. */
function subscriptionWrites(db: Db) {
  return {
    /** The user's row (created free when missing), locked until the transaction ends. */
    async lock(userId: string): Promise<SubscriptionState> {
      await db
        .insert(userSubscriptions)
        .values({ userId, plan: 'free', status: 'active' })
        .onConflictDoNothing({ target: userSubscriptions.userId });
      const [row] = await db
        .select()
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, userId))
        .for('update')
        .limit(1);
      if (!row) throw new Error('subscription row missing after insert');
      return {
        plan: row.plan,
        status: row.status,
        currentPeriodStart: row.currentPeriodStart,
        currentPeriodEnd: row.currentPeriodEnd,
      };
    },

    async write(userId: string, state: SubscriptionState, at: Date): Promise<void> {
      await db
        .update(userSubscriptions)
        .set({ ...state, updatedAt: at })
        .where(eq(userSubscriptions.userId, userId));
    },
  };
}

/**
 * The only SQL that writes user_subscriptions (the subscriptions module owns the table; payments and
 * the admin change it through the service). `in(tx)` binds the writes to a caller's transaction, so a
 * subscription change commits or rolls back with the rows that caused it.
 */
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
    in: (tx: Db) => subscriptionWrites(tx),
  };
}
export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;

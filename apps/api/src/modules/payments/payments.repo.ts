import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { PlanId } from '@prato/core/domain/plans';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { jobLeases, paymentEvents, unmatchedPaymentEvents } from '../../db/schema';
import { paymentHistory } from '../../db/schema/subscriptions';

export interface PaymentRow {
  orderId: string;
  plan: PlanId;
  amountCents: number;
  paymentStatus: string;
  paidAt: Date | null;
}

/** The user's charges still paid (not refunded nor charged back), other than `exceptOrderId`. */
const otherPaid = (userId: string, exceptOrderId: string) =>
  and(
    eq(paymentHistory.userId, userId),
    eq(paymentHistory.paymentStatus, 'paid'),
    ne(paymentHistory.orderId, exceptOrderId),
  );

function paymentQueries(db: Db) {
  return {
    async userById(id: string) {
      const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id)).limit(2);
      return row ?? null;
    },

    /** Accounts whose e-mail is this one, ignoring case (at most two: the caller needs to know if it is unique). */
    async usersByEmail(email: string) {
      return db
        .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(2);
    },

    /** Records an event once; false when (order_id, event type) was already recorded. */
    async recordEvent(event: {
      orderId: string;
      eventType: string;
      kind: string;
      userId: string;
      source: string;
      chargedAt: Date | null;
    }): Promise<boolean> {
      const inserted = await db
        .insert(paymentEvents)
        .values(event)
        .onConflictDoNothing({ target: [paymentEvents.orderId, paymentEvents.eventType] })
        .returning({ id: paymentEvents.id });
      return inserted.length > 0;
    },

    /** The kind of a refund or chargeback already recorded for the order (under any event type), or null. */
    async revocationOf(orderId: string): Promise<string | null> {
      const [row] = await db
        .select({ kind: paymentEvents.kind })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.orderId, orderId), inArray(paymentEvents.kind, ['refunded', 'chargeback'])))
        .limit(1);
      return row?.kind ?? null;
    },

    async recordUnmatched(event: {
      orderId: string;
      eventType: string;
      email: string | null;
      externalId: string | null;
      reason: string;
      details: Record<string, unknown>;
      source: string;
    }): Promise<void> {
      await db
        .insert(unmatchedPaymentEvents)
        .values(event)
        .onConflictDoNothing({ target: [unmatchedPaymentEvents.orderId, unmatchedPaymentEvents.eventType] });
    },

    /** An event once kept for the admin and now applied (e.g. its buyer confirmed the e-mail) leaves the list. */
    async forgetUnmatched(orderId: string, eventType: string): Promise<void> {
      await db
        .delete(unmatchedPaymentEvents)
        .where(and(eq(unmatchedPaymentEvents.orderId, orderId), eq(unmatchedPaymentEvents.eventType, eventType)));
    },

    /** The order's payment; its `userId` is null once its account was deleted (the record stays). */
    async paymentByOrder(orderId: string): Promise<(PaymentRow & { userId: string | null }) | null> {
      const [row] = await db
        .select({
          userId: paymentHistory.userId,
          orderId: paymentHistory.orderId,
          plan: paymentHistory.plan,
          amountCents: paymentHistory.amountCents,
          paymentStatus: paymentHistory.paymentStatus,
          paidAt: paymentHistory.paidAt,
        })
        .from(paymentHistory)
        .where(eq(paymentHistory.orderId, orderId))
        .limit(1);
      return row ? { ...row, orderId } : null;
    },

    async insertPayment(userId: string, provider: string, payment: PaymentRow): Promise<void> {
      await db.insert(paymentHistory).values({ userId, provider, ...payment });
    },

    /** Deletes the payment records of deleted accounts (no user) charged, or made, before `before`. */
    async purgeOrphanedPayments(before: Date): Promise<number> {
      const deleted = await db
        .delete(paymentHistory)
        .where(
          and(
            isNull(paymentHistory.userId),
            lt(sql`coalesce(${paymentHistory.paidAt}, ${paymentHistory.createdAt})`, before),
          ),
        )
        .returning({ id: paymentHistory.id });
      return deleted.length;
    },

    async setPaymentStatus(orderId: string, values: Partial<Omit<PaymentRow, 'orderId'>>): Promise<void> {
      await db.update(paymentHistory).set(values).where(eq(paymentHistory.orderId, orderId));
    },

    /** The newest paid charge of the user other than `exceptOrderId` (for "an older event never undoes a newer one"). */
    async latestPaidCharge(userId: string, exceptOrderId: string) {
      const [row] = await db
        .select({ orderId: paymentHistory.orderId, paidAt: paymentHistory.paidAt })
        .from(paymentHistory)
        .where(otherPaid(userId, exceptOrderId))
        .orderBy(sql`${paymentHistory.paidAt} desc nulls last`, desc(paymentHistory.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** The user's other charges still paid (not refunded nor charged back), with the plan each paid for. */
    async otherPaidCharges(userId: string, exceptOrderId: string) {
      return db
        .select({ plan: paymentHistory.plan, paidAt: paymentHistory.paidAt })
        .from(paymentHistory)
        .where(otherPaid(userId, exceptOrderId));
    },

    /**
     * Takes the lease of a background job until `until` when nobody holds an unexpired one; true when
     * this caller now holds it (one instance at a time).
     */
    async claimLease(name: string, holder: string, at: Date, until: Date): Promise<boolean> {
      const claimed = await db
        .insert(jobLeases)
        .values({ name, holder, expiresAt: until })
        .onConflictDoUpdate({
          target: jobLeases.name,
          set: { holder, expiresAt: until },
          setWhere: lt(jobLeases.expiresAt, at),
        })
        .returning({ name: jobLeases.name });
      return claimed.length > 0;
    },

    /** Unmatched events, newest first (for the admin). */
    async listUnmatched(limit: number) {
      return db.select().from(unmatchedPaymentEvents).orderBy(desc(unmatchedPaymentEvents.receivedAt)).limit(limit);
    },
  };
}
export type PaymentQueries = ReturnType<typeof paymentQueries>;

/**
 * The SQL of payment processing (user_subscriptions is not among it: the subscriptions service writes
 * it). `transaction` runs a callback on the same queries bound to one transaction, and hands it that
 * transaction so the subscription change it decides joins it.
 */
export function createPaymentsRepo(db: Db) {
  return {
    ...paymentQueries(db),
    transaction<T>(work: (queries: PaymentQueries, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => work(paymentQueries(tx as unknown as Db), tx as unknown as Db));
    },
  };
}
export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;

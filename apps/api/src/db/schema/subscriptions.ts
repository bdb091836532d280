import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { PLAN_IDS } from '@prato/core/domain/plans';
import { SUBSCRIPTION_STATUSES } from '@prato/core/domain/subscription';
import { users } from './auth';
import { createdAt, instant, uuidKey } from './columns';

/** User subscription: one row per user. */
export const userSubscriptions = pgTable('user_subscriptions', {
  id: uuidKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: PLAN_IDS }).notNull().default('free'),
  status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
  currentPeriodStart: instant('current_period_start').notNull().defaultNow(),
  currentPeriodEnd: instant('current_period_end'),
  createdAt: createdAt(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * Payment record. It outlives the account (the user id becomes null when the account is deleted): a
 * charge is a fiscal record, kept for the period the law asks of it (the privacy policy says so).
 */
export const paymentHistory = pgTable(
  'payment_history',
  {
    id: uuidKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan', { enum: PLAN_IDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    paymentStatus: text('payment_status').notNull(),
    paidAt: instant('paid_at'),
    createdAt: createdAt(),
    /** The provider's order (one row per charge; a refund updates it). Null for rows made by hand. */
    orderId: text('order_id').unique(),
    /** sandbox or kiwify. */
    provider: text('provider'),
  },
  // A user's latest payment (profile list, admin row).
  (table) => [index('payment_history_user_paid_idx').on(table.userId, table.paidAt.desc(), table.createdAt.desc())],
);

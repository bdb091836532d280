import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PLAN_IDS } from '@prato/core/domain/plans';
import { SUBSCRIPTION_STATUSES } from '@prato/core/domain/subscription';
import { users } from './auth';

/** User subscription: one row per user. */
export const userSubscriptions = pgTable('user_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: PLAN_IDS }).notNull().default('free'),
  status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull().defaultNow(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Payment record. */
export const paymentHistory = pgTable(
  'payment_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PLAN_IDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    paymentStatus: text('payment_status').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The provider's order (one row per charge; a refund updates it). Null for rows made by hand. */
    orderId: text('order_id').unique(),
    /** sandbox or kiwify. */
    provider: text('provider'),
  },
  // A user's latest payment (profile list, admin row).
  (table) => [index('payment_history_user_paid_idx').on(table.userId, table.paidAt.desc(), table.createdAt.desc())],
);

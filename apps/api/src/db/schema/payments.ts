import { index, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { instant, uuidKey } from './columns';

/**
 * Every payment event applied to a user, once per (order_id, event type): the idempotency key of
 * webhooks, sandbox payments and sync alike (decision 013). Only the fields the app reads are kept.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuidKey(),
    orderId: text('order_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The event in the app's words (paid, renewed, refunded, chargeback, late, canceled); null on rows before it was kept. */
    kind: text('kind'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** webhook, sandbox or sync: who delivered it first. */
    source: text('source').notNull(),
    /** When the charge happened (approved_date, else created_at), as the provider reported it. */
    chargedAt: instant('charged_at'),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (table) => [
    unique('payment_events_order_type_key').on(table.orderId, table.eventType),
    index('payment_events_user_idx').on(table.userId),
  ],
);

/** Events for no known account, kept for the admin (answered 200 so the provider stops retrying). */
export const unmatchedPaymentEvents = pgTable(
  'unmatched_payment_events',
  {
    id: uuidKey(),
    orderId: text('order_id').notNull(),
    eventType: text('event_type').notNull(),
    email: text('email'),
    externalId: text('external_id'),
    /** unknown_user, ambiguous_email, unknown_plan. */
    reason: text('reason').notNull(),
    /** The fields of the event the app reads (never the whole payload: it carries documents and addresses). */
    details: jsonb('details').notNull(),
    source: text('source').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (table) => [unique('unmatched_payment_events_order_type_key').on(table.orderId, table.eventType)],
);

/** A background job held by one instance at a time until `expires_at` (the periodic payment sync). */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: instant('expires_at').notNull(),
});

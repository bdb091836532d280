import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, instant, uuidKey } from './columns';

/** Admin list: a user is admin when a row exists for them. */
export const adminUsers = pgTable('admin_users', {
  id: uuidKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * One-time facts about this instance, each taken once by inserting its name (the primary key makes
 * the insert the lock). 'first_admin_granted': the first sign-up was made admin; never again.
 */
export const instanceFlags = pgTable('instance_flags', {
  name: text('name').primaryKey(),
  setAt: instant('set_at').notNull().defaultNow(),
});

/**
 * Keys this instance generated once and every instance sharing the database reads (the first insert
 * wins): 'vapid' holds the Web Push key pair unless VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are set.
 */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Admin history entry: every change an admin makes, written in the same transaction as the
 * change. `user_id` is the user changed (null for changes without one: segments, exports); the
 * admin's e-mail is kept as it was, so the trail survives the admin's account.
 */
export const adminHistory = pgTable(
  'admin_history',
  {
    id: uuidKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminUserId: text('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    actionType: text('action_type').notNull(),
    beforeState: jsonb('before_state'),
    afterState: jsonb('after_state'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (table) => [index('admin_history_user_created_idx').on(table.userId, table.createdAt)],
);

/** Segment: a named set of filters of the admin user list, shared by the admins. */
export const adminSegments = pgTable('admin_segments', {
  id: uuidKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  filters: jsonb('filters').notNull(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * The admin user table as one row per user (decision 015): e-mail, name, subscription and latest
 * payment, kept by triggers on users, profiles, user_subscriptions and payment_history in the same
 * transaction as each write (migration 0009). Every sort and filter of the admin list is then an
 * index scan on one table. Nullable sort columns have an index per direction so that both keep
 * empty values last.
 */
export const adminUserRows = pgTable(
  'admin_user_rows',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name'),
    userCreatedAt: instant('user_created_at').notNull(),
    plan: text('plan').notNull().default('free'),
    status: text('status').notNull().default('active'),
    currentPeriodStart: instant('current_period_start'),
    currentPeriodEnd: instant('current_period_end'),
    /** current_period_end of an active subscription, else null: days remaining and the risk buckets. */
    activeEnd: instant('active_end'),
    subscriptionUpdatedAt: instant('subscription_updated_at'),
    lastPaymentStatus: text('last_payment_status'),
    lastPaymentAt: instant('last_payment_at'),
    lastPaymentAmount: integer('last_payment_amount'),
  },
  (t) => [
    index('admin_user_rows_email_idx').on(t.email, t.userId),
    index('admin_user_rows_created_idx').on(t.userCreatedAt, t.userId),
    index('admin_user_rows_plan_idx').on(t.plan, t.userId),
    index('admin_user_rows_status_idx').on(t.status, t.userId),
    index('admin_user_rows_name_asc_idx').on(t.fullName.asc().nullsLast(), t.userId.asc()),
    index('admin_user_rows_name_desc_idx').on(t.fullName.desc().nullsLast(), t.userId.desc()),
    index('admin_user_rows_end_asc_idx').on(t.currentPeriodEnd.asc().nullsLast(), t.userId.asc()),
    index('admin_user_rows_end_desc_idx').on(t.currentPeriodEnd.desc().nullsLast(), t.userId.desc()),
    index('admin_user_rows_active_end_asc_idx').on(t.activeEnd.asc().nullsLast(), t.userId.asc()),
    index('admin_user_rows_active_end_desc_idx').on(t.activeEnd.desc().nullsLast(), t.userId.desc()),
    index('admin_user_rows_paid_asc_idx').on(t.lastPaymentAt.asc().nullsLast(), t.userId.asc()),
    index('admin_user_rows_paid_desc_idx').on(t.lastPaymentAt.desc().nullsLast(), t.userId.desc()),
    index('admin_user_rows_amount_asc_idx').on(t.lastPaymentAmount.asc().nullsLast(), t.userId.asc()),
    index('admin_user_rows_amount_desc_idx').on(t.lastPaymentAmount.desc().nullsLast(), t.userId.desc()),
    index('admin_user_rows_updated_asc_idx').on(t.subscriptionUpdatedAt.asc().nullsLast(), t.userId.asc()),
    index('admin_user_rows_updated_desc_idx').on(t.subscriptionUpdatedAt.desc().nullsLast(), t.userId.desc()),
    index('admin_user_rows_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('admin_user_rows_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
  ],
);

import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Spec §3 Admin list: a user is admin when a row exists for them. */
export const adminUsers = pgTable('admin_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time facts about this instance, each taken once by inserting its name (the primary key makes
 * the insert the lock). 'first_admin_granted': the first sign-up was made admin; never again.
 */
export const instanceFlags = pgTable('instance_flags', {
  name: text('name').primaryKey(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Keys this instance generated once and every instance sharing the database reads (the first insert
 * wins): 'vapid' holds the Web Push key pair unless VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are set.
 */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Spec §3 Admin history entry: every change an admin makes, written in the same transaction as the
 * change. `user_id` is the user changed (null for changes without one: segments, exports); the
 * admin's e-mail is kept as it was, so the trail survives the admin's account.
 */
export const adminHistory = pgTable(
  'admin_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminUserId: text('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    actionType: text('action_type').notNull(),
    beforeState: jsonb('before_state'),
    afterState: jsonb('after_state'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_history_user_created_idx').on(table.userId, table.createdAt)],
);

/** Spec §3 Segment: a named set of filters of the admin user list, shared by the admins. */
export const adminSegments = pgTable('admin_segments', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  filters: jsonb('filters').notNull(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

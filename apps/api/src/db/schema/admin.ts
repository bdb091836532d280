import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

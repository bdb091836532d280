import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ownerId } from './columns';

// Owned by the push module.

/** One browser's Web Push subscription (water reminders while the app is closed). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    /** The push service's URL for this browser: unique, a device belongs to the account that last subscribed it. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

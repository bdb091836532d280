import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, ownerId, uuidKey } from './columns';

// Owned by the push module.

/** One browser's Web Push subscription (water reminders while the app is closed). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuidKey(),
    userId: ownerId(),
    /** The push service's URL for this browser: unique, a device belongs to the account that last subscribed it. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: instant('last_success_at'),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

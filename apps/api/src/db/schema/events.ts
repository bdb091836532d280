import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

// Owned by the events module.

/**
 * What the live stream (GET /api/events) sends to a user, in order: a reconnecting browser gets the
 * ones after its Last-Event-ID; new rows are announced across instances with NOTIFY.
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_events_user_id_idx').on(table.userId, table.id)],
);

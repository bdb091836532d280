import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

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
    createdAt: createdAt(),
  },
  (table) => [index('user_events_user_id_idx').on(table.userId, table.id)],
);

import { pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bytea, instant } from './columns';

// Owned by the profile module (its picture).

/** Profile pictures, kept in the database so every API instance can serve them. */
export const avatars = pgTable('avatars', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

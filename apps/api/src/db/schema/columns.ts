import { customType, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Binary data (profile pictures). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The owner of a user's row: removed with the account. */
export const ownerId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A row's id: a UUID the database makes unless the client sends its own. */
export const uuidKey = () => uuid('id').primaryKey().defaultRandom();

/** A moment in time (timestamptz), read as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

import { customType, text } from 'drizzle-orm/pg-core';
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

import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** E-mails kept instead of sent when no SMTP server is configured (embedded mode). */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

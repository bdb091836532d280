import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, uuidKey } from './columns';

/** E-mails kept instead of sent when no SMTP server is configured (embedded mode). */
export const emailOutbox = pgTable('email_outbox', {
  id: uuidKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
});

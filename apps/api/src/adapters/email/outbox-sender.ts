import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/email';
import type { EmailMessage, EmailSender } from './email-sender';

/** Embedded mode: keeps e-mails in the email_outbox table and logs their link. */
export function createOutboxSender(db: Db, logger: FastifyBaseLogger): EmailSender {
  return {
    kind: 'outbox',
    async send(message: EmailMessage) {
      await db.insert(emailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      logger.info(
        { to: message.to, subject: message.subject, link: message.link },
        'e-mail kept in the outbox (SMTP_URL not set)',
      );
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/email';
import type { EmailMessage, EmailSender } from './email-sender';

export interface OutboxOptions {
  /**
   * Logs each message's recipient and link (with its token) so the embedded mode works without mail.
   * Off in production: there a link in the log is a credential anyone reading the logs could use.
   */
  logLinks?: boolean;
}

/** Embedded mode: keeps e-mails in the email_outbox table and, outside production, logs their link. */
export function createOutboxSender(db: Db, logger: FastifyBaseLogger, options: OutboxOptions = {}): EmailSender {
  const logLinks = options.logLinks ?? true;
  return {
    kind: 'outbox',
    async send(message: EmailMessage) {
      await db.insert(emailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      if (logLinks) {
        logger.info(
          { to: message.to, subject: message.subject, link: message.link },
          'e-mail kept in the outbox (SMTP_URL not set)',
        );
      } else {
        logger.warn(
          { subject: message.subject },
          'e-mail not sent: mail is not configured (set SMTP_URL); kept in the email_outbox table',
        );
      }
    },
  };
}

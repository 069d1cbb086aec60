/**
 * Outgoing mail: SMTP when SMTP_URL is set (sent, not kept); otherwise the message is kept in the
 * outbox, which super admins read in the panel (docs/operations.md "Mail").
 */
import type { Db } from '../database/database.ts';
import { keepInOutbox } from './outbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface MailLog {
  info(details: Record<string, unknown>, message: string): void;
}

/**
 * The mailer without SMTP_URL: nothing is sent; the message is kept in the outbox (outbox.ts) for a
 * super admin to read in the panel or with `passdesk mail outbox`. In development and tests the
 * whole message goes to the log too (a developer reads reset codes there); in production only its
 * subject does, never the recipient or the text, which may hold a reset code (docs/api.md "Logs").
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  constructor(
    private readonly db: Db,
    private readonly log: MailLog,
    private readonly revealContent: boolean,
  ) {}

  async send(message: MailMessage): Promise<void> {
    if (this.revealContent) {
      this.log.info({ mail: { to: message.to, subject: message.subject, text: message.text } }, 'mail (SMTP_URL not set, kept in the outbox instead of sent)');
    } else {
      this.log.info({ mail: { subject: message.subject } }, 'mail not sent: SMTP_URL is not set, kept in the outbox (recipient and text withheld from the log)');
    }
    await keepInOutbox(this.db, message);
  }

  async close(): Promise<void> {}
}

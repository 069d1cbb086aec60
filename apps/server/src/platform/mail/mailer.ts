/** Outgoing mail: SMTP when SMTP_URL is set, otherwise the message is written to the log. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface MailLog {
  info(details: Record<string, unknown>, message: string): void;
}

/**
 * The mailer without SMTP_URL: nothing is sent. In development and tests the whole message goes
 * to the log (a developer reads reset codes there); in production only its subject does, never
 * the recipient or the text, which may hold a reset code (docs/api.md "Logs").
 */
export class LogMailer implements Mailer {
  readonly kind = 'log' as const;

  constructor(
    private readonly log: MailLog,
    private readonly revealContent: boolean,
  ) {}

  async send(message: MailMessage): Promise<void> {
    if (this.revealContent) {
      this.log.info({ mail: { to: message.to, subject: message.subject, text: message.text } }, 'mail (SMTP_URL not set, logged instead of sent)');
    } else {
      this.log.info({ mail: { subject: message.subject } }, 'mail not sent: SMTP_URL is not set (recipient and text withheld from the log)');
    }
  }

  async close(): Promise<void> {}
}

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

/** Development mailer: the message goes to the log, nowhere else. */
export class LogMailer implements Mailer {
  readonly kind = 'log' as const;

  constructor(private readonly log: MailLog) {}

  async send(message: MailMessage): Promise<void> {
    this.log.info({ mail: { to: message.to, subject: message.subject, text: message.text } }, 'mail (SMTP_URL not set, logged instead of sent)');
  }

  async close(): Promise<void> {}
}

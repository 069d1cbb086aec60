/** Picks the mailer from the configuration. */
import type { Config } from '../config/config.ts';
import type { Db } from '../database/database.ts';
import { OutboxMailer, type MailLog, type Mailer } from './mailer.ts';

export async function createMailer(config: Config, db: Db, log: MailLog): Promise<Mailer> {
  if (config.smtpUrl) {
    const { SmtpMailer } = await import('./smtp-mailer.ts');
    return new SmtpMailer(config.smtpUrl, config.mailFrom);
  }
  return new OutboxMailer(db, log, config.env !== 'production');
}

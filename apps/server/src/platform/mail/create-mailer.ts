/** Picks the mailer from the configuration. */
import type { Config } from '../config/config.ts';
import { LogMailer, type MailLog, type Mailer } from './mailer.ts';

export async function createMailer(config: Config, log: MailLog): Promise<Mailer> {
  if (config.smtpUrl) {
    const { SmtpMailer } = await import('./smtp-mailer.ts');
    return new SmtpMailer(config.smtpUrl, config.mailFrom);
  }
  return new LogMailer(log, config.env !== 'production');
}

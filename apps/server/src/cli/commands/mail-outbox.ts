/**
 * `passdesk mail outbox`: the newest mails kept instead of sent while SMTP_URL is not set, newest
 * first, each with its time, recipient, subject and text (docs/operations.md "Mail"). Reads only, so
 * it writes no audit entry.
 */
import { OUTBOX_MAX_MAILS, recentOutbox, type OutboxMail } from '../../platform/mail/outbox.ts';
import { CommandError, withDatabase, type Command } from '../command.ts';

const DEFAULT_COUNT = 10;

function printed(mail: OutboxMail): string {
  return [`--- ${mail.created_at.toISOString()}  to ${mail.to}`, `Subject: ${mail.subject}`, '', mail.body.trimEnd(), ''].join('\n');
}

const mailOutbox: Command = {
  name: ['mail', 'outbox'],
  summary: 'print the newest mails kept instead of sent (no SMTP_URL), newest first (read only)',
  usage: `[--count <1-${OUTBOX_MAX_MAILS}, default ${DEFAULT_COUNT}>]`,
  options: { count: { type: 'string' } },
  async run(input) {
    const raw = input.options.count;
    const count = raw === undefined ? DEFAULT_COUNT : Number(raw);
    if (!Number.isInteger(count) || count < 1 || count > OUTBOX_MAX_MAILS) throw new CommandError(`--count must be a whole number from 1 to ${OUTBOX_MAX_MAILS}`);
    const mails = await withDatabase(input, (database) => recentOutbox(database.db, count));
    const note = input.config.smtpUrl ? 'SMTP_URL is set: mail is sent, and nothing new is kept here.' : 'Not sent: no SMTP server is configured (SMTP_URL).';
    if (mails.length === 0) return `The mail outbox is empty. ${note}`;
    return `${mails.map(printed).join('\n')}\n${mails.length} mail(s) in the outbox, newest first. ${note}`;
  },
};

export default mailOutbox;

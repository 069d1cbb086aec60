/**
 * The outbox's rows (mail-outbox.schema.ts): written by the mailer when SMTP_URL is not set, read by
 * the panel's Mail Outbox and `passdesk mail outbox`. Bounded on every write: the newest
 * OUTBOX_MAX_MAILS, none older than OUTBOX_KEEP_DAYS (docs/operations.md "Mail").
 */
import { desc, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../database/database.ts';
import type { MailMessage } from './mailer.ts';
import { mailOutbox } from './mail-outbox.schema.ts';

export const OUTBOX_MAX_MAILS = 500;
export const OUTBOX_KEEP_DAYS = 30;

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  created_at: Date;
}

/** Keeps a mail that was not sent, then drops what is past the bounds. */
export async function keepInOutbox(db: Db, message: MailMessage, now = new Date()): Promise<void> {
  await db.insert(mailOutbox).values({ recipient: message.to.slice(0, 320), subject: message.subject.slice(0, 300), body: message.text, created_at: now });
  const oldest = new Date(now.getTime() - OUTBOX_KEEP_DAYS * 86_400_000);
  await db
    .delete(mailOutbox)
    .where(or(lt(mailOutbox.created_at, oldest), lte(mailOutbox.id, sql`(select id from ${mailOutbox} order by id desc offset ${OUTBOX_MAX_MAILS} limit 1)`)));
}

/** The newest mails first, at most `limit`. */
export async function recentOutbox(db: Db, limit: number): Promise<OutboxMail[]> {
  const rows = await db
    .select({ id: mailOutbox.id, to: mailOutbox.recipient, subject: mailOutbox.subject, body: mailOutbox.body, created_at: mailOutbox.created_at })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
  return rows;
}

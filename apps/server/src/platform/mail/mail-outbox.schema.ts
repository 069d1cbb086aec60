/**
 * The outbox: mail the server would have sent had SMTP_URL been set (docs/operations.md "Mail").
 * Kept so a newcomer on the default install can read a reset code or a reminder in the panel
 * (Mail Outbox) or with `passdesk mail outbox`; bounded (platform/mail/outbox.ts). With SMTP_URL
 * set nothing is written here.
 */
import { bigint, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    recipient: varchar('recipient', { length: 320 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    body: text('body').notNull(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.created_at)],
);

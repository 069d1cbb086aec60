/**
 * The mail outbox (docs/api.md "Mail outbox"): mail kept instead of sent while no SMTP server is
 * configured, newest first. Super admins only: it holds every account's reset codes.
 */
import { z } from 'zod';

/** The most mails one answer lists (the outbox keeps at most 500, docs/operations.md "Mail"). */
export const MAIL_OUTBOX_LIST_LIMIT = 100;

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const mailOutboxSchema = z.object({
  /** false: mail is kept here, not sent. true: SMTP_URL is set, mail is sent and nothing new is kept. */
  smtp_configured: z.boolean(),
  items: z.array(outboxMailSchema),
});
export type MailOutbox = z.infer<typeof mailOutboxSchema>;

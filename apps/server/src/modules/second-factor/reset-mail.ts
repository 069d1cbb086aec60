/**
 * The mail that tells a staff member their second factor was reset by an administrator or the
 * command line (docs/api.md "Second factor"). Sent by a job queued in the reset's transaction, so
 * it goes out only for a reset that committed, and a failing mail server is retried.
 */
import { eq } from 'drizzle-orm';
import type { JobHandler } from '../../platform/jobs/job-queue.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import type { Services } from '../../platform/services.ts';
import { adminUsers } from '../access/access.schema.ts';

export const SECOND_FACTOR_RESET_MAIL_JOB = 'second-factor.reset-mail';
export const SECOND_FACTOR_RESET_MAIL_SUBJECT = 'The second factor of your PassDesk account was reset';

export function secondFactorResetMail(to: string, firstName: string): MailMessage {
  const lines = [
    `Hello ${firstName},`,
    '',
    'The second factor of your PassDesk account was reset: your authenticator app and your recovery codes no longer work, and you have been signed out everywhere.',
    '',
    'Sign in with your password. If your role requires a second factor, PassDesk asks you to set up an authenticator app before anything else; otherwise you can set one up again from your profile.',
    '',
    'If you did not ask for this, contact your administrator at once.',
  ];
  return { to, subject: SECOND_FACTOR_RESET_MAIL_SUBJECT, text: lines.join('\n') };
}

/** Mails the user at their address of the moment; a user deleted since the reset gets nothing. */
export function secondFactorResetMailJob(services: Services): JobHandler {
  return async (payload) => {
    const userId = Number(payload.user_id);
    if (!Number.isInteger(userId)) return { skipped: 'bad payload' };
    const [user] = await services.db.select({ email: adminUsers.email, firstName: adminUsers.first_name }).from(adminUsers).where(eq(adminUsers.id, userId));
    if (!user) return { skipped: 'no such user' };
    await services.mailer.send(secondFactorResetMail(user.email, user.firstName));
    return { sent: true };
  };
}

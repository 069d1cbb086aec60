/** The notice sent to a user's old address when an administrator changes their email. */
import type { MailMessage } from '../../platform/mail/mailer.ts';

export const EMAIL_CHANGED_MAIL_SUBJECT = 'Your PassDesk email address was changed';

export function emailChangedMail(to: string, firstName: string): MailMessage {
  const lines = [
    `Hello ${firstName},`,
    '',
    'An administrator changed the email address of your PassDesk account. This address will no longer receive its password reset codes, and you have been signed out everywhere.',
    '',
    'If you did not expect this, contact your administrator at once.',
  ];
  return { to, subject: EMAIL_CHANGED_MAIL_SUBJECT, text: lines.join('\n') };
}

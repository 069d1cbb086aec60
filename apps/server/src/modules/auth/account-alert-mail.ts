/** The mail that tells an account's owner that strangers are guessing its password (docs/api.md "Brute force"). */
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { LOGIN_ACCOUNT_ALL_SOURCES } from './limits.ts';

export const ACCOUNT_ALERT_MAIL_SUBJECT = 'Failed sign-in attempts at your PassDesk account';

export function accountAlertMail(to: string, firstName: string): MailMessage {
  const minutes = LOGIN_ACCOUNT_ALL_SOURCES.windowSeconds / 60;
  const lines = [
    `Hello ${firstName},`,
    `Someone tried to sign in to your PassDesk account with wrong passwords ${LOGIN_ACCOUNT_ALL_SOURCES.max} times or more in ${minutes} minutes, from more than one network.`,
    'For now your account only accepts sign-ins from browsers that signed in to it before; from those you sign in as usual. Elsewhere, wait a few minutes or reset your password.',
    'If it was not you, your password has not been given away by this mail; if it is short or used elsewhere, change it.',
  ];
  const html = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return { to, subject: ACCOUNT_ALERT_MAIL_SUBJECT, text: lines.join('\n\n'), html };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The password reset email: the 6-digit code and how long it is valid. */
import { OTP_VALID_MINUTES } from '@passdesk/contract/auth/password-reset';
import type { MailMessage } from '../../platform/mail/mailer.ts';

export const OTP_MAIL_SUBJECT = 'Your PassDesk password reset code';

export function otpMail(to: string, firstName: string, otp: string): MailMessage {
  const text = [
    `Hello ${firstName},`,
    '',
    `Your PassDesk password reset code is ${otp}.`,
    `It is valid for ${OTP_VALID_MINUTES} minutes and can be used once.`,
    '',
    'If you did not ask to reset your password, ignore this email: your password stays as it is.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(firstName)},</p><p>Your PassDesk password reset code is <strong style="font-size:20px;letter-spacing:4px">${otp}</strong>.</p><p>It is valid for ${OTP_VALID_MINUTES} minutes and can be used once.</p><p>If you did not ask to reset your password, ignore this email: your password stays as it is.</p>`;
  return { to, subject: OTP_MAIL_SUBJECT, text, html };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

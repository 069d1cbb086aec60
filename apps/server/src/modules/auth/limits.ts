/**
 * Brute-force limits of the sign-in flows (docs/api.md, "Brute force"). Every attempt is taken from
 * its counters before the password or code is checked. Account limits are per account *and* source
 * IP, so nobody can lock another person out from their own address; a lock opens by itself after
 * the window, and a password reset clears it.
 */
import { INVALID_OTP_MESSAGE, OTP_MAX_TRIES, OTP_VALID_MINUTES } from '@passdesk/contract/auth/password-reset';
import { keyPart, type Limit } from '../../platform/rate-limit/rate-limit.ts';

const MINUTE = 60;

/** A limit over the flows' common 15-minute window; `{wait}` in the message becomes the time left. */
const per15Minutes = (max: number, message: string): Limit => ({ max, windowSeconds: 15 * MINUTE, message });

/** Wrong passwords from one IP, whatever the account. */
export const LOGIN_IP_FAILURES: Limit = per15Minutes(20, 'Too many failed sign-in attempts from your network. Try again in {wait}.');

/** Wrong passwords for one account from one IP: after the 5th that pair is locked for the rest of the 15 minutes. */
export const LOGIN_ACCOUNT_FAILURES: Limit = per15Minutes(5, 'Too many failed sign-in attempts. Try again in {wait}.');

export const FORGOT_PASSWORD_IP: Limit = per15Minutes(10, 'Too many code requests from your network. Try again in {wait}.');
export const FORGOT_PASSWORD_ACCOUNT: Limit = per15Minutes(3, 'Too many code requests for this email. Try again in {wait}.');

export const VERIFY_OTP_IP: Limit = per15Minutes(20, 'Too many code checks from your network. Try again in {wait}.');
export const VERIFY_OTP_ACCOUNT: Limit = per15Minutes(10, 'Too many code checks for this email. Try again in {wait}.');

/** Tries at one code from one IP; the try after the last is refused (as a wrong code) even when right. */
export const VERIFY_OTP_CODE: Limit = {
  max: OTP_MAX_TRIES,
  windowSeconds: OTP_VALID_MINUTES * MINUTE,
  message: INVALID_OTP_MESSAGE,
};

/** Wrong current passwords in Change Password, per signed-in user. */
export const CHANGE_PASSWORD_FAILURES: Limit = per15Minutes(5, 'Too many wrong current passwords. Try again in {wait}.');

/** Counter keys. The account part is a hash of the normalised email, known or not. */
export const limitKeys = {
  loginIp: (ip: string) => `login:ip:${ip}`,
  loginAccountPrefix: (email: string) => `login:account:${keyPart(email)}:`,
  loginAccount: (email: string, ip: string) => `${limitKeys.loginAccountPrefix(email)}ip:${ip}`,
  forgotIp: (ip: string) => `forgot:ip:${ip}`,
  forgotAccountPrefix: (email: string) => `forgot:account:${keyPart(email)}:`,
  forgotAccount: (email: string, ip: string) => `${limitKeys.forgotAccountPrefix(email)}ip:${ip}`,
  verifyIp: (ip: string) => `verify-otp:ip:${ip}`,
  verifyAccountPrefix: (email: string) => `verify-otp:account:${keyPart(email)}:`,
  verifyAccount: (email: string, ip: string) => `${limitKeys.verifyAccountPrefix(email)}ip:${ip}`,
  /** Tries at one code from one IP (others' wrong guesses never use up the owner's tries). */
  verifyCode: (resetId: number, ip: string) => `verify-otp:code:${resetId}:ip:${ip}`,
  changePassword: (userId: number) => `change-password-fail:user:${userId}`,
};

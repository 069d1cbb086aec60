/**
 * Brute-force limits of the sign-in flows (docs/api.md, "Brute force"). Every attempt is taken from
 * its counters before the password or code is checked. Account locks are per account *and* source
 * IP, so nobody can lock another person out from their own address; a lock opens by itself after
 * the window, and a password reset clears it. The account-wide ceiling slows strangers only: a
 * browser that signed in to the account before is exempt.
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

/** Passkey sign-ins begun from one IP (each stores a challenge until it is answered or expires). */
export const PASSKEY_OPTIONS_IP: Limit = per15Minutes(60, 'Too many passkey sign-ins from your network. Try again in {wait}.');

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

/**
 * Wrong passwords for one account from every address together (the account-wide ceiling): past it,
 * sign-ins at that account from browsers it does not remember are refused unchecked until the window
 * ends, and the owner is mailed once. A remembered browser (platform/auth/device-tokens.ts) is exempt.
 */
export const LOGIN_ACCOUNT_ALL_SOURCES: Limit = per15Minutes(
  10,
  'Too many failed sign-in attempts at this account from several networks, so it only accepts browsers that signed in to it before. Try again in {wait} or reset your password.',
);

/** One warning per account per hour while guesses keep coming (an episode, not every attempt). */
export const ACCOUNT_ALERT: Limit = { max: 1, windowSeconds: 60 * MINUTE, message: '' };

/** Reset codes mailed per account per hour, whatever the addresses; past it the request answers as usual and mails nothing. */
export const RESET_MAILS_PER_ACCOUNT: Limit = { max: 3, windowSeconds: 60 * MINUTE, message: '' };

/** Tries at one code from every address together; the try after the last voids the code. */
export const VERIFY_OTP_CODE_ALL_SOURCES: Limit = { max: 10, windowSeconds: OTP_VALID_MINUTES * MINUTE, message: INVALID_OTP_MESSAGE };

/** Wrong current passwords in Change Password, per signed-in user. */
export const CHANGE_PASSWORD_FAILURES: Limit = per15Minutes(5, 'Too many wrong current passwords. Try again in {wait}.');

/** Counter keys. The account part is a hash of the normalised email, known or not. */
export const limitKeys = {
  loginIp: (ip: string) => `login:ip:${ip}`,
  passkeyOptionsIp: (ip: string) => `login-passkey-options:ip:${ip}`,
  loginAccountPrefix: (email: string) => `login:account:${keyPart(email)}:`,
  loginAccount: (email: string, ip: string) => `${limitKeys.loginAccountPrefix(email)}ip:${ip}`,
  /** Under the account's prefix, so a password reset and `admin unlock` clear it with the rest. */
  loginAccountAllSources: (email: string) => `${limitKeys.loginAccountPrefix(email)}all`,
  loginAccountAlert: (email: string) => `${limitKeys.loginAccountPrefix(email)}alert`,
  forgotIp: (ip: string) => `forgot:ip:${ip}`,
  forgotAccountPrefix: (email: string) => `forgot:account:${keyPart(email)}:`,
  forgotAccount: (email: string, ip: string) => `${limitKeys.forgotAccountPrefix(email)}ip:${ip}`,
  resetMails: (email: string) => `${limitKeys.forgotAccountPrefix(email)}mails`,
  verifyIp: (ip: string) => `verify-otp:ip:${ip}`,
  verifyAccountPrefix: (email: string) => `verify-otp:account:${keyPart(email)}:`,
  verifyAccount: (email: string, ip: string) => `${limitKeys.verifyAccountPrefix(email)}ip:${ip}`,
  /** Tries at one code from one IP (others' wrong guesses never use up the owner's tries). */
  verifyCode: (resetId: number, ip: string) => `verify-otp:code:${resetId}:ip:${ip}`,
  verifyCodeAllSources: (resetId: number) => `verify-otp:code:${resetId}:all`,
  changePassword: (userId: number) => `change-password-fail:user:${userId}`,
};

/**
 * Brute-force limits of the sign-in flows (issue 3). Failures are counted per IP and per account;
 * a locked account opens again by itself after the lock time.
 */
import type { Limit } from '../../platform/rate-limit/rate-limit.ts';

const MINUTE = 60;

/** Wrong passwords from one IP, whatever the account. */
export const LOGIN_IP_FAILURES: Limit = {
  max: 20,
  windowSeconds: 15 * MINUTE,
  message: 'Too many failed sign-in attempts from your network. Try again in {wait}.',
};

/** Wrong passwords for one account: at the 5th the account is locked for 15 minutes. */
export const LOGIN_ACCOUNT_FAILURES: Limit = {
  max: 5,
  windowSeconds: 15 * MINUTE,
  message: 'Too many failed sign-in attempts. Try again in {wait}.',
};
export const ACCOUNT_LOCK_SECONDS = LOGIN_ACCOUNT_FAILURES.windowSeconds;

export const FORGOT_PASSWORD_IP: Limit = {
  max: 10,
  windowSeconds: 15 * MINUTE,
  message: 'Too many code requests from your network. Try again in {wait}.',
};
export const FORGOT_PASSWORD_ACCOUNT: Limit = {
  max: 3,
  windowSeconds: 15 * MINUTE,
  message: 'Too many code requests for this email. Try again in {wait}.',
};

export const VERIFY_OTP_IP: Limit = {
  max: 20,
  windowSeconds: 15 * MINUTE,
  message: 'Too many code checks from your network. Try again in {wait}.',
};
export const VERIFY_OTP_ACCOUNT: Limit = {
  max: 10,
  windowSeconds: 15 * MINUTE,
  message: 'Too many code checks for this email. Try again in {wait}.',
};

/** Wrong current passwords in Change Password, per signed-in user. */
export const CHANGE_PASSWORD_FAILURES: Limit = {
  max: 5,
  windowSeconds: 15 * MINUTE,
  message: 'Too many wrong current passwords. Try again in {wait}.',
};

/**
 * A second factor at sign-in: an authenticator app's codes (TOTP, RFC 6238) and single-use
 * recovery codes (docs/api.md "Second factor"). The sign-in answer names a second step when the
 * account has a factor; `POST login/second-step` finishes it with a code.
 */
import { z } from 'zod';
import { loginDataSchema } from './session.ts';

/** Recovery codes made at enrolment, each accepted once. */
export const RECOVERY_CODE_COUNT = 10;
/** Minutes the second step stays open after the password was accepted. */
export const SECOND_STEP_VALID_MINUTES = 5;

export const SECOND_FACTOR_MESSAGES = {
  codeRequired: 'Enter the code from your authenticator app or a recovery code',
  totpRequired: 'Enter the 6-digit code from your authenticator app',
  invalidCode: 'The code is wrong or was already used',
  expired: 'The sign-in took too long. Please log in again.',
  alreadyEnrolled: 'An authenticator app is already set up for this account',
  notStarted: 'Start the set-up again: no authenticator app is waiting for confirmation',
  notEnrolled: 'No authenticator app is set up for this account',
  passwordRequired: 'Enter your password',
  removed: 'Authenticator app removed',
  newRecoveryCodes: 'New recovery codes made: the old ones no longer work',
  enrolmentRequired: 'Your role requires a second factor: set up an authenticator app to continue',
  requiredByRole: 'Your role requires a second factor: it cannot be removed',
} as const;

/** What the sign-in answers instead of a session when the account has a second factor. */
export const secondStepSchema = z.object({
  /** Proof that the password was right, for `login/second-step` only; valid SECOND_STEP_VALID_MINUTES. */
  challenge: z.string(),
  /** What the second step accepts: `passkey` when the account has one (docs/api.md "Passkeys"). */
  methods: z.array(z.enum(['totp', 'recovery_code', 'passkey'])),
  expires_at: z.string(),
  /** With `passkey`: the options for `navigator.credentials.get`, answered to `login/second-step/passkey`. */
  passkey_options: z.object({ challenge: z.string() }).loose().optional(),
});
export type SecondStep = z.infer<typeof secondStepSchema>;

/** `POST login`: a session, or the second step it still needs (`second_step`). */
export const loginAnswerSchema = z.union([loginDataSchema, z.object({ second_step: secondStepSchema })]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const secondStepBodySchema = z.object({
  challenge: z.string().min(1, SECOND_FACTOR_MESSAGES.expired).max(500),
  /** A 6-digit code from the app, or a recovery code (`xxxxx-xxxxx`, case and dash free). */
  code: z.string({ error: SECOND_FACTOR_MESSAGES.codeRequired }).trim().min(1, SECOND_FACTOR_MESSAGES.codeRequired).max(40),
});
export type SecondStepBody = z.infer<typeof secondStepBodySchema>;

export const secondFactorStatusSchema = z.object({
  totp: z.boolean(),
  /** How many passkeys the account has (docs/api.md "Passkeys"). */
  passkeys: z.number().int(),
  recovery_codes_left: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** A new authenticator app's secret, before it is confirmed with a first code. */
export const totpSetupSchema = z.object({
  /** Base32, as an app takes it when typed in. */
  secret: z.string(),
  /** The `otpauth://totp/...` address the QR code carries. */
  otpauth_url: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpConfirmBodySchema = z.object({
  code: z.string({ error: SECOND_FACTOR_MESSAGES.totpRequired }).trim().regex(/^\d{6}$/, SECOND_FACTOR_MESSAGES.totpRequired),
});
export type TotpConfirmBody = z.infer<typeof totpConfirmBodySchema>;

/** Shown once, at enrolment. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Removing the authenticator app and making new recovery codes ask for the account's password again. */
export const passwordCheckBodySchema = z.object({
  password: z.string({ error: SECOND_FACTOR_MESSAGES.passwordRequired }).min(1, SECOND_FACTOR_MESSAGES.passwordRequired).max(200),
});
export type PasswordCheckBody = z.infer<typeof passwordCheckBodySchema>;

export const SECOND_FACTOR_PATHS = {
  status: '/second-factor',
  /** POST with the password: new recovery codes, the old ones stop working. */
  recoveryCodes: '/second-factor/recovery-codes',
  /** POST with the password: the authenticator app and its recovery codes are removed. */
  totpRemove: '/second-factor/totp/remove',
  totp: '/second-factor/totp',
  totpConfirm: '/second-factor/totp/confirm',
} as const;

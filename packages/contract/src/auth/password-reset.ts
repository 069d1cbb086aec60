/** Forgot password by emailed code: forgot-password → verify-otp → reset-password (docs/api.md "Auth"). */
import { z } from 'zod';
import { newPasswordSchema, PASSWORD_MESSAGES } from './password.ts';

export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
export const RESET_TOKEN_VALID_MINUTES = 15;

const emailField = z.string({ error: 'Enter your email' }).trim().min(1, 'Enter your email').max(254).pipe(z.email('Enter a valid email address'));

export const forgotPasswordBodySchema = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const verifyOtpBodySchema = z.object({
  email: emailField,
  otp: z.string({ error: 'Enter the 6-digit code' }).trim().regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const verifyOtpDataSchema = z.object({ reset_token: z.string() });

export const resetPasswordBodySchema = z.object({
  reset_token: z.string().min(1, 'The reset link is missing').max(200),
  new_password: newPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The reset-password screen's form: the new password twice (same messages as change password). */
export const resetPasswordFormSchema = z
  .object({
    new_password: newPasswordSchema,
    confirm_password: z.string({ error: PASSWORD_MESSAGES.confirmRequired }).min(1, PASSWORD_MESSAGES.confirmRequired),
  })
  .refine((form) => form.confirm_password === form.new_password, { path: ['confirm_password'], message: PASSWORD_MESSAGES.mismatch });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** The same answer whether or not the email belongs to a user. */
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this email, a 6-digit code has been sent to it.';
export const INVALID_OTP_MESSAGE = 'The code is invalid or has expired. Check it, or request a new code.';
export const INVALID_RESET_TOKEN_MESSAGE = 'This password reset has expired. Please start again.';

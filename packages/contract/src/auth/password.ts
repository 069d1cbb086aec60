/** The password policy (docs/domain.md "Passwords"), used by the server and every password form. */
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  currentRequired: 'Enter Current Password',
  newRequired: 'Enter New Password',
  minLength: 'Password must be at least 8 characters',
  complexity:
    'Password must include at least one uppercase letter, one lowercase letter, one number, and one special character',
  confirmRequired: 'Enter Confirm Password',
  mismatch: 'Passwords must match',
} as const;

/** At least one of each class, and only letters, digits and the allowed specials. */
const COMPLEXITY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;

/** A new password: required, at least 8 characters, the complexity rule. */
export const newPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.newRequired })
  .min(1, PASSWORD_MESSAGES.newRequired)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.minLength)
  .max(128, 'Password must be at most 128 characters')
  .regex(COMPLEXITY, PASSWORD_MESSAGES.complexity);

/** What the server accepts on PATCH change-password. */
export const changePasswordBodySchema = z.object({
  old_password: z.string({ error: PASSWORD_MESSAGES.currentRequired }).min(1, PASSWORD_MESSAGES.currentRequired),
  new_password: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The Change Password dialog's form: the body plus a confirmation that must match. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({
    confirm_password: z
      .string({ error: PASSWORD_MESSAGES.confirmRequired })
      .min(1, PASSWORD_MESSAGES.confirmRequired),
  })
  .refine((form) => form.confirm_password === form.new_password, {
    path: ['confirm_password'],
    message: PASSWORD_MESSAGES.mismatch,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/**
 * The user form's schema: the contract's admin user fields, plus a password that follows the
 * contract's policy when a user is created and is not sent when one is edited.
 */
import { adminUserFieldsSchema, type AdminUser } from '@passdesk/contract/access/admin-user-payloads';
import { newPasswordSchema } from '@passdesk/contract/auth/password';
import { z } from 'zod';

export function userFormSchema(creating: boolean) {
  return adminUserFieldsSchema.extend({ password: z.string().optional() }).superRefine((values, context) => {
    if (!creating) return;
    const checked = newPasswordSchema.safeParse(values.password ?? '');
    if (!checked.success) {
      context.addIssue({ code: 'custom', path: ['password'], message: checked.error.issues[0]?.message ?? 'Invalid password' });
    }
  });
}
type UserFormSchema = ReturnType<typeof userFormSchema>;
export type UserFormValues = z.input<UserFormSchema>;

export const USER_FORM_FIELDS = ['first_name', 'last_name', 'email', 'mobile', 'password', 'user_type', 'role_ids', 'center_id', 'status'] as const;

export function userFormDefaults(user: AdminUser | null): UserFormValues {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    password: '',
    user_type: user?.user_type ?? 'staff',
    role_ids: user?.roles.map((role) => role.id) ?? [],
    center_id: user?.center_id ?? null,
    status: user?.status ?? 'active',
  };
}

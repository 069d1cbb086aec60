/**
 * Request and response shapes of the admin user endpoints (`admin_users…`, and their aliases
 * `view-users`, `create-user`, `view-user`, `update-user`).
 */
import { z } from 'zod';
import { printable } from '../print/printable-text.ts';
import { idParamSchema, idSchema } from '../http/ids.ts';
import { newPasswordSchema } from '../auth/password.ts';
import { enumFilter, listQuerySchemaFor } from '../http/list-query.ts';
import { meSchema, USER_TYPES } from '../auth/session.ts';
import { ADMIN_USER_SORTS } from '../http/list-sorts.ts';

export { ADMIN_USER_SORTS } from '../http/list-sorts.ts';

export { USER_TYPES };
export type UserType = (typeof USER_TYPES)[number];
export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const ADMIN_USER_MESSAGES = {
  firstNameRequired: 'Enter a first name',
  emailRequired: 'Enter an email address',
  emailInvalid: 'Enter a valid email address',
  emailTaken: 'This email address is already in use',
  mobileInvalid: 'Enter a valid mobile number',
} as const;

/** Digits with an optional leading +, spaces and dashes allowed between groups. */
const MOBILE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

const optionalText = (max: number) => z.string().trim().max(max).default('');

export const adminUserFieldsSchema = z.object({
  // A staff member's name prints on the receipts they issue (docs/domain.md "Printing").
  first_name: printable(
    z.string({ error: ADMIN_USER_MESSAGES.firstNameRequired }).trim().min(1, ADMIN_USER_MESSAGES.firstNameRequired).max(100, 'First name must be at most 100 characters'),
    'First name',
  ),
  last_name: printable(optionalText(100), 'Last name'),
  email: z
    .string({ error: ADMIN_USER_MESSAGES.emailRequired })
    .trim()
    .min(1, ADMIN_USER_MESSAGES.emailRequired)
    .max(254, ADMIN_USER_MESSAGES.emailInvalid)
    .pipe(z.email(ADMIN_USER_MESSAGES.emailInvalid)),
  mobile: z
    .string()
    .trim()
    // The column holds 20 characters; the pattern alone would let 21 through.
    .max(20, ADMIN_USER_MESSAGES.mobileInvalid)
    .refine((value) => value === '' || MOBILE.test(value), ADMIN_USER_MESSAGES.mobileInvalid)
    .nullish()
    .transform((value) => (value ? value : null)),
  user_type: z.enum(USER_TYPES).default('staff'),
  /** In order: the first is shown as the user's role; a page opens when any of them may read it (docs/panel.md "Route access"). */
  role_ids: z
    .array(idSchema('role_ids'))
    .max(20, 'At most 20 roles')
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, 'A role is listed twice'),
  center_id: idSchema('center_id').nullish().transform((value) => value ?? null),
  status: z.enum(USER_STATUSES).default('active'),
});

export const adminUserCreateSchema = adminUserFieldsSchema.extend({ password: newPasswordSchema });
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;
export type AdminUserCreateForm = z.input<typeof adminUserCreateSchema>;

/** Updates never carry a password: users change their own through change-password or reset. */
export const adminUserUpdateSchema = adminUserFieldsSchema;
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;
export type AdminUserUpdateForm = z.input<typeof adminUserUpdateSchema>;

/** An admin user as the user pages show it: the fields one sees of oneself (`GET me`), and more. */
export const adminUserSchema = meSchema.pick({ id: true, first_name: true, last_name: true, email: true, mobile: true, profile_image: true, user_type: true, center_id: true, last_login_at: true }).extend({
  status: z.enum(USER_STATUSES),
  center_name: z.string().nullable(),
  /** In order; the first one is checked by the panel's route guard. */
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Whether the user holds a second factor, which an administrator may reset (docs/api.md "Second factor"). */
  second_factor: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListQuerySchema = listQuerySchemaFor({
  sort: ADMIN_USER_SORTS,
  defaultSort: 'first_name',
  filters: {
    role_id: idParamSchema('role_id').optional(),
    status: enumFilter('status', USER_STATUSES),
    user_type: enumFilter('user_type', USER_TYPES),
  },
});
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;

/** The choices the user form offers: every role and every center (id and name only). */
export const adminUserOptionsSchema = z.object({
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  centers: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string(), status: z.enum(USER_STATUSES) })),
});
export type AdminUserOptions = z.infer<typeof adminUserOptionsSchema>;

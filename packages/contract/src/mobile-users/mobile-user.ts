/**
 * Inspectors' accounts (docs/api.md "Mobile App Management"): the panel's payloads and answers for
 * `mobile_user/…`, and the inspector app's sign-in.
 */
import { z } from 'zod';
import { idParamSchema, MAX_ID } from '../http/ids.ts';
import { newPasswordSchema } from '../auth/password.ts';
import { enumFilter, listQuerySchemaFor } from '../http/list-query.ts';
import { RECORD_STATUSES, recordStatusSchema } from '../master-data/common.ts';
import { MOBILE_USER_SORTS } from '../http/list-sorts.ts';

export { MOBILE_USER_SORTS } from '../http/list-sorts.ts';

export const MOBILE_USER_MESSAGES = {
  nameRequired: 'Enter the inspector’s name',
  employeeCode: 'Employee code must be 2 to 20 letters, digits or hyphens',
  mobile: 'Enter a mobile number of 10 to 15 digits (an optional leading +)',
  employeeCodeTaken: 'This employee code is already in use',
  mobileTaken: 'This mobile number is already in use',
  centerUnknown: 'This depot does not exist',
  notFound: 'Mobile user not found',
  invalidCredentials: 'Invalid employee code, mobile or password',
  inactive: 'This account is inactive. Please contact your depot administrator.',
} as const;

const MOBILE = /^\+?[0-9]{10,15}$/;

const mobileUserFields = z.object({
  name: z.string({ error: MOBILE_USER_MESSAGES.nameRequired }).trim().min(2, MOBILE_USER_MESSAGES.nameRequired).max(120, 'Name must be at most 120 characters'),
  employee_code: z
    .string({ error: MOBILE_USER_MESSAGES.employeeCode })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{2,20}$/, MOBILE_USER_MESSAGES.employeeCode),
  mobile: z
    .string({ error: MOBILE_USER_MESSAGES.mobile })
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(MOBILE, MOBILE_USER_MESSAGES.mobile)),
  /** The depot the inspector works from. */
  center_id: z.number({ error: 'Choose a depot' }).int('Choose a depot').positive('Choose a depot').max(MAX_ID, 'Choose a depot').nullish().transform((value) => value ?? null),
  status: recordStatusSchema.default('active'),
});

/** POST mobile_user/create. */
export const mobileUserCreateSchema = mobileUserFields.extend({ password: newPasswordSchema });
export type MobileUserCreate = z.output<typeof mobileUserCreateSchema>;
export type MobileUserCreateForm = z.input<typeof mobileUserCreateSchema>;

/** PUT mobile_user/update-user/{id}: a full replacement; a password given here resets it (and signs the inspector out everywhere). */
export const mobileUserUpdateSchema = mobileUserFields.extend({
  password: z
    .string()
    .nullish()
    .transform((value) => value || null)
    .pipe(newPasswordSchema.nullable()),
});
export type MobileUserUpdate = z.output<typeof mobileUserUpdateSchema>;
export type MobileUserUpdateForm = z.input<typeof mobileUserUpdateSchema>;

export const mobileUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  employee_code: z.string(),
  mobile: z.string(),
  center_id: z.number().int().nullable(),
  center_name: z.string().nullable(),
  status: z.enum(RECORD_STATUSES),
  last_seen_at: z.string().nullable(),
  /** Live sessions (signed-in phones). */
  active_sessions: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MobileUser = z.infer<typeof mobileUserSchema>;

const centerIdFilter = idParamSchema('center_id').optional();

export const mobileUserListQuerySchema = listQuerySchemaFor({
  sort: MOBILE_USER_SORTS,
  defaultSort: 'name',
  filters: { status: enumFilter('status', RECORD_STATUSES), center_id: centerIdFilter },
});
export type MobileUserListQuery = z.output<typeof mobileUserListQuerySchema>;
/** The CSV export takes the list's query; it ignores page and limit and streams every match. */
export const mobileUserExportQuerySchema = mobileUserListQuerySchema;
export type MobileUserExportQuery = z.output<typeof mobileUserExportQuerySchema>;

/** A signed-in phone of an inspector, as the panel lists it (to revoke a lost phone). */
export const mobileSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type MobileSession = z.infer<typeof mobileSessionSchema>;

/** POST /api/v1/mobile/login: an employee code or a mobile number, and the password. */
export const mobileLoginBodySchema = z.object({
  login: z.string({ error: 'Enter your employee code or mobile number' }).trim().min(1, 'Enter your employee code or mobile number').max(40, 'Enter your employee code or mobile number'),
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(1024),
  /** Shown to the panel to tell phones apart (e.g. "Redmi Note 12, app 1.4.0"). */
  device: z.string().trim().max(200).optional(),
});
export type MobileLoginBody = z.infer<typeof mobileLoginBodySchema>;

export const mobileInspectorSchema = mobileUserSchema.pick({ id: true, name: true, employee_code: true, mobile: true, center_id: true, center_name: true });
export type MobileInspector = z.infer<typeof mobileInspectorSchema>;

export const mobileLoginDataSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  inspector: mobileInspectorSchema,
});
export type MobileLoginData = z.infer<typeof mobileLoginDataSchema>;

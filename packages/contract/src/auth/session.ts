/** Sign-in and the signed-in user (docs/api.md "Auth"). */
import { z } from 'zod';
import { permissionMapSchema } from '../access/permission-map-schema.ts';
import { USER_TYPES } from './user-types.ts';

export { USER_TYPES } from './user-types.ts';

export { loginBodySchema, type LoginBody } from './login.ts';

export const sessionRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: permissionMapSchema,
});

/** `GET me`: the signed-in user's fields (first_name, email, profile_image, user_type, role, roles, role_permission) and what the profile page needs. */
export const meSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  /** A URL under the media base path (`/media/<key>`), or null. */
  profile_image: z.string().nullable(),
  user_type: z.enum(USER_TYPES),
  /** The first role's name, shown as the user's role (pages open by any role: docs/panel.md "Route access"). */
  role: z.string().nullable(),
  roles: z.array(sessionRoleSchema),
  /** Names of the permissions any of the user's roles may read. */
  role_permission: z.array(z.string()),
  center_id: z.number().int().nullable(),
  status: z.enum(['active', 'inactive']),
  last_login_at: z.string().nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** A permission as the login answer lists it (same items as `GET permissions` → data.permissions). */
export const namedPermissionSchema = z.object({ id: z.number().int(), name: z.string() });

export const loginDataSchema = z.object({
  token: z.string(),
  user: meSchema,
  /** Every permission that exists, for the menu filter (docs/panel.md "The menu"). */
  permissions: z.array(namedPermissionSchema),
});
export type LoginData = z.infer<typeof loginDataSchema>;

/** The one answer for an unknown email and a wrong password (HTTP 401). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

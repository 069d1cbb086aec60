/** Request and response shapes of the role endpoints (`roles`, `roles/create`, `roles/{id}`). */
import { z } from 'zod';
import { listQuerySchemaFor } from '../http/list-query.ts';
import { descriptionSchema } from '../http/text.ts';
import { recordNameSchema } from './record-name.ts';
import { permissionMapSchema } from './permission-map-schema.ts';
import { ROLE_SORTS } from '../http/list-sorts.ts';

export { ROLE_SORTS } from '../http/list-sorts.ts';

export const ROLE_NAME_MAX = 100;

export const roleBodySchema = z.object({
  name: recordNameSchema('Role', ROLE_NAME_MAX),
  description: descriptionSchema,
  /** Keyed by permission name, the same map `me` returns in `roles[].permissions`; flags left out are false on create (a PUT names them all). */
  permissions: permissionMapSchema.default({}),
  /**
   * Its holders sign in with a second factor: one without is taken to enrolment right after the
   * password (docs/api.md "Second factor"). Left out of a create: off (a PUT names it, as every field).
   */
  requires_second_factor: z.boolean().optional(),
});
export type RoleBody = z.infer<typeof roleBodySchema>;
export type RoleForm = z.input<typeof roleBodySchema>;

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  permissions: permissionMapSchema,
  requires_second_factor: z.boolean(),
  /** How many admin users hold the role (a held role cannot be deleted). */
  user_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleListQuerySchema = listQuerySchemaFor({ sort: ROLE_SORTS, defaultSort: 'name' });
export type RoleListQuery = z.output<typeof roleListQuerySchema>;

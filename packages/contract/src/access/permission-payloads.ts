/** Request and response shapes of the permission endpoints (`GET permissions`, `permissions/create` …). */
import { z } from 'zod';
import { listQuerySchema, MAX_PAGE_SIZE } from '../http/list.ts';
import { descriptionSchema } from '../http/text.ts';
import { recordNameSchema } from './record-name.ts';
import { PERMISSION_SORTS } from '../http/list-sorts.ts';

export { PERMISSION_SORTS } from '../http/list-sorts.ts';

export const PERMISSION_NAME_MAX = 100;

export const permissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Seeded (the modules and menu titles, docs/domain.md "Roles and permissions"): cannot be renamed or deleted. */
  system: z.boolean(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const permissionBodySchema = z.object({
  name: recordNameSchema('Permission', PERMISSION_NAME_MAX),
  description: descriptionSchema,
});
export type PermissionBody = z.infer<typeof permissionBodySchema>;
export type PermissionForm = z.input<typeof permissionBodySchema>;

/**
 * `GET permissions`: every signed-in user needs all names for the menu filter, so without `limit`
 * the whole list comes back (one page holding everything); with `limit` it is paged like any list.
 */
export const permissionListQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  sort: z.enum(PERMISSION_SORTS).default('name'),
});
export type PermissionListQuery = z.output<typeof permissionListQuerySchema>;

/** The array is `data.permissions` (docs/api.md "User Management"); the paging fields sit beside it. */
export const permissionListSchema = z.object({
  permissions: z.array(permissionSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type PermissionList = z.infer<typeof permissionListSchema>;

/** The schema of a role's flags per permission (see permissions.ts for the vocabulary). */
import { z } from 'zod';
import type { PermissionFlags, PermissionMap } from './permissions.ts';

export const permissionFlagsSchema: z.ZodType<PermissionFlags, Partial<PermissionFlags>> = z.object({
  read: z.boolean().default(false),
  create: z.boolean().default(false),
  update: z.boolean().default(false),
  delete: z.boolean().default(false),
});

/** A role's flags keyed by permission name, as `me` returns them and role forms send them. */
export const permissionMapSchema: z.ZodType<PermissionMap, Record<string, Partial<PermissionFlags>>> = z.record(z.string().min(1).max(100), permissionFlagsSchema);

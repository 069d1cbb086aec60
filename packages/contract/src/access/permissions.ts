/**
 * The permission vocabulary of PassDesk, defined once for the server and the panel.
 *
 * Spec section 6: a permission is a named item; a role holds read/create/update/delete flags per
 * permission name. The names are the spec's modules (path-prefix map) and menu titles.
 */
import { z } from 'zod';

export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/** Modules of the spec's route map (section 6). The server checks these on every endpoint. */
export const MODULES = [
  'Dashboard',
  'Card Category Management',
  'Card Management',
  'User Management',
  'Center Management',
  'Route Management',
  'Reports',
  'Mobile App Management',
  'Delete Cards',
] as const;
export type Module = (typeof MODULES)[number];

/** Menu titles that are not modules themselves (children of the spec's menu groups). */
export const MENU_PERMISSIONS = [
  'Create Card',
  'Daily Report',
  'Renew Card',
  'Web Application Card',
  '1. Permissions',
  '2. Roles',
  '3. User',
  'Mobile App User',
  'Card Scan',
  'APK Sharing',
] as const;

/** Seeded, system permissions: cannot be renamed or deleted. */
export const SYSTEM_PERMISSIONS: readonly string[] = [...MODULES, ...MENU_PERMISSIONS];

export const permissionFlagsSchema = z.object({
  read: z.boolean().default(false),
  create: z.boolean().default(false),
  update: z.boolean().default(false),
  delete: z.boolean().default(false),
});
export type PermissionFlags = z.infer<typeof permissionFlagsSchema>;

/** A role's flags keyed by permission name, as `me` returns them and role forms send them. */
export const permissionMapSchema = z.record(z.string().min(1).max(100), permissionFlagsSchema);
export type PermissionMap = Record<string, PermissionFlags>;

export const NO_FLAGS: PermissionFlags = { read: false, create: false, update: false, delete: false };
export const ALL_FLAGS: PermissionFlags = { read: true, create: true, update: true, delete: true };

/** Looks a permission up by name, ignoring case (spec: names match ignoring case). */
export function flagsFor(map: PermissionMap | undefined, name: string): PermissionFlags {
  if (!map) return NO_FLAGS;
  const exact = map[name];
  if (exact) return exact;
  const wanted = name.toLowerCase();
  for (const [key, flags] of Object.entries(map)) {
    if (key.toLowerCase() === wanted) return flags;
  }
  return NO_FLAGS;
}

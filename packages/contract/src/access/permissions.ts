/**
 * The permission vocabulary of PassDesk, defined once for the server and the panel.
 *
 * A permission is a named item; a role holds read/create/update/delete flags per permission name.
 * The seeded names are the modules (the path-prefix map) and the menu titles (docs/domain.md
 * "Roles and permissions").
 * No schema library here: the menu and guards of the first screen use this file; the payload
 * schemas are in permission-map-schema.ts.
 */
export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/** The modules of the route map (docs/panel.md "Route access"). The server checks these on every endpoint. */
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

/** Menu titles that are not modules themselves (children of the menu's groups). */
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

/** Rights that are neither a module nor a menu title: recording missing translations outside development. */
export const TRANSLATIONS_PERMISSION = 'Translations';

/** Seeded, system permissions: cannot be renamed or deleted. */
export const SYSTEM_PERMISSIONS: readonly string[] = [...MODULES, ...MENU_PERMISSIONS, TRANSLATIONS_PERMISSION];

/** What a role may do with one permission (validated by permission-map-schema.ts). */
export type PermissionFlags = Record<Action, boolean>;

/** A role's flags keyed by permission name, as `me` returns them and role forms send them. */
export type PermissionMap = Record<string, PermissionFlags>;

export const NO_FLAGS: PermissionFlags = { read: false, create: false, update: false, delete: false };
export const ALL_FLAGS: PermissionFlags = { read: true, create: true, update: true, delete: true };

/** Looks a permission up by name, ignoring case (docs/domain.md "Roles and permissions"). Own keys only. */
export function flagsFor(map: PermissionMap | undefined, name: string): PermissionFlags {
  if (!map) return NO_FLAGS;
  // Object.hasOwn: a permission named `constructor` or `toString` must not find Object.prototype's.
  if (Object.hasOwn(map, name)) return map[name] ?? NO_FLAGS;
  const wanted = name.toLowerCase();
  for (const [key, flags] of Object.entries(map)) {
    if (key.toLowerCase() === wanted) return flags;
  }
  return NO_FLAGS;
}

/** Whoever holds rights: the signed-in admin as `me` returns it, or the server's actor. */
export interface PermissionHolder {
  user_type?: string;
  roles: ReadonlyArray<{ permissions: PermissionMap }>;
}

/**
 * The permission rule, written once for the server's access hook and the panel's buttons: a super
 * admin may do everything; anyone else needs `action` set on `permission` in one of their roles.
 */
export function may(user: PermissionHolder | null | undefined, permission: string, action: Action): boolean {
  if (!user) return false;
  if (user.user_type === 'super_admin') return true;
  return user.roles.some((role) => flagsFor(role.permissions, permission)[action] === true);
}

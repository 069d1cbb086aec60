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

/**
 * Every permission the code names, written once: `PERMISSION.cardManagement` is the seeded
 * permission "Card Management". Code elsewhere names a permission through this table only
 * (eslint.config.mjs refuses a literal name where a permission is asked for).
 */
export const PERMISSION = {
  // The modules of the route map (docs/panel.md "Route access"): the server checks these on every endpoint.
  dashboard: 'Dashboard',
  cardCategoryManagement: 'Card Category Management',
  cardManagement: 'Card Management',
  userManagement: 'User Management',
  centerManagement: 'Center Management',
  routeManagement: 'Route Management',
  reports: 'Reports',
  mobileAppManagement: 'Mobile App Management',
  deleteCards: 'Delete Cards',
  // Menu titles that are not modules themselves (children of the menu's groups).
  createCard: 'Create Card',
  dailyReport: 'Daily Report',
  renewCard: 'Renew Card',
  webApplicationCard: 'Web Application Card',
  permissions: '1. Permissions',
  roles: '2. Roles',
  user: '3. User',
  mobileAppUser: 'Mobile App User',
  cardScan: 'Card Scan',
  apkSharing: 'APK Sharing',
  // Neither a module nor a menu title: recording missing translations outside development.
  translations: 'Translations',
} as const;

/** The name of a seeded permission. Roles may also hold permissions administrators added. */
export type PermissionName = (typeof PERMISSION)[keyof typeof PERMISSION];

/** The modules of the route map (docs/panel.md "Route access"). The server checks these on every endpoint. */
export const MODULES = [
  PERMISSION.dashboard,
  PERMISSION.cardCategoryManagement,
  PERMISSION.cardManagement,
  PERMISSION.userManagement,
  PERMISSION.centerManagement,
  PERMISSION.routeManagement,
  PERMISSION.reports,
  PERMISSION.mobileAppManagement,
  PERMISSION.deleteCards,
] as const;
export type Module = (typeof MODULES)[number];

/** Seeded, system permissions: cannot be renamed or deleted. */
export const SYSTEM_PERMISSIONS: readonly PermissionName[] = Object.values(PERMISSION);

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
export function may(user: PermissionHolder | null | undefined, permission: PermissionName, action: Action): boolean {
  return holds(user, permission, action);
}

/**
 * The same rule for a permission named by data rather than by code — a role's map may hold
 * permissions administrators added (the escalation checks compare such maps).
 */
export function holds(user: PermissionHolder | null | undefined, permissionName: string, action: Action): boolean {
  if (!user) return false;
  if (user.user_type === 'super_admin') return true;
  return user.roles.some((role) => flagsFor(role.permissions, permissionName)[action] === true);
}

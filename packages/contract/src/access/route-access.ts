/**
 * Which protected page a signed-in user may open (spec section 6, "Route access").
 * Used by the panel's route guard; the same map tells the server which module a screen belongs to.
 */
import { flagsFor, type Module, type PermissionMap } from './permissions.ts';

/** Path prefix -> module, exactly the spec's table. `/report` (singular) is deliberately absent. */
export const PATH_MODULES: ReadonlyArray<readonly [prefix: string, module: Module]> = [
  ['/delete-cards', 'Delete Cards'],
  ['/dashboard', 'Dashboard'],
  ['/card-management', 'Card Management'],
  ['/renew-card', 'Card Management'],
  ['/application-card', 'Card Management'],
  ['/daily-reports', 'Card Management'],
  ['/routes', 'Route Management'],
  ['/user', 'User Management'],
  ['/roles', 'User Management'],
  ['/permissions', 'User Management'],
  ['/mobile-user', 'Mobile App Management'],
  ['/card-scan', 'Mobile App Management'],
  ['/apk-api-sharing', 'Mobile App Management'],
  ['/center-management', 'Center Management'],
  ['/reports', 'Reports'],
  ['/card-category', 'Card Category Management'],
];

/** The landing page at the empty path. */
export const HOME_PATH = '/';

/** Paths every signed-in user may open, with everything below them. */
export const ALWAYS_ALLOWED_PATHS = ['/401', '/404', '/profile'] as const;

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function moduleForPath(path: string): Module | undefined {
  return PATH_MODULES.find(([prefix]) => isUnder(path, prefix))?.[1];
}

export interface RouteAccessUser {
  user_type?: string;
  roles: ReadonlyArray<{ permissions: PermissionMap }>;
}

/**
 * Spec: a user with no roles may open every protected page; otherwise the first role is checked;
 * /401, /404 and /profile are always allowed; any other path needs permissions[module].read.
 * The landing page `/` is let through too: it is not a screen but a forward (see HOME_PATH).
 * A super admin passes every check (DOMAIN.md).
 */
export function canOpenPath(user: RouteAccessUser, path: string): boolean {
  if (user.user_type === 'super_admin') return true;
  const firstRole = user.roles[0];
  if (!firstRole) return true;
  if (ALWAYS_ALLOWED_PATHS.some((allowed) => isUnder(path, allowed))) return true;
  // The empty path is the landing page (spec section 2): it only forwards to the first permitted
  // menu item, so refusing it would send a user with a role to /401 right after signing in.
  if (path === HOME_PATH) return true;
  const module = moduleForPath(path);
  if (!module) return false;
  return flagsFor(firstRole.permissions, module).read;
}

/**
 * Which protected page a signed-in user may open (docs/panel.md "Route access").
 * Used by the panel's route guard; the same map tells the server which module a screen belongs to.
 */
import { may, PERMISSION, type Module, type PermissionMap } from './permissions.ts';

/** Path prefix -> module (docs/panel.md "Screens and routes"). `/report` (singular) is deliberately absent. */
export const PATH_MODULES: ReadonlyArray<readonly [prefix: string, module: Module]> = [
  ['/delete-cards', PERMISSION.deleteCards],
  ['/dashboard', PERMISSION.dashboard],
  ['/card-management', PERMISSION.cardManagement],
  ['/renew-card', PERMISSION.cardManagement],
  ['/application-card', PERMISSION.cardManagement],
  ['/daily-reports', PERMISSION.cardManagement],
  ['/routes', PERMISSION.routeManagement],
  ['/user', PERMISSION.userManagement],
  ['/roles', PERMISSION.userManagement],
  ['/permissions', PERMISSION.userManagement],
  ['/mobile-user', PERMISSION.mobileAppManagement],
  ['/card-scan', PERMISSION.mobileAppManagement],
  ['/apk-api-sharing', PERMISSION.mobileAppManagement],
  ['/center-management', PERMISSION.centerManagement],
  ['/reports', PERMISSION.reports],
  ['/card-category', PERMISSION.cardCategoryManagement],
];

/**
 * Pages only a super admin opens, whatever the roles say (deny by default: no permission name
 * opens them). The server's routes behind them declare `access.superAdmin()`.
 */
export const SUPER_ADMIN_PATHS = ['/audit'] as const;

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
 * The page guard's rule, the same as the menu's (navigation/menu.ts, both through `may`): a page
 * opens when ANY of the user's roles may read its module. Not the "first role" only, which
 * offered users menu items that then sent them to /401, and not "no roles opens everything", which
 * showed lists that could only fail (docs/architecture.md,
 * "Route access"). /401, /404 and /profile are always allowed; so is the landing page `/`, which
 * only forwards (to the first permitted menu item, or the "no rights yet" page). A super admin
 * passes every check; SUPER_ADMIN_PATHS open to nobody else.
 */
export function canOpenPath(user: RouteAccessUser, path: string): boolean {
  if (user.user_type === 'super_admin') return true;
  if (SUPER_ADMIN_PATHS.some((prefix) => isUnder(path, prefix))) return false;
  if (ALWAYS_ALLOWED_PATHS.some((allowed) => isUnder(path, allowed))) return true;
  if (path === HOME_PATH) return true;
  const module = moduleForPath(path);
  return module !== undefined && may(user, module, 'read');
}

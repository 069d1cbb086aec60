/**
 * Which protected page a signed-in user may open (docs/panel.md "Route access").
 * Used by the panel's route guard; the same map tells the server which module a screen belongs to.
 */
import { SCREENS } from '../navigation/screens.ts';
import { may, PERMISSION, type Module, type PermissionMap } from './permissions.ts';

/** Path prefix -> module (docs/panel.md "Screens and routes"). `/report` (singular) is deliberately absent. */
export const PATH_MODULES: ReadonlyArray<readonly [prefix: string, module: Module]> = [
  [SCREENS.deleteCards, PERMISSION.deleteCards],
  [SCREENS.dashboard, PERMISSION.dashboard],
  [SCREENS.cards, PERMISSION.cardManagement],
  [SCREENS.renewals, PERMISSION.cardManagement],
  [SCREENS.applications, PERMISSION.cardManagement],
  [SCREENS.dailyReports, PERMISSION.cardManagement],
  [SCREENS.routes, PERMISSION.routeManagement],
  [SCREENS.users, PERMISSION.userManagement],
  [SCREENS.roles, PERMISSION.userManagement],
  [SCREENS.permissions, PERMISSION.userManagement],
  [SCREENS.mobileUsers, PERMISSION.mobileAppManagement],
  [SCREENS.cardScans, PERMISSION.mobileAppManagement],
  [SCREENS.apkSharing, PERMISSION.mobileAppManagement],
  [SCREENS.centers, PERMISSION.centerManagement],
  [SCREENS.reports, PERMISSION.reports],
  [SCREENS.categories, PERMISSION.cardCategoryManagement],
];

/**
 * Pages only a super admin opens, whatever the roles say (deny by default: no permission name
 * opens them). The server's routes behind them declare `access.superAdmin()`.
 */
export const SUPER_ADMIN_PATHS = [SCREENS.audit, SCREENS.mailOutbox] as const;

/** The landing page at the empty path. */
export const HOME_PATH = SCREENS.home;

/** Paths every signed-in user may open, with everything below them. */
export const ALWAYS_ALLOWED_PATHS = [SCREENS.notAuthorized, SCREENS.notFound, SCREENS.profile] as const;

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

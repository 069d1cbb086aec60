/**
 * The side navigation, in its order, and the permission filter (docs/panel.md "The menu"). Icons
 * are named here and drawn by the panel.
 */
import { holds, PERMISSION, type PermissionMap, type PermissionName } from '../access/permissions.ts';
import { SCREENS } from './screens.ts';

export interface MenuLink {
  kind: 'link';
  /** The title; also the permission name that shows the item (case-insensitive). */
  title: string;
  /** i18n key of the title in the `nav` namespace. */
  titleKey: string;
  path?: string;
  icon?: string;
  badgeContent?: string;
  badgeColor?: 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';
  disabled?: boolean;
  openInNewTab?: boolean;
  /** Shown to super admins only, whatever permissions exist or roles grant (the audit trail). */
  superAdminOnly?: boolean;
  /** Generic ability fields (action and subject) an item may carry. */
  action?: string;
  subject?: string;
  /** The title of the heading this item stands under; an item without one belongs to no heading. */
  section?: string;
}

export interface MenuGroup extends Omit<MenuLink, 'kind' | 'path' | 'openInNewTab'> {
  kind: 'group';
  children: MenuItem[];
}

export interface MenuSection {
  kind: 'section';
  title: string;
  titleKey: string;
}

export type MenuItem = MenuLink | MenuGroup | MenuSection;

const link = (title: PermissionName, titleKey: string, path: string, more: Partial<MenuLink> = {}): MenuLink => ({ kind: 'link', title, titleKey, path, ...more });
const superAdminLink = (title: string, titleKey: string, path: string): MenuLink => ({ kind: 'link', title, titleKey, path, superAdminOnly: true });
const group = (title: PermissionName, titleKey: string, icon: string, children: MenuItem[]): MenuGroup => ({ kind: 'group', title, titleKey, icon, children });
const section = (title: string, titleKey: string): MenuSection => ({ kind: 'section', title, titleKey });
/** A heading and the items of its own section, each marked with the heading's title. */
const headed = (heading: MenuSection, items: ReadonlyArray<MenuLink | MenuGroup>): MenuItem[] => [
  heading,
  ...items.map((item) => ({ ...item, section: heading.title })),
];

export const MENU: readonly MenuItem[] = [
  link(PERMISSION.dashboard, 'dashboard', SCREENS.dashboard, { icon: 'dashboard' }),
  ...headed(section('Card', 'card'), [
    link(PERMISSION.cardCategoryManagement, 'cardCategory', SCREENS.categories, { icon: 'category' }),
    group(PERMISSION.cardManagement, 'cardManagement', 'cards', [
      link(PERMISSION.createCard, 'createCard', SCREENS.cards),
      link(PERMISSION.dailyReport, 'dailyReport', SCREENS.dailyReports),
      link(PERMISSION.renewCard, 'renewCard', SCREENS.renewals),
      link(PERMISSION.webApplicationCard, 'webApplicationCard', SCREENS.applications),
    ]),
  ]),
  group(PERMISSION.userManagement, 'userManagement', 'users', [
    link(PERMISSION.permissions, 'permissions', SCREENS.permissions),
    link(PERMISSION.roles, 'roles', SCREENS.roles),
    link(PERMISSION.user, 'user', SCREENS.users),
    superAdminLink('Audit Trail', 'auditTrail', SCREENS.audit),
    superAdminLink('Mail Outbox', 'mailOutbox', SCREENS.mailOutbox),
  ]),
  link(PERMISSION.centerManagement, 'centerManagement', SCREENS.centers, { icon: 'center' }),
  link(PERMISSION.routeManagement, 'routeManagement', SCREENS.routes, { icon: 'route' }),
  link(PERMISSION.reports, 'reports', SCREENS.reports, { icon: 'reports' }),
  group(PERMISSION.mobileAppManagement, 'mobileAppManagement', 'mobile', [
    link(PERMISSION.mobileAppUser, 'mobileAppUser', SCREENS.mobileUsers),
    link(PERMISSION.cardScan, 'cardScan', SCREENS.cardScans),
    link(PERMISSION.apkSharing, 'apkSharing', SCREENS.apkSharing),
  ]),
  link(PERMISSION.deleteCards, 'deleteCards', SCREENS.deleteCards, { icon: 'delete' }),
];

export interface MenuUser {
  user_type?: string;
  roles: ReadonlyArray<{ permissions: PermissionMap }>;
}

/**
 * An entry shows only if a permission named like its title exists (ignoring case)
 * and one of the user's roles has it true (read). A group shows only if it is allowed itself and at
 * least one child is. A section heading shows when an item of its own section (`section` naming the
 * heading) shows — not above unrelated entries that happen to follow it.
 * A super admin sees everything that exists as a permission, and the items marked `superAdminOnly`,
 * which nobody else sees.
 */
export function filterMenu(
  items: readonly MenuItem[],
  user: MenuUser,
  permissionNames: readonly string[],
): MenuItem[] {
  const known = new Set(permissionNames.map((name) => name.toLowerCase()));
  const allowed = (title: string): boolean => {
    if (!known.has(title.toLowerCase())) return false;
    return holds(user, title, 'read');
  };
  const visit = (list: readonly MenuItem[]): MenuItem[] => {
    const kept: MenuItem[] = [];
    for (const item of list) {
      if (item.kind === 'section') kept.push(item);
      else if (item.kind === 'link') {
        if (item.superAdminOnly ? user.user_type === 'super_admin' : allowed(item.title)) kept.push(item);
      } else if (allowed(item.title)) {
        const children = visit(item.children);
        if (children.some((child) => child.kind !== 'section')) kept.push({ ...item, children });
      }
    }
    // Drop headings none of whose own items is shown.
    const shownSections = new Set(kept.flatMap((item) => (item.kind !== 'section' && item.section ? [item.section] : [])));
    return kept.filter((item) => item.kind !== 'section' || shownSections.has(item.title));
  };
  return visit(items);
}

/** The first page a user may open: the first visible item, its first child when it is a group. */
export function firstMenuPath(items: readonly MenuItem[]): string | undefined {
  for (const item of items) {
    if (item.kind === 'link' && item.path && !item.disabled) return item.path;
    if (item.kind === 'group') {
      const inner = firstMenuPath(item.children);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** An item is active when the current path equals its path or contains it. */
export function isPathActive(itemPath: string | undefined, currentPath: string): boolean {
  if (!itemPath) return false;
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}

/** Whether a group holds the current route somewhere below it. */
export function groupHoldsPath(group: MenuGroup, currentPath: string): boolean {
  return group.children.some((child) =>
    child.kind === 'link'
      ? isPathActive(child.path, currentPath)
      : child.kind === 'group' && groupHoldsPath(child, currentPath),
  );
}

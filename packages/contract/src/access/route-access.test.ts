import { describe, expect, it } from 'vitest';
import { NO_FLAGS, type PermissionMap } from './permissions.ts';
import { canOpenPath, moduleForPath, PATH_MODULES, type RouteAccessUser } from './route-access.ts';

const READ = { ...NO_FLAGS, read: true };
const withRoles = (...roles: PermissionMap[]): RouteAccessUser => ({ user_type: 'staff', roles: roles.map((permissions) => ({ permissions })) });

describe('canOpenPath (route access)', () => {
  it('lets a user with no roles open only the landing page (the "no rights yet" page), /401, /404 and /profile', () => {
    const user = withRoles();
    for (const path of ['/dashboard', '/roles', '/report', '/card-management/7', '/anything']) expect(canOpenPath(user, path)).toBe(false);
    for (const path of ['/', '/401', '/404', '/profile']) expect(canOpenPath(user, path)).toBe(true);
  });

  it('opens a page when ANY role reads its module, like the menu (a deliberate departure from "first role")', () => {
    const user = withRoles({ Dashboard: READ }, { Reports: READ });
    expect(canOpenPath(user, '/dashboard')).toBe(true);
    expect(canOpenPath(user, '/reports')).toBe(true);
    expect(canOpenPath(user, '/roles')).toBe(false);
  });

  it('always allows /401, /404 and /profile and below', () => {
    const user = withRoles({});
    for (const path of ['/401', '/404', '/profile', '/profile/security']) expect(canOpenPath(user, path)).toBe(true);
    expect(canOpenPath(user, '/profiles')).toBe(false);
  });

  it('maps every prefix of the route map to its module and needs its read flag', () => {
    // The route map (docs/panel.md "Screens and routes"), written here module by module (prefixes never overlap, so order is free).
    const byModule: Record<string, string[]> = {
      'Delete Cards': ['/delete-cards'],
      Dashboard: ['/dashboard'],
      'Card Management': ['/card-management', '/renew-card', '/application-card', '/daily-reports'],
      'Route Management': ['/routes'],
      'User Management': ['/user', '/roles', '/permissions'],
      'Mobile App Management': ['/mobile-user', '/card-scan', '/apk-api-sharing'],
      'Center Management': ['/center-management'],
      Reports: ['/reports'],
      'Card Category Management': ['/card-category'],
    };
    const table = Object.entries(byModule).flatMap(([module, prefixes]) => prefixes.map((prefix): [string, string] => [prefix, module]));
    expect(PATH_MODULES.map(([prefix, module]) => [prefix, module]).sort()).toEqual([...table].sort());
    for (const [prefix, module] of table) {
      expect(moduleForPath(`${prefix}/12`)).toBe(module);
      expect(canOpenPath(withRoles({ [module]: READ }), prefix)).toBe(true);
      expect(canOpenPath(withRoles({ [module]: READ }), `${prefix}/edit/3`)).toBe(true);
      expect(canOpenPath(withRoles({ [module]: { ...NO_FLAGS, create: true, update: true, delete: true } }), prefix)).toBe(false);
    }
  });

  it('matches module names ignoring case, as permission names do', () => {
    expect(canOpenPath(withRoles({ 'user management': READ }), '/user/4')).toBe(true);
  });

  it('denies /report (singular) and unmapped paths to a user with a role, even one holding Reports', () => {
    const user = withRoles({ Reports: READ, Dashboard: READ });
    expect(canOpenPath(user, '/report')).toBe(false);
    expect(canOpenPath(user, '/reports')).toBe(true);
    expect(canOpenPath(user, '/settings')).toBe(false);
  });

  it('lets everyone reach the landing page, which forwards to the first permitted menu item', () => {
    expect(canOpenPath(withRoles({}), '/')).toBe(true);
  });

  it('lets a super admin open everything', () => {
    expect(canOpenPath({ user_type: 'super_admin', roles: [{ permissions: {} }] }, '/roles')).toBe(true);
    expect(canOpenPath({ user_type: 'super_admin', roles: [] }, '/audit')).toBe(true);
  });

  it('opens the audit trail to nobody else, whatever their roles hold', () => {
    const user = { user_type: 'admin', roles: [{ permissions: { 'User Management': READ, 'Audit Trail': READ, Audit: READ } }] };
    expect(canOpenPath(user, '/audit')).toBe(false);
    expect(canOpenPath(user, '/audit/7')).toBe(false);
    expect(canOpenPath(user, '/user')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { NO_FLAGS, SYSTEM_PERMISSIONS, type PermissionMap } from '../access/permissions.ts';
import { filterMenu, firstMenuPath, groupHoldsPath, isPathActive, MENU, type MenuGroup, type MenuItem } from './menu.ts';

const READ = { ...NO_FLAGS, read: true };
const ALL_NAMES = [...SYSTEM_PERMISSIONS];

function staff(...roles: PermissionMap[]) {
  return { user_type: 'staff', roles: roles.map((permissions) => ({ permissions })) };
}

/** Titles as a tree: groups become [title, [children]]. */
function shape(items: readonly MenuItem[]): unknown[] {
  return items.map((item) => (item.kind === 'group' ? [item.title, shape(item.children)] : item.kind === 'section' ? `# ${item.title}` : item.title));
}

describe('menu filter', () => {
  it('shows a super admin the whole menu, in order', () => {
    expect(shape(filterMenu(MENU, { user_type: 'super_admin', roles: [] }, ALL_NAMES))).toEqual([
      'Dashboard',
      '# Card',
      'Card Category Management',
      ['Card Management', ['Create Card', 'Daily Report', 'Renew Card', 'Web Application Card']],
      ['User Management', ['1. Permissions', '2. Roles', '3. User', 'Audit Trail', 'Mail Outbox']],
      'Center Management',
      'Route Management',
      'Reports',
      ['Mobile App Management', ['Mobile App User', 'Card Scan', 'APK Sharing']],
      'Delete Cards',
    ]);
  });

  it('shows the audit trail and the mail outbox to super admins only, even to an admin whose roles hold every permission and one named like it', () => {
    const everything = Object.fromEntries([...ALL_NAMES, 'Audit Trail', 'Mail Outbox'].map((name) => [name, { read: true, create: true, update: true, delete: true }]));
    const admin = { user_type: 'admin', roles: [{ permissions: everything }] };
    const userManagement = filterMenu(MENU, admin, [...ALL_NAMES, 'Audit Trail', 'Mail Outbox']).find((item) => item.title === 'User Management');
    expect(userManagement && shape([userManagement])).toEqual([['User Management', ['1. Permissions', '2. Roles', '3. User']]]);
  });

  it('shows an entry only when a permission of that name exists and a role reads it', () => {
    const user = staff({ Dashboard: READ, Reports: READ, 'Route Management': { ...NO_FLAGS, create: true } });
    expect(shape(filterMenu(MENU, user, ALL_NAMES))).toEqual(['Dashboard', 'Reports']);
    // The role says yes, but no such permission exists (any more).
    expect(shape(filterMenu(MENU, user, ALL_NAMES.filter((name) => name !== 'Reports')))).toEqual(['Dashboard']);
  });

  it('matches permission names ignoring case, both in the list and in the role', () => {
    const user = staff({ dashboard: READ });
    expect(shape(filterMenu(MENU, user, ['DASHBOARD']))).toEqual(['Dashboard']);
  });

  it('counts any of the user roles, not only the first', () => {
    const user = staff({ Dashboard: NO_FLAGS }, { Dashboard: READ });
    expect(shape(filterMenu(MENU, user, ALL_NAMES))).toEqual(['Dashboard']);
  });

  it('shows a group only when it is allowed itself and at least one child is', () => {
    const childOnly = staff({ 'Create Card': READ });
    expect(shape(filterMenu(MENU, childOnly, ALL_NAMES))).toEqual([]);
    const groupOnly = staff({ 'Card Management': READ });
    expect(shape(filterMenu(MENU, groupOnly, ALL_NAMES))).toEqual([]);
    const both = staff({ 'Card Management': READ, 'Renew Card': READ, 'Daily Report': READ });
    expect(shape(filterMenu(MENU, both, ALL_NAMES))).toEqual(['# Card', ['Card Management', ['Daily Report', 'Renew Card']]]);
  });

  it('shows the Card heading only above an item of its own section, never above unrelated entries alone', () => {
    expect(shape(filterMenu(MENU, staff({ Dashboard: READ, 'Delete Cards': READ }), ALL_NAMES))).toEqual(['Dashboard', 'Delete Cards']);
    expect(shape(filterMenu(MENU, staff({ Dashboard: READ }), ALL_NAMES))).toEqual(['Dashboard']);
    expect(shape(filterMenu(MENU, staff({ 'Card Category Management': READ, Reports: READ }), ALL_NAMES))).toEqual(['# Card', 'Card Category Management', 'Reports']);
  });

  it('for every set of entries a role may read, shows each heading only directly above an item of its own section', () => {
    const entries = MENU.filter((item) => item.kind !== 'section');
    const grants = (item: MenuItem): PermissionMap =>
      item.kind === 'group' ? Object.assign({ [item.title]: READ }, ...item.children.map(grants)) : item.kind === 'link' ? { [item.title]: READ } : {};
    let checked = 0;
    for (let mask = 0; mask < 2 ** entries.length; mask++) {
      const chosen = entries.filter((_, index) => (mask >> index) & 1);
      const shown = filterMenu(MENU, staff(Object.assign({}, ...chosen.map(grants))), ALL_NAMES);
      shown.forEach((item, index) => {
        if (item.kind !== 'section') return;
        const next = shown[index + 1];
        expect(next && next.kind !== 'section' && next.section, JSON.stringify(shape(shown))).toBe(item.title);
      });
      const ownShown = shown.some((item) => item.kind !== 'section' && item.section === 'Card');
      expect(shown.some((item) => item.kind === 'section'), JSON.stringify(shape(shown))).toBe(ownShown);
      checked++;
    }
    expect(checked).toBe(2 ** entries.length);
  });

  it('shows nothing to a user without roles or permissions, and never changes MENU', () => {
    const before = JSON.stringify(MENU);
    expect(filterMenu(MENU, staff(), ALL_NAMES)).toEqual([]);
    expect(filterMenu(MENU, { user_type: 'super_admin', roles: [] }, [])).toEqual([]);
    expect(JSON.stringify(MENU)).toBe(before);
  });
});

describe('menu paths', () => {
  it('lands on the first visible item, a group\'s first child', () => {
    expect(firstMenuPath(filterMenu(MENU, staff({ 'User Management': READ, '2. Roles': READ, '3. User': READ }), ALL_NAMES))).toBe('/roles');
    expect(firstMenuPath(filterMenu(MENU, { user_type: 'super_admin', roles: [] }, ALL_NAMES))).toBe('/dashboard');
    expect(firstMenuPath([])).toBeUndefined();
  });

  it('marks an item active on its path and below it, not on a look-alike prefix', () => {
    expect(isPathActive('/routes', '/routes')).toBe(true);
    expect(isPathActive('/routes', '/routes/add-route')).toBe(true);
    expect(isPathActive('/user', '/user-settings')).toBe(false);
    expect(isPathActive(undefined, '/')).toBe(false);
    const cards = MENU.find((item): item is MenuGroup => item.kind === 'group' && item.title === 'Card Management');
    expect(cards && groupHoldsPath(cards, '/card-management/edit-card/4')).toBe(true);
    expect(cards && groupHoldsPath(cards, '/roles')).toBe(false);
  });
});

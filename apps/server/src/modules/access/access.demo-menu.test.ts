import { describe, expect, it } from 'vitest';
import { SYSTEM_PERMISSIONS } from '@passdesk/contract/access/permissions';
import { filterMenu, MENU, type MenuItem } from '@passdesk/contract/navigation/menu';
import { DEMO_ROLES, DEMO_USERS } from './access.demo.ts';

/** Top-level titles, headings as `# Title` (docs/panel.md "The menu"). */
function topLevel(items: readonly MenuItem[]): string[] {
  return items.map((item) => (item.kind === 'section' ? `# ${item.title}` : item.title));
}

function menuFor(roleNames: readonly string[]): MenuItem[] {
  const roles = DEMO_ROLES.filter((role) => roleNames.includes(role.name)).map((role) => ({ permissions: role.permissions }));
  return filterMenu(MENU, { user_type: 'staff', roles }, SYSTEM_PERMISSIONS);
}

describe('the menu of every demo role', () => {
  it('shows each heading only directly above an item of its own section, for every role and every demo user', () => {
    const roleSets = [...DEMO_ROLES.map((role) => [role.name]), ...DEMO_USERS.map((user) => user.roles)];
    for (const names of roleSets) {
      const shown = menuFor(names);
      expect(shown.length, names.join(', ')).toBeGreaterThan(0);
      shown.forEach((item, index) => {
        if (item.kind !== 'section') return;
        const next = shown[index + 1];
        expect(next && next.kind !== 'section' ? next.section : undefined, `${names.join(', ')}: ${topLevel(shown).join(' | ')}`).toBe(item.title);
      });
    }
  });

  it('gives a report viewer, an inspector manager and an access administrator no Card heading', () => {
    expect(topLevel(menuFor(['Report Viewer']))).toEqual(['Dashboard', 'Reports']);
    expect(topLevel(menuFor(['Inspector Manager']))).toEqual(['Dashboard', 'Mobile App Management']);
    expect(topLevel(menuFor(['Access Administrator']))).toEqual(['User Management']);
    expect(topLevel(menuFor(['Card Clerk']))).toEqual(['# Card', 'Card Category Management', 'Card Management']);
  });
});

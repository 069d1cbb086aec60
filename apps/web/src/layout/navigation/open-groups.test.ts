import { MENU, type MenuItem } from '@passdesk/contract/navigation/menu';
import { describe, expect, it } from 'vitest';
import { activeGroupIds, openForRoute, toggleGroup } from './open-groups.ts';

const nested: MenuItem[] = [
  {
    kind: 'group',
    title: 'Outer',
    titleKey: 'outer',
    children: [
      { kind: 'group', title: 'Inner', titleKey: 'inner', children: [{ kind: 'link', title: 'Deep', titleKey: 'deep', path: '/deep' }] },
      { kind: 'link', title: 'Shallow', titleKey: 'shallow', path: '/shallow' },
    ],
  },
  { kind: 'group', title: 'Other', titleKey: 'other', children: [{ kind: 'link', title: 'O', titleKey: 'o', path: '/o' }] },
];

describe('open menu groups', () => {
  it('finds the groups holding the current route, also below an item path', () => {
    expect(activeGroupIds(MENU, '/renew-card/edit/3')).toEqual(['cardManagement']);
    expect(activeGroupIds(MENU, '/dashboard')).toEqual([]);
    expect(activeGroupIds(nested, '/deep')).toEqual(['outer', 'outer/inner']);
  });

  it('accordion: opening a group closes the others not on the active path', () => {
    const active = ['cardManagement'];
    const open = toggleGroup(['cardManagement', 'userManagement'], 'mobileAppManagement', 'accordion', active);
    expect(open).toEqual(['cardManagement', 'mobileAppManagement']);
    expect(toggleGroup(open, 'userManagement', 'accordion', [])).toEqual(['userManagement']);
  });

  it('accordion keeps the parents of a nested group open', () => {
    expect(toggleGroup(['outer'], 'outer/inner', 'accordion', [])).toEqual(['outer', 'outer/inner']);
  });

  it('collapse: each group toggles on its own', () => {
    const open = toggleGroup(['userManagement'], 'mobileAppManagement', 'collapse', []);
    expect(open).toEqual(['userManagement', 'mobileAppManagement']);
    expect(toggleGroup(open, 'userManagement', 'collapse', [])).toEqual(['mobileAppManagement']);
  });

  it('closing a group closes the groups inside it', () => {
    expect(toggleGroup(['outer', 'outer/inner', 'other'], 'outer', 'collapse', [])).toEqual(['other']);
  });

  it('never changes the list it was given', () => {
    const open = Object.freeze(['userManagement']) as readonly string[];
    expect(() => toggleGroup(open, 'cardManagement', 'collapse', [])).not.toThrow();
    expect(() => openForRoute(open, ['cardManagement'], 'collapse')).not.toThrow();
    expect(open).toEqual(['userManagement']);
  });

  it('a route change opens the group holding it; accordion closes the rest', () => {
    expect(openForRoute(['userManagement'], ['cardManagement'], 'accordion')).toEqual(['cardManagement']);
    expect(openForRoute(['userManagement'], ['cardManagement'], 'collapse')).toEqual(['userManagement', 'cardManagement']);
  });
});

import { describe, expect, it } from 'vitest';
import { MENU, type MenuItem } from './menu.ts';
import { screenPath, SCREENS, withQuery } from './screens.ts';
import { PATH_MODULES } from '../access/route-access.ts';

const paths: readonly string[] = Object.values(SCREENS);

describe('the table of screens', () => {
  it('fills a path and adds a query, leaving out what is undefined', () => {
    expect(screenPath(SCREENS.viewCard, { id: 7 })).toBe('/card-management/7');
    expect(screenPath(SCREENS.renewCard, { id: 'a/b' })).toBe('/renew-card/edit/a%2Fb');
    expect(withQuery(SCREENS.cards, { status: 'active', category_id: 3, page: undefined })).toBe('/card-management?status=active&category_id=3');
    expect(withQuery(SCREENS.login, { redirect: '/routes?page=2#top' })).toBe('/login?redirect=%2Froutes%3Fpage%3D2%23top');
    expect(withQuery(SCREENS.routes, {})).toBe('/routes');
  });

  it('holds every path the menu and the route-access map name, and each path once', () => {
    const menuPaths = (items: readonly MenuItem[]): string[] =>
      items.flatMap((item) => (item.kind === 'group' ? menuPaths(item.children) : item.kind === 'link' && item.path ? [item.path] : []));
    for (const path of [...menuPaths(MENU), ...PATH_MODULES.map(([prefix]) => prefix)]) expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

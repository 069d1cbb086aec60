/** The boot script finds the opening page's route among the paths the build writes into it (src/boot/route-match.ts), as the router would. */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { describe, expect, it } from 'vitest';
import { CITIZEN_PAGES, PROTECTED_ROUTES } from './src/app/route-info.ts';
import { inMatchOrder, routeOf } from './src/boot/route-match.ts';

const SIGNED_IN = inMatchOrder(PROTECTED_ROUTES.map(({ path }) => path));

describe('the static first paint finds the opening route as the router does', () => {
  it('finds every signed-in route at a URL of its own', () => {
    for (const { path } of PROTECTED_ROUTES) expect(routeOf(SIGNED_IN, path.replace(/:\w+/g, '42')), path).toBe(path);
  });

  it('prefers a route without a parameter to one whose parameter would take the segment', () => {
    expect(routeOf(SIGNED_IN, '/card-management/add-card')).toBe(SCREENS.addCard);
    expect(routeOf(SIGNED_IN, '/card-management/edit-card/7')).toBe(SCREENS.editCard);
    expect(routeOf(SIGNED_IN, '/card-management/7')).toBe(SCREENS.viewCard);
    expect(routeOf(SIGNED_IN, '/renew-card/edit/7')).toBe(SCREENS.renewCard);
    expect(routeOf(SIGNED_IN, '/delete-cards/history')).toBe(SCREENS.deletedCards);
  });

  it('finds nothing for a path no route opens', () => {
    for (const path of ['/', '/login', '/404', '/card-management/7/extra', '/card-management/', '/user//', '/nowhere']) expect(routeOf(SIGNED_IN, path), path).toBeUndefined();
  });

  it("finds the citizens' pages", () => {
    const citizen = inMatchOrder(Object.values(CITIZEN_PAGES).map(({ path }) => path));
    expect(routeOf(citizen, '/apply')).toBe(SCREENS.apply);
    expect(routeOf(citizen, '/apply/status')).toBe(SCREENS.applyStatus);
    expect(routeOf(citizen, '/apply/other')).toBeUndefined();
  });
});

/**
 * Route-level preloading (docs/performance.md): as soon as the main script runs, everything the
 * opening page needs starts at once — its code, its translations, the session (profile and
 * permissions, in parallel) and, once the page's code is in, its first data request — instead of
 * each waiting for the render that asks for it.
 */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { matchPath } from 'react-router';
import { i18n, SHELL_NAMESPACES } from '../i18n/i18n.ts';
import { preloadGet, readToken } from '../lib/api.ts';
import { CITIZEN_ROUTES, ERROR_ROUTES, loadProtectedPages, PROTECTED_ROUTES, PUBLIC_ROUTES, SignedInArea, type RouteInfo } from './route-table.ts';

/** The session's own requests (session/session-api.ts asks for the same and takes these answers). */
const SESSION_REQUESTS = ['me', 'permissions'] as const;

function routeAt<T extends RouteInfo>(pathname: string, routes: readonly T[]): T | undefined {
  return routes.find((route) => matchPath(route.path, pathname));
}

export function preloadOpeningPage(location: Location = window.location): void {
  const signedIn = readToken() !== null;
  const guestPage = routeAt(location.pathname, PUBLIC_ROUTES);
  // A page anyone may open, drawn outside the shell: an error page or a citizens' page (a
  // signed-in clerk on /apply needs its code, not the signed-in area's).
  const openPage = routeAt(location.pathname, ERROR_ROUTES) ?? routeAt(location.pathname, CITIZEN_ROUTES);
  // Every page's title is in `nav`; the session provider speaks `auth`.
  const namespaces = new Set<string>(['common', 'nav', 'auth']);
  if (signedIn) {
    for (const path of SESSION_REQUESTS) preloadGet(path);
    for (const ns of SHELL_NAMESPACES) namespaces.add(ns);
  }
  const home = location.pathname === SCREENS.home;
  // Matching a path compiles each route's pattern: the signed-in pages' are skipped when a guest,
  // error or citizens' page matched (about 10 ms of /login's main-script task at 4× CPU).
  const signedInPage = home || guestPage || openPage ? undefined : routeAt(location.pathname, PROTECTED_ROUTES);
  const page: RouteInfo | undefined = guestPage ?? openPage ?? signedInPage;
  if (guestPage && !signedIn) void guestPage.page.preload();
  if (openPage) void openPage.page.preload();
  if (!guestPage && !openPage && signedIn) {
    void SignedInArea.preload();
    // The shell's first-screen styles come in a chunk of their own, parsed in the task it arrives in
    // rather than inside the signed-in area's evaluation, a long task already (SignedInArea adopts
    // them there when its chunk came first).
    void import('../theme/first-screen-styles.ts').then(({ adoptFirstScreenStyles }) => adoptFirstScreenStyles());
    const path = home ? SCREENS.home : signedInPage?.path;
    if (path) void loadProtectedPages().then(({ protectedPage }) => protectedPage(path).preload());
  }
  for (const ns of page?.ns ?? []) namespaces.add(ns);
  // Right after init, before its first load: these join that one batch of requests.
  void i18n.loadNamespaces([...namespaces]);
}

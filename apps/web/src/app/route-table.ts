/**
 * Every route of the panel (docs/panel.md "Screens and routes"). Guest, citizen and error pages come with their
 * screens; the signed-in pages are listed here by path, title and namespaces only, and their
 * screens are in app/protected-pages.ts, a chunk the sign-in page never loads (docs/performance.md).
 */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { lazyPage, type LazyPage } from '../components/chunk-load.ts';
import { CITIZEN_PAGES, type ProtectedPath, type RouteInfo } from './route-info.ts';

export { PROTECTED_ROUTES, type ProtectedPath, type RouteInfo } from './route-info.ts';

export interface AppRoute extends RouteInfo {
  page: LazyPage;
}

/** The shell and query layer around every signed-in page (a chunk of its own, not needed on /login). */
export const SignedInArea = lazyPage(() => import('./SignedInArea.tsx'));

/** Guest-only pages (a signed-in user is sent home). */
export const PUBLIC_ROUTES: readonly AppRoute[] = [
  { path: SCREENS.login, titleKey: 'page.login', page: lazyPage(() => import('../features/auth/LoginPage.tsx')), ns: ['auth', 'common-table'] },
  { path: SCREENS.forgotPassword, titleKey: 'page.forgotPassword', page: lazyPage(() => import('../features/auth/forgot-password/ForgotPasswordPage.tsx')), ns: ['auth', 'common-table'] },
];

/** The citizens' pages: no sign-in, outside the shell, open to anyone (a signed-in clerk too). */
export const CITIZEN_ROUTES: readonly AppRoute[] = [
  { ...CITIZEN_PAGES.apply, page: lazyPage(() => import('../features/applications/ApplyPage.tsx')) },
  { ...CITIZEN_PAGES.applyStatus, page: lazyPage(() => import('../features/applications/ApplyStatusPage.tsx')) },
];

/** Reachable signed in or not. */
export const ERROR_ROUTES: readonly AppRoute[] = [
  { path: SCREENS.notAuthorized, titleKey: 'page.notAuthorized', page: lazyPage(() => import('../features/errors/NotAuthorizedPage.tsx')) },
  { path: SCREENS.notFound, titleKey: 'page.notFound', page: lazyPage(() => import('../features/errors/NotFoundPage.tsx')) },
];


/**
 * The signed-in pages' screens (app/protected-pages.ts), fetched once, when first needed: they
 * come in the shell's chunk, so that no bundler step folds them into a chunk the sign-in page loads.
 */
let protectedPages: Promise<{ protectedPage(path: ProtectedPath | typeof SCREENS.home): LazyPage }> | undefined;
export function loadProtectedPages(): Promise<{ protectedPage(path: ProtectedPath | typeof SCREENS.home): LazyPage }> {
  protectedPages ??= import('./SignedInArea.tsx');
  protectedPages.catch(() => {
    protectedPages = undefined;
  });
  return protectedPages;
}

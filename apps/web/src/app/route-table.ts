/**
 * Every route of the panel (docs/panel.md "Screens and routes"). Guest, citizen and error pages come with their
 * screens; the signed-in pages are listed here by path, title and namespaces only, and their
 * screens are in app/protected-pages.ts, a chunk the sign-in page never loads (docs/performance.md).
 */
import { lazyPage, type LazyPage } from '../components/chunk-load.ts';

export interface RouteInfo {
  path: string;
  /** i18n key (namespace `nav`) of the page title. */
  titleKey: string;
  /** Translation namespaces the page uses, loaded together with its code (app/preload.ts). */
  ns?: readonly string[];
}

export interface AppRoute extends RouteInfo {
  page: LazyPage;
}

/** The shell and query layer around every signed-in page (a chunk of its own, not needed on /login). */
export const SignedInArea = lazyPage(() => import('./SignedInArea.tsx'));

/** Guest-only pages (a signed-in user is sent home). */
export const PUBLIC_ROUTES: readonly AppRoute[] = [
  { path: '/login', titleKey: 'page.login', page: lazyPage(() => import('../features/auth/LoginPage.tsx')), ns: ['auth', 'common-table'] },
  { path: '/forgot-password', titleKey: 'page.forgotPassword', page: lazyPage(() => import('../features/auth/forgot-password/ForgotPasswordPage.tsx')), ns: ['auth', 'common-table'] },
];

/** The citizens' pages: no sign-in, outside the shell, open to anyone (a signed-in clerk too). */
export const CITIZEN_ROUTES: readonly AppRoute[] = [
  { path: '/apply', titleKey: 'page.apply', page: lazyPage(() => import('../features/applications/ApplyPage.tsx')), ns: ['applications', 'common-files'] },
  { path: '/apply/status', titleKey: 'page.applyStatus', page: lazyPage(() => import('../features/applications/ApplyStatusPage.tsx')), ns: ['applications'] },
];

/** Reachable signed in or not. */
export const ERROR_ROUTES: readonly AppRoute[] = [
  { path: '/401', titleKey: 'page.notAuthorized', page: lazyPage(() => import('../features/errors/NotAuthorizedPage.tsx')) },
  { path: '/404', titleKey: 'page.notFound', page: lazyPage(() => import('../features/errors/NotFoundPage.tsx')) },
];

/** Inside the shell, after sign-in: each path's screen is in app/protected-pages.ts. */
export const PROTECTED_ROUTES = [
  { path: '/dashboard', titleKey: 'dashboard', ns: ['dashboard', 'mobile'] },
  { path: '/card-management', titleKey: 'createCard' },
  { path: '/card-management/add-card', titleKey: 'page.addCard' },
  { path: '/card-management/edit-card/:id', titleKey: 'page.editCard' },
  { path: '/card-management/:id', titleKey: 'page.viewCard' },
  { path: '/application-card', titleKey: 'webApplicationCard', ns: ['applications', 'common-table'] },
  { path: '/application-card/:id', titleKey: 'page.reviewApplication', ns: ['applications', 'common-table'] },
  { path: '/renew-card', titleKey: 'renewCard' },
  { path: '/renew-card/edit/:id', titleKey: 'page.renewCardEdit' },
  { path: '/renew-card/:id', titleKey: 'page.viewRenewal' },
  { path: '/report', titleKey: 'reports', ns: ['reports', 'common-table', 'common-files'] },
  { path: '/reports', titleKey: 'reports', ns: ['reports', 'common-table', 'common-files'] },
  { path: '/daily-reports', titleKey: 'dailyReport', ns: ['reports', 'common-table', 'common-files'] },
  { path: '/routes', titleKey: 'routeManagement', ns: ['routes', 'common-table'] },
  { path: '/routes/add-route', titleKey: 'page.addRoute', ns: ['routes'] },
  { path: '/roles', titleKey: 'page.roles', ns: ['access', 'common-table'] },
  { path: '/permissions', titleKey: 'page.permissions', ns: ['access', 'common-table'] },
  { path: '/user', titleKey: 'page.users', ns: ['access', 'common-table'] },
  { path: '/user/:id', titleKey: 'page.userDetail', ns: ['access'] },
  { path: '/audit', titleKey: 'auditTrail', ns: ['audit', 'common-table'] },
  { path: '/mobile-user', titleKey: 'mobileAppUser', ns: ['mobile', 'common-table', 'common-files'] },
  { path: '/card-scan', titleKey: 'cardScan', ns: ['mobile', 'common-table', 'common-files'] },
  { path: '/center-management', titleKey: 'centerManagement', ns: ['centers', 'common-table'] },
  { path: '/apk-api-sharing', titleKey: 'apkSharing', ns: ['mobile'] },
  { path: '/card-category', titleKey: 'cardCategory', ns: ['categories', 'common-table'] },
  { path: '/profile', titleKey: 'page.profile', ns: ['profile'] },
  { path: '/delete-cards', titleKey: 'deleteCards', ns: ['delete-cards', 'common-table'] },
  { path: '/delete-cards/history', titleKey: 'page.deletedCards', ns: ['delete-cards', 'common-table'] },
] as const satisfies readonly RouteInfo[];

export type ProtectedPath = (typeof PROTECTED_ROUTES)[number]['path'];

/**
 * The signed-in pages' screens (app/protected-pages.ts), fetched once, when first needed: they
 * come in the shell's chunk, so that no bundler step folds them into a chunk the sign-in page loads.
 */
let protectedPages: Promise<{ protectedPage(path: ProtectedPath | '/'): LazyPage }> | undefined;
export function loadProtectedPages(): Promise<{ protectedPage(path: ProtectedPath | '/'): LazyPage }> {
  protectedPages ??= import('./SignedInArea.tsx');
  protectedPages.catch(() => {
    protectedPages = undefined;
  });
  return protectedPages;
}

/**
 * Every route of the panel (docs/panel.md "Screens and routes"). Guest, citizen and error pages come with their
 * screens; the signed-in pages are listed here by path, title and namespaces only, and their
 * screens are in app/protected-pages.ts, a chunk the sign-in page never loads (docs/performance.md).
 */
import { SCREENS } from '@passdesk/contract/navigation/screens';
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
  { path: SCREENS.login, titleKey: 'page.login', page: lazyPage(() => import('../features/auth/LoginPage.tsx')), ns: ['auth', 'common-table'] },
  { path: SCREENS.forgotPassword, titleKey: 'page.forgotPassword', page: lazyPage(() => import('../features/auth/forgot-password/ForgotPasswordPage.tsx')), ns: ['auth', 'common-table'] },
];

/** The citizens' pages: no sign-in, outside the shell, open to anyone (a signed-in clerk too). */
export const CITIZEN_ROUTES: readonly AppRoute[] = [
  { path: SCREENS.apply, titleKey: 'page.apply', page: lazyPage(() => import('../features/applications/ApplyPage.tsx')), ns: ['applications', 'common-files'] },
  { path: SCREENS.applyStatus, titleKey: 'page.applyStatus', page: lazyPage(() => import('../features/applications/ApplyStatusPage.tsx')), ns: ['applications'] },
];

/** Reachable signed in or not. */
export const ERROR_ROUTES: readonly AppRoute[] = [
  { path: SCREENS.notAuthorized, titleKey: 'page.notAuthorized', page: lazyPage(() => import('../features/errors/NotAuthorizedPage.tsx')) },
  { path: SCREENS.notFound, titleKey: 'page.notFound', page: lazyPage(() => import('../features/errors/NotFoundPage.tsx')) },
];

/** Inside the shell, after sign-in: each path's screen is in app/protected-pages.ts. */
export const PROTECTED_ROUTES = [
  { path: SCREENS.dashboard, titleKey: 'dashboard', ns: ['dashboard', 'scans'] },
  { path: SCREENS.cards, titleKey: 'createCard' },
  { path: SCREENS.addCard, titleKey: 'page.addCard' },
  { path: SCREENS.editCard, titleKey: 'page.editCard' },
  { path: SCREENS.viewCard, titleKey: 'page.viewCard' },
  { path: SCREENS.applications, titleKey: 'webApplicationCard', ns: ['applications', 'common-table'] },
  { path: SCREENS.reviewApplication, titleKey: 'page.reviewApplication', ns: ['applications', 'common-table'] },
  { path: SCREENS.renewals, titleKey: 'renewCard' },
  { path: SCREENS.renewCard, titleKey: 'page.renewCardEdit' },
  { path: SCREENS.viewRenewal, titleKey: 'page.viewRenewal' },
  { path: SCREENS.report, titleKey: 'reports', ns: ['reports', 'common-table', 'common-files'] },
  { path: SCREENS.reports, titleKey: 'reports', ns: ['reports', 'common-table', 'common-files'] },
  { path: SCREENS.dailyReports, titleKey: 'dailyReport', ns: ['reports', 'common-table', 'common-files'] },
  { path: SCREENS.routes, titleKey: 'routeManagement', ns: ['routes', 'common-table'] },
  { path: SCREENS.addRoute, titleKey: 'page.addRoute', ns: ['routes'] },
  { path: SCREENS.roles, titleKey: 'page.roles', ns: ['access', 'common-table'] },
  { path: SCREENS.permissions, titleKey: 'page.permissions', ns: ['access', 'common-table'] },
  { path: SCREENS.users, titleKey: 'page.users', ns: ['access', 'common-table'] },
  { path: SCREENS.viewUser, titleKey: 'page.userDetail', ns: ['access'] },
  { path: SCREENS.audit, titleKey: 'auditTrail', ns: ['audit', 'common-table'] },
  { path: SCREENS.mailOutbox, titleKey: 'mailOutbox', ns: ['mail-outbox'] },
  { path: SCREENS.mobileUsers, titleKey: 'mobileAppUser', ns: ['mobile-users', 'common-table', 'common-files'] },
  { path: SCREENS.cardScans, titleKey: 'cardScan', ns: ['scans', 'common-table', 'common-files'] },
  { path: SCREENS.offences, titleKey: 'page.offences', ns: ['offences', 'common-table'] },
  { path: SCREENS.centers, titleKey: 'centerManagement', ns: ['centers', 'common-table'] },
  { path: SCREENS.apkSharing, titleKey: 'apkSharing', ns: ['apk'] },
  { path: SCREENS.categories, titleKey: 'cardCategory', ns: ['categories', 'common-table'] },
  { path: SCREENS.profile, titleKey: 'page.profile', ns: ['profile'] },
  { path: SCREENS.deleteCards, titleKey: 'deleteCards', ns: ['delete-cards', 'common-table'] },
  { path: SCREENS.deletedCards, titleKey: 'page.deletedCards', ns: ['delete-cards', 'common-table'] },
] as const satisfies readonly RouteInfo[];

export type ProtectedPath = (typeof PROTECTED_ROUTES)[number]['path'];

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

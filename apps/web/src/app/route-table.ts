/**
 * Every route of the spec's route table (section 2), with the screen that renders it.
 * A feature replaces its `comingSoon` entry with its own page: `lazyPage(() => import('../features/<f>/<Page>.tsx'))`.
 */
import { lazyPage, type LazyPage } from '../components/chunk-load.ts';

export interface AppRoute {
  path: string;
  /** i18n key (namespace `nav`) of the page title. */
  titleKey: string;
  page: LazyPage;
  /** Translation namespaces the page uses, loaded together with its code (app/preload.ts). */
  ns?: readonly string[];
}

const comingSoon = lazyPage(() => import('../components/ComingSoon.tsx'));

/** The shell and query layer around every signed-in page (a chunk of its own, not needed on /login). */
export const SignedInArea = lazyPage(() => import('./SignedInArea.tsx'));

/** The landing page at the empty path: the first menu item the user may open. */
export const HomePage = lazyPage(() => import('./HomePage.tsx'));

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

/** Inside the shell, after sign-in. */
export const PROTECTED_ROUTES: readonly AppRoute[] = [
  { path: '/dashboard', titleKey: 'dashboard', page: comingSoon },
  { path: '/card-management', titleKey: 'createCard', page: lazyPage(() => import('../features/cards/CardsPage.tsx')) },
  { path: '/card-management/add-card', titleKey: 'page.addCard', page: lazyPage(() => import('../features/cards/AddCardPage.tsx')) },
  { path: '/card-management/edit-card/:id', titleKey: 'page.editCard', page: lazyPage(() => import('../features/cards/EditCardPage.tsx')) },
  { path: '/card-management/:id', titleKey: 'page.viewCard', page: lazyPage(() => import('../features/cards/CardViewPage.tsx')) },
  { path: '/application-card', titleKey: 'webApplicationCard', page: lazyPage(() => import('../features/applications/ApplicationsPage.tsx')), ns: ['applications', 'common-table'] },
  { path: '/application-card/:id', titleKey: 'page.reviewApplication', page: lazyPage(() => import('../features/applications/ApplicationReviewPage.tsx')), ns: ['applications', 'common-table'] },
  { path: '/renew-card', titleKey: 'renewCard', page: lazyPage(() => import('../features/renewals/RenewCardPage.tsx')) },
  { path: '/renew-card/edit/:id', titleKey: 'page.renewCardEdit', page: lazyPage(() => import('../features/renewals/RenewCardEditPage.tsx')) },
  { path: '/renew-card/:id', titleKey: 'page.viewRenewal', page: lazyPage(() => import('../features/renewals/RenewalViewPage.tsx')) },
  { path: '/report', titleKey: 'reports', page: comingSoon },
  { path: '/reports', titleKey: 'reports', page: comingSoon },
  { path: '/daily-reports', titleKey: 'dailyReport', page: comingSoon },
  { path: '/routes', titleKey: 'routeManagement', page: lazyPage(() => import('../features/routes/RoutesPage.tsx')), ns: ['routes', 'common-table'] },
  { path: '/routes/add-route', titleKey: 'page.addRoute', page: lazyPage(() => import('../features/routes/AddRoutePage.tsx')), ns: ['routes'] },
  { path: '/roles', titleKey: 'page.roles', page: lazyPage(() => import('../features/access/roles/RolesPage.tsx')), ns: ['access', 'common-table'] },
  { path: '/permissions', titleKey: 'page.permissions', page: lazyPage(() => import('../features/access/permissions/PermissionsPage.tsx')), ns: ['access', 'common-table'] },
  { path: '/user', titleKey: 'page.users', page: lazyPage(() => import('../features/access/users/UsersPage.tsx')), ns: ['access', 'common-table'] },
  { path: '/user/:id', titleKey: 'page.userDetail', page: lazyPage(() => import('../features/access/users/UserViewPage.tsx')), ns: ['access'] },
  { path: '/mobile-user', titleKey: 'mobileAppUser', page: lazyPage(() => import('../features/mobile-users/MobileUsersPage.tsx')), ns: ['mobile', 'common-table', 'common-files'] },
  { path: '/card-scan', titleKey: 'cardScan', page: lazyPage(() => import('../features/card-scan/CardScanPage.tsx')), ns: ['mobile', 'common-table', 'common-files'] },
  { path: '/center-management', titleKey: 'centerManagement', page: lazyPage(() => import('../features/centers/CentersPage.tsx')), ns: ['centers', 'common-table'] },
  { path: '/apk-api-sharing', titleKey: 'apkSharing', page: lazyPage(() => import('../features/apk-sharing/ApkSharingPage.tsx')), ns: ['mobile'] },
  { path: '/card-category', titleKey: 'cardCategory', page: lazyPage(() => import('../features/categories/CategoriesPage.tsx')), ns: ['categories', 'common-table'] },
  { path: '/profile', titleKey: 'page.profile', page: lazyPage(() => import('../features/profile/ProfilePage.tsx')), ns: ['profile'] },
  { path: '/delete-cards', titleKey: 'deleteCards', page: lazyPage(() => import('../features/delete-cards/DeleteCardsPage.tsx')), ns: ['delete-cards', 'common-table'] },
  { path: '/delete-cards/history', titleKey: 'page.deletedCards', page: lazyPage(() => import('../features/delete-cards/DeletedHistoryPage.tsx')), ns: ['delete-cards', 'common-table'] },
];

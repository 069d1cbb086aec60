/**
 * Every route of the spec's route table (section 2), with the screen that renders it.
 * A feature replaces its `comingSoon` entry with its own page: `lazyPage(() => import('../features/<f>/<Page>.tsx'))`.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../components/chunk-load.ts';

export interface AppRoute {
  path: string;
  /** i18n key (namespace `nav`) of the page title. */
  titleKey: string;
  page: LazyExoticComponent<ComponentType>;
}

const comingSoon = lazyPage(() => import('../components/ComingSoon.tsx'));

/** The landing page at the empty path: the first menu item the user may open. */
export const HomePage = lazyPage(() => import('./HomePage.tsx'));

/** Guest-only pages (a signed-in user is sent home). */
export const PUBLIC_ROUTES: readonly AppRoute[] = [
  { path: '/login', titleKey: 'page.login', page: lazyPage(() => import('../features/auth/LoginPage.tsx')) },
  { path: '/forgot-password', titleKey: 'page.forgotPassword', page: lazyPage(() => import('../features/auth/forgot-password/ForgotPasswordPage.tsx')) },
];

/** Reachable signed in or not. */
export const ERROR_ROUTES: readonly AppRoute[] = [
  { path: '/401', titleKey: 'page.notAuthorized', page: lazyPage(() => import('../features/errors/NotAuthorizedPage.tsx')) },
  { path: '/404', titleKey: 'page.notFound', page: lazyPage(() => import('../features/errors/NotFoundPage.tsx')) },
];

/** Inside the shell, after sign-in. */
export const PROTECTED_ROUTES: readonly AppRoute[] = [
  { path: '/dashboard', titleKey: 'dashboard', page: comingSoon },
  { path: '/card-management', titleKey: 'createCard', page: comingSoon },
  { path: '/card-management/add-card', titleKey: 'page.addCard', page: comingSoon },
  { path: '/card-management/edit-card/:id', titleKey: 'page.editCard', page: comingSoon },
  { path: '/card-management/:id', titleKey: 'page.viewCard', page: comingSoon },
  { path: '/application-card', titleKey: 'webApplicationCard', page: comingSoon },
  { path: '/renew-card', titleKey: 'renewCard', page: comingSoon },
  { path: '/renew-card/edit/:id', titleKey: 'page.renewCardEdit', page: comingSoon },
  { path: '/renew-card/:id', titleKey: 'page.viewRenewal', page: comingSoon },
  { path: '/report', titleKey: 'reports', page: comingSoon },
  { path: '/reports', titleKey: 'reports', page: comingSoon },
  { path: '/daily-reports', titleKey: 'dailyReport', page: comingSoon },
  { path: '/routes', titleKey: 'routeManagement', page: lazyPage(() => import('../features/routes/RoutesPage.tsx')) },
  { path: '/routes/add-route', titleKey: 'page.addRoute', page: lazyPage(() => import('../features/routes/AddRoutePage.tsx')) },
  { path: '/roles', titleKey: 'page.roles', page: lazyPage(() => import('../features/access/roles/RolesPage.tsx')) },
  { path: '/permissions', titleKey: 'page.permissions', page: lazyPage(() => import('../features/access/permissions/PermissionsPage.tsx')) },
  { path: '/user', titleKey: 'page.users', page: lazyPage(() => import('../features/access/users/UsersPage.tsx')) },
  { path: '/user/:id', titleKey: 'page.userDetail', page: lazyPage(() => import('../features/access/users/UserViewPage.tsx')) },
  { path: '/mobile-user', titleKey: 'mobileAppUser', page: comingSoon },
  { path: '/card-scan', titleKey: 'cardScan', page: comingSoon },
  { path: '/center-management', titleKey: 'centerManagement', page: lazyPage(() => import('../features/centers/CentersPage.tsx')) },
  { path: '/apk-api-sharing', titleKey: 'apkSharing', page: comingSoon },
  { path: '/card-category', titleKey: 'cardCategory', page: lazyPage(() => import('../features/card-category/CategoriesPage.tsx')) },
  { path: '/profile', titleKey: 'page.profile', page: lazyPage(() => import('../features/profile/ProfilePage.tsx')) },
  { path: '/delete-cards', titleKey: 'deleteCards', page: comingSoon },
];

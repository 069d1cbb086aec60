/**
 * Every protected route of the spec's route table (section 2), with the screen that renders it.
 * A feature replaces its `ComingSoon` entry with its own lazily loaded page.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ProtectedRoute {
  path: string;
  /** i18n key (namespace `nav`) of the page title. */
  titleKey: string;
  page: LazyExoticComponent<ComponentType>;
}

const comingSoon = lazy(() => import('../components/ComingSoon.tsx'));

/** The landing page at the empty path. */
export const HomePage = comingSoon;

/** Guest-only pages (a signed-in user is sent home). */
export const PUBLIC_ROUTES: readonly ProtectedRoute[] = [
  { path: '/login', titleKey: 'login', page: comingSoon },
  { path: '/forgot-password', titleKey: 'forgotPassword', page: comingSoon },
];

/** Reachable signed in or not. */
export const ERROR_ROUTES: readonly ProtectedRoute[] = [
  { path: '/401', titleKey: 'notAuthorized', page: comingSoon },
  { path: '/404', titleKey: 'notFound', page: comingSoon },
];

export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  { path: '/dashboard', titleKey: 'dashboard', page: comingSoon },
  { path: '/card-management', titleKey: 'createCard', page: comingSoon },
  { path: '/card-management/add-card', titleKey: 'addCard', page: comingSoon },
  { path: '/card-management/edit-card/:id', titleKey: 'editCard', page: comingSoon },
  { path: '/card-management/:id', titleKey: 'viewCard', page: comingSoon },
  { path: '/application-card', titleKey: 'webApplicationCard', page: comingSoon },
  { path: '/renew-card', titleKey: 'renewCard', page: comingSoon },
  { path: '/renew-card/edit/:id', titleKey: 'renewCardEdit', page: comingSoon },
  { path: '/renew-card/:id', titleKey: 'viewRenewal', page: comingSoon },
  { path: '/report', titleKey: 'reports', page: comingSoon },
  { path: '/reports', titleKey: 'reports', page: comingSoon },
  { path: '/daily-reports', titleKey: 'dailyReport', page: comingSoon },
  { path: '/routes', titleKey: 'routeManagement', page: comingSoon },
  { path: '/routes/add-route', titleKey: 'addRoute', page: comingSoon },
  { path: '/roles', titleKey: 'roles', page: comingSoon },
  { path: '/permissions', titleKey: 'permissions', page: comingSoon },
  { path: '/user', titleKey: 'user', page: comingSoon },
  { path: '/user/:id', titleKey: 'userDetail', page: comingSoon },
  { path: '/mobile-user', titleKey: 'mobileAppUser', page: comingSoon },
  { path: '/card-scan', titleKey: 'cardScan', page: comingSoon },
  { path: '/center-management', titleKey: 'centerManagement', page: comingSoon },
  { path: '/apk-api-sharing', titleKey: 'apkSharing', page: comingSoon },
  { path: '/card-category', titleKey: 'cardCategory', page: comingSoon },
  { path: '/profile', titleKey: 'profile', page: comingSoon },
  { path: '/delete-cards', titleKey: 'deleteCards', page: comingSoon },
];

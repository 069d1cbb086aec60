/**
 * The screens of the signed-in pages (app/route-table.ts lists their paths), in a chunk of their
 * own: the sign-in page loads none of these loaders. Each page is a chunk of its own:
 * `lazyPage(() => import('../features/<f>/<Page>.tsx'))`; a list page adds its first request,
 * `lazyPage(..., preloadList(path, options))`, which then starts with its code.
 */
import { lazyPage, type LazyPage } from '../components/chunk-load.ts';
import { preloadDashboard } from '../features/dashboard/dashboard-preload.ts';
import { preloadRoutesList } from '../features/routes/routes-list.ts';
import type { ProtectedPath } from './route-table.ts';

/** /report and /reports show the same screen (the route guard decides who may open /report). */
const reportsPage = lazyPage(() => import('../features/reports/ReportsPage.tsx'));

/** The landing page at the empty path: the first menu item the user may open. */
const HomePage = lazyPage(() => import('./HomePage.tsx'));

const PROTECTED_PAGES: Record<ProtectedPath, LazyPage> = {
  '/dashboard': lazyPage(() => import('../features/dashboard/DashboardPage.tsx'), preloadDashboard),
  '/card-management': lazyPage(() => import('../features/cards/CardsPage.tsx')),
  '/card-management/add-card': lazyPage(() => import('../features/cards/AddCardPage.tsx')),
  '/card-management/edit-card/:id': lazyPage(() => import('../features/cards/EditCardPage.tsx')),
  '/card-management/:id': lazyPage(() => import('../features/cards/CardViewPage.tsx')),
  '/application-card': lazyPage(() => import('../features/applications/ApplicationsPage.tsx')),
  '/application-card/:id': lazyPage(() => import('../features/applications/ApplicationReviewPage.tsx')),
  '/renew-card': lazyPage(() => import('../features/renewals/RenewCardPage.tsx')),
  '/renew-card/edit/:id': lazyPage(() => import('../features/renewals/RenewCardEditPage.tsx')),
  '/renew-card/:id': lazyPage(() => import('../features/renewals/RenewalViewPage.tsx')),
  '/report': reportsPage,
  '/reports': reportsPage,
  '/daily-reports': lazyPage(() => import('../features/reports/DailyReportsPage.tsx')),
  '/routes': lazyPage(() => import('../features/routes/RoutesPage.tsx'), preloadRoutesList),
  '/routes/add-route': lazyPage(() => import('../features/routes/AddRoutePage.tsx')),
  '/roles': lazyPage(() => import('../features/access/roles/RolesPage.tsx')),
  '/permissions': lazyPage(() => import('../features/access/permissions/PermissionsPage.tsx')),
  '/user': lazyPage(() => import('../features/access/users/UsersPage.tsx')),
  '/user/:id': lazyPage(() => import('../features/access/users/UserViewPage.tsx')),
  '/audit': lazyPage(() => import('../features/audit/AuditPage.tsx')),
  '/mobile-user': lazyPage(() => import('../features/mobile-users/MobileUsersPage.tsx')),
  '/card-scan': lazyPage(() => import('../features/card-scan/CardScanPage.tsx')),
  '/center-management': lazyPage(() => import('../features/centers/CentersPage.tsx')),
  '/apk-api-sharing': lazyPage(() => import('../features/apk-sharing/ApkSharingPage.tsx')),
  '/card-category': lazyPage(() => import('../features/categories/CategoriesPage.tsx')),
  '/profile': lazyPage(() => import('../features/profile/ProfilePage.tsx')),
  '/delete-cards': lazyPage(() => import('../features/delete-cards/DeleteCardsPage.tsx')),
  '/delete-cards/history': lazyPage(() => import('../features/delete-cards/DeletedHistoryPage.tsx')),
};

/** The screen at a signed-in path ('/': the landing page). */
export function protectedPage(path: ProtectedPath | '/'): LazyPage {
  return path === '/' ? HomePage : PROTECTED_PAGES[path];
}

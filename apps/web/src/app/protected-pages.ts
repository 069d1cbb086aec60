/**
 * The screens of the signed-in pages (app/route-table.ts lists their paths), in a chunk of their
 * own: the sign-in page loads none of these loaders. Each page is a chunk of its own:
 * `lazyPage(() => import('../features/<f>/<Page>.tsx'))`; a list page adds its first request,
 * `lazyPage(..., preloadList(path, options))`, which then starts with its code.
 */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { lazyPage, type LazyPage } from '../components/chunk-load.ts';
import { preloadDashboard } from '../features/dashboard/dashboard-preload.ts';
import { preloadRoutesList } from '../features/routes/routes-list.ts';
import type { ProtectedPath } from './route-table.ts';

/** /report and /reports show the same screen (the route guard decides who may open /report). */
const reportsPage = lazyPage(() => import('../features/reports/ReportsPage.tsx'));

/** The landing page at the empty path: the first menu item the user may open. */
const HomePage = lazyPage(() => import('./HomePage.tsx'));

const PROTECTED_PAGES: Record<ProtectedPath, LazyPage> = {
  [SCREENS.dashboard]: lazyPage(() => import('../features/dashboard/DashboardPage.tsx'), preloadDashboard),
  [SCREENS.cards]: lazyPage(() => import('../features/cards/CardsPage.tsx')),
  [SCREENS.addCard]: lazyPage(() => import('../features/cards/AddCardPage.tsx')),
  [SCREENS.editCard]: lazyPage(() => import('../features/cards/EditCardPage.tsx')),
  [SCREENS.viewCard]: lazyPage(() => import('../features/cards/CardViewPage.tsx')),
  [SCREENS.applications]: lazyPage(() => import('../features/applications/ApplicationsPage.tsx')),
  [SCREENS.reviewApplication]: lazyPage(() => import('../features/applications/ApplicationReviewPage.tsx')),
  [SCREENS.renewals]: lazyPage(() => import('../features/renewals/RenewCardPage.tsx')),
  [SCREENS.renewCard]: lazyPage(() => import('../features/renewals/RenewCardEditPage.tsx')),
  [SCREENS.viewRenewal]: lazyPage(() => import('../features/renewals/RenewalViewPage.tsx')),
  [SCREENS.report]: reportsPage,
  [SCREENS.reports]: reportsPage,
  [SCREENS.dailyReports]: lazyPage(() => import('../features/reports/DailyReportsPage.tsx')),
  [SCREENS.routes]: lazyPage(() => import('../features/routes/RoutesPage.tsx'), preloadRoutesList),
  [SCREENS.addRoute]: lazyPage(() => import('../features/routes/AddRoutePage.tsx')),
  [SCREENS.roles]: lazyPage(() => import('../features/access/roles/RolesPage.tsx')),
  [SCREENS.permissions]: lazyPage(() => import('../features/access/permissions/PermissionsPage.tsx')),
  [SCREENS.users]: lazyPage(() => import('../features/access/users/UsersPage.tsx')),
  [SCREENS.viewUser]: lazyPage(() => import('../features/access/users/UserViewPage.tsx')),
  [SCREENS.audit]: lazyPage(() => import('../features/audit/AuditPage.tsx')),
  [SCREENS.mailOutbox]: lazyPage(() => import('../features/mail-outbox/MailOutboxPage.tsx')),
  [SCREENS.mobileUsers]: lazyPage(() => import('../features/mobile-users/MobileUsersPage.tsx')),
  [SCREENS.cardScans]: lazyPage(() => import('../features/scans/CardScanPage.tsx')),
  [SCREENS.offences]: lazyPage(() => import('../features/offences/OffencesPage.tsx')),
  [SCREENS.centers]: lazyPage(() => import('../features/centers/CentersPage.tsx')),
  [SCREENS.apkSharing]: lazyPage(() => import('../features/apk/ApkSharingPage.tsx')),
  [SCREENS.categories]: lazyPage(() => import('../features/categories/CategoriesPage.tsx')),
  [SCREENS.profile]: lazyPage(() => import('../features/profile/ProfilePage.tsx')),
  [SCREENS.deleteCards]: lazyPage(() => import('../features/delete-cards/DeleteCardsPage.tsx')),
  [SCREENS.deletedCards]: lazyPage(() => import('../features/delete-cards/DeletedHistoryPage.tsx')),
};

/** The screen at a signed-in path ('/': the landing page). */
export function protectedPage(path: ProtectedPath | typeof SCREENS.home): LazyPage {
  return path === SCREENS.home ? HomePage : PROTECTED_PAGES[path];
}

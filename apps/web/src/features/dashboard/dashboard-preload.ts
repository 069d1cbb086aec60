/** The dashboard's first request, which starts with the page's code (app/protected-pages.ts). */
import { DASHBOARD_PATHS } from '@passdesk/contract/dashboard/dashboard-paths';
import { preloadGet } from '../../lib/api.ts';

export const preloadDashboard = (): void => preloadGet(DASHBOARD_PATHS.cards);

/** Dashboard: the card counts, trends and scans of the day in one request. */
import type { FeatureModule } from '../../platform/services.ts';
import { dashboardRoutes } from './dashboard.http.ts';

export const dashboardModule: FeatureModule = {
  name: 'dashboard',
  admin: dashboardRoutes,
};

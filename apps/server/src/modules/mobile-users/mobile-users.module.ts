/** Mobile App User: inspectors' accounts in the panel, and their sign-in to the app. */
import type { FeatureModule } from '../../platform/services.ts';
import { mobileAuthRoutes } from './mobile-auth.http.ts';
import { mobileUserRoutes } from './mobile-users.http.ts';

/** Deleting an inspector asks services.inUse for 'mobile_user' (their scans, once the scans module registers them). */
export const mobileUsersModule: FeatureModule = {
  name: 'mobile-users',
  admin: mobileUserRoutes,
  mobile: mobileAuthRoutes,
};

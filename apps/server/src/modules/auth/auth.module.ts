/** Sign-in, session, password reset, change password and profile (spec sections 2, 4, 5, 7, 8). */
import type { FeatureModule } from '../../platform/services.ts';
import { authRoutes } from './auth.http.ts';

export const authModule: FeatureModule = { name: 'auth', admin: authRoutes };

/** Sign-in, session, password reset, change password and profile (docs/api.md "Auth", docs/domain.md "Passwords"). */
import type { FeatureModule } from '../../platform/services.ts';
import { authRoutes } from './auth.http.ts';

export const authModule: FeatureModule = { name: 'auth', admin: authRoutes };

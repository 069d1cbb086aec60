/** The staff's second factor: authenticator apps and recovery codes (docs/api.md "Second factor", docs/domain.md "Second factor"). */
import type { FeatureModule } from '../../platform/services.ts';
import { secondFactorDemo } from './second-factor.demo.ts';
import { secondFactorRoutes } from './second-factor.http.ts';

export const secondFactorModule: FeatureModule = { name: 'second-factor', admin: secondFactorRoutes, demo: secondFactorDemo };

/** Center Management: the pass offices. */
import type { FeatureModule } from '../../platform/services.ts';
import { centersDemo } from './centers.demo.ts';
import { centerRoutes } from './centers.http.ts';

export const centersModule: FeatureModule = {
  name: 'centers',
  admin: centerRoutes,
  demo: centersDemo,
};

/** Center Management (issue 6). */
import type { FeatureModule } from '../../platform/services.ts';
import type { UsageCheck } from '../master-data/usage-checks.ts';
import { centersDemo } from './centers.demo.ts';
import { centerRoutes } from './centers.routes.ts';

export function centersModule(options: { usageChecks?: readonly UsageCheck[] } = {}): FeatureModule {
  return {
    name: 'centers',
    routes: (app, services) => centerRoutes(app, services, options.usageChecks ?? []),
    demo: centersDemo,
  };
}

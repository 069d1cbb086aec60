/** Route Management (issue 6). */
import type { FeatureModule } from '../../platform/services.ts';
import type { UsageCheck } from '../master-data/usage-checks.ts';
import { routesDemo } from './routes.demo.ts';
import { routeRoutes } from './routes.routes.ts';

export function routesModule(options: { usageChecks?: readonly UsageCheck[] } = {}): FeatureModule {
  return {
    name: 'routes',
    routes: (app, services) => routeRoutes(app, services, options.usageChecks ?? []),
    demo: routesDemo,
  };
}

/** Route Management: the bus routes. */
import type { FeatureModule } from '../../platform/services.ts';
import { routesDemo } from './routes.demo.ts';
import { routeRoutes } from './routes.http.ts';

export const routesModule: FeatureModule = {
  name: 'routes',
  admin: routeRoutes,
  demo: routesDemo,
};

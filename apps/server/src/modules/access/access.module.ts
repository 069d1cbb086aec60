/** People and access: permissions, roles and admin users (issue 5, spec sections 6 and 7). */
import type { FeatureModule } from '../../platform/services.ts';
import { accessDemo } from './access.demo.ts';
import { adminUserRoutes } from './admin-users.routes.ts';
import { permissionRoutes } from './permissions.routes.ts';
import { roleRoutes } from './roles.routes.ts';

export const accessModule: FeatureModule = {
  name: 'access',
  async routes(app, services) {
    await permissionRoutes(app, services);
    await roleRoutes(app, services);
    await adminUserRoutes(app, services);
  },
  demo: accessDemo,
};

/** People and access: permissions, roles and admin users (docs/domain.md "Roles and permissions", docs/api.md "User Management"). */
import type { FeatureModule } from '../../platform/services.ts';
import { accessDemo } from './access.demo.ts';
import { adminUserRoutes } from './admin-users.http.ts';
import { permissionRoutes } from './permissions.http.ts';
import { roleRoutes } from './roles.http.ts';

export const accessModule: FeatureModule = {
  name: 'access',
  async admin(app, services) {
    await permissionRoutes(app, services);
    await roleRoutes(app, services);
    await adminUserRoutes(app, services);
  },
  demo: accessDemo,
};

/** Card Category Management (issue 6). */
import type { FeatureModule } from '../../platform/services.ts';
import type { UsageCheck } from '../master-data/usage-checks.ts';
import { categoriesDemo } from './categories.demo.ts';
import { categoryRoutes } from './categories.routes.ts';

export interface CategoriesModuleOptions {
  /** Features whose rows point at categories (cards...) say how many use one; see usage-checks.ts. */
  usageChecks?: readonly UsageCheck[];
}

export function categoriesModule(options: CategoriesModuleOptions = {}): FeatureModule {
  return {
    name: 'categories',
    routes: (app, services) => categoryRoutes(app, services, options.usageChecks ?? []),
    demo: categoriesDemo,
  };
}

/** Card Category Management: the panel's list and writes, and the public list for the application form. */
import type { FeatureModule } from '../../platform/services.ts';
import { categoriesDemo } from './categories.demo.ts';
import { categoryRoutes, publicCategoryRoutes } from './categories.http.ts';

export const categoriesModule: FeatureModule = {
  name: 'categories',
  admin: categoryRoutes,
  users: publicCategoryRoutes,
  demo: categoriesDemo,
};

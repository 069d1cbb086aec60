/** Every feature of the server, in the order their demo rows are loaded. */
import type { FeatureModule } from '../platform/services.ts';
import { accessModule } from './access/access.module.ts';
import { authModule } from './auth/auth.module.ts';
import { categoriesModule } from './categories/categories.module.ts';
import { centersModule } from './centers/centers.module.ts';
import { localesModule } from './locales/locales.module.ts';
import { mediaModule } from './media/media.module.ts';
import { routesModule } from './routes/routes.module.ts';

export const FEATURE_MODULES: readonly FeatureModule[] = [authModule, localesModule, mediaModule, accessModule, categoriesModule(), centersModule(), routesModule()];

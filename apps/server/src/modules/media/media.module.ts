/** Serves stored files by key. */
import type { FeatureModule } from '../../platform/services.ts';
import { mediaRoutes } from './media.routes.ts';

export const mediaModule: FeatureModule = { name: 'media', routes: mediaRoutes };

/** Serves stored files by key. */
import type { FeatureModule } from '../../platform/services.ts';
import { mediaRoutes } from './media.http.ts';

export const mediaModule: FeatureModule = { name: 'media', root: mediaRoutes };

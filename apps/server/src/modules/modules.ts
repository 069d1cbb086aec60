/** Every feature of the server, in the order their demo rows are loaded. */
import type { FeatureModule } from '../platform/services.ts';
import { mediaModule } from './media/media.module.ts';

export const FEATURE_MODULES: readonly FeatureModule[] = [mediaModule];

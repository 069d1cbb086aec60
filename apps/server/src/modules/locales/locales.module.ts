/** Translations for the panel: its namespace files and the keys it did not find (docs/api.md, "Translations"). */
import type { FeatureModule } from '../../platform/services.ts';
import { localeRoutes } from './locales.http.ts';

export const localesModule: FeatureModule = { name: 'locales', root: localeRoutes };

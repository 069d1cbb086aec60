/** Offences: the table of what a challan may be written for and its penalty (docs/api.md "Offences"). */
import type { FeatureModule } from '../../platform/services.ts';
import { offenceRoutes } from './offences.http.ts';

export const offencesModule: FeatureModule = { name: 'offences', admin: offenceRoutes };

/** Every feature of the server, in the order their demo rows are loaded. */
import type { FeatureModule } from '../platform/services.ts';
import { accessModule } from './access/access.module.ts';
import { apkModule } from './apk/apk.module.ts';
import { applicationOfCard, applicationsModule, approveWithCard } from './applications/applications.module.ts';
import { auditModule } from './audit/audit.module.ts';
import { authModule } from './auth/auth.module.ts';
import { cardsModule } from './cards/cards.module.ts';
import { categoriesModule } from './categories/categories.module.ts';
import { centersModule } from './centers/centers.module.ts';
import { dashboardModule } from './dashboard/dashboard.module.ts';
import { deleteCardsModule } from './delete-cards/delete-cards.module.ts';
import { localesModule } from './locales/locales.module.ts';
import { mailOutboxModule } from './mail-outbox/mail-outbox.module.ts';
import { mediaModule } from './media/media.module.ts';
import { mobileUsersModule } from './mobile-users/mobile-users.module.ts';
import { offencesModule } from './offences/offences.module.ts';
import { renewalsModule } from './renewals/renewals.module.ts';
import { reportsModule } from './reports/reports.module.ts';
import { cardRenewalHistory } from './renewals/renewal-history.ts';
import { routesModule } from './routes/routes.module.ts';
import { scansModule } from './scans/scans.module.ts';
import { secondFactorModule } from './second-factor/second-factor.module.ts';

export const FEATURE_MODULES: readonly FeatureModule[] = [
  authModule,
  secondFactorModule,
  localesModule,
  mediaModule,
  accessModule,
  categoriesModule,
  centersModule,
  routesModule,
  cardsModule({ renewalHistory: cardRenewalHistory, applicationIssued: approveWithCard, applicationOf: applicationOfCard }),
  applicationsModule(),
  renewalsModule,
  deleteCardsModule,
  mobileUsersModule,
  apkModule,
  offencesModule,
  scansModule,
  dashboardModule,
  reportsModule,
  auditModule,
  mailOutboxModule,
];

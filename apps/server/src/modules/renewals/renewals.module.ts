/** Renew Card: renewals of expired cards, their history, receipts and expiry reminders. */
import type { FeatureModule } from '../../platform/services.ts';
import { EXPIRY_REMINDER_JOB, expiryReminderJob, scheduleExpiryReminders } from './expiry-reminders.ts';
import { dayIn } from '../../platform/time/today.ts';
import { renewalsDemo } from './renewals.demo.ts';
import { renewalsAtCenter } from './renewal-usage.ts';
import { renewalRoutes } from './renewals.http.ts';

export const renewalsModule: FeatureModule = {
  name: 'renewals',
  async admin(app, services) {
    await renewalRoutes(app, services);
    services.jobs.register(EXPIRY_REMINDER_JOB, expiryReminderJob(services));
    // Today's run, unless one is queued already (by this instance before a restart, or another).
    await scheduleExpiryReminders(services.db, services.jobs, services.config, dayIn(services.config.timeZone));
  },
  demo: renewalsDemo,
  // A center where renewals were made cannot be deleted.
  inUse: [renewalsAtCenter],
};

/** Web applications: the citizens' form and status look-up, and the panel's Web Application Card queue. */
import type { FeatureModule, Services } from '../../platform/services.ts';
import { ensureIdHasher } from '../cards/cards.public.ts';
import { applicationsDemo } from './applications.demo.ts';
import { applicationAdminRoutes, applicationPublicRoutes } from './applications.http.ts';
import { APPLICATION_MAIL_JOB, applicationMailJob } from './applications-mail.ts';
import { applicationChallenges } from './application-challenge.ts';
import { INTAKE_PAUSED_MAIL_JOB, intakePausedMailJob } from './application-intake.ts';
import { APPLICATION_RETENTION_JOB, applicationRetentionJob, scheduleNextApplicationRetention } from './application-retention.ts';
import type { ApplicationsContext } from './applications.service.ts';
import { applicationsUsingCategory, applicationsUsingCenter, applicationsUsingRoute } from './application-usage.ts';

export { applicationOfCard, approveWithCard } from './applications.service.ts';

export function applicationsModule(): FeatureModule {
  const contexts = new WeakMap<Services, Promise<ApplicationsContext>>();
  const contextOf = (services: Services): Promise<ApplicationsContext> => {
    let context = contexts.get(services);
    if (!context) {
      context = (async () => ({
        services,
        hashId: await ensureIdHasher(services.db, services.config.idHashKey),
        challenges: await applicationChallenges(services.db),
      }))();
      contexts.set(services, context);
    }
    return context;
  };
  return {
    name: 'applications',
    async admin(app, services) {
      await applicationAdminRoutes(app, await contextOf(services));
      services.jobs.register(APPLICATION_MAIL_JOB, applicationMailJob(services));
      services.jobs.register(APPLICATION_RETENTION_JOB, applicationRetentionJob(services));
      services.jobs.register(INTAKE_PAUSED_MAIL_JOB, intakePausedMailJob(services));
      await scheduleNextApplicationRetention(services.db, services.jobs, services.config.timeZone);
    },
    async users(app, services) {
      await applicationPublicRoutes(app, await contextOf(services));
    },
    demo: applicationsDemo,
    // A category, center or route that applications point at cannot be deleted.
    inUse: [applicationsUsingCategory, applicationsUsingCenter, applicationsUsingRoute],
  };
}

/** The staff's second factor: authenticator apps, recovery codes and passkeys (docs/api.md "Second factor", docs/domain.md "Second factor"). */
import type { FeatureModule } from '../../platform/services.ts';
import { passkeyRoutes } from './passkeys.http.ts';
import { SECOND_FACTOR_RESET_MAIL_JOB, secondFactorResetMailJob } from './reset-mail.ts';
import { secondFactorDemo } from './second-factor.demo.ts';
import { secondFactorRoutes } from './second-factor.http.ts';

export const secondFactorModule: FeatureModule = {
  name: 'second-factor',
  async admin(app, services) {
    await secondFactorRoutes(app, services);
    await passkeyRoutes(app, services);
    services.jobs.register(SECOND_FACTOR_RESET_MAIL_JOB, secondFactorResetMailJob(services));
  },
  demo: secondFactorDemo,
};

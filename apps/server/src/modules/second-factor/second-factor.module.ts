/** The staff's second factor: authenticator apps, recovery codes and passkeys (docs/api.md "Second factor", docs/domain.md "Second factor"). */
import type { FeatureModule } from '../../platform/services.ts';
<<<<<<< HEAD
import { SECOND_FACTOR_RESET_MAIL_JOB, secondFactorResetMailJob } from './reset-mail.ts';
=======
import { passkeyRoutes } from './passkeys.http.ts';
>>>>>>> 2e0ffac (Passkeys as a second factor and as a sign-in without the password: register several from the API (named, renamed, removed with the password), WebAuthn verified by @simplewebauthn/server against PASSKEY_ORIGIN / PASSKEY_RP_ID, single-use five-minute challenges kept on the server, the signature counter checked, refusals counted with wrong passwords; login's second step names passkey with its options; removing the whole second factor takes the passkeys too)
import { secondFactorDemo } from './second-factor.demo.ts';
import { secondFactorRoutes } from './second-factor.http.ts';

export const secondFactorModule: FeatureModule = {
  name: 'second-factor',
  async admin(app, services) {
    await secondFactorRoutes(app, services);
<<<<<<< HEAD
    services.jobs.register(SECOND_FACTOR_RESET_MAIL_JOB, secondFactorResetMailJob(services));
=======
    await passkeyRoutes(app, services);
>>>>>>> 2e0ffac (Passkeys as a second factor and as a sign-in without the password: register several from the API (named, renamed, removed with the password), WebAuthn verified by @simplewebauthn/server against PASSKEY_ORIGIN / PASSKEY_RP_ID, single-use five-minute challenges kept on the server, the signature counter checked, refusals counted with wrong passwords; login's second step names passkey with its options; removing the whole second factor takes the passkeys too)
  },
  demo: secondFactorDemo,
};

/**
 * Signing in with a passkey (docs/api.md "Passkeys"): without the password (a discoverable passkey
 * names its account), or as the second step after it. Loaded when the user chooses a passkey, so
 * /login's first load carries none of it (docs/performance.md "Panel load").
 */
import { PASSKEY_PATHS } from '@passdesk/contract/auth/passkey-paths';
import type { PasskeyOptions } from '@passdesk/contract/auth/passkeys';
import type { SecondStep } from '@passdesk/contract/auth/second-factor';
import type { LoginData } from '@passdesk/contract/auth/session';
import { requestData } from '../../lib/api.ts';
import { signWithPasskey } from '../../lib/passkey.ts';

/** The server's challenge signed with a passkey the user picks; the session it opens. */
export async function signInWithPasskey(): Promise<LoginData> {
  const options = await requestData<PasskeyOptions>(PASSKEY_PATHS.signInOptions, { method: 'POST', toastErrors: false });
  const response = await signWithPasskey(options);
  return requestData<LoginData>(PASSKEY_PATHS.signIn, { method: 'POST', body: { response }, toastErrors: false });
}

/** The second step's own options signed with one of the account's passkeys. */
export async function secondStepWithPasskey(step: SecondStep): Promise<LoginData> {
  if (!step.passkey_options) throw new Error('This sign-in offers no passkey');
  const response = await signWithPasskey(step.passkey_options);
  return requestData<LoginData>(PASSKEY_PATHS.secondStep, { method: 'POST', body: { challenge: step.challenge, response }, toastErrors: false });
}

/** Which second factors a user has: an authenticator app (with its recovery codes) and passkeys (docs/api.md "Second factor"). */
import type { SecondStep } from '@passdesk/contract/auth/second-factor';
import type { DbOrTx } from '../../platform/database/database.ts';
import { hasPasskey } from './passkey-store.ts';
import { hasConfirmedTotp } from './totp-store.ts';

export type SecondStepMethod = SecondStep['methods'][number];

/** What the user's sign-in second step accepts; empty when the user has no second factor. */
export async function secondStepMethods(db: DbOrTx, userId: number): Promise<SecondStepMethod[]> {
  const methods: SecondStepMethod[] = [];
  if (await hasConfirmedTotp(db, userId)) methods.push('totp', 'recovery_code');
  if (await hasPasskey(db, userId)) methods.push('passkey');
  return methods;
}

/** Whether the user has a second factor: a confirmed authenticator app or a passkey. */
export async function hasSecondFactor(db: DbOrTx, userId: number): Promise<boolean> {
  return (await secondStepMethods(db, userId)).length > 0;
}

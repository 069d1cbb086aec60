/**
 * Sign-in with a passkey (docs/api.md "Passkeys"): without the password, for a user who registered
 * a discoverable passkey (the passkey checks its owner: both factors at once), and as the second
 * step after the password. A signature that fails is counted with wrong passwords by the same
 * limits (sign-in-attempts.ts); one from a passkey no account has, against the address.
 */
import type { FastifyRequest } from 'fastify';
import { PASSKEY_MESSAGES, type PasskeySecondStepBody, type PasskeySignInBody } from '@passdesk/contract/auth/passkeys';
import { SECOND_FACTOR_MESSAGES } from '@passdesk/contract/auth/second-factor';
import type { LoginData } from '@passdesk/contract/auth/session';
import { eq } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import { requestAddress } from '../../platform/rate-limit/client-address.ts';
import { consume } from '../../platform/rate-limit/rate-limit.ts';
import type { Services } from '../../platform/services.ts';
import { passkeyParty } from '../second-factor/passkey-party.ts';
import { authenticationOptions, checkPasskeySignature } from '../second-factor/passkey-store.ts';
import { adminUserPasskeys } from '../second-factor/second-factor.schema.ts';
import { LOGIN_IP_FAILURES, PASSKEY_OPTIONS_IP, limitKeys } from './limits.ts';
import { openSession, refuseInactive } from './login.ts';
import { challengeUser } from './second-step-challenge.ts';
import { countSignInAttempt, signInAttemptFailed, signInAttemptSucceeded } from './sign-in-attempts.ts';
import { findUserById, normalizeEmail } from './users.ts';

/** Options for a sign-in without the password; counted per address (each stores a challenge). */
export async function passkeySignInOptions(services: Services, request: FastifyRequest) {
  await consume(services.db, limitKeys.passkeyOptionsIp(requestAddress(request)), PASSKEY_OPTIONS_IP);
  return authenticationOptions(services.db, passkeyParty(services.config, request), 'sign-in', null);
}

async function passkeyOwner(services: Services, credentialId: string) {
  const [row] = await services.db.select({ userId: adminUserPasskeys.user_id }).from(adminUserPasskeys).where(eq(adminUserPasskeys.credential_id, credentialId)).limit(1);
  return row && (await findUserById(services.db, row.userId));
}

export async function signInWithPasskey(services: Services, request: FastifyRequest, body: PasskeySignInBody): Promise<LoginData> {
  const now = new Date();
  const user = await passkeyOwner(services, body.response.id);
  if (!user) {
    await consume(services.db, limitKeys.loginIp(requestAddress(request)), LOGIN_IP_FAILURES, now);
    await services.db.transaction((tx) => audit(tx, request, { action: 'auth.login_failed', entity: 'admin_user', entityId: null, changes: { method: 'passkey' } }));
    throw unauthorized(PASSKEY_MESSAGES.refused);
  }
  const attempt = await countSignInAttempt(services, request, normalizeEmail(user.email), user, now);
  const signed = await checkPasskeySignature(services.db, passkeyParty(services.config, request), body.response, 'sign-in', null, now);
  if (signed !== user.id) {
    await signInAttemptFailed(services, request, attempt, user.id, 'auth.login_failed');
    throw unauthorized(PASSKEY_MESSAGES.refused);
  }
  await signInAttemptSucceeded(services, attempt);
  await refuseInactive(services, request, user);
  return openSession(services, request, user.id, now, 'passkey');
}

export async function passkeySecondStep(services: Services, request: FastifyRequest, body: PasskeySecondStepBody): Promise<LoginData> {
  const now = new Date();
  const userId = challengeUser(services.tokens, body.challenge, now);
  const user = userId === undefined ? undefined : await findUserById(services.db, userId);
  if (!user) throw unauthorized(SECOND_FACTOR_MESSAGES.expired);
  const attempt = await countSignInAttempt(services, request, normalizeEmail(user.email), user, now);
  const signed = await checkPasskeySignature(services.db, passkeyParty(services.config, request), body.response, 'second-step', user.id, now);
  if (signed !== user.id) {
    await signInAttemptFailed(services, request, attempt, user.id, 'auth.second_step_failed');
    throw unauthorized(PASSKEY_MESSAGES.refused);
  }
  await signInAttemptSucceeded(services, attempt);
  await refuseInactive(services, request, user);
  return openSession(services, request, user.id, now, 'passkey');
}

/**
 * POST login/second-step (docs/api.md "Second factor"): the challenge the sign-in answered and a
 * code from the authenticator app (accepted once, ±1 step) or an unused recovery code. Wrong codes
 * are counted with wrong passwords by the same limits (sign-in-attempts.ts), so an attacker who
 * knows the password guesses no faster, and the owner's remembered browser is never locked out.
 */
import type { FastifyRequest } from 'fastify';
import { SECOND_FACTOR_MESSAGES, type SecondStepBody } from '@passdesk/contract/auth/second-factor';
import type { LoginData } from '@passdesk/contract/auth/session';
import { unauthorized } from '../../platform/http/errors.ts';
import type { Services } from '../../platform/services.ts';
import { checkSecondFactor } from '../second-factor/totp-store.ts';
import { openSession, refuseInactive } from './login.ts';
import { challengeUser } from './second-step-challenge.ts';
import { countSignInAttempt, signInAttemptFailed, signInAttemptSucceeded } from './sign-in-attempts.ts';
import { findUserById, normalizeEmail } from './users.ts';

export async function loginSecondStep(services: Services, request: FastifyRequest, body: SecondStepBody): Promise<LoginData> {
  const now = new Date();
  const userId = challengeUser(services.tokens, body.challenge, now);
  const user = userId === undefined ? undefined : await findUserById(services.db, userId);
  if (!user) throw unauthorized(SECOND_FACTOR_MESSAGES.expired);
  const attempt = await countSignInAttempt(services, request, normalizeEmail(user.email), user, now);
  const method = await checkSecondFactor(services.db, services.config, user.id, body.code, now);
  if (!method) {
    await signInAttemptFailed(services, request, attempt, user.id, 'auth.second_step_failed');
    throw unauthorized(SECOND_FACTOR_MESSAGES.invalidCode);
  }
  await signInAttemptSucceeded(services, attempt);
  await refuseInactive(services, request, user);
  return openSession(services, request, user.id, now, method);
}

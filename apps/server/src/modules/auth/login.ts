/**
 * POST login. An unknown email and a wrong password get the same 401 (and consume the same time: an
 * unknown email is checked against a decoy hash, and both are counted and audited alike). Each
 * attempt is taken from the per-IP and the per-account-and-IP counters *before* the password is
 * checked, so a burst of parallel guesses is cut at the limit; a successful sign-in gives its
 * attempt back. The lock is per account and source: a stranger cannot lock the owner out. Past the
 * account-wide ceiling (many addresses together), browsers the account does not remember are
 * refused unchecked and the owner is mailed once; a remembered browser signs in as usual
 * (sign-in-attempts.ts). An account with a second factor gets a second step instead of a session
 * (login-second-step.ts, docs/api.md "Second factor").
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { LoginAnswer } from '@passdesk/contract/auth/second-factor';
import { INVALID_CREDENTIALS_MESSAGE, type LoginBody, type LoginData } from '@passdesk/contract/auth/session';
import { audit } from '../../platform/audit/audit.ts';
import { decoyPasswordHash, verifyPassword } from '../../platform/auth/passwords.ts';
import { issueSession } from '../../platform/auth/sessions.ts';
import { adminUsers } from '../access/access.schema.ts';
import { roleRequiresSecondFactor } from '../access/roles.service.ts';
import { forbidden, unauthorized } from '../../platform/http/errors.ts';
import type { Services } from '../../platform/services.ts';
import { secondStepMethods } from '../second-factor/factors.ts';
import { passkeyParty } from '../second-factor/passkey-party.ts';
import { authenticationOptions } from '../second-factor/passkey-store.ts';
import { listPermissionNames, loadMe } from './me.ts';
import { secondStepFor } from './second-step-challenge.ts';
import { countSignInAttempt, signInAttemptFailed, signInAttemptSucceeded } from './sign-in-attempts.ts';
import { findUserByEmail, normalizeEmail } from './users.ts';

export const INACTIVE_ACCOUNT_MESSAGE = 'This account is inactive. Please contact your administrator.';

export async function login(services: Services, request: FastifyRequest, body: LoginBody): Promise<LoginAnswer> {
  const { db } = services;
  const email = normalizeEmail(body.email);
  const now = new Date();
  const user = await findUserByEmail(db, email);
  const attempt = await countSignInAttempt(services, request, email, user, now);
  const passwordOk = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), body.password);
  if (!user || !passwordOk) {
    // The attempt stays counted. Known and unknown emails write the same event, so they consume as long.
    await signInAttemptFailed(services, request, attempt, user?.id ?? null, 'auth.login_failed');
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
  }
  await signInAttemptSucceeded(services, attempt);
  await refuseInactive(services, request, user);
  const methods = await secondStepMethods(db, user.id);
  if (methods.length > 0) {
    await db.transaction((tx) => audit(tx, request, { action: 'auth.password_accepted', entity: 'admin_user', entityId: user.id }));
    const passkeyOptions = methods.includes('passkey') ? await authenticationOptions(db, passkeyParty(services.config, request), 'second-step', user.id) : undefined;
    return { second_step: secondStepFor(services.tokens, user.id, { methods, passkey_options: passkeyOptions }, now) };
  }
  return openSession(services, request, user.id, now);
}

export async function refuseInactive(services: Services, request: FastifyRequest, user: { id: number; status: string }): Promise<void> {
  if (user.status === 'active') return;
  await services.db.transaction((tx) => audit(tx, request, { action: 'auth.login_refused_inactive', entity: 'admin_user', entityId: user.id }));
  throw forbidden(INACTIVE_ACCOUNT_MESSAGE);
}

/**
 * The session of a finished sign-in; `method` names the second factor used, if any. Without one,
 * a user whose role requires a second factor gets a session that opens only its set-up.
 */
export async function openSession(services: Services, request: FastifyRequest, userId: number, now: Date, method?: string): Promise<LoginData> {
  const { db } = services;
  const mustEnrolSecondFactor = method === undefined && (await roleRequiresSecondFactor(db, userId));
  const { token } = await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ last_login_at: now }).where(eq(adminUsers.id, userId));
    const session = await issueSession(tx, services.tokens, {
      subjectType: 'admin',
      subjectId: userId,
      ttlHours: services.config.sessionTtlHours,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      mustEnrolSecondFactor,
    });
    await audit(tx, request, { action: 'auth.login', entity: 'admin_user', entityId: userId, changes: { session_id: session.sessionId, ...(method ? { second_factor: method } : {}), ...(mustEnrolSecondFactor ? { second_factor: 'enrolment_required' } : {}) } });
    return session;
  });
  return { token, user: await loadMe(db, userId, mustEnrolSecondFactor), permissions: await listPermissionNames(db) };
}

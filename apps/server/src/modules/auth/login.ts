/**
 * POST login. An unknown email and a wrong password get the same 401 (and consume the same time: an
 * unknown email is checked against a decoy hash, and both are counted and audited alike). Each
 * attempt is taken from the per-IP and the per-account-and-IP counters *before* the password is
 * checked, so a burst of parallel guesses is cut at the limit; a successful sign-in gives its
 * attempt back. The lock is per account and source: a stranger cannot lock the owner out. Past the
 * account-wide ceiling (many addresses together), browsers the account does not remember are
 * refused unchecked and the owner is mailed once; a remembered browser signs in as usual.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { INVALID_CREDENTIALS_MESSAGE, type LoginBody, type LoginData } from '@passdesk/contract/auth/session';
import { audit } from '../../platform/audit/audit.ts';
import { decoyPasswordHash, verifyPassword } from '../../platform/auth/passwords.ts';
import { issueSession } from '../../platform/auth/sessions.ts';
import { adminUsers } from '../access/access.schema.ts';
import { forbidden, unauthorized } from '../../platform/http/errors.ts';
import type { Services } from '../../platform/services.ts';
import { requestAddress } from '../../platform/rate-limit/client-address.ts';
import { isRememberedDevice } from '../../platform/auth/device-tokens.ts';
import { forget, giveBack, consume, hit, refusal, tryConsume } from '../../platform/rate-limit/rate-limit.ts';
import { accountAlertMail } from './account-alert-mail.ts';
import { ACCOUNT_ALERT, LOGIN_ACCOUNT_ALL_SOURCES, LOGIN_ACCOUNT_FAILURES, LOGIN_IP_FAILURES, limitKeys } from './limits.ts';
import { listPermissionNames, loadMe } from './me.ts';
import { findUserByEmail, normalizeEmail } from './users.ts';

export const INACTIVE_ACCOUNT_MESSAGE = 'This account is inactive. Please contact your administrator.';

export async function login(services: Services, request: FastifyRequest, body: LoginBody): Promise<LoginData> {
  const { db } = services;
  const email = normalizeEmail(body.email);
  const now = new Date();
  const address = requestAddress(request);
  const ipKey = limitKeys.loginIp(address);
  const accountKey = limitKeys.loginAccount(email, address);

  await consume(db, ipKey, LOGIN_IP_FAILURES, now);
  const account = await consume(db, accountKey, LOGIN_ACCOUNT_FAILURES, now);
  const user = await findUserByEmail(db, email);
  // The account-wide ceiling, for browsers the account does not remember (unknown emails alike).
  const remembered = user !== undefined && isRememberedDevice(request, services.tokens, 'admin', user.id, now);
  const allSourcesKey = limitKeys.loginAccountAllSources(email);
  if (!remembered) {
    const allSources = await hit(db, allSourcesKey, LOGIN_ACCOUNT_ALL_SOURCES, now);
    if (allSources.hits > LOGIN_ACCOUNT_ALL_SOURCES.max) {
      await giveBack(db, accountKey);
      if (user) await warnOwner(services, request, user, email, now);
      throw refusal(LOGIN_ACCOUNT_ALL_SOURCES, allSources.endsAt, now);
    }
  }
  const passwordOk = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), body.password);
  if (!user || !passwordOk) {
    // The attempt stays counted. Known and unknown emails write the same event, so they consume as long.
    const locked = account.hits >= LOGIN_ACCOUNT_FAILURES.max;
    await db.transaction((tx) =>
      audit(tx, request, {
        action: locked ? 'auth.account_locked' : 'auth.login_failed',
        entity: 'admin_user',
        entityId: user?.id ?? null,
        changes: { failures_from_this_ip: account.hits, ...(locked ? { locked_until: account.endsAt.toISOString() } : {}) },
      }),
    );
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
  }
  await giveBack(db, ipKey);
  await forget(db, accountKey);
  if (!remembered) await giveBack(db, allSourcesKey);
  if (user.status !== 'active') {
    await db.transaction((tx) => audit(tx, request, { action: 'auth.login_refused_inactive', entity: 'admin_user', entityId: user.id }));
    throw forbidden(INACTIVE_ACCOUNT_MESSAGE);
  }

  const { token } = await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ last_login_at: now }).where(eq(adminUsers.id, user.id));
    const session = await issueSession(tx, services.tokens, {
      subjectType: 'admin',
      subjectId: user.id,
      ttlHours: services.config.sessionTtlHours,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    await audit(tx, request, { action: 'auth.login', entity: 'admin_user', entityId: user.id, changes: { session_id: session.sessionId } });
    return session;
  });
  return { token, user: await loadMe(db, user.id), permissions: await listPermissionNames(db) };
}

/** Mails the owner and audits, once per episode (ACCOUNT_ALERT's window), however many attempts follow. */
async function warnOwner(services: Services, request: FastifyRequest, user: { id: number; email: string; first_name: string }, email: string, now: Date): Promise<void> {
  if (!(await tryConsume(services.db, limitKeys.loginAccountAlert(email), ACCOUNT_ALERT, now))) return;
  await services.db.transaction((tx) =>
    audit(tx, request, { action: 'auth.account_slowed', entity: 'admin_user', entityId: user.id, changes: { failures_all_sources: LOGIN_ACCOUNT_ALL_SOURCES.max } }),
  );
  void services.mailer.send(accountAlertMail(user.email, user.first_name)).catch((error: unknown) => {
    request.log.error({ err: error, userId: user.id }, 'could not send the failed sign-ins warning');
  });
}

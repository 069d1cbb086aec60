/**
 * POST login. An unknown email and a wrong password get the same 401 (and take the same time: an
 * unknown email is checked against a decoy hash). Failures count per IP and per account; the 5th
 * wrong password locks the account for 15 minutes, after which it opens by itself.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { INVALID_CREDENTIALS_MESSAGE, type LoginBody, type LoginData } from '@passdesk/contract/auth/session';
import { audit } from '../../platform/audit/audit.ts';
import { decoyPasswordHash, verifyPassword } from '../../platform/auth/passwords.ts';
import { issueSession } from '../../platform/auth/sessions.ts';
import { adminUsers } from '../../platform/database/schema.ts';
import { forbidden, unauthorized } from '../../platform/http/errors.ts';
import type { Services } from '../../platform/services.ts';
import { ACCOUNT_LOCK_SECONDS, LOGIN_ACCOUNT_FAILURES, LOGIN_IP_FAILURES } from './limits.ts';
import { listPermissionNames, loadMe } from './me.ts';
import { assertUnder, hit, refusal } from '../../platform/rate-limit/rate-limit.ts';
import { findUserByEmail, normalizeEmail } from './users.ts';

export const INACTIVE_ACCOUNT_MESSAGE = 'This account is inactive. Please contact your administrator.';

export async function login(services: Services, request: FastifyRequest, body: LoginBody): Promise<LoginData> {
  const { db } = services;
  const email = normalizeEmail(body.email);
  const now = new Date();
  const ipKey = `login-fail:ip:${request.ip}`;
  const accountKey = `login-fail:account:${email}`;

  await assertUnder(db, ipKey, LOGIN_IP_FAILURES, now);
  const user = await findUserByEmail(db, email);
  if (user?.locked_until && user.locked_until > now) throw refusal(LOGIN_ACCOUNT_FAILURES, user.locked_until, now);
  // Unknown emails are counted the same way, so a lock does not tell which emails exist.
  if (!user) await assertUnder(db, accountKey, LOGIN_ACCOUNT_FAILURES, now);

  const passwordOk = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), body.password);
  if (!user || !passwordOk) {
    await hit(db, ipKey, LOGIN_IP_FAILURES, now);
    if (user) await recordFailure(services, request, user.id, now);
    else await hit(db, accountKey, LOGIN_ACCOUNT_FAILURES, now);
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
  }
  if (user.status !== 'active') {
    await db.transaction((tx) => audit(tx, request, { action: 'auth.login_refused_inactive', entity: 'admin_user', entityId: user.id }));
    throw forbidden(INACTIVE_ACCOUNT_MESSAGE);
  }

  const { token } = await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ last_login_at: now, failed_logins: 0, locked_until: null })
      .where(eq(adminUsers.id, user.id));
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

/**
 * Counts a wrong password on the user's row. A lock that has run out starts the count again; the
 * 5th failure in a row sets locked_until. One statement, so concurrent failures all count.
 */
async function recordFailure(services: Services, request: FastifyRequest, userId: number, now: Date): Promise<void> {
  const lockUntil = new Date(now.getTime() + ACCOUNT_LOCK_SECONDS * 1000);
  const lockExpired = sql`(${adminUsers.locked_until} is not null and ${adminUsers.locked_until} <= ${now})`;
  const failures = sql`case when ${lockExpired} then 1 else ${adminUsers.failed_logins} + 1 end`;
  await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(adminUsers)
      .set({
        failed_logins: failures,
        locked_until: sql`case when ${failures} >= ${LOGIN_ACCOUNT_FAILURES.max} then ${lockUntil}::timestamptz when ${lockExpired} then null else ${adminUsers.locked_until} end`,
      })
      .where(eq(adminUsers.id, userId))
      .returning({ failedLogins: adminUsers.failed_logins, lockedUntil: adminUsers.locked_until });
    const locked = row?.lockedUntil !== null && row?.lockedUntil !== undefined && row.lockedUntil > now;
    await audit(tx, request, {
      action: locked ? 'auth.account_locked' : 'auth.login_failed',
      entity: 'admin_user',
      entityId: userId,
      changes: { failed_logins: row?.failedLogins, ...(locked ? { locked_until: row?.lockedUntil?.toISOString() } : {}) },
    });
  });
}

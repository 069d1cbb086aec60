/**
 * POST /api/v1/mobile/login: an inspector signs in with their employee code or mobile number.
 * Like the panel's sign-in: the same 401 for an unknown login and a wrong password (an unknown
 * one is checked against a decoy hash), every attempt taken from the per-IP and per-account-and-IP
counters before the password is checked (docs/api.md, "Brute force"), 403 for
 * an inactive account with the right password. Each phone gets its own revocable session.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MOBILE_USER_MESSAGES, type MobileLoginBody, type MobileLoginData } from '@passdesk/contract/mobile/mobile-user';
import { audit } from '../../platform/audit/audit.ts';
import { decoyPasswordHash, verifyPassword } from '../../platform/auth/passwords.ts';
import { issueSession } from '../../platform/auth/sessions.ts';
import { centers } from '../centers/centers.schema.ts';
import { mobileUsers } from './mobile-users.schema.ts';
import { forbidden, unauthorized } from '../../platform/http/errors.ts';
import { forget, giveBack, keyPart, consume, type Limit } from '../../platform/rate-limit/rate-limit.ts';
import { requestAddress } from '../../platform/rate-limit/client-address.ts';
import type { Services } from '../../platform/services.ts';

const MINUTE = 60;

/** Wrong passwords from one IP (a depot's phones may share one address). */
const MOBILE_LOGIN_IP_FAILURES: Limit = { max: 30, windowSeconds: 15 * MINUTE, message: 'Too many failed sign-in attempts from your network. Try again in {wait}.' };
/** Wrong passwords for one employee code or mobile number from one IP (nobody can lock an inspector out from elsewhere). */
const MOBILE_LOGIN_ACCOUNT_FAILURES: Limit = { max: 5, windowSeconds: 15 * MINUTE, message: 'Too many failed sign-in attempts. Try again in {wait}.' };

/** An employee code is matched ignoring case, a mobile number without spaces or dashes. */
function loginKey(login: string): { code: string; mobile: string } {
  return { code: login.trim().toLowerCase(), mobile: login.replace(/[\s-]/g, '') };
}

export async function mobileLogin(services: Services, request: FastifyRequest, body: MobileLoginBody): Promise<MobileLoginData> {
  const { db } = services;
  const { code, mobile } = loginKey(body.login);
  const now = new Date();
  const address = requestAddress(request);
  const ipKey = `mobile-login:ip:${address}`;
  await consume(db, ipKey, MOBILE_LOGIN_IP_FAILURES, now);

  const [user] = await db
    .select({ id: mobileUsers.id, password_hash: mobileUsers.password_hash, status: mobileUsers.status })
    .from(mobileUsers)
    .where(sql`lower(${mobileUsers.employee_code}) = ${code} or ${mobileUsers.mobile} = ${mobile}`)
    .limit(1);
  // Counted on the inspector the login resolves to, however it was written (code, mobile, case,
  // spaces), so that naming one inspector six ways gives no more guesses than naming them once.
  const accountKey = `mobile-login:account:${user ? `inspector:${user.id}` : keyPart(code)}:ip:${address}`;
  await consume(db, accountKey, MOBILE_LOGIN_ACCOUNT_FAILURES, now);
  const passwordOk = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), body.password);
  if (!user || !passwordOk) {
    if (user) await db.transaction((tx) => audit(tx, request, { action: 'mobile.login_failed', entity: 'mobile_user', entityId: user.id }));
    throw unauthorized(MOBILE_USER_MESSAGES.invalidCredentials);
  }
  await giveBack(db, ipKey);
  await forget(db, accountKey);
  if (user.status !== 'active') {
    await db.transaction((tx) => audit(tx, request, { action: 'mobile.login_refused_inactive', entity: 'mobile_user', entityId: user.id }));
    throw forbidden(MOBILE_USER_MESSAGES.inactive);
  }

  const session = await db.transaction(async (tx) => {
    await tx.update(mobileUsers).set({ last_seen_at: now }).where(eq(mobileUsers.id, user.id));
    const issued = await issueSession(tx, services.tokens, {
      subjectType: 'mobile',
      subjectId: user.id,
      ttlHours: services.config.mobile.sessionTtlHours,
      ip: request.ip,
      userAgent: body.device ?? request.headers['user-agent'],
    });
    await audit(tx, request, { action: 'mobile.login', entity: 'mobile_user', entityId: user.id, changes: { session_id: issued.sessionId } });
    return issued;
  });
  const [inspector] = await db
    .select({ id: mobileUsers.id, name: mobileUsers.name, employee_code: mobileUsers.employee_code, mobile: mobileUsers.mobile, center_id: mobileUsers.center_id, center_name: centers.name })
    .from(mobileUsers)
    .leftJoin(centers, eq(centers.id, mobileUsers.center_id))
    .where(eq(mobileUsers.id, user.id));
  if (!inspector) throw unauthorized(MOBILE_USER_MESSAGES.invalidCredentials);
  return { token: session.token, expires_at: session.expiresAt.toISOString(), inspector };
}

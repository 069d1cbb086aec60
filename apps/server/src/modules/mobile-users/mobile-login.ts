/**
 * POST /api/v1/mobile/login: an inspector signs in with their employee code or mobile number.
 * Like the panel's sign-in: the same 401 for an unknown login and a wrong password (an unknown
 * one is checked against a decoy hash), every attempt taken from the per-IP and per-account-and-IP
counters before the password is checked (docs/api.md, "Brute force"), 403 for
 * an inactive account with the right password. Each phone gets its own revocable session. Past the
 * account-wide ceiling, phones that never signed in as that inspector are refused unchecked (an
 * inspector has no email: the episode is audited as `mobile.login_slowed` for the panel's staff).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MOBILE_USER_MESSAGES, type MobileLoginBody, type MobileLoginData } from '@passdesk/contract/mobile-users/mobile-user';
import { audit } from '../../platform/audit/audit.ts';
import { decoyPasswordHash, verifyPassword } from '../../platform/auth/passwords.ts';
import { issueSession } from '../../platform/auth/sessions.ts';
import { centers } from '../centers/centers.schema.ts';
import { mobileUsers } from './mobile-users.schema.ts';
import { forbidden, unauthorized } from '../../platform/http/errors.ts';
import { isRememberedDevice } from '../../platform/auth/device-tokens.ts';
import { forget, giveBack, hit, keyPart, consume, refusal, tryConsume, type Limit } from '../../platform/rate-limit/rate-limit.ts';
import { requestAddress } from '../../platform/rate-limit/client-address.ts';
import type { Services } from '../../platform/services.ts';

const MINUTE = 60;

/** Wrong passwords from one IP (a depot's phones may share one address). */
const MOBILE_LOGIN_IP_FAILURES: Limit = { max: 30, windowSeconds: 15 * MINUTE, message: 'Too many failed sign-in attempts from your network. Try again in {wait}.' };
/** Wrong passwords for one employee code or mobile number from one IP (nobody can lock an inspector out from elsewhere). */
const MOBILE_LOGIN_ACCOUNT_FAILURES: Limit = { max: 5, windowSeconds: 15 * MINUTE, message: 'Too many failed sign-in attempts. Try again in {wait}.' };
/**
 * Wrong passwords for one inspector from every address together: past it, phones that never signed
 * in as that inspector are refused unchecked until the window ends; a remembered phone is exempt.
 */
export const MOBILE_LOGIN_ALL_SOURCES: Limit = {
  max: 10,
  windowSeconds: 15 * MINUTE,
  message: 'Too many failed sign-in attempts at this inspector from several networks, so it only accepts phones that signed in as this inspector before. Try again in {wait}.',
};
/** One audit entry per inspector per hour while guesses keep coming. */
const MOBILE_LOGIN_ALERT: Limit = { max: 1, windowSeconds: 60 * MINUTE, message: '' };

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
  const accountPrefix = `mobile-login:account:${user ? `inspector:${user.id}` : keyPart(code)}:`;
  const accountKey = `${accountPrefix}ip:${address}`;
  await consume(db, accountKey, MOBILE_LOGIN_ACCOUNT_FAILURES, now);
  // The same inspector however named, from every address: the ceiling for phones it does not remember.
  const remembered = user !== undefined && isRememberedDevice(request, services.tokens, 'mobile', user.id, now);
  const allSourcesKey = `${accountPrefix}all`;
  if (!remembered) {
    const allSources = await hit(db, allSourcesKey, MOBILE_LOGIN_ALL_SOURCES, now);
    if (allSources.hits > MOBILE_LOGIN_ALL_SOURCES.max) {
      await giveBack(db, accountKey);
      if (user && (await tryConsume(db, `${accountPrefix}alert`, MOBILE_LOGIN_ALERT, now))) {
        await db.transaction((tx) =>
          audit(tx, request, { action: 'mobile.login_slowed', entity: 'mobile_user', entityId: user.id, changes: { failures_all_sources: MOBILE_LOGIN_ALL_SOURCES.max } }),
        );
      }
      throw refusal(MOBILE_LOGIN_ALL_SOURCES, allSources.endsAt, now);
    }
  }
  const passwordOk = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), body.password);
  if (!user || !passwordOk) {
    if (user) await db.transaction((tx) => audit(tx, request, { action: 'mobile.login_failed', entity: 'mobile_user', entityId: user.id }));
    throw unauthorized(MOBILE_USER_MESSAGES.invalidCredentials);
  }
  await giveBack(db, ipKey);
  await forget(db, accountKey);
  if (!remembered) await giveBack(db, allSourcesKey);
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

/**
 * Forgot password by emailed code: forgot-password stores a 6-digit code's hash (valid 10 minutes,
 * at most 5 tries from one address and 10 from all together, single use) and mails the code (at
 * most 3 mails per account per hour); verify-otp trades it for a short-lived reset
 * token (stored hashed); reset-password sets the password and revokes every session. The answers
 * never tell whether an email belongs to a user.
 */
import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  INVALID_OTP_MESSAGE,
  INVALID_RESET_TOKEN_MESSAGE,
  OTP_VALID_MINUTES,
  RESET_TOKEN_VALID_MINUTES,
} from '@passdesk/contract/auth/password-reset';
import { audit } from '../../platform/audit/audit.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { revokeAllSessions } from '../../platform/auth/sessions.ts';
import { adminUsers, passwordResets } from '../access/access.schema.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { Services } from '../../platform/services.ts';
import {
  FORGOT_PASSWORD_ACCOUNT,
  FORGOT_PASSWORD_IP,
  limitKeys,
  RESET_MAILS_PER_ACCOUNT,
  VERIFY_OTP_ACCOUNT,
  VERIFY_OTP_CODE,
  VERIFY_OTP_CODE_ALL_SOURCES,
  VERIFY_OTP_IP,
} from './limits.ts';
import { otpMail } from './otp-mail.ts';
import { requestAddress } from '../../platform/rate-limit/client-address.ts';
import { forgetAll, consume, tryConsume } from '../../platform/rate-limit/rate-limit.ts';
import { findUserByEmail, normalizeEmail } from './users.ts';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

function newOtp(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

export async function requestPasswordReset(services: Services, request: FastifyRequest, rawEmail: string): Promise<void> {
  const { db } = services;
  const email = normalizeEmail(rawEmail);
  const now = new Date();
  const address = requestAddress(request);
  await consume(db, limitKeys.forgotIp(address), FORGOT_PASSWORD_IP, now);
  await consume(db, limitKeys.forgotAccount(email, address), FORGOT_PASSWORD_ACCOUNT, now);

  // Counted for every email, known or not, so a capped request consumes as long as any other.
  const mayMail = await tryConsume(db, limitKeys.resetMails(email), RESET_MAILS_PER_ACCOUNT, now);
  const user = await findUserByEmail(db, email);
  const otp = newOtp();
  // Hashed whether or not the user exists, so both answers consume about as long.
  const otpHash = await hashPassword(otp);
  if (!user || user.status !== 'active') return;
  if (!mayMail) {
    // Past the hourly cap: answered as a sent one, nothing mailed, the last mailed code stays valid.
    request.log.info({ userId: user.id }, 'password reset code not mailed: the hourly cap of this account is reached');
    return;
  }

  await db.transaction(async (tx) => {
    // A new code replaces any earlier one that is still open.
    await tx
      .update(passwordResets)
      .set({ used_at: now })
      .where(and(eq(passwordResets.user_id, user.id), isNull(passwordResets.used_at)));
    const [row] = await tx
      .insert(passwordResets)
      .values({ email: user.email, user_id: user.id, otp_hash: otpHash, expires_at: new Date(now.getTime() + OTP_VALID_MINUTES * 60_000) })
      .returning({ id: passwordResets.id });
    await audit(tx, request, { action: 'auth.password_reset_requested', entity: 'admin_user', entityId: user.id, changes: { reset_id: row?.id } });
  });
  // Sent after the answer is decided and not awaited: the time to reach the mail server must not tell that the email exists.
  void services.mailer.send(otpMail(user.email, user.first_name, otp)).catch((error: unknown) => {
    request.log.error({ err: error, userId: user.id }, 'could not send the password reset code');
  });
}

export async function verifyOtp(services: Services, request: FastifyRequest, rawEmail: string, otp: string): Promise<string> {
  const { db } = services;
  const email = normalizeEmail(rawEmail);
  const now = new Date();
  const address = requestAddress(request);
  await consume(db, limitKeys.verifyIp(address), VERIFY_OTP_IP, now);
  await consume(db, limitKeys.verifyAccount(email, address), VERIFY_OTP_ACCOUNT, now);

  const [open] = await db
    .select({ id: passwordResets.id, userId: passwordResets.user_id, otpHash: passwordResets.otp_hash })
    .from(passwordResets)
    .where(
      and(
        eq(sql`lower(${passwordResets.email})`, email),
        isNull(passwordResets.used_at),
        gt(passwordResets.expires_at, now),
      ),
    )
    .orderBy(desc(passwordResets.id))
    .limit(1);
  if (!open) {
    // Same work as a real check, so the time does not tell whether a code was requested.
    await verifyPassword(await decoyPasswordHash(), otp);
    throw badRequest(INVALID_OTP_MESSAGE, { otp: INVALID_OTP_MESSAGE });
  }
  // Take a try before checking, so parallel guesses cannot exceed the limit. Tries are counted per
  // code and source: a stranger's wrong guesses never use up the owner's tries.
  const allowed = await tryConsume(db, limitKeys.verifyCode(open.id, address), VERIFY_OTP_CODE, now);
  await db.update(passwordResets).set({ attempts: sql`${passwordResets.attempts} + 1` }).where(eq(passwordResets.id, open.id));
  if (!allowed) throw badRequest(INVALID_OTP_MESSAGE, { otp: INVALID_OTP_MESSAGE });
  // The tries each address's limit lets through, counted from every address together: the try
  // past the ceiling voids the code unchecked (the owner asks for a new one).
  if (!(await tryConsume(db, limitKeys.verifyCodeAllSources(open.id), VERIFY_OTP_CODE_ALL_SOURCES, now))) {
    await voidCode(services, request, open, now);
    throw badRequest(INVALID_OTP_MESSAGE, { otp: INVALID_OTP_MESSAGE });
  }
  if (!(await verifyPassword(open.otpHash, otp))) throw badRequest(INVALID_OTP_MESSAGE, { otp: INVALID_OTP_MESSAGE });

  const resetToken = crypto.randomBytes(32).toString('base64url');
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResets)
      .set({
        used_at: now,
        reset_token_hash: sha256(resetToken),
        reset_token_expires_at: new Date(now.getTime() + RESET_TOKEN_VALID_MINUTES * 60_000),
      })
      .where(and(eq(passwordResets.id, open.id), isNull(passwordResets.used_at)))
      .returning({ id: passwordResets.id });
    if (row) await audit(tx, request, { action: 'auth.password_reset_code_verified', entity: 'admin_user', entityId: open.userId });
    return Boolean(row);
  });
  if (!claimed) throw badRequest(INVALID_OTP_MESSAGE, { otp: INVALID_OTP_MESSAGE });
  return resetToken;
}

/** Closes a code that took too many tries (once: the first request past the ceiling audits it). */
async function voidCode(services: Services, request: FastifyRequest, open: { id: number; userId: number | null }, now: Date): Promise<void> {
  await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResets)
      .set({ used_at: now })
      .where(and(eq(passwordResets.id, open.id), isNull(passwordResets.used_at)))
      .returning({ id: passwordResets.id });
    if (row) await audit(tx, request, { action: 'auth.password_reset_code_voided', entity: 'admin_user', entityId: open.userId, changes: { reset_id: open.id, tries: VERIFY_OTP_CODE_ALL_SOURCES.max } });
  });
}

export async function resetPassword(services: Services, request: FastifyRequest, resetToken: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const now = new Date();
  const done = await services.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ reset_at: now })
      .where(
        and(
          eq(passwordResets.reset_token_hash, sha256(resetToken)),
          isNull(passwordResets.reset_at),
          gt(passwordResets.reset_token_expires_at, now),
        ),
      )
      .returning({ userId: passwordResets.user_id, email: passwordResets.email });
    if (!reset?.userId) return false;
    await tx.update(adminUsers).set({ password_hash: passwordHash, password_changed_at: now, must_change_password: false }).where(eq(adminUsers.id, reset.userId));
    // A reset clears the sign-in locks of the account from every source.
    await forgetAll(tx, limitKeys.loginAccountPrefix(normalizeEmail(reset.email)));
    await revokeAllSessions(tx, 'admin', reset.userId);
    await audit(tx, request, { action: 'auth.password_reset', entity: 'admin_user', entityId: reset.userId });
    return true;
  });
  if (!done) throw badRequest(INVALID_RESET_TOKEN_MESSAGE, { reset_token: INVALID_RESET_TOKEN_MESSAGE });
}

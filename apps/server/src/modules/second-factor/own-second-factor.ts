/**
 * The profile's own changes to a confirmed second factor (docs/api.md "Second factor"): removing
 * the authenticator app and making new recovery codes. Both ask for the account's password again,
 * so a session left open on a shared screen cannot take the factor off or read new codes; wrong
 * passwords are counted with the change of password's (a 400, never a 401: the panel reads a 401
 * as "session expired").
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SECOND_FACTOR_MESSAGES } from '@passdesk/contract/auth/second-factor';
import { audit } from '../../platform/audit/audit.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import type { Db } from '../../platform/database/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { consume, forget } from '../../platform/rate-limit/rate-limit.ts';
import { adminUsers } from '../access/access.schema.ts';
import { CHANGE_PASSWORD_FAILURES, limitKeys } from '../auth/limits.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { removeSecondFactor } from './remove-factor.ts';
import { hasConfirmedTotp } from './totp-store.ts';

async function checkOwnPassword(db: Db, userId: number, password: string): Promise<void> {
  const failuresKey = limitKeys.changePassword(userId);
  // Taken before the check (parallel guesses are cut at the limit); given back on success.
  await consume(db, failuresKey, CHANGE_PASSWORD_FAILURES);
  const [user] = await db.select({ passwordHash: adminUsers.password_hash }).from(adminUsers).where(eq(adminUsers.id, userId)).limit(1);
  if (!user) throw notFound('User not found');
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(SECOND_FACTOR_MESSAGES.wrongPassword, { password: SECOND_FACTOR_MESSAGES.wrongPassword });
  await forget(db, failuresKey);
}

async function requireEnrolled(db: Db, userId: number): Promise<void> {
  if (!(await hasConfirmedTotp(db, userId))) throw conflict(SECOND_FACTOR_MESSAGES.notEnrolled);
}

export async function removeOwnTotp(db: Db, request: FastifyRequest, userId: number, password: string): Promise<void> {
  await requireEnrolled(db, userId);
  await checkOwnPassword(db, userId, password);
  await db.transaction(async (tx) => {
    await removeSecondFactor(tx, userId);
    await audit(tx, request, { action: 'auth.second_factor_removed', entity: 'admin_user', entityId: userId, changes: { method: 'totp' } });
  });
}

export async function renewOwnRecoveryCodes(db: Db, request: FastifyRequest, userId: number, password: string): Promise<string[]> {
  await requireEnrolled(db, userId);
  await checkOwnPassword(db, userId, password);
  return db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, userId);
    await audit(tx, request, { action: 'auth.recovery_codes_renewed', entity: 'admin_user', entityId: userId });
    return codes;
  });
}

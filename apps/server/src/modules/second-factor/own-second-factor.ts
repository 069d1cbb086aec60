/**
 * The profile's own changes to a confirmed second factor (docs/api.md "Second factor"): removing
 * the authenticator app, removing a passkey and making new recovery codes. All ask for the
 * account's password again, so a session left open on a shared screen cannot take the factor off or
 * read new codes; wrong passwords are counted with the change of password's (a 400, never a 401:
 * the panel reads a 401 as "session expired"). The last factor stays while a role requires one.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PASSKEY_MESSAGES } from '@passdesk/contract/auth/passkeys';
import { SECOND_FACTOR_MESSAGES } from '@passdesk/contract/auth/second-factor';
import { audit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/database/database.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { roleRequiresSecondFactor } from '../access/roles.service.ts';
import { checkCurrentPassword } from '../auth/current-password.ts';
import { hasPasskey } from './passkey-store.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { removeTotp } from './remove-factor.ts';
import { adminUserPasskeys } from './second-factor.schema.ts';
import { hasConfirmedTotp } from './totp-store.ts';

async function requireEnrolled(db: Db, userId: number): Promise<void> {
  if (!(await hasConfirmedTotp(db, userId))) throw conflict(SECOND_FACTOR_MESSAGES.notEnrolled);
}

export async function removeOwnTotp(db: Db, request: FastifyRequest, userId: number, password: string): Promise<void> {
  await requireEnrolled(db, userId);
  if (!(await hasPasskey(db, userId)) && (await roleRequiresSecondFactor(db, userId))) throw conflict(SECOND_FACTOR_MESSAGES.requiredByRole);
  await checkCurrentPassword(db, userId, password, 'password');
  await db.transaction(async (tx) => {
    await removeTotp(tx, userId);
    await audit(tx, request, { action: 'auth.second_factor_removed', entity: 'admin_user', entityId: userId, changes: { method: 'totp' } });
  });
}

export async function renewOwnRecoveryCodes(db: Db, request: FastifyRequest, userId: number, password: string): Promise<string[]> {
  await requireEnrolled(db, userId);
  await checkCurrentPassword(db, userId, password, 'password');
  return db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, userId);
    await audit(tx, request, { action: 'auth.recovery_codes_renewed', entity: 'admin_user', entityId: userId });
    return codes;
  });
}

/** Removes one of the user's passkeys, with the account's password again; other factors stay. */
export async function removeOwnPasskey(db: Db, request: FastifyRequest, userId: number, passkeyId: number, password: string): Promise<void> {
  const mine = and(eq(adminUserPasskeys.id, passkeyId), eq(adminUserPasskeys.user_id, userId));
  const [passkey] = await db.select({ name: adminUserPasskeys.name }).from(adminUserPasskeys).where(mine);
  if (!passkey) throw notFound(PASSKEY_MESSAGES.notFound);
  const [another] = await db.select({ id: adminUserPasskeys.id }).from(adminUserPasskeys).where(and(eq(adminUserPasskeys.user_id, userId), ne(adminUserPasskeys.id, passkeyId))).limit(1);
  const lastFactor = !another && !(await hasConfirmedTotp(db, userId));
  if (lastFactor && (await roleRequiresSecondFactor(db, userId))) throw conflict(SECOND_FACTOR_MESSAGES.requiredByRole);
  await checkCurrentPassword(db, userId, password, 'password');
  await db.transaction(async (tx) => {
    const removed = await tx.delete(adminUserPasskeys).where(mine).returning({ id: adminUserPasskeys.id });
    if (removed.length === 0) throw notFound(PASSKEY_MESSAGES.notFound);
    await audit(tx, request, { action: 'auth.second_factor_removed', entity: 'admin_user', entityId: userId, changes: { method: 'passkey', passkey_id: passkeyId, name: passkey.name } });
  });
}

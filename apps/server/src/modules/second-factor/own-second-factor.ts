/**
 * The profile's own changes to a confirmed second factor (docs/api.md "Second factor"): removing
 * the authenticator app and making new recovery codes. Both ask for the account's password again,
 * so a session left open on a shared screen cannot take the factor off or read new codes; wrong
 * passwords are counted with the change of password's (a 400, never a 401: the panel reads a 401
 * as "session expired").
 */
import type { FastifyRequest } from 'fastify';
import { SECOND_FACTOR_MESSAGES } from '@passdesk/contract/auth/second-factor';
import { audit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/database/database.ts';
import { conflict } from '../../platform/http/errors.ts';
import { roleRequiresSecondFactor } from '../access/roles.service.ts';
import { checkCurrentPassword } from '../auth/current-password.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { removeSecondFactor } from './remove-factor.ts';
import { hasConfirmedTotp } from './totp-store.ts';

async function requireEnrolled(db: Db, userId: number): Promise<void> {
  if (!(await hasConfirmedTotp(db, userId))) throw conflict(SECOND_FACTOR_MESSAGES.notEnrolled);
}

export async function removeOwnTotp(db: Db, request: FastifyRequest, userId: number, password: string): Promise<void> {
  await requireEnrolled(db, userId);
  if (await roleRequiresSecondFactor(db, userId)) throw conflict(SECOND_FACTOR_MESSAGES.requiredByRole);
  await checkCurrentPassword(db, userId, password, 'password');
  await db.transaction(async (tx) => {
    await removeSecondFactor(tx, userId);
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

/**
 * The authenticator app of an admin user: set-up (a pending secret), confirmation with a first
 * code (then ten recovery codes), and the second step's check (docs/api.md "Second factor").
 */
import { and, eq, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import { SECOND_FACTOR_MESSAGES, type TotpSetup } from '@passdesk/contract/auth/second-factor';
import type { Config } from '../../platform/config/config.ts';
import type { Db, DbOrTx } from '../../platform/database/database.ts';
import { badRequest, conflict } from '../../platform/http/errors.ts';
import { looksLikeRecoveryCode, replaceRecoveryCodes, useRecoveryCode } from './recovery-codes.ts';
import { adminUserTotp } from './second-factor.schema.ts';
import { totpCipher, type TotpCipher } from './totp-cipher.ts';
import { matchingStep, newTotpSecret, totpUrl } from './totp.ts';

type CipherConfig = Pick<Config, 'mfaKey' | 'mfaKeysPrevious'>;

export async function hasConfirmedTotp(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: adminUserTotp.user_id })
    .from(adminUserTotp)
    .where(and(eq(adminUserTotp.user_id, userId), isNotNull(adminUserTotp.confirmed_at)))
    .limit(1);
  return row !== undefined;
}

/** A new pending secret (replacing an unconfirmed one); refused while a confirmed one stands. */
export async function startTotpSetup(db: Db, config: CipherConfig, user: { id: number; email: string }): Promise<TotpSetup> {
  const secret = newTotpSecret();
  const sealed = (await totpCipher(db, config)).seal(secret);
  const stored = await db
    .insert(adminUserTotp)
    .values({ user_id: user.id, ...sealed })
    .onConflictDoUpdate({ target: adminUserTotp.user_id, set: { ...sealed, last_used_step: 0, created_at: new Date() }, setWhere: isNull(adminUserTotp.confirmed_at) })
    .returning({ user_id: adminUserTotp.user_id });
  if (stored.length === 0) throw conflict(SECOND_FACTOR_MESSAGES.alreadyEnrolled);
  return { secret, otpauth_url: totpUrl(secret, user.email) };
}

/** Accepts `code` for the step it belongs to if that step is later than the last accepted one (one statement: a replay, even at once, loses). */
async function acceptCode(db: DbOrTx, cipher: TotpCipher, userId: number, code: string, confirmed: boolean, now: Date): Promise<boolean> {
  const [row] = await db
    .select()
    .from(adminUserTotp)
    .where(and(eq(adminUserTotp.user_id, userId), confirmed ? isNotNull(adminUserTotp.confirmed_at) : isNull(adminUserTotp.confirmed_at)))
    .limit(1);
  const secret = row && cipher.open(row);
  const step = secret === undefined ? undefined : matchingStep(secret, code, now.getTime());
  if (!row || step === undefined || step <= row.last_used_step) return false;
  const accepted = await db
    .update(adminUserTotp)
    .set({ last_used_step: step, ...(confirmed ? {} : { confirmed_at: now }) })
    .where(and(eq(adminUserTotp.user_id, userId), lt(adminUserTotp.last_used_step, step), eq(adminUserTotp.key_id, row.key_id)))
    .returning({ id: adminUserTotp.user_id });
  return accepted.length > 0;
}

/** Confirms the pending secret with its first code; returns the new recovery codes. A wrong code: 400, nothing changed. */
export async function confirmTotp(db: Db, config: CipherConfig, userId: number, code: string, now = new Date()): Promise<string[]> {
  const cipher = await totpCipher(db, config);
  return db.transaction(async (tx) => {
    const [pending] = await tx.select({ id: adminUserTotp.user_id }).from(adminUserTotp).where(and(eq(adminUserTotp.user_id, userId), isNull(adminUserTotp.confirmed_at)));
    if (!pending) throw badRequest(SECOND_FACTOR_MESSAGES.notStarted);
    if (!(await acceptCode(tx, cipher, userId, code, false, now))) throw badRequest(SECOND_FACTOR_MESSAGES.invalidCode, { code: SECOND_FACTOR_MESSAGES.invalidCode });
    return replaceRecoveryCodes(tx, userId);
  });
}

/** The second step's check: an app's code (once per step) or an unused recovery code. Says which was used, or undefined. */
export async function checkSecondFactor(db: Db, config: CipherConfig, userId: number, code: string, now = new Date()): Promise<'totp' | 'recovery_code' | undefined> {
  if (looksLikeRecoveryCode(code)) return (await useRecoveryCode(db, userId, code, now)) ? 'recovery_code' : undefined;
  return (await acceptCode(db, await totpCipher(db, config), userId, code, true, now)) ? 'totp' : undefined;
}

/** Re-encrypts secrets sealed under a previous key with the current one (each start; docs/operations.md "The second factor's key"). */
export async function resealStaleSecrets(db: Db, config: CipherConfig): Promise<number> {
  const cipher = await totpCipher(db, config);
  const stale = await db.select().from(adminUserTotp).where(ne(adminUserTotp.key_id, cipher.keyId));
  let resealed = 0;
  for (const row of stale) {
    const secret = cipher.open(row);
    if (secret === undefined) continue;
    const updated = await db
      .update(adminUserTotp)
      .set(cipher.seal(secret))
      .where(and(eq(adminUserTotp.user_id, row.user_id), eq(adminUserTotp.key_id, row.key_id)))
      .returning({ id: adminUserTotp.user_id });
    resealed += updated.length;
  }
  return resealed;
}

/**
 * Recovery codes (docs/domain.md "Second factor"): ten made at enrolment, shown once, kept as
 * hashes; each is accepted once. A code reads `xxxxx-xxxxx` in an alphabet without look-alike
 * letters (50 bits); it is compared without its dash and case.
 */
import crypto from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@passdesk/contract/auth/second-factor';
import type { DbOrTx } from '../../platform/database/database.ts';
import { adminUserRecoveryCodes } from './second-factor.schema.ts';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const normalize = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();
const hashOf = (code: string): string => crypto.createHash('sha256').update(`passdesk-recovery:${normalize(code)}`).digest('hex');

/** Whether `code` has a recovery code's shape (so it is not taken for an app's code). */
export const looksLikeRecoveryCode = (code: string): boolean => /^[a-z0-9]{10}$/.test(normalize(code));

function newCode(): string {
  const letters = Array.from({ length: 10 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** Replaces the user's recovery codes with new ones; returns them (the only time they are readable). */
export async function replaceRecoveryCodes(tx: DbOrTx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.delete(adminUserRecoveryCodes).where(eq(adminUserRecoveryCodes.user_id, userId));
  await tx.insert(adminUserRecoveryCodes).values(codes.map((code) => ({ user_id: userId, code_hash: hashOf(code) })));
  return codes;
}

/** Marks the code used if it is one of the user's unused codes; false otherwise (one statement: two tries at once cannot both win). */
export async function useRecoveryCode(db: DbOrTx, userId: number, code: string, now = new Date()): Promise<boolean> {
  const used = await db
    .update(adminUserRecoveryCodes)
    .set({ used_at: now })
    .where(and(eq(adminUserRecoveryCodes.user_id, userId), eq(adminUserRecoveryCodes.code_hash, hashOf(code)), isNull(adminUserRecoveryCodes.used_at)))
    .returning({ id: adminUserRecoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminUserRecoveryCodes)
    .where(and(eq(adminUserRecoveryCodes.user_id, userId), isNull(adminUserRecoveryCodes.used_at)));
  return row?.n ?? 0;
}

/**
 * Clearing an account's locks (`passdesk admin unlock`, `admin reset-password`): the sign-in,
 * code-request and code-check counters of the account from every source, and its wrong current
 * passwords in Change Password. The per-IP counters stay: they protect against a network, not
 * an account (limits.ts).
 */
import { count, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/database/database.ts';
import { authRateLimits } from '../../platform/rate-limit/rate-limit.schema.ts';
import { limitKeys } from './limits.ts';
import { normalizeEmail } from './users.ts';

/** Every counter key of one account: prefixes over all source IPs, and exact keys. */
function accountKeys(email: string, userId: number): { prefixes: string[]; keys: string[] } {
  const account = normalizeEmail(email);
  return {
    prefixes: [limitKeys.loginAccountPrefix(account), limitKeys.forgotAccountPrefix(account), limitKeys.verifyAccountPrefix(account)],
    keys: [limitKeys.changePassword(userId)],
  };
}

/** Deletes the account's counters; returns how many there were (0: it was not locked or slowed). */
export async function clearAccountLocks(db: DbOrTx, email: string, userId: number): Promise<number> {
  const { prefixes, keys } = accountKeys(email, userId);
  const matches = or(inArray(authRateLimits.key, keys), ...prefixes.map((prefix) => sql`left(${authRateLimits.key}, ${prefix.length}) = ${prefix}`));
  const [found] = await db.select({ n: count() }).from(authRateLimits).where(matches);
  await db.delete(authRateLimits).where(matches);
  return found?.n ?? 0;
}

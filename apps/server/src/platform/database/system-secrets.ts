/**
 * Secrets the installation makes for itself (the token signing secret, the ID-number hash key) are
 * generated once and kept in system_state, so every instance sharing the database, and every
 * restart, uses the same value without configuration (docs/operations.md "Production").
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './database.ts';
import { systemState } from './system-state.schema.ts';

/**
 * The secret stored under `key`, made on the first call. Race-safe: instances starting together
 * each offer a candidate, the first insert wins and every one of them reads the winner.
 * `candidate` replaces the random value (a secret an older version kept elsewhere).
 */
export async function ensureStoredSecret(db: DbOrTx, key: string, candidate?: string): Promise<string> {
  const offered = candidate ?? crypto.randomBytes(48).toString('base64url');
  await db.insert(systemState).values({ key, value: offered }).onConflictDoNothing();
  const [row] = await db.select({ value: systemState.value }).from(systemState).where(eq(systemState.key, key));
  if (typeof row?.value !== 'string' || row.value.length < 32) throw new Error(`the stored secret ${key} is missing from system_state`);
  return row.value;
}

/** Taking a user's second factor off: the authenticator app (also a pending one) and every recovery code (docs/api.md "Second factor"). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/database/database.ts';
import { adminUserRecoveryCodes, adminUserTotp } from './second-factor.schema.ts';

/** Removes the user's second factor; says whether a confirmed authenticator app was removed. */
export async function removeSecondFactor(tx: DbOrTx, userId: number): Promise<boolean> {
  const removed = await tx.delete(adminUserTotp).where(eq(adminUserTotp.user_id, userId)).returning({ confirmedAt: adminUserTotp.confirmed_at });
  await tx.delete(adminUserRecoveryCodes).where(eq(adminUserRecoveryCodes.user_id, userId));
  return removed.some((row) => row.confirmedAt !== null);
}

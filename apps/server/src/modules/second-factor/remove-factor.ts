/** Taking second factors off (docs/api.md "Second factor"): the authenticator app alone, or everything a user has. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/database/database.ts';
import { adminUserPasskeys, adminUserRecoveryCodes, adminUserTotp, passkeyChallenges } from './second-factor.schema.ts';

/** Removes the authenticator app (also a pending one) and its recovery codes; says whether a confirmed one was removed. */
export async function removeTotp(tx: DbOrTx, userId: number): Promise<boolean> {
  const removed = await tx.delete(adminUserTotp).where(eq(adminUserTotp.user_id, userId)).returning({ confirmedAt: adminUserTotp.confirmed_at });
  await tx.delete(adminUserRecoveryCodes).where(eq(adminUserRecoveryCodes.user_id, userId));
  return removed.some((row) => row.confirmedAt !== null);
}

/** Removes the user's whole second factor: the authenticator app, its recovery codes and every passkey; says whether a factor was removed. */
export async function removeSecondFactor(tx: DbOrTx, userId: number): Promise<boolean> {
  const totpRemoved = await removeTotp(tx, userId);
  const passkeys = await tx.delete(adminUserPasskeys).where(eq(adminUserPasskeys.user_id, userId)).returning({ id: adminUserPasskeys.id });
  await tx.delete(passkeyChallenges).where(eq(passkeyChallenges.user_id, userId));
  return totpRemoved || passkeys.length > 0;
}

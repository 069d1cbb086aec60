/**
 * The signed-in user's own password asked for again before a sensitive change (a new password,
 * taking the second factor off, new recovery codes): wrong answers are one limit per account
 * (`CHANGE_PASSWORD_FAILURES`), taken before the check so parallel guesses stop at it and given
 * back on success; a wrong password is a 400 naming the field, never a 401, which the panel reads
 * as "session expired" (docs/api.md "Second factor", "Auth").
 */
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import type { Db } from '../../platform/database/database.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { consume, forget } from '../../platform/rate-limit/rate-limit.ts';
import { adminUsers } from '../access/access.schema.ts';
import { CHANGE_PASSWORD_FAILURES, limitKeys } from './limits.ts';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';

/** Throws unless `password` is the user's current one; `field` names the form field in the 400. */
export async function checkCurrentPassword(db: Db, userId: number, password: string, field: string): Promise<void> {
  const failuresKey = limitKeys.changePassword(userId);
  await consume(db, failuresKey, CHANGE_PASSWORD_FAILURES);
  const [user] = await db.select({ passwordHash: adminUsers.password_hash }).from(adminUsers).where(eq(adminUsers.id, userId)).limit(1);
  if (!user) throw notFound('User not found');
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, { [field]: WRONG_CURRENT_PASSWORD_MESSAGE });
  await forget(db, failuresKey);
}

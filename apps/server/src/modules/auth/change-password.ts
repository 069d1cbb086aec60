/**
 * PATCH change-password: the current password must be right (a 400 otherwise, never a 401, which
 * the panel reads as "session expired"); success revokes every session of the user.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ChangePasswordBody } from '@passdesk/contract/auth/password';
import { audit } from '../../platform/audit/audit.ts';
import type { AdminActor } from '../../platform/auth/actor.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { revokeAllSessions } from '../../platform/auth/sessions.ts';
import { adminUsers } from '../access/access.schema.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import type { Services } from '../../platform/services.ts';
import { CHANGE_PASSWORD_FAILURES, limitKeys } from './limits.ts';
import { forget, consume } from '../../platform/rate-limit/rate-limit.ts';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully. Please log in again.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';
export const SAME_PASSWORD_MESSAGE = 'New password must be different from the current password';

export async function changePassword(services: Services, request: FastifyRequest, actor: AdminActor, body: ChangePasswordBody): Promise<void> {
  const { db } = services;
  const failuresKey = limitKeys.changePassword(actor.userId);
  // Taken before the check (parallel guesses are cut at the limit); given back on success.
  await consume(db, failuresKey, CHANGE_PASSWORD_FAILURES);
  const [user] = await db.select({ passwordHash: adminUsers.password_hash }).from(adminUsers).where(eq(adminUsers.id, actor.userId)).limit(1);
  if (!user) throw notFound('User not found');
  if (!(await verifyPassword(user.passwordHash, body.old_password))) {
    throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, { old_password: WRONG_CURRENT_PASSWORD_MESSAGE });
  }
  await forget(db, failuresKey);
  if (body.old_password === body.new_password) throw badRequest(SAME_PASSWORD_MESSAGE, { new_password: SAME_PASSWORD_MESSAGE });

  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ password_hash: passwordHash, password_changed_at: new Date(), must_change_password: false }).where(eq(adminUsers.id, actor.userId));
    await revokeAllSessions(tx, 'admin', actor.userId);
    await audit(tx, request, { action: 'auth.password_changed', entity: 'admin_user', entityId: actor.userId });
  });
}

/**
 * PATCH change-password: the current password must be right (a 400 otherwise, never a 401, which
 * the panel reads as "session expired"); success revokes every session of the user.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ChangePasswordBody } from '@passdesk/contract/auth/password';
import { audit } from '../../platform/audit/audit.ts';
import type { AdminActor } from '../../platform/auth/actor.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { revokeAllSessions } from '../../platform/auth/sessions.ts';
import { adminUsers } from '../access/access.schema.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { Services } from '../../platform/services.ts';
import { checkCurrentPassword } from './current-password.ts';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully. Please log in again.';
export const SAME_PASSWORD_MESSAGE = 'New password must be different from the current password';

export async function changePassword(services: Services, request: FastifyRequest, actor: AdminActor, body: ChangePasswordBody): Promise<void> {
  const { db } = services;
  await checkCurrentPassword(db, actor.userId, body.old_password, 'old_password');
  if (body.old_password === body.new_password) throw badRequest(SAME_PASSWORD_MESSAGE, { new_password: SAME_PASSWORD_MESSAGE });

  const passwordHash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ password_hash: passwordHash, password_changed_at: new Date(), must_change_password: false }).where(eq(adminUsers.id, actor.userId));
    await revokeAllSessions(tx, 'admin', actor.userId);
    await audit(tx, request, { action: 'auth.password_changed', entity: 'admin_user', entityId: actor.userId });
  });
}

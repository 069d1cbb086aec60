/**
 * An administrator's reset of another user's second factor (docs/api.md "Second factor"): not of
 * their own account (the profile removes it, with the password), and only of a user they may
 * change (a super admin only by a super admin; the no-escalation rule for the target).
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SECOND_FACTOR_RESET_MESSAGES } from '@passdesk/contract/access/second-factor-reset';
import { audit } from '../../platform/audit/audit.ts';
import { requireAdmin } from '../../platform/auth/access.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import type { Services } from '../../platform/services.ts';
import { resetSecondFactor } from '../second-factor/reset-factor.ts';
import { adminUsers } from './access.schema.ts';
import { USER_NOT_FOUND } from './admin-users.queries.ts';
import { assertMayChangeUser } from './admin-users.service.ts';

export async function resetUserSecondFactor(services: Services, request: FastifyRequest, id: number): Promise<void> {
  const actor = requireAdmin(request);
  await services.db.transaction(async (tx) => {
    const [target] = await tx.select({ id: adminUsers.id, userType: adminUsers.user_type }).from(adminUsers).where(eq(adminUsers.id, id));
    if (!target) throw notFound(USER_NOT_FOUND);
    if (id === actor.userId) throw forbidden(SECOND_FACTOR_RESET_MESSAGES.ownAccount);
    await assertMayChangeUser(tx, actor, target);
    await resetSecondFactor(tx, services.jobs, id);
    await audit(tx, request, { action: 'auth.second_factor_reset', entity: 'admin_user', entityId: id });
  });
}

/**
 * An administrator's reset of another user's second factor (docs/api.md "Second factor"): the
 * factor goes, every session of the user ends, a mail is queued and the audit names the
 * administrator; their own account, a stronger user, a super admin (for an admin), an unknown user
 * and a user without a factor are refused with nothing changed.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER_PATHS } from '@passdesk/contract/access/access-paths';
import { ALL_FLAGS, NO_FLAGS } from '@passdesk/contract/access/permissions';
import { SECOND_FACTOR_RESET_MESSAGES } from '@passdesk/contract/access/second-factor-reset';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { jobs } from '../../platform/jobs/jobs.schema.ts';
import { recentOutbox } from '../../platform/mail/outbox.ts';
import { apiUrl } from '../../test/api-url.ts';
import { loginRequest } from '../../test/auth-fixtures.ts';
import { enrolTotp } from '../../test/second-factor.ts';
import { createStaff, type StaffOptions } from '../../test/staff.ts';
import { useTestApp } from '../../test/suite.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { authModule } from '../auth/auth.module.ts';
import { SECOND_FACTOR_RESET_MAIL_JOB, SECOND_FACTOR_RESET_MAIL_SUBJECT, secondFactorResetMailJob } from '../second-factor/reset-mail.ts';
import { secondFactorModule } from '../second-factor/second-factor.module.ts';
import { accessModule } from './access.module.ts';
import { adminUsers } from './access.schema.ts';
import { targetOutranksMessage } from './escalation.ts';

const READ = { ...NO_FLAGS, read: true };
const PASSWORD = 'Staff@1234';

describe("an administrator's reset of another user's second factor", () => {
  const t = useTestApp(
    () => ({ modules: [authModule, accessModule, secondFactorModule], env: { MFA_ENCRYPTION_KEY: 'admin-reset-mfa-key-0123456789-0123456789' } }),
    async (t) => ({
      // Manages users and reads reports; nothing else.
      manager: await createStaff(t, { permissions: { 'User Management': ALL_FLAGS, Reports: READ }, userType: 'admin' }),
    }),
  );
  const reset = (id: number, token: string) => t.inject({ method: 'POST', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.resetSecondFactor, { id }), token });
  const view = async (id: number) => (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.one, { id }), token: t.manager.token })).json().data;
  const me = (token: string) => t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUTH_PATHS.me), token });
  const resetEvents = (id: number) => t.services.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'auth.second_factor_reset'), eq(auditEvents.entity_id, String(id))));

  /** A staff member with a password, an authenticator app set up through the API, and a session. */
  async function enrolledStaff(options: StaffOptions = { permissions: { Reports: READ } }) {
    const staff = await createStaff(t, options);
    await t.services.db.update(adminUsers).set({ password_hash: await hashPassword(PASSWORD) }).where(eq(adminUsers.id, staff.userId));
    await enrolTotp(t, staff.token);
    return staff;
  }

  it('takes the factor off, ends every session of the user, queues the mail and audits the administrator', async () => {
    const user = await enrolledStaff();
    const otherSession = await t.tokenFor(user.userId);
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await me(otherSession)).statusCode).toBe(200);
    expect((await view(user.userId)).second_factor).toBe(true);

    const answer = await reset(user.userId, t.manager.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: SECOND_FACTOR_RESET_MESSAGES.done });

    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(otherSession)).statusCode).toBe(401);
    expect((await view(user.userId)).second_factor).toBe(false);
    // The password alone signs in again: no second step.
    expect((await loginRequest(t, user.email, PASSWORD)).json().data.token).toEqual(expect.any(String));
    expect(await resetEvents(user.userId)).toMatchObject([{ actor_type: 'admin', actor_id: t.manager.userId, entity: 'admin_user' }]);

    const [job] = await t.services.db.select().from(jobs).where(eq(jobs.queue, SECOND_FACTOR_RESET_MAIL_JOB));
    expect(job?.payload).toEqual({ user_id: user.userId });
    expect(await secondFactorResetMailJob(t.services)(job?.payload ?? {}, job as never)).toEqual({ sent: true });
    const [mail] = await recentOutbox(t.services.db, 1);
    expect(mail).toMatchObject({ to: user.email, subject: SECOND_FACTOR_RESET_MAIL_SUBJECT });
    expect(mail?.body).toContain('signed out everywhere');

    // Nothing left to reset: 409, and nothing else happens.
    const again = await reset(user.userId, t.manager.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SECOND_FACTOR_RESET_MESSAGES.none);
    expect(await resetEvents(user.userId)).toHaveLength(1);
  });

  it('refuses their own account, a stronger user, a super admin and an unknown user, changing nothing', async () => {
    const manager = await enrolledStaff({ permissions: { 'User Management': ALL_FLAGS, Reports: READ }, userType: 'admin' });
    const own = await reset(manager.userId, manager.token);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(SECOND_FACTOR_RESET_MESSAGES.ownAccount);

    const stronger = await enrolledStaff({ permissions: { 'Card Management': READ } });
    const outranked = await reset(stronger.userId, manager.token);
    expect(outranked.statusCode).toBe(403);
    expect(outranked.json().message).toBe(targetOutranksMessage('read', 'Card Management'));

    const superAdmin = await enrolledStaff({ permissions: null, userType: 'super_admin' });
    expect((await reset(superAdmin.userId, manager.token)).statusCode).toBe(403);

    const unknown = await reset(999_999, manager.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');

    for (const kept of [manager, stronger, superAdmin]) {
      expect((await view(kept.userId)).second_factor, kept.email).toBe(true);
      expect((await me(kept.token)).statusCode, kept.email).toBe(200);
      expect(await resetEvents(kept.userId)).toEqual([]);
    }
    // A super admin resets anyone's but their own.
    expect((await reset(stronger.userId, superAdmin.token)).statusCode).toBe(200);
  });

  it('needs User Management update on the server', async () => {
    const user = await enrolledStaff();
    const reader = await createStaff(t, { permissions: { 'User Management': READ, Reports: READ } });
    expect((await reset(user.userId, reader.token)).statusCode).toBe(403);
    expect((await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.resetSecondFactor, { id: user.userId }) })).statusCode).toBe(401);
    expect((await view(user.userId)).second_factor).toBe(true);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUsers } from '../../modules/access/access.schema.ts';
import { SECOND_FACTOR_RESET_MAIL_JOB } from '../../modules/second-factor/reset-mail.ts';
import { adminUserRecoveryCodes, adminUserTotp } from '../../modules/second-factor/second-factor.schema.ts';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { issueSession } from '../../platform/auth/sessions.ts';
import { sessions } from '../../platform/auth/sessions.schema.ts';
import { TokenService } from '../../platform/auth/tokens.ts';
import { jobs } from '../../platform/jobs/jobs.schema.ts';
import { onPostgres, usePassdeskCli } from '../../test/passdesk-cli.ts';

const EMAIL = 'last.super@transit.example';

describe(`passdesk admin reset-mfa on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}`, { timeout: 120_000 }, () => {
  const { passdesk, inspect } = usePassdeskCli('passdesk-cli-reset-mfa-');

  it("takes the last super admin's second factor off, ends its sessions, queues its mail and audits the command line", async () => {
    expect((await passdesk('db migrate')).code).toBe(0);
    expect((await passdesk(`admin create --email ${EMAIL}`)).code).toBe(0);
    const { userId, sessionId } = await inspect(async (database) => {
      const [user] = await database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, EMAIL));
      const id = user?.id ?? 0;
      await database.db.insert(adminUserTotp).values({ user_id: id, secret_encrypted: 'sealed', key_id: 'k1', confirmed_at: new Date() });
      await database.db.insert(adminUserRecoveryCodes).values({ user_id: id, code_hash: 'a'.repeat(64) });
      const session = await issueSession(database.db, new TokenService('s'.repeat(40)), { subjectType: 'admin', subjectId: id, ttlHours: 1 });
      return { userId: id, sessionId: session.sessionId };
    });

    const done = await passdesk(`admin reset-mfa ${EMAIL.toUpperCase()}`);
    expect(done).toMatchObject({ code: 0, err: '' });
    expect(done.out).toMatch(new RegExp(`^Reset the second factor of ${EMAIL.replace(/\./g, '\\.')} \\(id ${userId}\\): its authenticator app and recovery codes are removed, its sessions ended, and a mail to it is queued`));
    await inspect(async (database) => {
      expect(await database.db.select().from(adminUserTotp).where(eq(adminUserTotp.user_id, userId))).toEqual([]);
      expect(await database.db.select().from(adminUserRecoveryCodes).where(eq(adminUserRecoveryCodes.user_id, userId))).toEqual([]);
      const [session] = await database.db.select().from(sessions).where(eq(sessions.id, sessionId));
      expect(session?.revoked_at).not.toBeNull();
      expect(await database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.queue, SECOND_FACTOR_RESET_MAIL_JOB))).toEqual([{ payload: { user_id: userId } }]);
      expect(await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.second_factor_reset'))).toMatchObject([{ actor_type: 'cli', actor_id: null, entity: 'admin_user', entity_id: String(userId) }]);
    });

    const none = await passdesk(`admin reset-mfa --email ${EMAIL}`);
    expect(none).toMatchObject({ code: 1, out: '' });
    expect(none.err.trim()).toBe(`passdesk admin reset-mfa: ${EMAIL} (id ${userId}) has no second factor to reset`);
  });

  it('refuses an unknown email or none with one line and a non-zero exit, changing nothing', async () => {
    const unknown = await passdesk('admin reset-mfa nobody@transit.example');
    expect(unknown).toMatchObject({ code: 1, out: '' });
    expect(unknown.err.trim()).toBe('passdesk admin reset-mfa: no staff account has the email nobody@transit.example');
    expect((await passdesk('admin reset-mfa')).code).toBe(1);
    expect(await inspect((database) => database.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.second_factor_reset')))).toHaveLength(1);
  });
});

/**
 * Checked admin sessions are kept a few seconds (actor-loader.ts, platform/auth/session-cache.ts):
 * every way to end a session or change what it may do must still take effect on the very next
 * request. Each test first makes two requests with the token, so the second is answered from memory.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../platform/auth/sessions.schema.ts';
import { authModule } from '../auth/auth.module.ts';
import { accessModule } from './access.module.ts';
import { createUser, signIn } from '../../test/auth-fixtures.ts';
import { createStaff } from '../../test/staff.ts';
import { useTestApp } from '../../test/suite.ts';
import { ADMIN_USER_PATHS, ROLE_PATHS } from '@passdesk/contract/access/access-paths';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';

const READ = { read: true, create: false, update: false, delete: false };

describe('remembered admin sessions', () => {
  const t = useTestApp({ modules: [authModule, accessModule] }, async (t) => ({ admin: await t.tokenFor(1) }));
  const me = (token: string) => t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUTH_PATHS.me), token });
  const roles = (token: string) => t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ROLE_PATHS.list), token });
  /** Two answers, the second from memory. */
  const twice = async (call: () => Promise<{ statusCode: number }>, status: number) => {
    expect((await call()).statusCode).toBe(status);
    expect((await call()).statusCode).toBe(status);
  };

  // First: the other tests' announcements keep this process from remembering anything for 2 s.
  it('hears a revocation written straight to the database (another instance, an operator) through the notification', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    await twice(() => me(token), 200);
    await t.services.db.update(sessions).set({ revoked_at: sql`now()` }).where(eq(sessions.subject_id, user.id));
    // Nothing in this process announced it: the database's notification must clear the memory,
    // well within the 10 s an entry would otherwise be kept.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25 && statuses.at(-1) !== 401; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      statuses.push((await me(token)).statusCode);
    }
    expect(statuses.at(-1)).toBe(401);
  });

  it('refuses a remembered token at once after logout', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    await twice(() => me(token), 200);
    expect((await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.logout), token })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses every remembered token of a user at once after a password change', async () => {
    const user = await createUser(t);
    const first = await signIn(t, user.email, user.password);
    const second = await signIn(t, user.email, user.password);
    await twice(() => me(second), 200);
    const changed = await t.inject({ method: 'PATCH', url: apiUrl(ADMIN_API, AUTH_PATHS.changePassword), token: first, payload: { old_password: user.password, new_password: 'Changed@123' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(first)).statusCode).toBe(401);
  });

  it('applies a role’s new permission flags at once', async () => {
    const holder = await createStaff(t, { permissions: { 'User Management': READ } });
    await twice(() => roles(holder.token), 200);
    const role = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ROLE_PATHS.one, { id: holder.roleId }), token: t.admin })).json().data;
    const edited = await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, ROLE_PATHS.one, { id: holder.roleId }), token: t.admin, payload: { name: role.name, description: role.description, requires_second_factor: false, permissions: { Dashboard: READ } } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await roles(holder.token)).statusCode).toBe(403);
  });

  it('applies a change of the roles a user holds, and a deactivation, at once', async () => {
    const holder = await createStaff(t, { permissions: { 'User Management': READ } });
    await twice(() => roles(holder.token), 200);
    const view = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.one, { id: holder.userId }), token: t.admin })).json().data;
    const profile = { first_name: view.first_name, last_name: view.last_name, email: view.email, mobile: null, user_type: 'staff', center_id: null };
    const put = (body: Record<string, unknown>) => t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.one, { id: holder.userId }), token: t.admin, payload: { ...profile, ...body } });
    expect((await put({ role_ids: [], status: 'active' })).statusCode).toBe(200);
    expect((await roles(holder.token)).statusCode).toBe(403);
    await twice(() => me(holder.token), 200);
    expect((await put({ role_ids: [], status: 'inactive' })).statusCode).toBe(200);
    expect((await me(holder.token)).statusCode).toBe(401);
  });

});

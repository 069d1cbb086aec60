import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE, loginDataSchema, meSchema } from '@passdesk/contract/auth/session';
import { adminUsers } from '../access/access.schema.ts';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { sessions } from '../../platform/auth/sessions.schema.ts';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../../test/test-app.ts';
import { useTestApp } from '../../test/suite.ts';
import { createUser, loginRequest, signIn, userRow } from '../../test/auth-fixtures.ts';
import { authModule } from './auth.module.ts';
import { INACTIVE_ACCOUNT_MESSAGE } from './login.ts';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';

describe('POST login, GET me, POST logout', () => {
  const t = useTestApp({ modules: [authModule] });

  it('signs in with the email in any case and answers token, user and permissions', async () => {
    const user = await createUser(t, { email: 'Mixed.Case@PassDesk.test', roleName: 'Counter Clerk' });
    const response = await loginRequest(t, 'MIXED.case@passdesk.TEST', user.password, '10.0.0.1');
    expect(response.statusCode, response.body).toBe(200);
    const data = loginDataSchema.parse(response.json().data);
    expect(data.user.email).toBe('Mixed.Case@PassDesk.test');
    expect(data.user.role).toBe('Counter Clerk');
    expect(data.permissions.map((permission) => permission.name)).toContain('Card Management');
    const row = await userRow(t, user.id);
    expect(row.last_login_at).toBeInstanceOf(Date);
    const [session] = await t.services.db.select().from(sessions).where(eq(sessions.subject_id, user.id));
    expect(session?.ip).toBe('10.0.0.1');
    expect(session?.expires_at.getTime()).toBeGreaterThan(Date.now() + (t.config.sessionTtlHours - 1) * 3600_000);
    const audited = await t.services.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.login'));
    expect(audited.some((event) => event.entity_id === String(user.id))).toBe(true);
  });

  it('answers an unknown email and a wrong password the same way', async () => {
    const user = await createUser(t);
    const unknown = await loginRequest(t, 'nobody@passdesk.test', user.password, '10.0.0.2');
    const wrong = await loginRequest(t, user.email, 'Wrong@1234', '10.0.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('refuses an inactive user even with the right password, and never logs the password', async () => {
    const user = await createUser(t, { status: 'inactive', password: 'Inactive@987' });
    const response = await loginRequest(t, user.email, user.password, '10.0.0.3');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(INACTIVE_ACCOUNT_MESSAGE);
    expect(JSON.stringify(t.logs)).not.toContain('Inactive@987');
  });

  it('returns the me shape: role, roles with flags, role_permission, profile fields', async () => {
    const token = await signIn(t, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUTH_PATHS.me), token });
    expect(response.statusCode).toBe(200);
    const me = meSchema.strict().parse(response.json().data);
    expect(me).toMatchObject({ id: 1, email: TEST_ADMIN_EMAIL, user_type: 'super_admin', role: 'Super Admin', profile_image: null, status: 'active' });
    expect(me.roles[0]?.permissions['Card Management']).toEqual({ read: true, create: true, update: true, delete: true });
    expect(me.role_permission).toContain('Dashboard');
    expect(me.last_login_at).not.toBeNull();
    // No hash and no stored password: only the flag that a generated one must be changed.
    expect(response.body).not.toMatch(/password_hash|\$argon2/);
    expect(me.must_change_password).toBe(false);
  });

  it('revokes the token on logout (401 afterwards) but not the other sessions', async () => {
    const user = await createUser(t);
    const first = await signIn(t, user.email, user.password);
    const second = await signIn(t, user.email, user.password);
    const logout = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.logout), token: first });
    expect(logout.statusCode).toBe(200);
    const after = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUTH_PATHS.me), token: first });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Session expired. Please log in again.');
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUTH_PATHS.me), token: second })).statusCode).toBe(200);
  });

  it('answers 401 for an expired session and for no token', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    await t.services.db.update(sessions).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(sessions.subject_id, user.id));
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUTH_PATHS.me), token })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUTH_PATHS.me) })).statusCode).toBe(401);
  });

  it('refuses a token once its user is deactivated', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    await t.services.db.update(adminUsers).set({ status: 'inactive' }).where(eq(adminUsers.id, user.id));
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUTH_PATHS.me), token })).statusCode).toBe(401);
  });

  it('validates the login body with field messages', async () => {
    const response = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.login), payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('email');
    expect(response.json().errors).toHaveProperty('password');
  });
});

/**
 * Roles that require a second factor (docs/api.md "Second factor"): the first administrator's role
 * requires one; a holder without one who signs in with the password gets a session that opens
 * only the set-up (and `me`, sign-out, the change of password) until it is done; once it is, the
 * same session opens fully; the factor cannot then be removed while the role requires it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE_PATHS } from '@passdesk/contract/access/access-paths';
import { PERMISSION } from '@passdesk/contract/access/permissions';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { SECOND_FACTOR_MESSAGES, SECOND_FACTOR_PATHS } from '@passdesk/contract/auth/second-factor';
import { ADMIN_API, pathOf } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { createUser, loginRequest } from '../../test/auth-fixtures.ts';
import { secondStepOf, secondStepRequest, totpCode } from '../../test/second-factor.ts';
import { useTestApp } from '../../test/suite.ts';
import { permissions, rolePermissions, roles, userRoles } from '../access/access.schema.ts';
import { accessModule } from '../access/access.module.ts';
import { authModule } from '../auth/auth.module.ts';
import { secondFactorModule } from './second-factor.module.ts';

describe('a second factor required by role', () => {
  const t = useTestApp(() => ({ modules: [authModule, accessModule, secondFactorModule], env: { MFA_ENCRYPTION_KEY: 'required-by-role-mfa-key-0123456789-0123' } }));
  const api = (path: string) => apiUrl(ADMIN_API, path);

  /** A user whose only role may read User Management and requires a second factor. */
  const requiredUser = async () => {
    const user = await createUser(t, { roleName: `Access clerks ${Date.now()}` });
    const [held] = await t.services.db.select({ roleId: userRoles.role_id }).from(userRoles).where(eq(userRoles.user_id, user.id));
    const [permission] = await t.services.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, PERMISSION.userManagement));
    if (!held || !permission) throw new Error('no role or permission');
    await t.services.db.insert(rolePermissions).values({ role_id: held.roleId, permission_id: permission.id, can_read: true, can_create: false, can_update: false, can_delete: false });
    await t.services.db.update(roles).set({ requires_second_factor: true }).where(eq(roles.id, held.roleId));
    return { ...user, roleId: held.roleId };
  };

  it('is on for the first administrator’s Super Admin role', async () => {
    const admin = await t.tokenFor(1);
    const listed = await t.inject({ method: 'GET', url: `${api(ROLE_PATHS.list)}?search=Super%20Admin`, token: admin });
    const role = (listed.json().data.items as Array<{ name: string; requires_second_factor: boolean }>).find((item) => item.name === 'Super Admin');
    expect(role?.requires_second_factor).toBe(true);
  });

  it('opens only the set-up until it is done, then the same session opens fully; the factor then stays', async () => {
    const user = await requiredUser();
    const signIn = await loginRequest(t, user.email, user.password);
    expect(signIn.statusCode, signIn.body).toBe(200);
    const { token, user: me } = signIn.json().data as { token: string; user: { must_enrol_second_factor: boolean } };
    expect(me.must_enrol_second_factor).toBe(true);

    const roleList = () => t.inject({ method: 'GET', url: api(ROLE_PATHS.list), token });
    const refused = await roleList();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.enrolmentRequired });
    const profileEdit = await t.inject({ method: 'PUT', url: api(AUTH_PATHS.updateProfile), token, payload: { first_name: 'Changed', last_name: 'Name', mobile: null } });
    expect(profileEdit.statusCode).toBe(403);
    const meAnswer = await t.inject({ method: 'GET', url: api(AUTH_PATHS.me), token });
    expect(meAnswer.statusCode).toBe(200);
    expect(meAnswer.json().data.must_enrol_second_factor).toBe(true);

    const setup = await t.inject({ method: 'POST', url: api(SECOND_FACTOR_PATHS.totp), token });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json().data as { secret: string };
    const enrolledAt = Date.now();
    const confirm = await t.inject({ method: 'POST', url: api(SECOND_FACTOR_PATHS.totpConfirm), token, payload: { code: totpCode(secret, 0, enrolledAt) } });
    expect(confirm.statusCode, confirm.body).toBe(200);

    expect((await roleList()).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: api(AUTH_PATHS.me), token })).json().data.must_enrol_second_factor).toBe(false);

    const removal = await t.inject({ method: 'POST', url: api(SECOND_FACTOR_PATHS.totpRemove), token, payload: { password: user.password } });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe(SECOND_FACTOR_MESSAGES.requiredByRole);

    // The next sign-in asks for the code, and its session is a full one.
    const again = await loginRequest(t, user.email, user.password);
    const step = await secondStepRequest(t, secondStepOf(again).challenge, totpCode(secret, 1, enrolledAt));
    expect(step.statusCode, step.body).toBe(200);
    expect(step.json().data.user.must_enrol_second_factor).toBe(false);
  });

  it('is set on a role by the roles API, a PUT that leaves it out refused, and turned off by one that says so', async () => {
    const admin = await t.tokenFor(1);
    const created = await t.inject({ method: 'POST', url: api(ROLE_PATHS.create), token: admin, payload: { name: `Guarded ${Date.now()}`, description: '', permissions: {}, requires_second_factor: true } });
    expect(created.statusCode, created.body).toBe(200);
    const role = created.json().data as { id: number; name: string };
    expect(created.json().data.requires_second_factor).toBe(true);
    const url = api(pathOf(ROLE_PATHS.one, { id: role.id }));
    // A PUT names every field (docs/api.md "Bad input"): left out, it is a 400 and the role stays as it was.
    const incomplete = await t.inject({ method: 'PUT', url, token: admin, payload: { name: role.name, description: 'Renamed', permissions: {} } });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors).toHaveProperty('requires_second_factor');
    const kept = await t.inject({ method: 'GET', url, token: admin });
    expect(kept.json().data).toMatchObject({ description: '', requires_second_factor: true });
    const off = await t.inject({ method: 'PUT', url, token: admin, payload: { name: role.name, description: 'Renamed', permissions: {}, requires_second_factor: false } });
    expect(off.json().data.requires_second_factor).toBe(false);
  });
});

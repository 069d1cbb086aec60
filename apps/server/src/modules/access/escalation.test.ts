import { describe, expect, it } from 'vitest';
import { ALL_FLAGS, NO_FLAGS } from '@passdesk/contract/access/permissions';
import { createRoleWith, createStaff } from '../../test/staff.ts';
import { useTestApp } from '../../test/suite.ts';
import { escalationMessage, targetOutranksMessage } from './escalation.ts';
import { ADMIN_USER_PATHS, ROLE_PATHS } from '@passdesk/contract/access/access-paths';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';

const READ = { ...NO_FLAGS, read: true };

describe('no escalation: only rights one holds can be handed on', () => {
  const t = useTestApp({}, async (t) => {
    // Manages users and roles, and may read reports; nothing else.
    const manager = await createStaff(t, { permissions: { 'User Management': ALL_FLAGS, Reports: READ }, userType: 'admin' });
    const wideRole = await createRoleWith(t, 'Everything on cards', { 'Card Management': ALL_FLAGS });
    const narrowRole = await createRoleWith(t, 'Reads reports', { Reports: READ });
    return { manager, wideRole, narrowRole };
  });

  it('refuses a role granting a right the creator does not hold, and allows one within their rights', async () => {
    const refused = await t.inject({
      method: 'POST',
      url: apiUrl(ADMIN_API, ROLE_PATHS.create),
      token: t.manager.token,
      payload: { name: 'Sneaky', description: '', permissions: { 'Card Management': { read: true } } },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(escalationMessage('read', 'Card Management'));

    const allowed = await t.inject({
      method: 'POST',
      url: apiUrl(ADMIN_API, ROLE_PATHS.create),
      token: t.manager.token,
      payload: { name: 'Report reader', description: '', permissions: { Reports: { read: true } } },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses widening the manager’s own role, but allows renaming a role that already holds more', async () => {
    const widen = await t.inject({
      method: 'PUT',
      url: apiUrl(ADMIN_API, ROLE_PATHS.one, { id: t.manager.roleId }),
      token: t.manager.token,
      payload: { name: 'Managers', description: '', requires_second_factor: false, permissions: { 'User Management': ALL_FLAGS, Reports: READ, Dashboard: READ } },
    });
    expect(widen.statusCode).toBe(403);

    const rename = await t.inject({
      method: 'PUT',
      url: apiUrl(ADMIN_API, ROLE_PATHS.one, { id: t.wideRole }),
      token: t.manager.token,
      payload: { name: 'All card work', description: 'Renamed', requires_second_factor: false, permissions: { 'Card Management': ALL_FLAGS } },
    });
    expect(rename.statusCode).toBe(200);
  });

  it('refuses giving a user (or oneself) a role with rights the manager does not hold', async () => {
    /** A new staff user with these roles, created by the manager. */
    const createUser = (firstName: string, roleIds: number[]) =>
      t.inject({
        method: 'POST',
        url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.create),
        token: t.manager.token,
        payload: { first_name: firstName, email: `${firstName.toLowerCase()}@passdesk.test`, password: 'Secure@123', user_type: 'staff', role_ids: roleIds, center_id: null, status: 'active' },
      });
    const create = await createUser('Imran', [t.wideRole]);
    expect(create.statusCode).toBe(403);

    const self = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.one, { id: t.manager.userId }), token: t.manager.token });
    const me = self.json().data as { first_name: string; last_name: string; email: string };
    const promote = await t.inject({
      method: 'PUT',
      url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.one, { id: t.manager.userId }),
      token: t.manager.token,
      payload: { first_name: me.first_name, last_name: me.last_name, email: me.email, mobile: null, user_type: 'admin', role_ids: [t.manager.roleId, t.wideRole], center_id: null, status: 'active' },
    });
    expect(promote.statusCode).toBe(403);

    const withinRights = await createUser('Neha', [t.narrowRole]);
    expect(withinRights.statusCode).toBe(200);
  });

  it('lets a super admin grant anything', async () => {
    const token = await t.tokenFor(1);
    const response = await t.inject({
      method: 'POST',
      url: apiUrl(ADMIN_API, ROLE_PATHS.create),
      token,
      payload: { name: 'Card desk', description: '', permissions: { 'Card Management': ALL_FLAGS } },
    });
    expect(response.statusCode).toBe(200);
  });

  describe('applied to the user being changed', () => {
    const userBody = (email: string, overrides: Record<string, unknown> = {}) => ({
      first_name: 'Target',
      last_name: 'User',
      email,
      mobile: null,
      user_type: 'staff',
      role_ids: [] as number[],
      center_id: null,
      status: 'active',
      ...overrides,
    });

    it('refuses editing, deactivating, changing the email of and deleting a user who holds rights the manager does not', async () => {
      const strong = await createStaff(t, { permissions: { 'Card Management': ALL_FLAGS } });
      const roleIds = strong.roleId === undefined ? [] : [strong.roleId];
      for (const payload of [
        userBody(strong.email, { role_ids: roleIds, first_name: 'Renamed' }),
        userBody(strong.email, { role_ids: roleIds, status: 'inactive' }),
        userBody('taken-over@passdesk.test', { role_ids: roleIds }),
        userBody(strong.email, { role_ids: roleIds, mobile: '9876543210' }),
        userBody(strong.email, { role_ids: [] }),
      ]) {
        const response = await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.one, { id: strong.userId }), token: t.manager.token, payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(403);
        expect(response.json().message).toBe(targetOutranksMessage('read', 'Card Management'));
      }
      const removed = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.one, { id: strong.userId }), token: t.manager.token });
      expect(removed.statusCode).toBe(403);
      const after = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.one, { id: strong.userId }), token: await t.tokenFor(1) });
      expect(after.json().data).toMatchObject({ email: strong.email, status: 'active', first_name: 'Test' });
      // The target can still use its session.
      expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUTH_PATHS.me), token: strong.token })).statusCode).toBe(200);
    });

    it('allows changing a user whose rights are all within the manager’s, and a super admin changes anyone', async () => {
      const weak = await createStaff(t, { permissions: { Reports: READ } });
      const roleIds = weak.roleId === undefined ? [] : [weak.roleId];
      const edited = await t.inject({
        method: 'PUT',
        url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.one, { id: weak.userId }),
        token: t.manager.token,
        payload: userBody(weak.email, { role_ids: roleIds, first_name: 'Renamed' }),
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.one, { id: weak.userId }), token: t.manager.token })).statusCode).toBe(200);

      const strong = await createStaff(t, { permissions: { 'Card Management': ALL_FLAGS } });
      const bySuperAdmin = await t.inject({
        method: 'PUT',
        url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.one, { id: strong.userId }),
        token: await t.tokenFor(1),
        payload: userBody(strong.email, { role_ids: strong.roleId === undefined ? [] : [strong.roleId], first_name: 'Renamed' }),
      });
      expect(bySuperAdmin.statusCode).toBe(200);
    });
  });
});

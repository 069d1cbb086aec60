import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_FLAGS, NO_FLAGS } from '@passdesk/contract/access/permissions';
import { createRoleWith, createStaff, type Staff } from '../../test/staff.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { escalationMessage } from './escalation.ts';

const READ = { ...NO_FLAGS, read: true };

describe('no escalation: only rights one holds can be handed on', () => {
  let t: TestApp;
  let manager: Staff;
  let wideRole: number;
  let narrowRole: number;

  beforeAll(async () => {
    t = await createTestApp();
    // Manages users and roles, and may read reports; nothing else.
    manager = await createStaff(t, { permissions: { 'User Management': ALL_FLAGS, Reports: READ }, userType: 'admin' });
    wideRole = await createRoleWith(t, 'Everything on cards', { 'Card Management': ALL_FLAGS });
    narrowRole = await createRoleWith(t, 'Reads reports', { Reports: READ });
  });
  afterAll(async () => t?.close());

  it('refuses a role granting a right the creator does not hold, and allows one within their rights', async () => {
    const refused = await t.inject({
      method: 'POST',
      url: '/api/v1/admin/roles/create',
      token: manager.token,
      payload: { name: 'Sneaky', description: '', permissions: { 'Card Management': { read: true } } },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(escalationMessage('read', 'Card Management'));

    const allowed = await t.inject({
      method: 'POST',
      url: '/api/v1/admin/roles/create',
      token: manager.token,
      payload: { name: 'Report reader', description: '', permissions: { Reports: { read: true } } },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses widening the manager’s own role, but allows renaming a role that already holds more', async () => {
    const widen = await t.inject({
      method: 'PUT',
      url: `/api/v1/admin/roles/${manager.roleId}`,
      token: manager.token,
      payload: { name: 'Managers', description: '', permissions: { 'User Management': ALL_FLAGS, Reports: READ, Dashboard: READ } },
    });
    expect(widen.statusCode).toBe(403);

    const rename = await t.inject({
      method: 'PUT',
      url: `/api/v1/admin/roles/${wideRole}`,
      token: manager.token,
      payload: { name: 'All card work', description: 'Renamed', permissions: { 'Card Management': ALL_FLAGS } },
    });
    expect(rename.statusCode).toBe(200);
  });

  it('refuses giving a user (or oneself) a role with rights the manager does not hold', async () => {
    const create = await t.inject({
      method: 'POST',
      url: '/api/v1/admin/admin_users/create',
      token: manager.token,
      payload: { first_name: 'Imran', email: 'imran@passdesk.test', password: 'Secure@123', user_type: 'staff', role_ids: [wideRole], center_id: null, status: 'active' },
    });
    expect(create.statusCode).toBe(403);

    const self = await t.inject({ method: 'GET', url: `/api/v1/admin/admin_users/${manager.userId}`, token: manager.token });
    const me = self.json().data as { first_name: string; last_name: string; email: string };
    const promote = await t.inject({
      method: 'PUT',
      url: `/api/v1/admin/admin_users/${manager.userId}`,
      token: manager.token,
      payload: { first_name: me.first_name, last_name: me.last_name, email: me.email, mobile: null, user_type: 'admin', role_ids: [manager.roleId, wideRole], center_id: null, status: 'active' },
    });
    expect(promote.statusCode).toBe(403);

    const withinRights = await t.inject({
      method: 'POST',
      url: '/api/v1/admin/admin_users/create',
      token: manager.token,
      payload: { first_name: 'Neha', email: 'neha@passdesk.test', password: 'Secure@123', user_type: 'staff', role_ids: [narrowRole], center_id: null, status: 'active' },
    });
    expect(withinRights.statusCode).toBe(200);
  });

  it('lets a super admin grant anything', async () => {
    const token = await t.tokenFor(1);
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/admin/roles/create',
      token,
      payload: { name: 'Card desk', description: '', permissions: { 'Card Management': ALL_FLAGS } },
    });
    expect(response.statusCode).toBe(200);
  });
});

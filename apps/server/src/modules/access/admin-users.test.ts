import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@passdesk/contract/auth/password';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { adminUsers } from './access.schema.ts';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { centers } from '../centers/centers.schema.ts';
import { sessions } from '../../platform/auth/sessions.schema.ts';
import { createRoleWith, createStaff } from '../../test/staff.ts';
import { useTestApp } from '../../test/suite.ts';
import { ADMIN_USER_PATHS, PERMISSION_PATHS, ROLE_PATHS } from '@passdesk/contract/access/access-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { expectExportOfList, expectExportRefusals } from '../../test/csv-export.ts';

const ALL = { read: true, create: true, update: true, delete: true };
const READ = { read: true, create: false, update: false, delete: false };

describe('admin users API', () => {
  const t = useTestApp({}, async (t) => {
    // Holds what roles A and B grant: only rights one holds can be handed on (escalation.ts).
    const manager = await createStaff(t, { permissions: { 'User Management': ALL, Dashboard: READ, Reports: READ }, userType: 'admin' });
    const [center] = await t.services.db.insert(centers).values({ name: 'Lal Darwaja Pass Centre', code: 'LDW' }).returning({ id: centers.id });
    if (!center) throw new Error('center insert failed');
    return {
      admin: await t.tokenFor(1),
      manager,
      roleA: await createRoleWith(t, 'Role A', { Dashboard: READ }),
      roleB: await createRoleWith(t, 'Role B', { Reports: READ }),
      centerId: center.id,
    };
  });

  /** A GET, PUT or DELETE on one user (ADMIN_USER_PATHS.one). */
  const onUser = (method: 'GET' | 'PUT' | 'DELETE', id: number, token: string, payload?: object) => t.inject({ method, url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.one, { id }), token, payload });
  /** A user's update payload as `token` reads it (no mobile, roles or center; active), with `changes`. */
  const payloadOf = async (id: number, token: string, changes: Record<string, unknown>) => {
    const view = (await onUser('GET', id, token)).json().data;
    return { first_name: view.first_name, last_name: view.last_name, email: view.email, mobile: null, role_ids: [], center_id: null, status: 'active', user_type: view.user_type, ...changes };
  };
  /** Deleted by the first super admin, and gone. */
  const expectDeletedByAdmin = async (id: number) => {
    expect((await onUser('DELETE', id, t.admin)).statusCode).toBe(200);
    expect((await onUser('GET', id, t.admin)).statusCode).toBe(404);
  };

  const newUser = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Kavya',
    last_name: 'Reddy',
    email: 'kavya.reddy@passdesk.test',
    mobile: '9876501234',
    password: 'Secure@123',
    user_type: 'staff',
    role_ids: [t.roleB, t.roleA],
    center_id: t.centerId,
    status: 'active',
    ...overrides,
  });

  it('creates a user with roles in order, a hashed password and no hash in the answer', async () => {
    const response = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.create), token: t.manager.token, payload: newUser() });
    expect(response.statusCode).toBe(200);
    const user = response.json().data;
    expect(user).toMatchObject({
      first_name: 'Kavya',
      email: 'kavya.reddy@passdesk.test',
      user_type: 'staff',
      status: 'active',
      center_id: t.centerId,
      center_name: 'Lal Darwaja Pass Centre',
      roles: [
        { id: t.roleB, name: 'Role B' },
        { id: t.roleA, name: 'Role A' },
      ],
    });
    expect(response.body).not.toMatch(/password|argon/i);
    const [row] = await t.services.db.select().from(adminUsers).where(eq(adminUsers.id, user.id));
    expect(await verifyPassword(row?.password_hash ?? '', 'Secure@123')).toBe(true);
    const [event] = await t.services.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'admin_user'), eq(auditEvents.entity_id, String(user.id))));
    expect(event).toMatchObject({ action: 'create', actor_id: t.manager.userId });
    expect(JSON.stringify(event?.changes)).not.toContain('kavya.reddy@passdesk.test');
    expect(JSON.stringify(event?.changes)).not.toContain('Secure@123');
  });

  it('reports a taken email (any case) on the email field with 409', async () => {
    const response = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.aliases.create), token: t.manager.token, payload: newUser({ email: 'KAVYA.Reddy@passdesk.test' }) });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ email: 'This email address is already in use' });
  });

  it('validates email format, the password policy and references', async () => {
    const badEmail = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.create), token: t.admin, payload: newUser({ email: 'not-an-email' }) });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors.email).toBe('Enter a valid email address');
    const weak = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.create), token: t.admin, payload: newUser({ email: 'x@passdesk.test', password: 'password' }) });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBe(PASSWORD_MESSAGES.complexity);
    const role = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.create), token: t.admin, payload: newUser({ email: 'y@passdesk.test', role_ids: [98765] }) });
    expect(role.statusCode).toBe(422);
    expect(role.json().errors).toEqual({ role_ids: 'Choose roles that exist' });
    const center = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.create), token: t.admin, payload: newUser({ email: 'z@passdesk.test', center_id: 98765 }) });
    expect(center.statusCode).toBe(422);
    expect(center.json().errors).toEqual({ center_id: 'Choose a center that exists' });
  });

  it('lists with search, role and status filters, sorting and paging; the view-users alias answers the same', async () => {
    await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.create), token: t.admin, payload: newUser({ first_name: 'Arjun', last_name: 'Mehta', email: 'arjun@passdesk.test', role_ids: [t.roleA], status: 'inactive' }) });
    const byRole = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.list, `role_id=${t.roleB}`), token: t.manager.token });
    expect(byRole.json().data.items.map((user: { first_name: string }) => user.first_name)).toEqual(['Kavya']);
    const inactive = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.list, 'status=inactive'), token: t.manager.token });
    expect(inactive.json().data.items.map((user: { email: string }) => user.email)).toEqual(['arjun@passdesk.test']);
    const search = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.aliases.list, 'search=kavya%20reddy'), token: t.manager.token });
    expect(search.json().data).toMatchObject({ total: 1, items: [{ email: 'kavya.reddy@passdesk.test' }] });
    const sorted = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.list, 'sort=email&order=desc&limit=2'), token: t.manager.token });
    const emails = sorted.json().data.items.map((user: { email: string }) => user.email);
    expect(emails).toHaveLength(2);
    expect([...emails].sort().reverse()).toEqual(emails);
    expect(sorted.json().data.total).toBe(4);
    expect(sorted.body).not.toMatch(/password_hash|argon/);
    const unknown = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.list, 'password=x'), token: t.manager.token });
    expect(unknown.statusCode).toBe(400);
  });

  it('views and updates through both paths, a password in the update ignored; the form options list roles and centers', async () => {
    const [row] = await t.services.db.select().from(adminUsers).where(eq(adminUsers.email, 'kavya.reddy@passdesk.test'));
    const id = row?.id ?? 0;
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.aliases.view, { id }), token: t.manager.token })).json().data.email).toBe('kavya.reddy@passdesk.test');
    const updated = await t.inject({
      method: 'PUT',
      url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.aliases.update, { id }),
      token: t.manager.token,
      payload: { ...newUser(), password: 'Changed@999', last_name: 'Reddy-Rao', role_ids: [t.roleA], center_id: null },
    });
    expect(updated.statusCode).toBe(200);
    const [after] = await t.services.db.select().from(adminUsers).where(eq(adminUsers.id, id));
    expect(await verifyPassword(after?.password_hash ?? '', 'Secure@123')).toBe(true);
    expect(updated.json().data).toMatchObject({ last_name: 'Reddy-Rao', roles: [{ id: t.roleA }], center_id: null, center_name: null });
    await t.services.db.update(adminUsers).set({ profile_image: 'profile-images/2026/11/kavya.png' }).where(eq(adminUsers.id, id));
    const view = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.one, { id }), token: t.manager.token });
    expect(view.json().data).toMatchObject({ last_name: 'Reddy-Rao', profile_image: '/media/profile-images/2026/11/kavya.png' });
    const options = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.options), token: t.manager.token });
    expect(options.json().data.roles.map((role: { name: string }) => role.name)).toEqual(expect.arrayContaining(['Role A', 'Role B', 'Super Admin']));
    expect(options.json().data.centers).toEqual([{ id: t.centerId, name: 'Lal Darwaja Pass Centre', code: 'LDW', status: 'active' }]);
  });

  it('deactivating a user revokes their sessions at once', async () => {
    const target = await createStaff(t, { permissions: { Dashboard: READ } });
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, PERMISSION_PATHS.list), token: target.token })).statusCode).toBe(200);
    const view = (await onUser('GET', target.userId, t.admin)).json().data;
    const response = await t.inject({
      method: 'PUT',
      url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.one, { id: target.userId }),
      token: t.manager.token,
      payload: { first_name: view.first_name, last_name: view.last_name, email: view.email, mobile: null, user_type: 'staff', role_ids: [], center_id: null, status: 'inactive' },
    });
    expect(response.statusCode).toBe(200);
    const live = await t.services.db.select().from(sessions).where(and(eq(sessions.subject_id, target.userId), isNull(sessions.revoked_at)));
    expect(live).toEqual([]);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, PERMISSION_PATHS.list), token: target.token })).statusCode).toBe(401);
  });

  it('nobody deactivates or deletes themselves', async () => {
    const self = (await onUser('GET', t.manager.userId, t.manager.token)).json().data;
    const deactivate = await t.inject({
      method: 'PUT',
      url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.one, { id: t.manager.userId }),
      token: t.manager.token,
      payload: { ...self, role_ids: self.roles.map((role: { id: number }) => role.id), status: 'inactive' },
    });
    expect(deactivate.statusCode).toBe(422);
    expect(deactivate.json().message).toBe('You cannot deactivate your own account');
    const remove = await onUser('DELETE', t.manager.userId, t.manager.token);
    expect(remove.statusCode).toBe(422);
    expect(remove.json().message).toBe('You cannot delete your own account');
  });

  it('only a super admin creates, promotes, changes or deletes a super admin', async () => {
    const create = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.create), token: t.manager.token, payload: newUser({ email: 'boss@passdesk.test', user_type: 'super_admin' }) });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe('Only a super admin can create a super admin');
    const target = await createStaff(t, { permissions: null });
    const payload = await payloadOf(target.userId, t.admin, { user_type: 'super_admin' });
    const promote = await onUser('PUT', target.userId, t.manager.token, payload);
    expect(promote.statusCode).toBe(403);
    const byAdmin = await onUser('PUT', target.userId, t.admin, payload);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.user_type).toBe('super_admin');
    const remove = await onUser('DELETE', target.userId, t.manager.token);
    expect(remove.statusCode).toBe(403);
    await expectDeletedByAdmin(target.userId);
  });

  it('keeps the last active super admin: no deactivation, demotion or deletion', async () => {
    const second = await createStaff(t, { permissions: null, userType: 'super_admin' });
    const firstPayload = await payloadOf(1, t.admin, { user_type: 'super_admin' });
    // With two, the second may demote the first; then the first is no longer a super admin.
    const demote = await onUser('PUT', 1, second.token, { ...firstPayload, user_type: 'admin' });
    expect(demote.statusCode).toBe(200);
    // Now the second is the last one: nobody may remove it, not even itself by demotion.
    const selfDemote = await onUser('PUT', second.userId, second.token, await payloadOf(second.userId, second.token, { user_type: 'staff' }));
    expect(selfDemote.statusCode).toBe(409);
    expect(selfDemote.json().message).toBe('The last active super admin cannot be deactivated or lose the super admin type');
    const restore = await onUser('PUT', 1, second.token, firstPayload);
    expect(restore.statusCode).toBe(200);
    // Deleting another super admin needs a super admin, so with two active ones it is allowed;
    // the last one can only be reached by itself, which the self rules refuse.
    await expectDeletedByAdmin(second.userId);
  });

  it('a super admin passes every check without any role', async () => {
    const bare = await createStaff(t, { permissions: null, userType: 'super_admin' });
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.list), token: bare.token })).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, ROLE_PATHS.create), token: bare.token, payload: { name: 'By a bare super admin' } })).statusCode).toBe(200);
  });

  it("exports the list's filters and sort as CSV; 403 without read, 400 for a bad filter", async () => {
    const inactive = await createStaff(t, { status: 'inactive', permissions: { Reports: { read: true, create: false, update: false, delete: false } } });
    const { rows } = await expectExportOfList({ t, token: t.admin, list: ADMIN_USER_PATHS.list, exportCsv: ADMIN_USER_PATHS.exportCsv, fileName: 'users', query: 'status=inactive&sort=email&order=desc', firstColumn: (item) => String(item.first_name) });
    expect(rows.some((row) => row.includes(inactive.email))).toBe(true);
    expect(rows.every((row) => row.includes(',inactive,'))).toBe(true);
    const reader = await createStaff(t, { permissions: { 'User Management': { read: true, create: false, update: false, delete: false } } });
    const outsider = await createStaff(t, { permissions: { Reports: { read: true, create: true, update: true, delete: true } } });
    await expectExportRefusals(t, ADMIN_USER_PATHS.exportCsv, { withoutRead: outsider.token, reader: reader.token }, 'user_type=guest');
  });
});

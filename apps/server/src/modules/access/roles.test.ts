import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { userRoles } from './access.schema.ts';
import { createStaff } from '../../test/staff.ts';
import { useTestApp } from '../../test/suite.ts';
import { ROLE_PATHS } from '@passdesk/contract/access/access-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { expectExportOfList, expectExportRefusals } from '../../test/csv-export.ts';

const ALL = { read: true, create: true, update: true, delete: true };
const READ = { read: true, create: false, update: false, delete: false };

describe('roles API', () => {
  const t = useTestApp({}, async (t) => ({
    admin: await t.tokenFor(1),
    reader: await createStaff(t, { permissions: { 'User Management': READ } }),
  }));

  it('creates a role from the permission map; flags left out are false; names match ignoring case', async () => {
    const response = await t.inject({
      method: 'POST',
      url: apiUrl(ADMIN_API, ROLE_PATHS.create),
      token: t.admin,
      payload: { name: 'Depot Supervisor', description: 'Runs a depot', permissions: { 'route management': { read: true, update: true }, Dashboard: { read: true } } },
    });
    expect(response.statusCode).toBe(200);
    const role = response.json().data;
    expect(role).toMatchObject({
      name: 'Depot Supervisor',
      description: 'Runs a depot',
      user_count: 0,
      permissions: {
        'Route Management': { read: true, create: false, update: true, delete: false },
        Dashboard: { read: true, create: false, update: false, delete: false },
      },
    });
    const view = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ROLE_PATHS.one, { id: role.id }), token: t.reader.token });
    expect(view.json().data).toEqual(role);
    const [event] = await t.services.db.select().from(auditEvents).where(eq(auditEvents.entity, 'role'));
    expect(event).toMatchObject({ action: 'create', actor_id: 1, entity_id: String(role.id) });
  });

  it('refuses a duplicate role name ignoring case with 409 on the name field', async () => {
    const response = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, ROLE_PATHS.create), token: t.admin, payload: { name: 'depot supervisor' } });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ name: 'A role with this name already exists' });
  });

  it('refuses an unknown permission name with 422', async () => {
    const response = await t.inject({
      method: 'POST',
      url: apiUrl(ADMIN_API, ROLE_PATHS.create),
      token: t.admin,
      payload: { name: 'Ghost', permissions: { 'Time Travel': { read: true } } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Unknown permission: Time Travel');
  });

  it('lists with search, sort and paging', async () => {
    for (const name of ['Alpha Desk', 'Beta Desk', 'Gamma Desk']) {
      await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, ROLE_PATHS.create), token: t.admin, payload: { name } });
    }
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ROLE_PATHS.list, 'search=desk&sort=name&order=desc&limit=2'), token: t.reader.token });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(data.items.map((role: { name: string }) => role.name)).toEqual(['Gamma Desk', 'Beta Desk']);
    const second = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ROLE_PATHS.list, 'search=desk&sort=name&order=desc&limit=2&page=2'), token: t.reader.token });
    expect(second.json().data.items.map((role: { name: string }) => role.name)).toEqual(['Alpha Desk']);
    const badSort = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ROLE_PATHS.list, 'sort=password'), token: t.reader.token });
    expect(badSort.statusCode).toBe(400);
  });

  it('replaces the flags on edit and keeps the user count', async () => {
    const created = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, ROLE_PATHS.create), token: t.admin, payload: { name: 'Editable', permissions: { Reports: ALL } } });
    const id = created.json().data.id as number;
    const edited = await t.inject({
      method: 'PUT',
      url: apiUrl(ADMIN_API, ROLE_PATHS.one, { id }),
      token: t.admin,
      payload: { name: 'Edited', description: 'now', requires_second_factor: false, permissions: { Dashboard: READ } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Edited', description: 'now', permissions: { Dashboard: READ } });
    expect(edited.json().data.permissions).not.toHaveProperty('Reports');
    const forbidden = await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, ROLE_PATHS.one, { id }), token: t.reader.token, payload: { name: 'Nope' } });
    expect(forbidden.statusCode).toBe(403);
  });

  it('refuses to delete a role users hold, naming how many, and deletes it once free', async () => {
    const created = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, ROLE_PATHS.create), token: t.admin, payload: { name: 'Held Role' } });
    const id = created.json().data.id as number;
    const first = await createStaff(t, { permissions: null });
    const second = await createStaff(t, { permissions: null });
    await t.services.db.insert(userRoles).values([
      { user_id: first.userId, role_id: id, position: 0 },
      { user_id: second.userId, role_id: id, position: 0 },
    ]);
    const refused = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, ROLE_PATHS.one, { id }), token: t.admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This role is held by 2 users and cannot be deleted. Remove it from them first.');
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ROLE_PATHS.one, { id }), token: t.admin })).json().data.user_count).toBe(2);

    await t.services.db.delete(userRoles).where(eq(userRoles.role_id, id));
    const deleted = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, ROLE_PATHS.one, { id }), token: t.admin });
    expect(deleted.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ROLE_PATHS.one, { id }), token: t.admin })).statusCode).toBe(404);
  });

  it('applies a role change on the holder’s next request', async () => {
    const holder = await createStaff(t, { permissions: { 'User Management': READ } });
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ROLE_PATHS.list), token: holder.token })).statusCode).toBe(200);
    const role = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ROLE_PATHS.one, { id: holder.roleId }), token: t.admin })).json().data;
    const edited = await t.inject({
      method: 'PUT',
      url: apiUrl(ADMIN_API, ROLE_PATHS.one, { id: holder.roleId }),
      token: t.admin,
      payload: { name: role.name, description: role.description, requires_second_factor: false, permissions: { Dashboard: READ } },
    });
    expect(edited.statusCode).toBe(200);
    // Same token, no new sign-in: the right is gone at once.
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, ROLE_PATHS.list), token: holder.token })).statusCode).toBe(403);
    await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, ROLE_PATHS.one, { id: holder.roleId }), token: t.admin, payload: { name: role.name, description: role.description, requires_second_factor: false, permissions: { 'User Management': ALL } } });
    const create = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, ROLE_PATHS.create), token: holder.token, payload: { name: 'Made by holder' } });
    expect(create.statusCode).toBe(200);
  });

  it("exports the list's search and sort as CSV with each role's flags; 403 without read, 400 for a bad sort", async () => {
    await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, ROLE_PATHS.create), token: t.admin, payload: { name: 'Export Clerk', permissions: { Reports: { read: true } } } });
    const { rows } = await expectExportOfList({ t, token: t.admin, list: ROLE_PATHS.list, exportCsv: ROLE_PATHS.exportCsv, fileName: 'roles', query: 'search=export%20clerk&sort=user_count&order=desc', firstColumn: (item) => String(item.name) });
    expect(rows).toEqual([expect.stringMatching(/^Export Clerk,,0,Reports: read,/)]);
    const all = await expectExportOfList({ t, token: t.admin, list: ROLE_PATHS.list, exportCsv: ROLE_PATHS.exportCsv, fileName: 'roles', query: 'sort=name&order=desc', firstColumn: (item) => String(item.name) });
    expect(all.rows.length).toBeGreaterThan(1);
    const reader = await createStaff(t, { permissions: { 'User Management': { read: true, create: false, update: false, delete: false } } });
    const outsider = await createStaff(t, { permissions: { Reports: { read: true, create: true, update: true, delete: true } } });
    await expectExportRefusals(t, ROLE_PATHS.exportCsv, { withoutRead: outsider.token, reader: reader.token }, 'sort=permissions');
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SYSTEM_PERMISSIONS } from '@passdesk/contract/access/permissions';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { permissions } from './access.schema.ts';
import { createStaff } from '../../test/staff.ts';
import { useTestApp } from '../../test/suite.ts';
import { PERMISSION_PATHS } from '@passdesk/contract/access/access-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { expectExportOfList, expectExportRefusals } from '../../test/csv-export.ts';

const ALL = { read: true, create: true, update: true, delete: true };

describe('permissions API', () => {
  const t = useTestApp({}, async (t) => ({
    admin: await t.tokenFor(1),
    manager: await createStaff(t, { permissions: { 'User Management': ALL } }),
    noRights: await createStaff(t, { permissions: { Dashboard: { read: true, create: false, update: false, delete: false } } }),
  }));

  it('lists every permission name to any signed-in user, unpaged without a limit', async () => {
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, PERMISSION_PATHS.list), token: t.noRights.token });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { permissions: Array<{ name: string; system: boolean }>; total: number };
    expect(data.permissions.map((permission) => permission.name).sort()).toEqual([...SYSTEM_PERMISSIONS].sort());
    expect(data.total).toBe(SYSTEM_PERMISSIONS.length);
    expect(data.permissions.every((permission) => permission.system)).toBe(true);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, PERMISSION_PATHS.list) })).statusCode).toBe(401);
  });

  it('pages and searches when asked', async () => {
    const page = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, PERMISSION_PATHS.list, 'limit=5&page=2&sort=name'), token: t.admin });
    expect(page.json().data).toMatchObject({ total: SYSTEM_PERMISSIONS.length, page: 2, limit: 5 });
    expect(page.json().data.permissions).toHaveLength(5);
    const search = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, PERMISSION_PATHS.list, 'search=card%20scan'), token: t.admin });
    expect(search.json().data.permissions.map((permission: { name: string }) => permission.name)).toEqual(['Card Scan']);
  });

  it('creates, renames and deletes a custom permission, with an audit entry for each', async () => {
    const created = await t.inject({
      method: 'POST',
      url: apiUrl(ADMIN_API, PERMISSION_PATHS.create),
      token: t.manager.token,
      payload: { name: 'Fare Tables', description: 'Edit the fare tables' },
    });
    expect(created.statusCode).toBe(200);
    const permission = created.json().data as { id: number; name: string; system: boolean };
    expect(permission).toMatchObject({ name: 'Fare Tables', system: false });

    const renamed = await t.inject({
      method: 'PUT',
      url: apiUrl(ADMIN_API, PERMISSION_PATHS.update, { id: permission.id }),
      token: t.manager.token,
      payload: { name: 'Fare Table Management', description: '' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Fare Table Management');

    const deleted = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, PERMISSION_PATHS.remove, { id: permission.id }), token: t.manager.token });
    expect(deleted.statusCode).toBe(200);
    expect(await t.services.db.select().from(permissions).where(eq(permissions.id, permission.id))).toEqual([]);

    const trail = await t.services.db.select().from(auditEvents).where(eq(auditEvents.entity_id, String(permission.id)));
    expect(trail.filter((event) => event.entity === 'permission').map((event) => [event.action, event.actor_id])).toEqual([
      ['create', t.manager.userId],
      ['update', t.manager.userId],
      ['delete', t.manager.userId],
    ]);
  });

  it('refuses a duplicate name ignoring case with 409 on the name field', async () => {
    const response = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, PERMISSION_PATHS.create), token: t.admin, payload: { name: 'card management' } });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ name: 'A permission with this name already exists' });
  });

  it('keeps system permissions: no rename, no delete, but the description may change', async () => {
    const [system] = await t.services.db.select().from(permissions).where(eq(permissions.name, 'Reports'));
    if (!system) throw new Error('seed missing');
    const rename = await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, PERMISSION_PATHS.update, { id: system.id }), token: t.admin, payload: { name: 'Report Centre', description: system.description } });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().message).toBe('System permissions cannot be renamed');
    const remove = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, PERMISSION_PATHS.remove, { id: system.id }), token: t.admin });
    expect(remove.statusCode).toBe(422);
    expect(remove.json().message).toBe('System permissions cannot be deleted');
    const described = await t.inject({
      method: 'PUT',
      url: apiUrl(ADMIN_API, PERMISSION_PATHS.update, { id: system.id }),
      token: t.admin,
      payload: { name: 'Reports', description: 'Daily, per-center and overall reports' },
    });
    expect(described.statusCode).toBe(200);
    expect(described.json().data).toMatchObject({ name: 'Reports', system: true, description: 'Daily, per-center and overall reports' });
  });

  it('needs User Management create/update/delete for the writes', async () => {
    const create = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, PERMISSION_PATHS.create), token: t.noRights.token, payload: { name: 'Nope' } });
    expect(create.statusCode).toBe(403);
    const missing = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, PERMISSION_PATHS.remove, { id: 99999 }), token: t.admin });
    expect(missing.statusCode).toBe(404);
    const blank = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, PERMISSION_PATHS.create), token: t.admin, payload: { name: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ name: 'Enter a permission name' });
  });

  it("exports the list's search and sort as CSV behind User Management's read flag; 400 for a bad sort", async () => {
    const { rows } = await expectExportOfList({
      t,
      token: t.admin,
      list: PERMISSION_PATHS.list,
      exportCsv: PERMISSION_PATHS.exportCsv,
      fileName: 'permissions',
      query: 'search=management&sort=name&order=desc',
      firstColumn: (item) => String(item.name),
      items: (data) => data.permissions as Array<Record<string, unknown>>,
    });
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((row) => /management/i.test(row))).toBe(true);
    expect(rows.every((row) => row.endsWith(',system'))).toBe(true);
    const reader = await createStaff(t, { permissions: { 'User Management': { read: true, create: false, update: false, delete: false } } });
    // Every signed-in user reads the list (the menu needs it); its export is User Management's.
    const outsider = await createStaff(t, { permissions: { Reports: { read: true, create: true, update: true, delete: true } } });
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, PERMISSION_PATHS.list), token: outsider.token })).statusCode).toBe(200);
    await expectExportRefusals(t, PERMISSION_PATHS.exportCsv, { withoutRead: outsider.token, reader: reader.token }, 'sort=description');
  });
});

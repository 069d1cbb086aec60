import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CenterInput } from '@passdesk/contract/master-data/center';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { centers } from './centers.schema.ts';
import { createStaff } from '../../test/staff.ts';
import { useTestApp } from '../../test/suite.ts';
import { centersModule } from './centers.module.ts';
import { DEMO_CENTERS } from './centers.demo.ts';
import { CENTER_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { expectExportOfList, expectExportRefusals } from '../../test/csv-export.ts';

const base: CenterInput = { name: 'Test Depot', code: 'TST', address: '1 Depot Road', city: 'Surat', phone: '0261 222 3333', email: 'depot@passdesk.test', status: 'active' };

describe('centers API', () => {
  const t = useTestApp({ modules: [centersModule] }, async (t) => {
    const admin = await t.tokenFor(1);
    await t.services.db.insert(centers).values(DEMO_CENTERS);
    return { admin };
  });

  const list = (query = '', token = t.admin) => t.inject({ method: 'GET', url: `${apiUrl(ADMIN_API, CENTER_PATHS.list)}${query}`, token });

  it('lists with paging, search over name/code/city/address, status and city filters', async () => {
    const all = (await list('?limit=3')).json().data;
    expect(all).toMatchObject({ total: DEMO_CENTERS.length, page: 1, limit: 3 });
    expect(all.items).toHaveLength(3);
    expect((await list('?search=zzq&limit=100')).json().data.total).toBe(0);
    expect((await list('?search=depot')).json().data.total).toBe(4);
    expect((await list('?search=ckd')).json().data.items.map((item: { name: string }) => item.name)).toEqual(['Chandkheda Depot']);
    expect((await list('?city=gandhi')).json().data.items.map((item: { code: string }) => item.code)).toEqual(['GN11']);
    expect((await list('?status=inactive')).json().data.items.map((item: { code: string }) => item.code)).toEqual(['SOL']);
    const sorted = (await list('?sort=code&order=desc&limit=100')).json().data.items.map((item: { code: string }) => item.code);
    expect(sorted).toEqual([...sorted].sort().reverse());
  });

  it('answers 400 naming the parameter for a sort field outside the allow-list', async () => {
    const response = await list('?sort=email');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('sort: must be one of name, code, city, status, created_at');
  });

  it('creates on POST centers and on POST centers/create, audited', async () => {
    const first = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, CENTER_PATHS.create), token: t.admin, payload: { ...base, code: 'tst1' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Center created', data: { code: 'TST1', city: 'Surat' } });
    const second = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, CENTER_PATHS.createAlias), token: t.admin, payload: { name: 'Minimal', code: 'TST2' } });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ address: '', phone: '', email: '', status: 'active' });
    const events = await t.services.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'center'), eq(auditEvents.action, 'create')));
    expect(events).toHaveLength(2);
    // Personal data is masked in the audit log.
    expect(JSON.stringify(events[0]?.changes)).not.toContain('depot@passdesk.test');
  });

  it('refuses bad fields with the field named, and a duplicate code with 409 on code', async () => {
    const badEmail = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, CENTER_PATHS.create), token: t.admin, payload: { ...base, code: 'BAD', email: 'not-an-email' } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toHaveProperty('email');
    const badPhone = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, CENTER_PATHS.create), token: t.admin, payload: { ...base, code: 'BAD', phone: 'call me' } });
    expect(badPhone.json().errors).toEqual({ phone: 'Phone must be 7 to 20 digits, spaces or hyphens' });
    const duplicate = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, CENTER_PATHS.create), token: t.admin, payload: { ...base, code: 'ldw' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'Code already exists', errors: { code: 'Code already exists' } });
  });

  it('edits and deactivates on PUT centers/{id}, 404s an unknown id, 409s another center’s code', async () => {
    const created = (await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, CENTER_PATHS.create), token: t.admin, payload: { ...base, code: 'EDT' } })).json().data;
    const edited = await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, CENTER_PATHS.one, { id: created.id }), token: t.admin, payload: { ...base, code: 'EDT', name: 'Edited Depot', status: 'inactive' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Center updated', data: { name: 'Edited Depot', status: 'inactive' } });
    expect((await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, CENTER_PATHS.one, { id: created.id }), token: t.admin, payload: { ...base, code: 'MNR' } })).statusCode).toBe(409);
    expect((await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, CENTER_PATHS.one, { id: 999999 }), token: t.admin, payload: base })).statusCode).toBe(404);
  });

  it('deletes on DELETE centers/{id}, then 404s it', async () => {
    const created = (await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, CENTER_PATHS.create), token: t.admin, payload: { ...base, code: 'DEL' } })).json().data;
    const deleted = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, CENTER_PATHS.one, { id: created.id }), token: t.admin });
    expect(deleted.json()).toEqual({ message: 'Center deleted' });
    expect((await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, CENTER_PATHS.one, { id: created.id }), token: t.admin })).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 without the permission', async () => {
    expect((await list('', '')).statusCode).toBe(401);
    const reader = await createStaff(t, { permissions: { 'Center Management': { read: true, create: false, update: false, delete: false } } });
    expect((await list('', reader.token)).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, CENTER_PATHS.create), token: reader.token, payload: { ...base, code: 'NO' } })).statusCode).toBe(403);
    expect((await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, CENTER_PATHS.one, { id: 1 }), token: reader.token })).statusCode).toBe(403);
  });

  it("exports the list's filters and sort as CSV; 403 without read, 400 for a bad filter", async () => {
    const { rows } = await expectExportOfList({ t, token: t.admin, list: CENTER_PATHS.list, exportCsv: CENTER_PATHS.exportCsv, fileName: 'centers', query: 'status=active&sort=code&order=desc', firstColumn: (item) => String(item.name) });
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.join('\n')).not.toContain('Sola Pass Counter');
    const city = await expectExportOfList({ t, token: t.admin, list: CENTER_PATHS.list, exportCsv: CENTER_PATHS.exportCsv, fileName: 'centers', query: 'city=gandhi', firstColumn: (item) => String(item.name) });
    expect(city.rows.map((row) => row.split(',')[1])).toEqual(['GN11']);
    const reader = await createStaff(t, { permissions: { 'Center Management': { read: true, create: false, update: false, delete: false } } });
    const outsider = await createStaff(t, { permissions: { 'Route Management': { read: true, create: true, update: true, delete: true } } });
    await expectExportRefusals(t, CENTER_PATHS.exportCsv, { withoutRead: outsider.token, reader: reader.token }, 'sort=email');
  });
});

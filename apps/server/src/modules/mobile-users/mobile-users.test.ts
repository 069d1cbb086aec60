import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { centers } from '../centers/centers.schema.ts';
import { createStaff } from '../../test/staff.ts';
import { createInspector, INSPECTOR_PASSWORD } from '../../test/inspectors.ts';
import { useTestApp } from '../../test/suite.ts';
import { MOBILE_AUTH_PATHS, MOBILE_USER_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API, MOBILE_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { csvExportLines } from '../../test/csv-export.ts';


describe('mobile users (inspectors) API', () => {
  const t = useTestApp({}, async (t) => {
    const admin = await t.tokenFor(1);
    const [depot] = await t.services.db.insert(centers).values({ name: 'Naroda Depot', code: 'NRD' }).returning({ id: centers.id });
    const depotId = depot?.id ?? 0;
    return { admin, depotId };
  });

  const create = (payload: Record<string, unknown>, token = t.admin) => t.inject({ method: 'POST', url: apiUrl(ADMIN_API, MOBILE_USER_PATHS.create), token, payload });
  const base = { name: 'Ravi Patel', employee_code: 'nrd-101', mobile: '98765 43210', password: INSPECTOR_PASSWORD };

  it('creates an inspector (code in capitals, mobile without spaces, depot named), never showing the password', async () => {
    const response = await create({ ...base, center_id: t.depotId });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ name: 'Ravi Patel', employee_code: 'NRD-101', mobile: '9876543210', center_name: 'Naroda Depot', status: 'active', active_sessions: 0, last_seen_at: null });
    expect(JSON.stringify(response.json())).not.toMatch(/password|argon/i);
    const [event] = await t.services.db.select().from(auditEvents).where(eq(auditEvents.entity, 'mobile_user'));
    expect(JSON.stringify(event?.changes)).not.toContain('9876543210');
  });

  it('refuses duplicates on both unique fields at once, bad fields by name, an unknown depot with 422', async () => {
    const duplicate = await create({ ...base, employee_code: 'NRD-101', mobile: '9876543210' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual({ employee_code: 'This employee code is already in use', mobile: 'This mobile number is already in use' });
    const bad = await create({ ...base, employee_code: 'x', mobile: '12', password: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['employee_code', 'mobile', 'password']);
    const depot = await create({ ...base, employee_code: 'NRD-102', mobile: '9876500000', center_id: 99999 });
    expect(depot.statusCode).toBe(422);
    expect(depot.json().errors).toHaveProperty('center_id');
  });

  it('signs in with the employee code (any case) or the mobile; a wrong password is 401 with one message', async () => {
    const byCode = await t.inject({ method: 'POST', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.login), payload: { login: 'nrd-101', password: INSPECTOR_PASSWORD, device: 'Redmi Note 12' } });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json().data).toMatchObject({ inspector: { employee_code: 'NRD-101', center_name: 'Naroda Depot' } });
    expect(typeof byCode.json().data.token).toBe('string');
    const byMobile = await t.inject({ method: 'POST', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.login), payload: { login: '98765-43210', password: INSPECTOR_PASSWORD } });
    expect(byMobile.statusCode).toBe(200);
    const wrong = await t.inject({ method: 'POST', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.login), payload: { login: 'NRD-101', password: 'Wrong@1234' } });
    expect(wrong.statusCode).toBe(401);
    const unknown = await t.inject({ method: 'POST', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.login), payload: { login: 'NOBODY', password: 'Wrong@1234' } });
    expect(unknown.json()).toEqual(wrong.json());
    const me = await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.me), token: byCode.json().data.token });
    expect(me.json().data).toMatchObject({ employee_code: 'NRD-101' });
  });

  it('keeps tokens apart: a staff token is refused by the app API, an inspector token by the admin API', async () => {
    const inspector = await createInspector(t, t.admin);
    expect((await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.me), token: t.admin })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, MOBILE_USER_PATHS.list), token: inspector.token })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUTH_PATHS.me), token: inspector.token })).statusCode).toBe(401);
  });

  it('a deactivated inspector’s token gets 401 at once, and signing in is refused with 403', async () => {
    const inspector = await createInspector(t, t.admin);
    expect((await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.me), token: inspector.token })).statusCode).toBe(200);
    const current = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, MOBILE_USER_PATHS.one, { id: inspector.id }), token: t.admin })).json().data;
    const update = await t.inject({
      method: 'PUT',
      url: apiUrl(ADMIN_API, MOBILE_USER_PATHS.update, { id: inspector.id }),
      token: t.admin,
      payload: { name: current.name, employee_code: current.employee_code, mobile: current.mobile, center_id: null, status: 'inactive', password: null },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data).toMatchObject({ status: 'inactive', active_sessions: 0 });
    const refused = await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.me), token: inspector.token });
    expect(refused.statusCode).toBe(401);
    const login = await t.inject({ method: 'POST', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.login), payload: { login: inspector.employeeCode, password: INSPECTOR_PASSWORD } });
    expect(login.statusCode).toBe(403);
  });

  it('signs one lost phone out from the panel, leaving the other signed in', async () => {
    const inspector = await createInspector(t, t.admin);
    const second = (await t.inject({ method: 'POST', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.login), payload: { login: inspector.employeeCode, password: INSPECTOR_PASSWORD } })).json().data.token as string;
    // Used once before, so the session is one this instance has already checked (and may remember).
    expect((await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.me), token: second })).statusCode).toBe(200);
    const sessions = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, MOBILE_USER_PATHS.sessions, { id: inspector.id }), token: t.admin })).json().data.sessions as Array<{ id: string }>;
    expect(sessions).toHaveLength(2);
    const newest = sessions[0]?.id;
    expect((await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, MOBILE_USER_PATHS.session, { id: inspector.id, session_id: newest }), token: t.admin })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.me), token: second })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.me), token: inspector.token })).statusCode).toBe(200);
  });

  it('a password reset from the panel signs every phone out; the new password works', async () => {
    const inspector = await createInspector(t, t.admin);
    const current = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, MOBILE_USER_PATHS.one, { id: inspector.id }), token: t.admin })).json().data;
    const reset = await t.inject({
      method: 'PUT',
      url: apiUrl(ADMIN_API, MOBILE_USER_PATHS.update, { id: inspector.id }),
      token: t.admin,
      payload: { name: current.name, employee_code: current.employee_code, mobile: current.mobile, center_id: null, status: 'active', password: 'Changed@123' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.me), token: inspector.token })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.login), payload: { login: inspector.employeeCode, password: 'Changed@123' } })).statusCode).toBe(200);
  });

  it('lists with search and status filter, exports CSV of the same filters with formulas neutralised', async () => {
    await create({ ...base, name: '=HYPERLINK("http://evil")', employee_code: 'EVIL-1', mobile: '9000000001', status: 'inactive' });
    const inactive = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, MOBILE_USER_PATHS.list, 'status=inactive&limit=100'), token: t.admin })).json().data;
    expect(inactive.items.every((row: { status: string }) => row.status === 'inactive')).toBe(true);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, MOBILE_USER_PATHS.list, 'search=ravi'), token: t.admin })).json().data.items.map((row: { employee_code: string }) => row.employee_code)).toEqual(['NRD-101']);
    const csv = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, MOBILE_USER_PATHS.exportCsv, 'status=inactive'), token: t.admin });
    const lines = csvExportLines(csv, 'mobile-users');
    expect(lines[0]).toBe('Employee code,Name,Mobile,Depot,Status,Last seen,Signed-in phones,Created');
    expect(lines).toHaveLength(inactive.total + 1);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv.body).not.toContain('NRD-101');
  });

  it('deletes an inspector without scans; 404 after; 403 without the permission', async () => {
    const created = (await create({ ...base, employee_code: 'DEL-1', mobile: '9000000002' })).json().data;
    expect((await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, MOBILE_USER_PATHS.remove, { id: created.id }), token: t.admin })).json()).toEqual({ message: 'Mobile user deleted' });
    expect((await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, MOBILE_USER_PATHS.remove, { id: created.id }), token: t.admin })).statusCode).toBe(404);
    const reader = await createStaff(t, { permissions: { 'Mobile App Management': { read: true, create: false, update: false, delete: false } } });
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, MOBILE_USER_PATHS.list), token: reader.token })).statusCode).toBe(200);
    expect((await create({ ...base, employee_code: 'NO-1', mobile: '9000000003' }, reader.token)).statusCode).toBe(403);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RouteInput } from '@passdesk/contract/master-data/route';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { routes } from './routes.schema.ts';
import { createStaff } from '../../test/staff.ts';
import { useTestApp } from '../../test/suite.ts';
import { demoRoutes } from './routes.demo.ts';
import { routesModule } from './routes.module.ts';
import { ROUTE_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { expectExportOfList, expectExportRefusals } from '../../test/csv-export.ts';

const base: RouteInput = { route_number: '999', name: 'Test – Route', origin: 'Alpha Nagar', destination: 'Beta Gam', via: ['Gamma Circle', 'Delta Cross Road'], distance_km: 12.5, status: 'active' };

describe('routes API', () => {
  const demo = demoRoutes();
  const t = useTestApp({ modules: [routesModule] }, async (t) => {
    const admin = await t.tokenFor(1);
    await t.services.db.insert(routes).values(demo);
    return { admin };
  });

  const list = (query = '', token = t.admin) => t.inject({ method: 'GET', url: `${apiUrl(ADMIN_API, ROUTE_PATHS.list)}${query}`, token });
  const create = (payload: object, token = t.admin) => t.inject({ method: 'POST', url: apiUrl(ADMIN_API, ROUTE_PATHS.create), token, payload });

  it('has about sixty demo routes with unique numbers and stops', () => {
    expect(demo.length).toBeGreaterThanOrEqual(55);
    expect(new Set(demo.map((route) => route.route_number.toLowerCase())).size).toBe(demo.length);
    expect(demo.every((route) => route.via.length >= 1)).toBe(true);
  });

  it('lists sorted by route number, searches stops too, and filters by status, origin and destination', async () => {
    const first = (await list('?limit=25')).json().data;
    expect(first.total).toBe(demo.length);
    // Natural order: by the leading number, then the suffix.
    expect(first.items.slice(0, 10).map((item: RouteInput) => item.route_number)).toEqual(['1', '2', '3', '4', '5', '7U', '8', '9', '12', '14']);
    const last = (await list('?order=desc&limit=3')).json().data.items.map((item: RouteInput) => item.route_number);
    expect(last).toEqual(['152', '151/1', '151']);
    const origin = demo[3]?.origin ?? '';
    const byOrigin = (await list(`?origin=${encodeURIComponent(origin.toLowerCase())}&limit=100`)).json().data;
    expect(byOrigin.total).toBe(demo.filter((route) => route.origin.toLowerCase().includes(origin.toLowerCase())).length);
    const destination = demo[5]?.destination ?? '';
    const both = (await list(`?origin=${encodeURIComponent(origin)}&destination=${encodeURIComponent(destination)}&limit=100`)).json().data;
    expect(both.items.every((item: RouteInput) => item.origin.includes(origin) && item.destination.includes(destination))).toBe(true);
    const stop = demo[10]?.via[0] ?? '';
    const byStop = (await list(`?search=${encodeURIComponent(stop)}&limit=100`)).json().data;
    expect(byStop.items.some((item: RouteInput) => item.via.includes(stop) && item.origin !== stop && item.destination !== stop)).toBe(true);
    const inactive = (await list('?status=inactive&limit=100')).json().data;
    expect(inactive.total).toBe(demo.filter((route) => route.status === 'inactive').length);
    const longest = (await list('?sort=distance_km&order=desc&limit=1')).json().data.items[0];
    expect(longest.distance_km).toBe(Math.max(...demo.map((route) => route.distance_km)));
  });

  it('answers 400 naming the parameter for a sort field outside the allow-list or an unknown filter', async () => {
    const response = await list('?sort=via');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ sort: 'sort: must be one of route_number, name, origin, destination, distance_km, status, created_at' });
    expect((await list('?center_id=1')).json().message).toBe('center_id: is not a parameter of this list (filters: status, origin, destination)');
  });

  it('creates a route (number upper-cased, audited) and refuses a duplicate number ignoring case with 409', async () => {
    const created = await create({ ...base, route_number: '45s/2' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ message: 'Route created', data: { route_number: '45S/2', via: base.via, distance_km: 12.5 } });
    const [event] = await t.services.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'route'), eq(auditEvents.action, 'create')));
    expect(event?.entity_id).toBe(String(created.json().data.id));
    const duplicate = await create({ ...base, route_number: '7u' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'Route number already exists', errors: { route_number: 'Route number already exists' } });
  });

  it('refuses bad fields with the field named', async () => {
    const cases: Array<[object, string]> = [
      [{ route_number: '' }, 'route_number'],
      [{ route_number: 'A B' }, 'route_number'],
      [{ distance_km: 0 }, 'distance_km'],
      [{ distance_km: 12.34 }, 'distance_km'],
      [{ distance_km: 1000 }, 'distance_km'],
      [{ origin: 'x' }, 'origin'],
      [{ via: ['Stop', ''] }, 'via.1'],
      [{ via: ['Stop', 'stop'] }, 'via'],
      [{ status: 'closed' }, 'status'],
    ];
    for (const [change, field] of cases) {
      const response = await create({ ...base, route_number: 'BAD1', ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors, JSON.stringify(change)).toHaveProperty([field]);
    }
  });

  it('updates (including deactivation), 404s an unknown id, 409s another route’s number', async () => {
    const created = (await create({ ...base, route_number: '777' })).json().data;
    const updated = await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, ROUTE_PATHS.update, { id: created.id }), token: t.admin, payload: { ...base, route_number: '777', via: ['Only Stop'], status: 'inactive' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ message: 'Route updated', data: { via: ['Only Stop'], status: 'inactive' } });
    const taken = await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, ROUTE_PATHS.update, { id: created.id }), token: t.admin, payload: { ...base, route_number: '151/1' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ route_number: 'Route number already exists' });
    expect((await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, ROUTE_PATHS.update, { id: 999999 }), token: t.admin, payload: base })).statusCode).toBe(404);
  });

  it('deletes, then 404s', async () => {
    const created = (await create({ ...base, route_number: '888' })).json().data;
    expect((await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, ROUTE_PATHS.remove, { id: created.id }), token: t.admin })).json()).toEqual({ message: 'Route deleted' });
    const again = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, ROUTE_PATHS.remove, { id: created.id }), token: t.admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Route not found');
  });

  it('answers 401 without a token and 403 without the permission', async () => {
    expect((await list('', '')).statusCode).toBe(401);
    const clerk = await createStaff(t, { permissions: { 'Route Management': { read: true, create: true, update: false, delete: false } } });
    expect((await create({ ...base, route_number: '555' }, clerk.token)).statusCode).toBe(200);
    expect((await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, ROUTE_PATHS.update, { id: 1 }), token: clerk.token, payload: base })).statusCode).toBe(403);
    expect((await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, ROUTE_PATHS.remove, { id: 1 }), token: clerk.token })).statusCode).toBe(403);
    const nobody = await createStaff(t, { permissions: { 'Center Management': { read: true, create: true, update: true, delete: true } } });
    expect((await list('', nobody.token)).statusCode).toBe(403);
  });

  it("exports the list's filters and sort as CSV, stops in one cell; 403 without read, 400 for a bad filter", async () => {
    const { rows, items } = await expectExportOfList({ t, token: t.admin, list: ROUTE_PATHS.list, exportCsv: ROUTE_PATHS.exportCsv, fileName: 'routes', query: 'status=active&sort=distance_km&order=desc', firstColumn: (item) => String(item.route_number) });
    const active = demo.filter((route) => route.status === 'active');
    expect(rows.length).toBeGreaterThanOrEqual(active.length);
    expect(rows.length).toBeLessThan(demo.length);
    const first = items[0] as RouteInput;
    expect(rows[0]).toContain(first.via.join('; '));
    const reader = await createStaff(t, { permissions: { 'Route Management': { read: true, create: false, update: false, delete: false } } });
    const outsider = await createStaff(t, { permissions: { 'Center Management': { read: true, create: true, update: true, delete: true } } });
    await expectExportRefusals(t, ROUTE_PATHS.exportCsv, { withoutRead: outsider.token, reader: reader.token }, 'status=closed');
  });
});

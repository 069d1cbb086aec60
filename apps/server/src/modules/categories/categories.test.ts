import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CategoryInput } from '@passdesk/contract/master-data/category';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { cardCategories } from './categories.schema.ts';
import { createStaff } from '../../test/staff.ts';
import { useTestApp } from '../../test/suite.ts';
import { categoriesModule } from './categories.module.ts';
import { DEMO_CATEGORIES } from './categories.demo.ts';
import { CATEGORY_PATHS, PUBLIC_CATEGORY_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { ADMIN_API, USERS_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { expectExportOfList, expectExportRefusals } from '../../test/csv-export.ts';

const NO = { read: false, create: false, update: false, delete: false };

const base: CategoryInput = {
  name: 'Test Monthly',
  code: 'TSM',
  description: 'A category for the tests',
  validity_days: 30,
  fee: 25000,
  renewal_fee: 23000,
  min_age: 5,
  max_age: 25,
  route_scope: 'single_route',
  required_documents: ['Aadhaar card', 'School ID card'],
  colour: '#1565C0',
  status: 'active',
};

describe('card categories API', () => {
  /** Categories with this id count as used by 3 cards (the cards feature plugs a real check in). */
  let usedId = -1;
  const t = useTestApp({ modules: [categoriesModule, { name: 'uses-categories', inUse: [{ entity: 'card_category', what: 'cards', count: async (_tx, id) => (id === usedId ? 3 : 0) }] }] }, async (t) => {
    await t.services.db.insert(cardCategories).values(DEMO_CATEGORIES);
    return { admin: await t.tokenFor(1) };
  });

  const create = (payload: unknown, token = t.admin) => t.inject({ method: 'POST', url: apiUrl(ADMIN_API, CATEGORY_PATHS.create), payload: payload as object, token });
  const list = (query = '', token = t.admin) => t.inject({ method: 'GET', url: `${apiUrl(ADMIN_API, CATEGORY_PATHS.list)}${query}`, token });

  describe('list', () => {
    it('pages, sorts by name by default and gives the total', async () => {
      const response = await list('?limit=5');
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({ total: DEMO_CATEGORIES.length, page: 1, limit: 5 });
      expect(data.items).toHaveLength(5);
      const names = data.items.map((item: { name: string }) => item.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(data.items[0]).toHaveProperty('created_at');
      expect(typeof data.items[0].fee).toBe('number');
    });

    it('sorts by an allowed field in either order', async () => {
      const { data } = (await list('?sort=fee&order=desc&limit=100')).json();
      const fees = data.items.map((item: { fee: number }) => item.fee);
      expect(fees).toEqual([...fees].sort((a, b) => b - a));
    });

    it('searches name, code and description case-insensitively, and filters by status', async () => {
      const search = (await list('?search=student')).json().data;
      expect(search.total).toBe(3);
      const byCode = (await list('?search=scy')).json().data;
      expect(byCode.items.map((item: { name: string }) => item.name)).toEqual(['Senior Citizen Yearly']);
      const inactive = (await list('?status=inactive')).json().data;
      expect(inactive.items.map((item: { code: string }) => item.code)).toEqual(['SFY']);
    });

    it('answers 400 naming the parameter for a sort field, order or filter outside the allow-list', async () => {
      const badSort = await list('?sort=password_hash');
      expect(badSort.statusCode).toBe(400);
      expect(badSort.json()).toEqual({
        message: 'sort: must be one of name, code, validity_days, fee, renewal_fee, status, created_at',
        errors: { sort: 'sort: must be one of name, code, validity_days, fee, renewal_fee, status, created_at' },
      });
      const badOrder = await list('?order=sideways');
      expect(badOrder.statusCode).toBe(400);
      expect(badOrder.json().errors).toHaveProperty('order');
      const badFilter = await list('?owner=me');
      expect(badFilter.statusCode).toBe(400);
      expect(badFilter.json().message).toMatch(/^owner: is not a parameter of this list/);
      const badStatus = await list('?status=deleted');
      expect(badStatus.json()).toMatchObject({ message: 'status: must be one of active, inactive' });
      const badLimit = await list('?limit=500');
      expect(badLimit.statusCode).toBe(400);
      expect(badLimit.json().errors).toHaveProperty('limit');
    });
  });

  describe('create', () => {
    it('creates a category, upper-cases the code and writes the audit log', async () => {
      const response = await create({ ...base, code: 'tsm' });
      expect(response.statusCode).toBe(200);
      const { message, data } = response.json();
      expect(message).toBe('Category created');
      expect(data).toMatchObject({ ...base, code: 'TSM' });
      const [event] = await t.services.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'card_category'), eq(auditEvents.entity_id, String(data.id)), eq(auditEvents.action, 'create')));
      expect(event).toMatchObject({ actor_type: 'admin', actor_id: 1 });
    });

    it('fills the optional fields with their defaults', async () => {
      const response = await create({ name: 'Minimal', code: 'MIN', validity_days: 90, fee: 0, renewal_fee: 0 });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ description: '', min_age: null, max_age: null, route_scope: 'all_routes', required_documents: [], colour: '#8B0000', status: 'active' });
    });

    it('refuses bad fees, validity, ages, colour, scope and documents with the field named', async () => {
      const cases: Array<[Partial<Record<keyof CategoryInput, unknown>>, string, string]> = [
        [{ fee: -1 }, 'fee', 'Fee cannot be negative'],
        [{ renewal_fee: 10.5 }, 'renewal_fee', 'Renewal fee must be in whole minor units (paise)'],
        [{ fee: '100' }, 'fee', 'Fee must be an amount like 150.50'],
        [{ validity_days: 0 }, 'validity_days', 'Validity must be 1 to 3650 days'],
        [{ validity_days: 3651 }, 'validity_days', 'Validity must be 1 to 3650 days'],
        [{ min_age: 30, max_age: 20 }, 'max_age', 'Maximum age must not be less than the minimum age'],
        [{ colour: 'red' }, 'colour', 'Colour must be like #8B0000'],
        [{ route_scope: 'some_routes' }, 'route_scope', 'Route scope must be all_routes or single_route'],
        [{ required_documents: ['Photo', 'photo'] }, 'required_documents', 'Required documents: an entry is repeated'],
        [{ code: 'TOO-LONG-CODE' }, 'code', 'Code must be 1 to 10 letters, digits or hyphens'],
        [{ name: ' ' }, 'name', 'Name must be at least 2 characters'],
      ];
      for (const [change, field, message] of cases) {
        const response = await create({ ...base, name: 'Bad one', code: 'BAD', ...change });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json().errors?.[field], JSON.stringify(change)).toBe(message);
      }
    });

    it('answers 409 naming the field for a duplicate name or code, ignoring case', async () => {
      const code = await create({ ...base, name: 'Another name', code: 'stm' });
      expect(code.statusCode).toBe(409);
      expect(code.json()).toEqual({ message: 'Code already exists', errors: { code: 'Code already exists' } });
      const both = await create({ ...base, name: 'student monthly', code: 'STM' });
      expect(both.statusCode).toBe(409);
      expect(both.json().errors).toEqual({ name: 'Name already exists', code: 'Code already exists' });
    });

    it('lets exactly one of several simultaneous duplicates through, the others get 409 (never 500)', async () => {
      const answers = await Promise.all(Array.from({ length: 4 }, () => create({ ...base, name: 'Race', code: 'RACE' })));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409, 409, 409]);
      // Whether caught by the check or by the unique index, both duplicate fields are named.
      for (const answer of answers.filter((item) => item.statusCode === 409)) {
        expect(answer.json().errors).toEqual({ name: 'Name already exists', code: 'Code already exists' });
      }
    });
  });

  describe('update', () => {
    it('replaces the fields, audits what changed, and deactivates through status', async () => {
      const created = (await create({ ...base, name: 'To edit', code: 'EDT' })).json().data;
      const response = await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, CATEGORY_PATHS.update, { id: created.id }), token: t.admin, payload: { ...base, name: 'Edited', code: 'EDT', fee: 30000, status: 'inactive' } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: 'Category updated', data: { id: created.id, name: 'Edited', fee: 30000, status: 'inactive' } });
      const [event] = await t.services.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'card_category'), eq(auditEvents.entity_id, String(created.id)), eq(auditEvents.action, 'update')));
      expect(event?.changes).toMatchObject({ before: { name: 'To edit', fee: 25000, status: 'active' }, after: { name: 'Edited', fee: 30000, status: 'inactive' } });
      expect(event?.changes?.before).not.toHaveProperty('code');
    });

    it('keeps its own name and code, refuses another category’s (409), and 404s an unknown id', async () => {
      const created = (await create({ ...base, name: 'Keeper', code: 'KEEP' })).json().data;
      const same = await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, CATEGORY_PATHS.update, { id: created.id }), token: t.admin, payload: { ...base, name: 'keeper', code: 'keep' } });
      expect(same.statusCode).toBe(200);
      const taken = await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, CATEGORY_PATHS.update, { id: created.id }), token: t.admin, payload: { ...base, name: 'Keeper', code: 'DVY' } });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors).toEqual({ code: 'Code already exists' });
      const missing = await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, CATEGORY_PATHS.update, { id: 999999 }), token: t.admin, payload: base });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Category not found');
      const badId = await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, CATEGORY_PATHS.update, { id: 'abc' }), token: t.admin, payload: base });
      expect(badId.statusCode).toBe(400);
    });
  });

  describe('delete', () => {
    it('deletes an unused category (audited), then 404s it', async () => {
      const created = (await create({ ...base, name: 'Short lived', code: 'SHL' })).json().data;
      const response = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, CATEGORY_PATHS.remove, { id: created.id }), token: t.admin });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Category deleted' });
      const again = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, CATEGORY_PATHS.remove, { id: created.id }), token: t.admin });
      expect(again.statusCode).toBe(404);
      const events = await t.services.db.select().from(auditEvents).where(and(eq(auditEvents.entity_id, String(created.id)), eq(auditEvents.action, 'delete')));
      expect(events).toHaveLength(1);
    });

    it('refuses to delete a category that cards use (409 explaining) and keeps it', async () => {
      const created = (await create({ ...base, name: 'In use', code: 'USE' })).json().data;
      usedId = created.id;
      const response = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, CATEGORY_PATHS.remove, { id: created.id }), token: t.admin });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('"In use" is used by 3 cards, so it cannot be deleted. Deactivate it instead.');
      const [row] = await t.services.db.select().from(cardCategories).where(eq(cardCategories.id, created.id));
      expect(row?.status).toBe('active');
    });
  });

  describe('access', () => {
    it('answers 401 without a token and 403 to a role without the action', async () => {
      expect((await list('', '')).statusCode).toBe(401);
      const reader = await createStaff(t, { permissions: { 'Card Category Management': { ...NO, read: true } } });
      expect((await list('', reader.token)).statusCode).toBe(200);
      const refused = await create({ ...base, name: 'Not allowed', code: 'NAL' }, reader.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You do not have permission to create Card Category Management');
      expect((await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, CATEGORY_PATHS.update, { id: 1 }), token: reader.token, payload: base })).statusCode).toBe(403);
      expect((await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, CATEGORY_PATHS.remove, { id: 1 }), token: reader.token })).statusCode).toBe(403);
      const outsider = await createStaff(t, { permissions: { 'Route Management': { read: true, create: true, update: true, delete: true } } });
      expect((await list('', outsider.token)).statusCode).toBe(403);
    });
  });

  describe('CSV export', () => {
    it("holds the list's rows for its filters and sort, fees in rupees; 403 without read, 400 for a bad filter", async () => {
      const { rows, items } = await expectExportOfList({ t, token: t.admin, list: CATEGORY_PATHS.list, exportCsv: CATEGORY_PATHS.exportCsv, fileName: 'card-categories', query: 'status=active&sort=fee&order=desc', firstColumn: (item) => String(item.name) });
      expect(rows.length).toBeGreaterThan(5);
      expect(rows.join('\n')).not.toContain('Staff Family Yearly');
      const fees = items.map((item) => Number(item.fee));
      expect(fees).toEqual([...fees].sort((a, b) => b - a));
      expect(rows[0]).toContain(`,${String(items[0]?.code)},${Number(items[0]?.fee) / 100},`);
      const reader = await createStaff(t, { permissions: { 'Card Category Management': { ...NO, read: true } } });
      const outsider = await createStaff(t, { permissions: { 'Route Management': { read: true, create: true, update: true, delete: true } } });
      await expectExportRefusals(t, CATEGORY_PATHS.exportCsv, { withoutRead: outsider.token, reader: reader.token }, 'status=retired');
      expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CATEGORY_PATHS.exportCsv), token: reader.token })).statusCode).toBe(200);
    });
  });

  describe('public list for the application form', () => {
    it('lists only active categories, without sign-in, cacheable', async () => {
      const response = await t.inject({ method: 'GET', url: apiUrl(USERS_API, PUBLIC_CATEGORY_PATHS.list) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const items = response.json().data as Array<{ code: string; status?: string }>;
      expect(items.length).toBeGreaterThan(5);
      expect(items.map((item) => item.code)).not.toContain('SFY');
      expect(items.map((item) => item.code)).toContain('STM');
      expect(items[0]).not.toHaveProperty('status');
      expect(items[0]).not.toHaveProperty('created_at');
    });
  });
});

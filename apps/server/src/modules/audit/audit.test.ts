import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ALL_FLAGS, SYSTEM_PERMISSIONS } from '@passdesk/contract/access/permissions';
import type { CategoryInput } from '@passdesk/contract/master-data/category';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { createStaff } from '../../test/staff.ts';
import { useTestApp } from '../../test/suite.ts';
import { accessModule } from '../access/access.module.ts';
import { categoriesModule } from '../categories/categories.module.ts';
import { auditModule } from './audit.module.ts';
import { CATEGORY_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { AUDIT_PATHS } from '@passdesk/contract/audit/audit-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { csvExportLines } from '../../test/csv-export.ts';

const AGENT = 'Mozilla/5.0 (audit test) Chromium/140';

const category: CategoryInput = {
  name: '=HYPERLINK("http://evil")',
  code: 'AUD',
  description: 'Audited',
  validity_days: 30,
  fee: 25000,
  renewal_fee: 23000,
  min_age: null,
  max_age: null,
  route_scope: 'single_route',
  required_documents: [],
  colour: '#1565C0',
  status: 'active',
};

interface Listed {
  items: Array<{ id: number; action: string; entity: string; entity_id: string | null; actor_name: string | null; ip: string | null; user_agent: string | null; changes: Record<string, unknown> | null }>;
  total: number;
}

/** The database's own message of a refused statement (Drizzle wraps it as the cause). */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(error);
  }
  return 'not refused';
}

describe('audit trail API', () => {
  const t = useTestApp({ modules: [accessModule, categoriesModule, auditModule] }, async (t) => {
    const superAdmin = await t.tokenFor(1);
    const headers = { 'user-agent': AGENT };
    const created = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, CATEGORY_PATHS.create), token: superAdmin, headers, payload: category });
    expect(created.statusCode).toBe(200);
    const categoryId = created.json().data.id;
    const updated = await t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, CATEGORY_PATHS.update, { id: categoryId }), token: superAdmin, headers, payload: { ...category, fee: 30000 } });
    expect(updated.statusCode).toBe(200);
    return { superAdmin, categoryId };
  });

  const list = async (query: string, token = t.superAdmin): Promise<Listed> => {
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUDIT_PATHS.list, query), token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Listed;
  };

  it('shows who changed what, from where, with before and after, filtered by entity, action and user', async () => {
    const { items } = await list('entity=card_category&action=update');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ entity: 'card_category', entity_id: String(t.categoryId), action: 'update', actor_name: expect.stringMatching(/\S/), user_agent: AGENT });
    expect(items[0]?.ip).toBeTruthy();
    expect(items[0]?.changes).toEqual({ before: { fee: 25000 }, after: { fee: 30000 } });
    const one = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUDIT_PATHS.one, { id: items[0]?.id }), token: t.superAdmin });
    expect(one.json().data.changes).toEqual({ before: { fee: 25000 }, after: { fee: 30000 } });
    expect((await list('user_id=1&entity=card_category')).items.map((item) => item.action).sort()).toEqual(['create', 'update']);
    const other = await createStaff(t, { permissions: null });
    expect((await list(`user_id=${other.userId}`)).total).toBe(0);
    const options = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUDIT_PATHS.options), token: t.superAdmin })).json().data;
    expect(options.entities).toContain('card_category');
    expect(options.actions).toEqual(expect.arrayContaining(['create', 'update']));
    expect(options.users.map((user: { id: number }) => user.id)).toContain(1);
  });

  it('filters by day (inclusive, in the server time zone) and refuses a malformed day or an unknown filter', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: t.config.timeZone }).format(new Date());
    expect((await list(`entity=card_category&from=${today}&to=${today}`)).total).toBe(2);
    expect((await list('entity=card_category&to=2000-01-01')).total).toBe(0);
    expect((await list('entity=card_category&from=2999-01-01')).total).toBe(0);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUDIT_PATHS.list, 'from=yesterday'), token: t.superAdmin })).json().errors).toHaveProperty('from');
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUDIT_PATHS.list, 'actor=1'), token: t.superAdmin })).statusCode).toBe(400);
  });

  it('masks personal data in what it shows, even in a row written unmasked', async () => {
    await t.services.db.insert(auditEvents).values({ actor_type: 'system', action: 'import', entity: 'admin_user', entity_id: '99', changes: { after: { email: 'asha@example.com', mobile: '9876543210', password: 'hunter2', note: 'kept' } } });
    const [event] = (await list('entity=admin_user&action=import')).items;
    expect(event?.changes).toEqual({ after: { email: 'a**************m', mobile: '9********0', password: '[redacted]', note: 'kept' } });
  });

  it('exports the current filters as CSV, streamed, formula cells neutralised', async () => {
    const csv = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUDIT_PATHS.exportCsv, 'entity=card_category'), token: t.superAdmin });
    const lines = csvExportLines(csv, 'audit-trail');
    expect(lines[0]).toBe('Time,Actor type,Actor id,Actor,Action,Entity,Entity id,IP,User agent,Request id,Changes');
    expect(lines).toHaveLength(3);
    expect(csv.body).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(csv.body).not.toContain('admin_user');
  });

  it('answers 403 to an admin holding every permission and 401 without a token', async () => {
    const everything = Object.fromEntries(SYSTEM_PERMISSIONS.map((name) => [name, { ...ALL_FLAGS }]));
    const admin = await createStaff(t, { permissions: everything, userType: 'admin' });
    for (const url of [apiUrl(ADMIN_API, AUDIT_PATHS.list), apiUrl(ADMIN_API, AUDIT_PATHS.exportCsv), apiUrl(ADMIN_API, AUDIT_PATHS.options), apiUrl(ADMIN_API, AUDIT_PATHS.one, { id: 1 })]) {
      expect((await t.inject({ method: 'GET', url, token: admin.token })).statusCode, url).toBe(403);
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE fail and change nothing', async () => {
    const before = await t.services.db.select().from(auditEvents);
    expect(before.length).toBeGreaterThan(0);
    expect(await refusal(t.services.db.update(auditEvents).set({ action: 'forged' }))).toBe('audit_events is append-only: UPDATE refused');
    expect(await refusal(t.services.db.delete(auditEvents))).toBe('audit_events is append-only: DELETE refused');
    expect(await refusal(t.services.db.execute(sql`truncate audit_events`))).toBe('audit_events is append-only: TRUNCATE refused');
    expect(await t.services.db.select().from(auditEvents)).toEqual(before);
  });
});

/**
 * The offence table: seeded with the offences inspectors are offered, kept by administrators
 * behind the Card Scan permission, every change in the audit trail; a penalty is whole rupees from
 * ₹10 (what a challan is charged: modules/scans/scans.test.ts).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ALL_FLAGS, NO_FLAGS, PERMISSION } from '@passdesk/contract/access/permissions';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { OFFENCE_MESSAGES, type Offence } from '@passdesk/contract/offences/offence';
import { OFFENCE_PATHS } from '@passdesk/contract/offences/offences-paths';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { apiUrl } from '../../test/api-url.ts';
import { expectExportOfList, expectExportRefusals } from '../../test/csv-export.ts';
import { createStaff } from '../../test/staff.ts';
import { useTestApp } from '../../test/suite.ts';

const SEEDED = ['expired_pass', 'forged_pass', 'invalid_pass', 'no_pass', 'someone_elses_pass', 'wrong_route'];

describe('the offence table', () => {
  const t = useTestApp({}, async (app) => {
    const admin = await app.tokenFor(1);
    const reader = await createStaff(app, { permissions: { [PERMISSION.cardScan]: { ...NO_FLAGS, read: true } } });
    const keeper = await createStaff(app, { permissions: { [PERMISSION.cardScan]: ALL_FLAGS } });
    // Every right over inspectors, scans' list and APKs, none over the offences.
    const mobileManager = await createStaff(app, { permissions: { [PERMISSION.mobileAppManagement]: ALL_FLAGS } });
    return { admin, reader, keeper, mobileManager };
  });

  const list = async (token: string, query = 'limit=100') => t.inject({ method: 'GET', url: apiUrl(ADMIN_API, OFFENCE_PATHS.list, query), token });
  const create = (token: string, payload: Record<string, unknown>) => t.inject({ method: 'POST', url: apiUrl(ADMIN_API, OFFENCE_PATHS.create), token, payload });
  const update = (token: string, id: number, payload: Record<string, unknown>) => t.inject({ method: 'PUT', url: apiUrl(ADMIN_API, OFFENCE_PATHS.one, { id }), token, payload });
  const remove = (token: string, id: number) => t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, OFFENCE_PATHS.one, { id }), token });
  const byCode = async (code: string) => ((await list(t.admin)).json().data.items as Offence[]).find((offence) => offence.code === code);

  it('is seeded with the offences inspectors were offered, each with its penalty', async () => {
    const items = (await list(t.reader.token)).json().data.items as Offence[];
    expect(items.map((offence) => offence.code).sort()).toEqual(SEEDED);
    expect(items.find((offence) => offence.code === 'no_pass')).toMatchObject({ name: 'Travelling without a pass', penalty_amount: 50_000, status: 'active' });
  });

  it('is kept by those with the Card Scan flags: read to list, create/update/delete to change; Mobile App Management alone opens nothing', async () => {
    const payload = { code: 'ticketless_luggage', name: 'Luggage without a ticket', penalty_amount: 10_000 };
    expect((await list(t.mobileManager.token)).statusCode).toBe(403);
    expect((await create(t.mobileManager.token, payload)).statusCode).toBe(403);
    expect((await create(t.reader.token, payload)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, OFFENCE_PATHS.list) })).statusCode).toBe(401);
    const created = await create(t.keeper.token, payload);
    expect(created.statusCode).toBe(200);
    const offence = created.json().data as Offence;
    expect(offence).toMatchObject({ ...payload, status: 'active' });
    expect((await update(t.reader.token, offence.id, { ...payload, penalty_amount: 20_000, status: 'active' })).statusCode).toBe(403);
    expect((await remove(t.reader.token, offence.id)).statusCode).toBe(403);
    expect((await remove(t.keeper.token, offence.id)).statusCode).toBe(200);
  });

  it('writes every create, change and delete to the audit trail, with who and what changed', async () => {
    const created = (await create(t.admin, { code: 'smoking', name: 'Smoking on board', penalty_amount: 20_000 })).json().data as Offence;
    expect((await update(t.admin, created.id, { code: 'smoking', name: 'Smoking on board', penalty_amount: 25_000, status: 'active' })).statusCode).toBe(200);
    expect((await remove(t.admin, created.id)).statusCode).toBe(200);
    const events = await t.services.db
      .select({ action: auditEvents.action, changes: auditEvents.changes, actor: auditEvents.actor_id })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'offence'), eq(auditEvents.entity_id, String(created.id))))
      .orderBy(auditEvents.id);
    expect(events.map((event) => event.action)).toEqual(['create', 'update', 'delete']);
    expect(events.every((event) => event.actor === 1)).toBe(true);
    expect(events[1]?.changes).toEqual({ before: { penalty_amount: 20_000 }, after: { penalty_amount: 25_000 } });
  });

  it('refuses a penalty of nothing, a paisa, part of a rupee or past the largest fee, a bad code and a duplicate, naming the field', async () => {
    const fine = { code: 'fare_evasion_2', name: 'Fare evasion, second time', penalty_amount: 100_000 };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...fine, penalty_amount: 0 }, 'penalty_amount', OFFENCE_MESSAGES.penaltyMin],
      [{ ...fine, penalty_amount: 1 }, 'penalty_amount', OFFENCE_MESSAGES.penaltyRupees],
      [{ ...fine, penalty_amount: 15_050 }, 'penalty_amount', OFFENCE_MESSAGES.penaltyRupees],
      [{ ...fine, penalty_amount: 900 }, 'penalty_amount', OFFENCE_MESSAGES.penaltyMin],
      [{ ...fine, penalty_amount: 10_000_100 }, 'penalty_amount', OFFENCE_MESSAGES.penaltyMax],
      [{ ...fine, penalty_amount: undefined }, 'penalty_amount', OFFENCE_MESSAGES.penaltyRequired],
      [{ ...fine, code: 'no pass!' }, 'code', OFFENCE_MESSAGES.code],
    ];
    for (const [payload, field, message] of cases) {
      const response = await create(t.admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[field], JSON.stringify(payload)).toBe(message);
    }
    const duplicate = await create(t.admin, { ...fine, code: 'NO_PASS' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toEqual({ code: OFFENCE_MESSAGES.codeTaken });
    expect(await byCode('fare_evasion_2')).toBeUndefined();
  });

  it("exports the list's filters and sort as CSV, penalties in rupees; 403 without Card Scan read, 400 for a bad sort", async () => {
    const { rows, items } = await expectExportOfList({ t, token: t.reader.token, list: OFFENCE_PATHS.list, exportCsv: OFFENCE_PATHS.exportCsv, fileName: 'offences', query: 'status=active&sort=penalty_amount&order=desc', firstColumn: (item) => String(item.name) });
    expect(rows.length).toBeGreaterThan(3);
    expect(rows[0]).toContain(`,${String(items[0]?.code)},${Number(items[0]?.penalty_amount) / 100},active,`);
    await expectExportRefusals(t, OFFENCE_PATHS.exportCsv, { withoutRead: t.mobileManager.token, reader: t.reader.token }, 'sort=challans');
  });
});

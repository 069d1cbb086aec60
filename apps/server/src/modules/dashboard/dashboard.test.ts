import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '@passdesk/contract/cards/card-fields';
import { DASHBOARD_PATHS } from '@passdesk/contract/dashboard/dashboard-paths';
import { rowsOf } from '../../platform/database/rows.ts';
import { dayIn } from '../../platform/time/today.ts';
import { zonedInstant } from '../../platform/time/zoned-time.ts';
import { holderRow } from '../../test/card-rows.ts';
import { createStaff } from '../../test/staff.ts';
import { useTestApp } from '../../test/suite.ts';
import { applications } from '../applications/applications.schema.ts';
import { insertRenewal, insertReportCard, reportWorld } from '../reports/reports.fixtures.ts';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';

const TZ = 'Asia/Kolkata';

describe('dashboard API', () => {
  const today = dayIn(TZ);

  const t = useTestApp({ env: { JOBS_WORKER: 'false', TIME_ZONE: TZ } }, async (t) => {
    const admin = await t.tokenFor(1);
    // The report data set on today, plus cards expiring soon, long expired, and issued weeks ago.
    const world = await reportWorld(t.services.db, today, TZ);
    await insertReportCard(t.services.db, { center: world.centerA.id, category: world.categoryY, issued: addDays(today, -20), fee: 25000, validUntil: addDays(today, 7) });
    await insertReportCard(t.services.db, { center: world.centerA.id, category: world.categoryY, issued: addDays(today, -20), fee: 25000, validUntil: addDays(today, 8) });
    const old = await insertReportCard(t.services.db, { center: world.centerB.id, category: world.categoryX, issued: addDays(today, -100), fee: 15000, validUntil: addDays(today, -70) });
    await insertReportCard(t.services.db, { center: world.centerB.id, category: world.categoryX, issued: addDays(today, -40), fee: 15000, validUntil: addDays(today, -10), deleted: true });
    await insertRenewal(t.services.db, { card: old, center: null, at: zonedInstant(addDays(today, -29), 9, TZ), fee: 23000 });
    const application = (status: 'pending' | 'rejected', index: number) => ({
      ...holderRow('application-photos'),
      application_number: `WA-TEST${index}-0000${index}`,
      first_name: 'Asha',
      mobile: `900000000${index}`,
      category_id: world.categoryX,
      center_id: world.centerA.id,
      consent_at: new Date(),
      status,
    });
    await t.services.db.insert(applications).values([application('pending', 1), application('pending', 2), application('rejected', 3)]);
    return { admin, world };
  });

  const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: string | number }>(await t.services.db.execute(query))[0]?.n);

  it('answers every figure in one request, each equal to a count over the rows it counts', async () => {
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, DASHBOARD_PATHS.cards), token: t.admin });
    expect(response.statusCode, JSON.stringify(t.logs.filter((l) => l.level === 50).map((l) => l.err))).toBe(200);
    const data = response.json().data;
    const live = sql`from cards where deleted_at is null`;
    expect(data.today).toBe(today);
    expect(data.cards).toEqual({
      total: await count(sql`select count(*) as n ${live}`),
      active: await count(sql`select count(*) as n ${live} and status = 'active' and valid_until >= ${today}`),
      expired: await count(sql`select count(*) as n ${live} and status = 'active' and valid_until < ${today}`),
      blocked: await count(sql`select count(*) as n ${live} and status = 'blocked'`),
      expiring_soon: await count(sql`select count(*) as n ${live} and status = 'active' and valid_until between ${today} and ${addDays(today, 7)}`),
      issued_today: await count(sql`select count(*) as n ${live} and issue_date = ${today}`),
      renewed_this_month: await count(
        sql`select count(*) as n from card_renewals r join cards c on c.id = r.card_id where r.deleted_at is null and c.deleted_at is null
            and to_char(r.renewed_at at time zone ${TZ}, 'YYYY-MM') = ${today.slice(0, 7)}`,
      ),
    });
    // The known data set: 10 live cards (the deleted ones in no figure), 1 blocked, 6 issued today.
    expect(data.cards).toMatchObject({ total: 10, blocked: 1, expired: 2, issued_today: 6, expiring_soon: 2 });
    expect(data.by_category.reduce((sum: number, row: { total: number }) => sum + row.total, 0)).toBe(data.cards.total);
    expect(data.by_category.find((row: { category_id: number }) => row.category_id === t.world.categoryY)).toMatchObject({ total: 4, active: 2, expired: 1, blocked: 1 });

    expect(data.trend).toHaveLength(30);
    expect(data.trend[29]).toEqual({ date: today, issued: 6, renewed: 2 });
    expect(data.trend[0]).toEqual({ date: addDays(today, -29), issued: 0, renewed: 1 });
    expect(data.trend[9]).toMatchObject({ date: addDays(today, -20), issued: 2 });
    expect(data.trend.reduce((sum: number, day: { issued: number }) => sum + day.issued, 0)).toBe(
      await count(sql`select count(*) as n ${live} and issue_date between ${addDays(today, -29)} and ${today}`),
    );
    expect(data.scans_today).toEqual([
      { result: 'valid', count: 3 },
      { result: 'expired', count: 1 },
      { result: 'not_found', count: 1 },
    ]);
    expect(data.pending_applications).toBe(await count(sql`select count(*) as n from applications where status = 'pending'`));
    expect(data.pending_applications).toBe(2);
  });

  it('card_counts follows every write to cards: inserts of many rows, updates of the counted columns, delete and restore, removal', async () => {
    const db = t.services.db;
    const drift = async () =>
      rowsOf(
        await db.execute(sql`
          select coalesce(k.category_id, c.category_id) as category_id, coalesce(k.cards, 0) as kept, coalesce(c.cards, 0) as counted
          from (select category_id, center_id, status, issue_date, valid_until, sum(cards)::int as cards from card_counts group by 1, 2, 3, 4, 5) k
          full join (select category_id, center_id, status, issue_date, valid_until, count(*)::int as cards from cards where deleted_at is null group by 1, 2, 3, 4, 5) c
            using (category_id, center_id, status, issue_date, valid_until)
          where coalesce(k.cards, 0) <> coalesce(c.cards, 0)`),
      );
    expect(await drift()).toEqual([]);
    const first = await insertReportCard(db, { center: t.world.centerA.id, category: t.world.categoryX, issued: today, fee: 1000, validUntil: addDays(today, 3) });
    // Many rows in one statement (the statement trigger groups them).
    await db.execute(sql`insert into cards (card_number, first_name, date_of_birth, gender, mobile, address, city, pincode, id_proof_type, id_proof_last4, id_proof_hash, photo_key,
                                            category_id, center_id, issue_date, valid_from, valid_until, fee_paid, payment_mode, status, deleted_at)
      select 'CNT-' || i, 'Many', '2000-01-01', 'male', '9000000000', 'Road', 'Surat', '395001', 'aadhaar', '1234', md5('cnt' || i), 'x.jpg',
             ${t.world.categoryY}, ${t.world.centerB.id}, ${today}::date - (i % 3), ${today}::date - (i % 3), ${today}::date + (i % 5), 100, 'cash',
             case when i % 4 = 0 then 'blocked' else 'active' end, case when i % 7 = 0 then now() end
      from generate_series(1, 40) as g(i)`);
    expect(await drift()).toEqual([]);
    await db.execute(sql`update cards set status = 'blocked' where id = ${first}`);
    await db.execute(sql`update cards set valid_until = valid_until + 30, category_id = ${t.world.categoryX} where card_number like 'CNT-1%'`);
    await db.execute(sql`update cards set first_name = 'Renamed' where card_number like 'CNT-2%'`);
    // A card moved to another center is counted there.
    await db.execute(sql`update cards set center_id = ${t.world.centerA.id} where card_number like 'CNT-4%'`);
    expect(await drift()).toEqual([]);
    await db.execute(sql`update cards set deleted_at = now() where card_number like 'CNT-3%'`);
    await db.execute(sql`update cards set deleted_at = null where card_number = 'CNT-7'`);
    expect(await drift()).toEqual([]);
    await db.execute(sql`delete from cards where card_number like 'CNT-%'`);
    expect(await drift()).toEqual([]);
    const after = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, DASHBOARD_PATHS.cards), token: t.admin });
    expect(after.json().data.cards.total).toBe(await count(sql`select count(*) as n from cards where deleted_at is null`));
  });

  it('needs the Dashboard read right', async () => {
    const other = await createStaff(t, { permissions: { Reports: { read: true, create: true, update: true, delete: true } } });
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, DASHBOARD_PATHS.cards), token: other.token })).statusCode).toBe(403);
    const viewer = await createStaff(t, { permissions: { Dashboard: { read: true, create: false, update: false, delete: false } } });
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, DASHBOARD_PATHS.cards), token: viewer.token })).statusCode).toBe(200);
  });
});

import type ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { addDays } from '@passdesk/contract/cards/card-fields';
import { REPORT_PATHS } from '@passdesk/contract/reports/reports-paths';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { jobs } from '../../platform/jobs/jobs.schema.ts';
import { pendingFiles } from '../../platform/storage/pending-files.schema.ts';
import { storedFiles } from '../../test/multipart.ts';
import { rowsOf } from '../../platform/database/rows.ts';
import { dayIn } from '../../platform/time/today.ts';
import { createStaff } from '../../test/staff.ts';
import { type TestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/suite.ts';
import { centers } from '../centers/centers.schema.ts';
import { REPORT_JOB } from './report-runs.ts';
import { REPORT_RETENTION_JOB, removeOldReports } from './report-retention.ts';
import { reportRuns } from './reports.schema.ts';
import { reportWorld } from './reports.fixtures.ts';
import { mediaUrl } from '../media/media-url.ts';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { readWorkbook } from '../../test/xlsx-workbook.ts';

const TZ = 'Asia/Kolkata';

/** Independent sums straight from the tables (the report's rules written again as plain SQL). */
async function sqlSums(t: TestApp, from: string, to: string, centerId?: number) {
  const center = centerId ? sql` and c.center_id = ${centerId}` : sql``;
  const renewalCenter = centerId ? sql` and coalesce(r.center_id, c.center_id) = ${centerId}` : sql``;
  const [issued] = rowsOf<{ n: string | number; amount: string | number }>(
    await t.services.db.execute(sql`select count(*) as n, coalesce(sum(fee_paid), 0) as amount from cards c where deleted_at is null and issue_date between ${from} and ${to}${center}`),
  );
  const [renewed] = rowsOf<{ n: string | number; amount: string | number }>(
    await t.services.db.execute(
      sql`select count(*) as n, coalesce(sum(r.fee_paid), 0) as amount from card_renewals r join cards c on c.id = r.card_id
          where r.deleted_at is null and c.deleted_at is null
            and (r.renewed_at at time zone ${TZ})::date between ${from}::date and ${to}::date${renewalCenter}`,
    ),
  );
  return { new_count: Number(issued?.n), new_amount: Number(issued?.amount), renewed_count: Number(renewed?.n), renewed_amount: Number(renewed?.amount) };
}


/** The rows under the header (the frozen row) as objects keyed by header text. */
function tableOf(sheet: ExcelJS.Worksheet): Array<Record<string, unknown>> {
  const view = sheet.views[0];
  const headerRow = view && 'ySplit' in view ? Number(view.ySplit) : 1;
  const headers = (sheet.getRow(headerRow).values as unknown[]).slice(1).map(String);
  const rows: Array<Record<string, unknown>> = [];
  for (let number = headerRow + 1; number <= sheet.rowCount; number += 1) {
    const values = (sheet.getRow(number).values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((header, index) => [header, values[index] ?? null])));
  }
  return rows;
}

describe('reports API', () => {
  const today = dayIn(TZ);
  const day = addDays(today, -3);

  const t = useTestApp({ env: { JOBS_WORKER: 'false', TIME_ZONE: TZ } }, async (t) => ({
    admin: await t.tokenFor(1),
    world: await reportWorld(t.services.db, day, TZ),
  }));

  /** Runs due report jobs until none is left (the worker is off in tests). */
  async function runReportJobs(): Promise<void> {
    for (;;) {
      const job = await t.services.jobs.claim([REPORT_JOB]);
      if (!job) return;
      await t.services.jobs.run(job);
    }
  }
  const run = async (id: number) => (await t.services.db.select().from(reportRuns).where(eq(reportRuns.id, id)))[0];

  it('queues a daily report once for the same date, runs it on the job queue and serves an XLSX whose totals equal the rows they come from', async () => {
    const first = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, REPORT_PATHS.dailyGenerate), payload: { date: day }, token: t.admin });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Report queued', data: { type: 'daily', status: 'queued', parameters: { date: day }, existing: false, requested_by: 1 } });
    const id = first.json().data.id as number;

    const again = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, REPORT_PATHS.dailyGenerate), payload: { date: day }, token: t.admin });
    expect(again.json()).toMatchObject({ message: 'The same report is already queued', data: { id, existing: true } });
    const queued = await t.services.db.select().from(jobs).where(and(eq(jobs.queue, REPORT_JOB), sql`${jobs.payload} ->> 'report_id' = ${String(id)}`));
    expect(queued).toHaveLength(1);

    const listed = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, REPORT_PATHS.dailyList), token: t.admin })).json().data;
    expect(listed.items[0]).toMatchObject({ id, status: 'queued', progress: 0 });
    const early = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, REPORT_PATHS.dailyDownload, { id }), token: t.admin });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('The report is not ready yet');

    await runReportJobs();
    expect(await run(id)).toMatchObject({ status: 'done', progress: 100, error: null });
    const after = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, REPORT_PATHS.dailyList), token: t.admin })).json().data.items[0];
    expect(after).toMatchObject({ id, status: 'done', progress: 100 });
    expect(after.file_size).toBeGreaterThan(1000);
    expect(after.finished_at).not.toBeNull();

    const download = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, REPORT_PATHS.dailyDownload, { id }), token: t.admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('spreadsheetml');
    expect(download.headers['content-disposition']).toContain(`daily-report-${day}`);
    expect(download.headers['cache-control']).toBe('private, no-store');
    // The workbook opens only through its download route: anonymous 401, without the right 403, never by key at /media.
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, REPORT_PATHS.dailyDownload, { id }) })).statusCode).toBe(401);
    const centerReader = await createStaff(t, { permissions: { Reports: { read: true, create: true, update: false, delete: false } } });
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, REPORT_PATHS.dailyDownload, { id }), token: centerReader.token })).statusCode).toBe(403);
    const fileKey = (await run(id))?.file_key ?? '';
    expect(fileKey).not.toBe('');
    for (const token of [undefined, t.admin]) expect((await t.inject({ method: 'GET', url: mediaUrl(fileKey), token })).statusCode).toBe(404);
    const workbook = await readWorkbook(download.rawPayload);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getCell('A1').value).toBe('Daily report');
    expect(sheet.getRow(2).values).toEqual([undefined, 'Date', day]);
    expect(sheet.getRow(3).values).toEqual([undefined, 'Center', 'All centers']);
    expect(sheet.getRow(4).values).toEqual([undefined, 'Currency', 'INR']);
    expect(sheet.getRow(5).values).toEqual([undefined, 'Time zone', TZ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 8 });
    expect(sheet.getColumn(1).width).toBeGreaterThan(20);

    const rows = tableOf(sheet);
    const grand = rows.find((row) => row.Center === 'Grand total');
    const sums = await sqlSums(t, day, day);
    expect(sums).toEqual({ new_count: 6, new_amount: 82000, renewed_count: 2, renewed_amount: 33000 });
    expect(grand).toMatchObject({
      'New cards': sums.new_count,
      'New cards amount (INR)': sums.new_amount / 100,
      Renewals: sums.renewed_count,
      'Renewals amount (INR)': sums.renewed_amount / 100,
      'Total count': sums.new_count + sums.renewed_count,
      'Total amount (INR)': (sums.new_amount + sums.renewed_amount) / 100,
    });
    // Every center's total is the sum of its category rows, and equals the database's own sums.
    for (const center of [t.world.centerA, t.world.centerB]) {
      const own = rows.filter((row) => row.Center === center.name);
      const total = rows.find((row) => row.Center === `Total — ${center.name}`);
      expect(total?.['New cards']).toBe(own.reduce((sum, row) => sum + Number(row['New cards']), 0));
      expect(total?.['Renewals amount (INR)']).toBeCloseTo(own.reduce((sum, row) => sum + Number(row['Renewals amount (INR)']), 0), 2);
      const expected = await sqlSums(t, day, day, center.id);
      expect(total).toMatchObject({ 'New cards': expected.new_count, 'New cards amount (INR)': expected.new_amount / 100, Renewals: expected.renewed_count, 'Renewals amount (INR)': expected.renewed_amount / 100 });
    }
    // The renewal made at center B of a card of center A counts at B, under the card's category.
    expect(rows.find((row) => row.Center === t.world.centerB.name && String(row.Category).startsWith('Student'))).toMatchObject({ 'New cards': 2, Renewals: 1, 'Renewals amount (INR)': 230 });

    // Once done, the same parameters make a new run.
    const later = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, REPORT_PATHS.dailyGenerate), payload: { date: day }, token: t.admin });
    expect(later.json().data).toMatchObject({ existing: false });
    expect(later.json().data.id).not.toBe(id);
    await runReportJobs();
  });

  it('two generate calls at the same moment make one run and one job', async () => {
    const payload = { from: addDays(day, -1), to: day };
    const [a, b] = await Promise.all([
      t.inject({ method: 'POST', url: apiUrl(ADMIN_API, REPORT_PATHS.overallGenerate), payload, token: t.admin }),
      t.inject({ method: 'POST', url: apiUrl(ADMIN_API, REPORT_PATHS.overallGenerate), payload, token: t.admin }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect([a.json().data.existing, b.json().data.existing].sort()).toEqual([false, true]);
    const runs = await t.services.db.select().from(reportRuns).where(and(eq(reportRuns.type, 'overall'), eq(reportRuns.status, 'queued')));
    expect(runs).toHaveLength(1);
    await runReportJobs();
  });

  it('center report: the preview, the direct Excel export and the generated file agree with the database', async () => {
    const from = addDays(day, -1);
    const query = `from=${from}&to=${day}&center_id=${t.world.centerB.id}`;
    const preview = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, REPORT_PATHS.centerPreview, query), token: t.admin });
    expect(preview.statusCode).toBe(200);
    const data = preview.json().data;
    const sums = await sqlSums(t, from, day, t.world.centerB.id);
    expect(sums).toEqual({ new_count: 3, new_amount: 52000, renewed_count: 3, renewed_amount: 43000 });
    expect(data.total).toEqual(sums);
    expect(data.centers).toHaveLength(1);
    expect(data.centers[0]).toMatchObject({ center_id: t.world.centerB.id, center_name: t.world.centerB.name, total: sums });
    expect(data.currency).toBe('INR');

    const excel = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, REPORT_PATHS.centerExcel, query), token: t.admin });
    expect(excel.statusCode).toBe(200);
    const direct = tableOf((await readWorkbook(excel.rawPayload)).worksheets[0] as ExcelJS.Worksheet);
    expect(direct.find((row) => row.Center === 'Grand total')).toMatchObject({ 'New cards': 3, 'New cards amount (INR)': 520, Renewals: 3, 'Renewals amount (INR)': 430 });

    const generated = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, REPORT_PATHS.centerGenerate), payload: { from, to: day, center_id: t.world.centerB.id }, token: t.admin });
    expect(generated.json().data).toMatchObject({ type: 'center', center_name: t.world.centerB.name, parameters: { from, to: day, center_id: t.world.centerB.id } });
    await runReportJobs();
    const id = generated.json().data.id as number;
    const download = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, REPORT_PATHS.centerDownload, { id }), token: t.admin });
    const sheet = (await readWorkbook(download.rawPayload)).worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(2).values).toEqual([undefined, 'Period', `${from} – ${day}`]);
    expect(sheet.getRow(3).values).toEqual([undefined, 'Center', t.world.centerB.name]);
    expect(tableOf(sheet).find((row) => row.Center === 'Grand total')).toMatchObject({ 'Total count': 6, 'Total amount (INR)': 950 });
    // A daily report's file is not served under the center report's path.
    const wrongType = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, REPORT_PATHS.dailyDownload, { id }), token: t.admin });
    expect(wrongType.statusCode).toBe(404);
  });

  it('overall report: cards by center and category, scans by result and challans, each total equal to the database', async () => {
    const from = addDays(day, -1);
    const generated = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, REPORT_PATHS.overallGenerate), payload: { from, to: day, center_id: t.world.centerA.id }, token: t.admin });
    expect(generated.statusCode).toBe(200);
    await runReportJobs();
    const id = generated.json().data.id as number;
    expect(await run(id)).toMatchObject({ status: 'done' });
    const download = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, REPORT_PATHS.overallDownload, { id }), token: t.admin });
    const workbook = await readWorkbook(download.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Cards', 'Scans', 'Challans']);

    const cardRows = tableOf(workbook.getWorksheet('Cards') as ExcelJS.Worksheet);
    const sums = await sqlSums(t, from, day, t.world.centerA.id);
    const [standing] = rowsOf<{ active: string | number; expired: string | number; blocked: string | number }>(
      await t.services.db.execute(
        sql`select count(*) filter (where status = 'active' and valid_until >= ${day}) as active, count(*) filter (where status = 'active' and valid_until < ${day}) as expired,
                   count(*) filter (where status = 'blocked') as blocked
            from cards where deleted_at is null and issue_date <= ${day} and center_id = ${t.world.centerA.id}`,
      ),
    );
    expect(cardRows.find((row) => row.Center === 'Grand total')).toMatchObject({
      Issued: sums.new_count,
      'Issued amount (INR)': sums.new_amount / 100,
      Renewed: sums.renewed_count,
      Active: Number(standing?.active),
      Expired: Number(standing?.expired),
      Blocked: Number(standing?.blocked),
    });
    expect(Number(standing?.blocked)).toBe(1);

    const [scans] = rowsOf<{ n: string | number }>(
      await t.services.db.execute(sql`select count(*) as n from card_scans s join mobile_users m on m.id = s.mobile_user_id where m.center_id = ${t.world.centerA.id} and (s.scanned_at at time zone ${TZ})::date between ${from}::date and ${day}::date`),
    );
    const scanRows = tableOf(workbook.getWorksheet('Scans') as ExcelJS.Worksheet);
    expect(scanRows.find((row) => row.Result === 'Total')?.Scans).toBe(Number(scans?.n));
    expect(scanRows.find((row) => row.Result === 'valid')?.Scans).toBe(3);

    const [fines] = rowsOf<{ n: string | number; amount: string | number }>(
      await t.services.db.execute(sql`select count(*) as n, sum(penalty_amount) as amount from challans where (created_at at time zone ${TZ})::date between ${from}::date and ${day}::date`),
    );
    const challanRows = tableOf(workbook.getWorksheet('Challans') as ExcelJS.Worksheet);
    expect(challanRows.find((row) => row['Payment mode'] === 'Total')).toMatchObject({ Challans: Number(fines?.n), 'Penalties (INR)': Number(fines?.amount) / 100 });
  });

  it('a job that fails ends `failed` with its reason after its last attempt, and its download is refused', async () => {
    const [doomed] = await t.services.db.insert(centers).values({ name: 'Closing Depot', code: 'CLOSE1' }).returning({ id: centers.id });
    if (!doomed) throw new Error('insert failed');
    const generated = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, REPORT_PATHS.centerGenerate), payload: { from: day, to: day, center_id: doomed.id }, token: t.admin });
    const id = generated.json().data.id as number;
    await t.services.db.delete(centers).where(eq(centers.id, doomed.id));

    await runReportJobs();
    // The first attempt failed: the run waits for its retry with the error shown.
    expect(await run(id)).toMatchObject({ status: 'queued', error: 'The center of this report no longer exists' });
    await t.services.db.update(jobs).set({ run_at: sql`now()` }).where(eq(jobs.queue, REPORT_JOB));
    await runReportJobs();
    const failed = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, REPORT_PATHS.centerList, 'status=failed'), token: t.admin })).json().data.items;
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ id, status: 'failed', error: 'The center of this report no longer exists', file_size: null });
    expect(failed[0].finished_at).not.toBeNull();
    const download = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, REPORT_PATHS.centerDownload, { id }), token: t.admin });
    expect(download.statusCode).toBe(422);
    expect(download.json().message).toBe('The report failed; generate it again');
  });

  it('a run removed while its workbook is written leaves no file; a finished one leaves nothing written down for the sweep', async () => {
    const generate = async (date: string) => (await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, REPORT_PATHS.dailyGenerate), payload: { date }, token: t.admin })).json().data.id as number;
    const reportFiles = () => storedFiles(t).filter((name) => name.startsWith('reports/') && !name.endsWith('.type'));
    const before = reportFiles();
    const removed = await generate(addDays(day, -40));
    const put = t.services.storage.put.bind(t.services.storage);
    const store = vi.spyOn(t.services.storage, 'put').mockImplementation(async (...args) => {
      await t.services.db.delete(reportRuns).where(eq(reportRuns.id, removed));
      return put(...args);
    });
    try {
      await runReportJobs();
    } finally {
      store.mockRestore();
    }
    expect(reportFiles()).toEqual(before);

    const kept = await generate(addDays(day, -41));
    await runReportJobs();
    expect(await run(kept)).toMatchObject({ status: 'done' });
    expect(reportFiles()).toContain((await run(kept))?.file_key);
    expect(await t.services.db.select().from(pendingFiles)).toEqual([]);
  });

  it('refuses bad parameters with a message naming the field, and queues nothing', async () => {
    const before = await t.services.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(reportRuns);
    const cases = [
      { url: apiUrl(ADMIN_API, REPORT_PATHS.dailyGenerate), payload: { date: addDays(today, 1) }, status: 422, field: 'date', message: 'The date cannot be in the future' },
      { url: apiUrl(ADMIN_API, REPORT_PATHS.dailyGenerate), payload: { date: '2026-02-30' }, status: 400, field: 'date', message: 'Date is not a real date' },
      { url: apiUrl(ADMIN_API, REPORT_PATHS.dailyGenerate), payload: {}, status: 400, field: 'date', message: 'Date is required' },
      { url: apiUrl(ADMIN_API, REPORT_PATHS.centerGenerate), payload: { from: day, to: addDays(day, -1) }, status: 400, field: 'to', message: 'To date must be on or after the from date' },
      { url: apiUrl(ADMIN_API, REPORT_PATHS.overallGenerate), payload: { from: addDays(day, -400), to: day }, status: 400, field: 'to', message: 'A report covers at most 366 days' },
      { url: apiUrl(ADMIN_API, REPORT_PATHS.overallGenerate), payload: { from: day, to: day, center_id: 999999 }, status: 422, field: 'center_id', message: 'Center not found' },
      { url: apiUrl(ADMIN_API, REPORT_PATHS.overallGenerate), payload: { from: day, to: day, center_id: 99999999999 }, status: 400, field: 'center_id', message: 'Center must be chosen' },
    ];
    for (const { url, payload, status, field, message } of cases) {
      const response = await t.inject({ method: 'POST', url, payload, token: t.admin });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().errors?.[field], JSON.stringify(payload)).toBe(message);
    }
    const after = await t.services.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(reportRuns);
    expect(after).toEqual(before);

    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, REPORT_PATHS.dailyDownload, { id: 'abc' }), token: t.admin })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, REPORT_PATHS.dailyDownload, { id: 2147483647 }), token: t.admin })).statusCode).toBe(404);
    const unknown = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, REPORT_PATHS.centerPreview, `from=${day}&to=${day}&centre=1`), token: t.admin });
    expect(unknown.statusCode).toBe(400);
  });

  it('needs the module’s read right to list and its create right to generate (and Reports read opens the centers to choose from)', async () => {
    const reader = await createStaff(t, { permissions: { Reports: { read: true, create: false, update: false, delete: false } } });
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, REPORT_PATHS.overallList), token: reader.token })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.options), token: reader.token })).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, REPORT_PATHS.overallGenerate), payload: { from: day, to: day }, token: reader.token })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, REPORT_PATHS.dailyList), token: reader.token })).statusCode).toBe(403);
  });

  it('removes files and runs older than the retention period, and nothing newer, in a daily job queued at start-up', async () => {
    const cleanUps = await t.services.db.select().from(jobs).where(eq(jobs.queue, REPORT_RETENTION_JOB));
    expect(cleanUps).toHaveLength(1);
    expect(cleanUps[0]?.status).toBe('queued');
    expect(cleanUps[0]?.run_at.getTime()).toBeGreaterThan(Date.now());
    expect(t.config.reports.retentionDays).toBe(30);

    const done = await t.services.db.select().from(reportRuns).where(eq(reportRuns.status, 'done'));
    const [old, fresh] = done;
    if (!old?.file_key || !fresh?.file_key) throw new Error('two finished runs expected');
    await t.services.db.update(reportRuns).set({ finished_at: new Date(Date.now() - 31 * 86_400_000) }).where(eq(reportRuns.id, old.id));
    const stored = await t.services.storage.get(old.file_key);
    expect(stored).toBeDefined();
    stored?.body.destroy();

    const result = await removeOldReports(t.services, 30);
    expect(result).toEqual({ removed: 1 });
    expect(await run(old.id)).toBeUndefined();
    expect(await t.services.storage.get(old.file_key)).toBeUndefined();
    expect(await t.services.db.select().from(pendingFiles)).toEqual([]);
    expect(await run(fresh.id)).toBeDefined();
    const kept = await t.services.storage.get(fresh.file_key);
    expect(kept).toBeDefined();
    kept?.body.destroy();
  });

  it('removes an old run even when its file cannot be deleted now: the file is left written down for the pending-file sweep, never a run naming a deleted file', async () => {
    const [done] = await t.services.db.select().from(reportRuns).where(eq(reportRuns.status, 'done'));
    if (!done?.file_key) throw new Error('a finished run expected');
    await t.services.db.update(reportRuns).set({ finished_at: new Date(Date.now() - 31 * 86_400_000) }).where(eq(reportRuns.id, done.id));
    const storageDown = vi.spyOn(t.services.storage, 'delete').mockRejectedValue(new Error('storage unreachable'));
    try {
      expect(await removeOldReports(t.services, 30)).toEqual({ removed: 1 });
    } finally {
      storageDown.mockRestore();
    }
    expect(await run(done.id)).toBeUndefined();
    expect(await t.services.db.select({ key: pendingFiles.key }).from(pendingFiles)).toEqual([{ key: done.file_key }]);
    const stillThere = await t.services.storage.get(done.file_key);
    expect(stillThere).toBeDefined();
    stillThere?.body.destroy();
  });
});

/**
 * GET /api/v1/admin/dashboard/cards over 1,000,000 cards and 5,000,000 scans on PostgreSQL: the
 * dashboard's median (real HTTP on loopback, signed in) beside a single `select count(*) from
 * cards` in the same run (alternating), and the time and peak RSS of generating an overall report
 * for a year of that data (the report job run in this process). The data is seeded here only.
 *
 *   npm run bench -- dashboard [--requests 30]
 *   BENCH_CARDS=1000000 (default), BENCH_SCANS=5000000 (default), BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { addDays } from '@passdesk/contract/cards/card-fields';
import { DASHBOARD_PATHS } from '@passdesk/contract/dashboard/dashboard-paths';
import { issueSession } from '../../apps/server/src/platform/auth/sessions.ts';
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import { openDatabase, type SqlSession } from '../../apps/server/src/platform/database/database.ts';
import { loggerOptions } from '../../apps/server/src/platform/logging/logger.ts';
import { dayIn } from '../../apps/server/src/platform/time/today.ts';
import { openRuntime } from '../../apps/server/src/runtime.ts';
import { REPORT_JOB } from '../../apps/server/src/modules/reports/report-runs.ts';
import { reportRuns } from '../../apps/server/src/modules/reports/reports.schema.ts';
import { seedMasterAndCards, withFreshPostgres } from '../cards-list/run.ts';
import { CARD_COUNT } from '../cards-list/seed.ts';
import { describeMachine, median, numberOption } from '../support/machine.ts';

const REQUESTS = numberOption('requests', 30);
const WARMUP = 5;
const SCAN_COUNT = Number(process.env.BENCH_SCANS ?? 5_000_000);

/** An inspector and SCAN_COUNT scans over the last year, 2 % of them with a challan; 50,000 renewals. */
async function seedScansAndRenewals(session: SqlSession): Promise<void> {
  await session.query('set statement_timeout = 0');
  await session.query(`insert into mobile_users (name, employee_code, mobile, password_hash, center_id) select 'Bench Inspector', 'BENCH1', '9000000001', 'x', min(id) from centers`);
  const results = `array['valid','valid','valid','valid','valid','valid','expired','blocked','not_found','not_yet_valid','deleted','bad_signature']`;
  const batch = 500_000;
  for (let start = 0; start < SCAN_COUNT; start += batch) {
    const end = Math.min(SCAN_COUNT, start + batch);
    await session.query(`
      insert into card_scans (client_scan_id, mobile_user_id, card_number, card_id, result, scanned_at, received_at)
      select md5('scan' || i)::uuid, (select min(id) from mobile_users), 'B' || i, 1 + (i % ${CARD_COUNT}),
             (${results})[1 + i % 12], now() - ((i % 525600) || ' minutes')::interval, now()
      from generate_series(${start + 1}, ${end}) as g(i)`);
  }
  await session.query(`
    insert into challans (challan_number, client_challan_id, scan_id, mobile_user_id, offence, penalty_amount, payment_mode, created_at)
    select 'BENCH1-' || lpad(s.id::text, 8, '0'), md5('challan' || s.id)::uuid, s.id, s.mobile_user_id, 'No valid pass', 20000 + (s.id % 5) * 5000,
           (array['cash','upi','card','unpaid'])[1 + s.id % 4], s.scanned_at
    from card_scans s where s.result <> 'valid' and s.id % 10 = 0`);
  await session.query(`
    insert into card_renewals (card_id, previous_valid_from, previous_valid_until, valid_from, valid_until, fee_paid, payment_mode, center_id, renewed_by, renewed_at)
    select c.id, c.valid_from, c.valid_until, c.valid_until, c.valid_until + 30, 23000, 'cash', c.center_id, 1, now() - ((c.id % 365) || ' days')::interval
    from cards c where c.id % 20 = 3`);
  // A loaded table is vacuumed by autovacuum eventually; do it now so index-only scans see a set visibility map.
  await session.query('vacuum analyze cards');
  await session.query('vacuum analyze card_scans');
  await session.query('vacuum analyze card_renewals');
  await session.query('analyze challans');
  await session.query('vacuum analyze card_counts');
  await session.query('reset statement_timeout');
}

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function measure(databaseUrl: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-bench-dashboard-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ADMIN_EMAIL: 'bench@passdesk.local', ADMIN_PASSWORD: 'Bench@12345', DEMO_DATA: 'false', LOG_LEVEL: 'warn', JOBS_WORKER: 'false', WEB_DIST_DIR: path.join(dataDir, 'no-web'), DATABASE_URL: databaseUrl });
  const database = await openDatabase({ url: databaseUrl, poolMax: 10 });
  const runtime = await openRuntime(config, { logger: loggerOptions({ level: 'warn', pretty: false }), database });
  try {
    const seeding = performance.now();
    await seedMasterAndCards(database);
    await database.withSession((session) => seedScansAndRenewals(session));
    console.log(`seeded ${CARD_COUNT.toLocaleString('en')} cards and ${SCAN_COUNT.toLocaleString('en')} scans in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

    const { token } = await issueSession(database.db, runtime.services.tokens, { subjectType: 'admin', subjectId: 1, ttlHours: 1 });
    const address = await runtime.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/v1/admin${DASHBOARD_PATHS.cards}`;
    let total = 0;
    const callApi = async () => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200) throw new Error(`dashboard answered ${response.status}: ${await response.text()}`);
      total = ((await response.json()) as { data: { cards: { total: number } } }).data.cards.total;
    };
    const countAll = () => database.withSession(async (session) => void (await session.query('select count(*) from cards')));
    for (let i = 0; i < WARMUP; i += 1) {
      await callApi();
      await countAll();
    }
    const api: number[] = [];
    const count: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      api.push(await timed(callApi));
      count.push(await timed(countAll));
    }
    console.log(`\n| request | median | ratio to count(*) |\n|---|---:|---:|`);
    console.log(`| GET dashboard/cards (${total.toLocaleString('en')} live cards) | ${median(api).toFixed(1)} ms | ${(median(api) / median(count)).toFixed(2)}× |`);
    console.log(`| select count(*) from cards | ${median(count).toFixed(1)} ms | 1.00× |`);

    // An overall report for the last year, run by the report job in this process.
    const today = dayIn(config.timeZone);
    const [run] = await database.db.insert(reportRuns).values({ type: 'overall', parameters: { from: addDays(today, -364), to: today }, params_key: 'bench', requested_by: 1 }).returning({ id: reportRuns.id });
    if (!run) throw new Error('report run insert failed');
    await runtime.services.jobs.enqueue(REPORT_JOB, { report_id: run.id }, { maxAttempts: 1 });
    const rssBefore = process.resourceUsage().maxRSS;
    const started = performance.now();
    const job = await runtime.services.jobs.claim([REPORT_JOB]);
    if (!job) throw new Error('no report job to claim');
    const outcome = await runtime.services.jobs.run(job);
    const seconds = (performance.now() - started) / 1000;
    const [done] = await database.db.select().from(reportRuns).where(eq(reportRuns.id, run.id));
    console.log(`\noverall report for ${addDays(today, -364)} – ${today}: ${outcome}, ${seconds.toFixed(1)} s, file ${done?.file_size ?? 0} bytes, ` +
      `peak RSS of the process ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (before the report: ${(rssBefore / 1024).toFixed(0)} MB)`);
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(describeMachine());
console.log(`cards: ${CARD_COUNT.toLocaleString('en')}, scans: ${SCAN_COUNT.toLocaleString('en')}; ${REQUESTS} dashboard requests after ${WARMUP} warm-up, each followed by one count(*)\n`);
await withFreshPostgres((url) => measure(url));

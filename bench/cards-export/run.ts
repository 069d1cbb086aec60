/**
 * GET /api/v1/admin/cards/export/excel of every live card (1,000,000 seeded, 990,000 live) over
 * real HTTP: time, throughput and the serving process's peak RSS, beside PostgreSQL's own
 * `COPY (the same SELECT) TO STDOUT (FORMAT csv)` of the same rows (psql, output discarded).
 * Goals: at least 0.25× COPY's rows per second, peak RSS under 256 MB.
 *
 *   npm run bench -- cards-export          (PostgreSQL; BENCH_DATABASE_URL as cards-list)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { issueSession } from '../../apps/server/src/platform/auth/sessions.ts';
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import { openDatabase } from '../../apps/server/src/platform/database/database.ts';
import { loggerOptions } from '../../apps/server/src/platform/logging/logger.ts';
import { openRuntime } from '../../apps/server/src/runtime.ts';
import { describeMachine } from '../support/machine.ts';
import { seedMasterAndCards, withFreshPostgres } from '../cards-list/run.ts';
import { CARD_COUNT } from '../cards-list/seed.ts';

const COPY_SQL = `copy (
  select c.card_number, c.first_name, c.last_name, c.guardian_name, c.date_of_birth, c.gender, c.mobile, c.email, c.address, c.city, c.pincode,
         c.institution, c.id_proof_type, c.id_proof_last4, k.name, k.code, r.route_number, n.name, c.issue_date, c.valid_from, c.valid_until,
         c.status, c.fee_paid, c.payment_mode, c.receipt_number, c.block_reason
  from cards c join card_categories k on k.id = c.category_id join centers n on n.id = c.center_id left join routes r on r.id = c.route_id
  where c.deleted_at is null order by c.issue_date desc, c.id desc
) to stdout (format csv)`;

async function run(url: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-bench-export-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ADMIN_EMAIL: 'bench@passdesk.local', ADMIN_PASSWORD: 'Bench@12345', DEMO_DATA: 'false', LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'no-web'), DATABASE_URL: url });
  const database = await openDatabase({ url, poolMax: 10 });
  const runtime = await openRuntime(config, { logger: loggerOptions({ level: 'warn', pretty: false }), database });
  try {
    const seeding = performance.now();
    await seedMasterAndCards(database);
    console.log(`seeded ${CARD_COUNT.toLocaleString('en')} cards in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const [{ live } = { live: 0 }] = await database.withSession((session) => session.query<{ live: number }>('select count(*)::int as live from cards where deleted_at is null'));

    const copyStarted = performance.now();
    const csvBytes = execFileSync('psql', [url, '-X', '-q', '-c', COPY_SQL.replace(/\s+/g, ' ')], { maxBuffer: 4 * 1024 ** 3 }).length;
    const copySeconds = (performance.now() - copyStarted) / 1000;
    console.log(`COPY: ${live.toLocaleString('en')} rows, ${(csvBytes / 1024 ** 2).toFixed(0)} MB CSV in ${copySeconds.toFixed(2)} s`);

    const { token } = await issueSession(database.db, runtime.services.tokens, { subjectType: 'admin', subjectId: 1, ttlHours: 1 });
    const address = await runtime.app.listen({ port: 0, host: '127.0.0.1' });
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const response = await fetch(`${address}/api/v1/admin/cards/export/excel`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const mb = (value: number) => `${(value / 1024 ** 2).toFixed(0)} MB`;
    console.log(`export: ${mb(bytes)} XLSX in ${seconds.toFixed(2)} s; RSS before ${mb(baseline)}, peak ${mb(peak)}`);
    console.log('\n| rows | COPY to CSV | XLSX export over HTTP | export / COPY throughput | peak RSS of the serving process (before) |');
    console.log('|---:|---:|---:|---:|---:|');
    console.log(`| ${live.toLocaleString('en')} | ${copySeconds.toFixed(2)} s (${Math.round(live / copySeconds).toLocaleString('en')} rows/s) | ${seconds.toFixed(2)} s (${Math.round(live / seconds).toLocaleString('en')} rows/s, ${mb(bytes)}) | ${(copySeconds / seconds).toFixed(2)}× | ${mb(peak)} (${mb(baseline)}) |`);
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(describeMachine());
await withFreshPostgres(run);

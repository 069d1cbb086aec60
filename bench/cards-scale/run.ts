/**
 * How the cards' costs grow with the table: 100,000, 1,000,000 and 10,000,000 cards on PostgreSQL
 * (bench/cards-list's seed), each size in a database of its own. At each size: the five list
 * requests (medians over real HTTP, signed in), the dashboard's cards answer, the three reports'
 * jobs (daily, center and overall for the last year, run in this process: time to finish), and
 * the Excel export streamed from the real server process (time, the server's peak RSS from
 * /proc). The table gives each figure at each size and the ratio of the largest size to the one
 * ten times smaller, against the goal of 1.5×. PGlite's 1,000,000 cards: bench/cards-list.
 *
 *   npm run bench -- cards-scale [--sizes 100000,1000000,10000000] [--requests 20] [--keep] [--seed-only] [--no-export]
 *   --keep: the databases are named passdesk_scale_<size>, created when missing, seeded when they
 *   hold no cards, and kept for re-runs (a 10,000,000-card seed takes most of an hour on 2 loaded
 *   cores: run it under `nice -n 10`). Without it each size is seeded afresh and dropped.
 *   --seed-only: prepare the kept databases and stop.
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (the server; its database is only used to create the others)
 */
import { signInAnsweringSecondStep } from '../../e2e/support/admin-second-factor.ts';
import { downloadCardsExport } from '../support/excel-export.ts';
import { forgetAdministratorAuthenticator } from '../support/kept-administrator.ts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { addDays } from '@passdesk/contract/cards/card-fields';
import { DASHBOARD_PATHS } from '@passdesk/contract/dashboard/dashboard-paths';
import type { ReportType } from '@passdesk/contract/reports/report';
import { issueSession } from '../../apps/server/src/platform/auth/sessions.ts';
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import { openDatabase } from '../../apps/server/src/platform/database/database.ts';
import { loggerOptions } from '../../apps/server/src/platform/logging/logger.ts';
import { dayIn } from '../../apps/server/src/platform/time/today.ts';
import { openRuntime } from '../../apps/server/src/runtime.ts';
import { cardCategories } from '../../apps/server/src/modules/categories/categories.schema.ts';
import { centers } from '../../apps/server/src/modules/centers/centers.schema.ts';
import { cards } from '../../apps/server/src/modules/cards/cards.public.ts';
import { REPORT_JOB } from '../../apps/server/src/modules/reports/report-runs.ts';
import { reportRuns } from '../../apps/server/src/modules/reports/reports.schema.ts';
import { buildServerBundle, spawnServer, tempDataDir } from '../../apps/server/src/test/server-process.ts';
import { seedMasterAndCards } from '../cards-list/run.ts';
import { closeHttpConnections, httpGet, jsonOf } from '../support/http-get.ts';
import { describeMachine, median, numberOption, stringOption } from '../support/machine.ts';
import { procStatusBytes, resetPeakRss } from '../support/proc-status.ts';

const SIZES = (stringOption('sizes') ?? '100000,1000000,10000000').split(',').map(Number);
const REQUESTS = numberOption('requests', 20);
const WARMUP = 3;
const KEEP = process.argv.includes('--keep');
const SEED_ONLY = process.argv.includes('--seed-only');
const EXPORT = !process.argv.includes('--no-export');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'bench@passdesk.local', password: 'Bench@12345' };
const GOAL = 1.5;

/** One figure per label at one size (ms, or as `unit` says). */
type Figures = Map<string, { value: number; unit: 'ms' | 's' | 'MB' }>;

function urlOf(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The database for `size`: kept (created when missing) with --keep, else a fresh one dropped by `drop`. */
async function databaseFor(size: number): Promise<{ url: string; drop(): Promise<void> }> {
  const name = KEEP ? `passdesk_scale_${size}` : `passdesk_scale_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  await admin.end();
  if (!rowCount) await onServer(`create database ${name}`);
  return { url: urlOf(name), drop: () => (KEEP ? Promise.resolve() : onServer(`drop database if exists ${name} with (force)`)) };
}

async function timedMedian(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARMUP; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Migrations, seed when empty, the list, the dashboard and the reports' jobs in this process. */
async function measureInProcess(url: string, size: number, figures: Figures): Promise<void> {
  const dataDir = tempDataDir();
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: 'false', JOBS_WORKER: 'false', LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'no-web'), DATABASE_URL: url });
  const database = await openDatabase({ url, poolMax: 10 });
  const runtime = await openRuntime(config, { logger: loggerOptions({ level: 'warn', pretty: false }), database });
  try {
    if ((await database.db.select({ id: cards.id }).from(cards).limit(1)).length === 0) {
      const seeding = performance.now();
      // The plain indexes are built once after the rows (as a restore does): minutes instead of an hour at 10,000,000.
      const indexes = await database.withSession((session) =>
        session.query<{ name: string; definition: string }>(
          "select indexname as name, indexdef as definition from pg_indexes where tablename = 'cards' and indexname not in (select conname from pg_constraint)",
        ),
      );
      await database.withSession(async (session) => {
        for (const index of indexes) await session.query(`drop index ${index.name}`);
      });
      await seedMasterAndCards(database, size);
      await database.withSession(async (session) => {
        await session.query('set statement_timeout = 0');
        await session.query("set maintenance_work_mem = '512MB'");
        for (const index of indexes) await session.query(index.definition);
        // Autovacuum would set the visibility map eventually; now, so index-only scans count as they will.
        await session.query('vacuum analyze cards');
      });
      console.log(`${size.toLocaleString('en')}: seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
    }
    if (SEED_ONLY) return;
    const [sample] = await database.db.select({ card_number: cards.card_number }).from(cards).where(sql`${cards.id} = ${Math.floor(size / 2)}`);
    const [category] = await database.db.select({ id: cardCategories.id }).from(cardCategories).where(eq(cardCategories.code, 'SCY'));
    const { token } = await issueSession(database.db, runtime.services.tokens, { subjectType: 'admin', subjectId: 1, ttlHours: 1 });
    const address = await runtime.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
    const getOk = async (target: string) => {
      const answer = await httpGet(`${address}${target}`, headers);
      if (answer.status !== 200) throw new Error(`${target} answered ${answer.status}: ${answer.body.toString('utf8')}`);
      return answer;
    };
    const lists = [
      ['first page with its total', 'page=1&limit=10'],
      ['deep page (row 20,000)', 'page=2000&limit=10'],
      ['name search "priya sharma"', 'search=priya%20sharma&limit=10'],
      ['active + category, by expiry, total', `status=active&category_id=${category?.id ?? 1}&sort=valid_until&order=asc&limit=10`],
      ['card number', `search=${sample?.card_number ?? ''}&limit=10`],
    ] as const;
    for (const [label, query] of lists) {
      let total = '';
      const value = await timedMedian(async () => {
        const body = jsonOf<{ data: { total: number; total_is_estimate?: boolean } }>(await getOk(`/api/v1/admin/cards?${query}`));
        total = `${body.data.total_is_estimate ? 'about ' : ''}${body.data.total.toLocaleString('en')}`;
      });
      figures.set(`list: ${label}`, { value, unit: 'ms' });
      console.log(`${size.toLocaleString('en')} list ${label}: ${value.toFixed(1)} ms (total ${total})`);
    }
    const dashboard = await timedMedian(() => getOk(`/api/v1/admin${DASHBOARD_PATHS.cards}`));
    figures.set('dashboard: cards', { value: dashboard, unit: 'ms' });
    console.log(`${size.toLocaleString('en')} dashboard: ${dashboard.toFixed(1)} ms`);
    closeHttpConnections();

    const today = dayIn(config.timeZone);
    const [center] = await database.db.select({ id: centers.id }).from(centers).orderBy(centers.id).limit(1);
    const reports: Array<[ReportType, Record<string, unknown>]> = [
      ['daily', { date: addDays(today, -1) }],
      ['center', { from: addDays(today, -364), to: today, center_id: center?.id ?? 1 }],
      ['overall', { from: addDays(today, -364), to: today }],
    ];
    for (const [type, parameters] of reports) {
      const [run] = await database.db.insert(reportRuns).values({ type, parameters, params_key: `bench-${crypto.randomUUID()}`, center_id: null, requested_by: 1 }).returning({ id: reportRuns.id });
      if (!run) throw new Error('report run insert failed');
      await runtime.services.jobs.enqueue(REPORT_JOB, { report_id: run.id }, { maxAttempts: 1 });
      const started = performance.now();
      const job = await runtime.services.jobs.claim([REPORT_JOB]);
      if (!job) throw new Error('no report job to claim');
      const outcome = await runtime.services.jobs.run(job);
      const seconds = (performance.now() - started) / 1000;
      figures.set(`report job: ${type}`, { value: seconds, unit: 's' });
      console.log(`${size.toLocaleString('en')} ${type} report: ${outcome} in ${seconds.toFixed(1)} s`);
    }
  } finally {
    closeHttpConnections();
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The Excel export of every live card from the real server process: time, its peak RSS (VmHWM reset as it starts). */
async function measureExport(url: string, size: number, figures: Figures): Promise<void> {
  await forgetAdministratorAuthenticator(url, ADMIN.email);
  const dataDir = tempDataDir();
  const server = spawnServer({ DATA_DIR: dataDir, DATABASE_URL: url, PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'warn', DEMO_DATA: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, [], 'bundle');
  try {
    const address = await server.url(180_000);
    const pid = server.child.pid ?? 0;
    const token = await signInAnsweringSecondStep(address, ADMIN.email, ADMIN.password);
    resetPeakRss(pid);
    const { bytes, seconds } = await downloadCardsExport(address, token);
    const peak = procStatusBytes(pid, 'VmHWM') / 1024 ** 2;
    figures.set('export: time', { value: seconds, unit: 's' });
    figures.set('export: server peak RSS', { value: peak, unit: 'MB' });
    console.log(`${size.toLocaleString('en')} export: ${(bytes / 1024 ** 2).toFixed(0)} MB XLSX in ${seconds.toFixed(1)} s, server peak RSS ${peak.toFixed(0)} MB`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(describeMachine());
console.log(`sizes: ${SIZES.map((size) => size.toLocaleString('en')).join(', ')}; ${REQUESTS} requests per list figure after ${WARMUP} warm-up; PostgreSQL at ${new URL(ADMIN_URL).host}; cpus ${os.availableParallelism()}\n`);
if (EXPORT && !SEED_ONLY) buildServerBundle();
const results = new Map<number, Figures>();
for (const size of SIZES) {
  const database = await databaseFor(size);
  try {
    const figures: Figures = new Map();
    await measureInProcess(database.url, size, figures);
    if (EXPORT && !SEED_ONLY) await measureExport(database.url, size, figures);
    results.set(size, figures);
  } finally {
    await database.drop();
  }
}
if (!SEED_ONLY) {
  const labels = [...new Set([...results.values()].flatMap((figures) => [...figures.keys()]))];
  const [largest, previous] = [...SIZES].sort((a, b) => b - a);
  const short = (size: number) => (size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1000}k`);
  const ratioHeader = largest && previous ? ` ${short(largest)} / ${short(previous)} (goal ≤ ${GOAL}×) |` : '';
  console.log(`\n| figure | ${SIZES.map(short).join(' | ')} |${ratioHeader}`);
  console.log(`|---|${SIZES.map(() => '---:').join('|')}|${ratioHeader ? '---:|' : ''}`);
  for (const label of labels) {
    const cells = SIZES.map((size) => {
      const figure = results.get(size)?.get(label);
      return figure ? `${figure.value.toFixed(figure.unit === 'ms' ? 1 : figure.unit === 's' ? 1 : 0)} ${figure.unit}` : '';
    });
    const top = largest ? results.get(largest)?.get(label)?.value : undefined;
    const below = previous ? results.get(previous)?.get(label)?.value : undefined;
    const ratio = top !== undefined && below ? `${(top / below).toFixed(2)}×${top / below <= GOAL ? '' : ' (missed)'}` : '';
    console.log(`| ${label} | ${cells.join(' | ')} |${ratioHeader ? ` ${ratio} |` : ''}`);
  }
}

/**
 * How the cards' costs grow with the table: 100,000, 1,000,000 and 10,000,000 cards on PostgreSQL
 * (bench/cards-list's seed), each size in a database of its own, all open at once. The five list
 * requests and the dashboard's cards answer over real HTTP, signed in, each size in turn request
 * by request (medians; a shared machine's load weighs on every size alike); then at each size the
 * three reports' jobs (daily, center and overall for the last year, run in this process: they must
 * finish; time reported) and the Excel export streamed from the real server process (time, the
 * server's peak RSS from /proc). The table gives each figure at each size and the largest size
 * against the one ten times smaller: the requests within 1.5×, the export's peak under 256 MB at
 * every size. PGlite's 1,000,000 cards: bench/cards-list.
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
import { openDatabase, type Database } from '../../apps/server/src/platform/database/database.ts';
import { loggerOptions } from '../../apps/server/src/platform/logging/logger.ts';
import { dayIn } from '../../apps/server/src/platform/time/today.ts';
import { openRuntime, type Runtime } from '../../apps/server/src/runtime.ts';
import { cardCategories } from '../../apps/server/src/modules/categories/categories.schema.ts';
import { centers } from '../../apps/server/src/modules/centers/centers.schema.ts';
import { cards } from '../../apps/server/src/modules/cards/cards.public.ts';
import { REPORT_JOB } from '../../apps/server/src/modules/reports/report-runs.ts';
import { reportRuns } from '../../apps/server/src/modules/reports/reports.schema.ts';
import { buildServerBundle, spawnServer, tempDataDir } from '../../apps/server/src/test/server-process.ts';
import { seedMasterAndCards } from '../cards-list/run.ts';
import { closeHttpConnections, httpGet, jsonOf, type HttpAnswer } from '../support/http-get.ts';
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
const EXPORT_PEAK_MB = 256;

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

/** A seeded size open for measuring: its runtime serving HTTP, signed in as the first administrator. */
interface OpenSize {
  size: number;
  /** The list requests' query strings by label, for this size's data. */
  lists: ReadonlyArray<readonly [string, string]>;
  getOk(target: string): Promise<HttpAnswer>;
  /** The reports' jobs, one after another, in this process. */
  runReports(figures: Figures): Promise<void>;
  close(): Promise<void>;
}

/** Migrations and the seed when the database has no card; undefined with --seed-only, else the size open for measuring. */
async function openSize(url: string, size: number): Promise<OpenSize | undefined> {
  const dataDir = tempDataDir();
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: 'false', JOBS_WORKER: 'false', LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'no-web'), DATABASE_URL: url });
  const database = await openDatabase({ url, poolMax: 10 });
  const runtime = await openRuntime(config, { logger: loggerOptions({ level: 'warn', pretty: false }), database });
  const close = async () => {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if ((await database.db.select({ id: cards.id }).from(cards).limit(1)).length === 0) await seed(database, size);
    if (SEED_ONLY) {
      await close();
      return undefined;
    }
    const [sample] = await database.db.select({ card_number: cards.card_number }).from(cards).where(sql`${cards.id} = ${Math.floor(size / 2)}`);
    const [category] = await database.db.select({ id: cardCategories.id }).from(cardCategories).where(eq(cardCategories.code, 'SCY'));
    const { token } = await issueSession(database.db, runtime.services.tokens, { subjectType: 'admin', subjectId: 1, ttlHours: 1 });
    const address = await runtime.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
    const lists = [
      ['first page with its total', 'page=1&limit=10'],
      ['deep page (row 20,000)', 'page=2000&limit=10'],
      ['name search "priya sharma"', 'search=priya%20sharma&limit=10'],
      ['active + category, by expiry, total', `status=active&category_id=${category?.id ?? 1}&sort=valid_until&order=asc&limit=10`],
      ['card number', `search=${sample?.card_number ?? ''}&limit=10`],
    ] as const;
    return {
      size,
      lists,
      async getOk(target) {
        const answer = await httpGet(`${address}${target}`, headers);
        if (answer.status !== 200) throw new Error(`${target} answered ${answer.status}: ${answer.body.toString('utf8')}`);
        return answer;
      },
      runReports: (figures) => runReports(database, runtime, config.timeZone, size, figures),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function seed(database: Database, size: number): Promise<void> {
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

/**
 * Each request of every size in turn, REQUESTS rounds after WARMUP, the order of the sizes turned
 * each round: a load that comes and goes on a shared machine weighs on every size alike, so the
 * ratio between sizes holds where single figures move (docs/performance.md "Ten million cards").
 */
async function interleavedMedians(opened: OpenSize[], target: (open: OpenSize) => string): Promise<Map<number, { ms: number; total: string }>> {
  const times = new Map<number, number[]>(opened.map((open) => [open.size, []]));
  const totals = new Map<number, string>();
  for (let round = -WARMUP; round < REQUESTS; round += 1) {
    const shift = ((round % opened.length) + opened.length) % opened.length;
    for (const open of [...opened.slice(shift), ...opened.slice(0, shift)]) {
      const started = performance.now();
      const answer = await open.getOk(target(open));
      const ms = performance.now() - started;
      if (round >= 0) times.get(open.size)?.push(ms);
      const body = jsonOf<{ data: { total?: number; total_is_estimate?: boolean } }>(answer);
      if (body.data.total !== undefined) totals.set(open.size, `${body.data.total_is_estimate ? 'about ' : ''}${body.data.total.toLocaleString('en')}`);
    }
  }
  return new Map(opened.map((open) => [open.size, { ms: median(times.get(open.size) ?? []), total: totals.get(open.size) ?? '' }]));
}

/** The five list requests and the dashboard's cards, every size interleaved. */
async function measureRequests(opened: OpenSize[], results: Map<number, Figures>): Promise<void> {
  const labels = opened[0]?.lists.map(([label]) => label) ?? [];
  const requests: Array<[string, (open: OpenSize) => string]> = [
    ...labels.map((label, index): [string, (open: OpenSize) => string] => [`list: ${label}`, (open) => `/api/v1/admin/cards?${open.lists[index]?.[1] ?? ''}`]),
    ['dashboard: cards', () => `/api/v1/admin${DASHBOARD_PATHS.cards}`],
  ];
  for (const [label, target] of requests) {
    const medians = await interleavedMedians(opened, target);
    for (const [size, { ms, total }] of medians) {
      results.get(size)?.set(label, { value: ms, unit: 'ms' });
      console.log(`${size.toLocaleString('en')} ${label}: ${ms.toFixed(1)} ms${total ? ` (total ${total})` : ''}`);
    }
  }
  closeHttpConnections();
}

async function runReports(database: Database, runtime: Runtime, timeZone: string, size: number, figures: Figures): Promise<void> {
  const today = dayIn(timeZone);
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
    if (outcome !== 'done') throw new Error(`the ${type} report's job did not finish at ${size.toLocaleString('en')} cards: ${outcome}`);
    figures.set(`report job: ${type}`, { value: seconds, unit: 's' });
    console.log(`${size.toLocaleString('en')} ${type} report: ${outcome} in ${seconds.toFixed(1)} s`);
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
const results = new Map<number, Figures>(SIZES.map((size) => [size, new Map()]));
const databases = new Map<number, { url: string; drop(): Promise<void> }>();
const opened: OpenSize[] = [];
try {
  for (const size of SIZES) {
    const database = await databaseFor(size);
    databases.set(size, database);
    const open = await openSize(database.url, size);
    if (open) opened.push(open);
  }
  if (!SEED_ONLY) {
    await measureRequests(opened, results);
    for (const open of opened) await open.runReports(results.get(open.size) ?? new Map());
  }
  for (const open of opened.splice(0)) await open.close();
  if (EXPORT && !SEED_ONLY) {
    for (const size of SIZES) {
      const database = databases.get(size);
      if (database) await measureExport(database.url, size, results.get(size) ?? new Map());
    }
  }
} finally {
  closeHttpConnections();
  for (const open of opened) await open.close();
  for (const database of databases.values()) await database.drop();
}
/** What each figure is held to: the requests within 1.5× from one size to the next larger, the export's memory under 256 MB at every size; the reports' jobs finish and the export's time follows its rows (reported). */
function verdict(label: string, top: number | undefined, below: number | undefined, all: number[]): string {
  if (label.startsWith('list:') || label.startsWith('dashboard:')) {
    if (top === undefined || !below) return '';
    return `${(top / below).toFixed(2)}× ${top / below <= GOAL ? 'met' : '**missed**'} (≤ ${GOAL}×)`;
  }
  if (label === 'export: server peak RSS') return all.every((peak) => peak < EXPORT_PEAK_MB) ? `under ${EXPORT_PEAK_MB} MB: met` : `**missed** (< ${EXPORT_PEAK_MB} MB)`;
  if (top === undefined || !below) return '';
  return `${(top / below).toFixed(2)}× (reported)`;
}

if (!SEED_ONLY) {
  const labels = [...new Set([...results.values()].flatMap((figures) => [...figures.keys()]))];
  const [largest, previous] = [...SIZES].sort((a, b) => b - a);
  const short = (size: number) => (size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1000}k`);
  const ratioHeader = largest && previous ? ` ${short(largest)} / ${short(previous)}, goal |` : '';
  console.log(`\n| figure | ${SIZES.map(short).join(' | ')} |${ratioHeader}`);
  console.log(`|---|${SIZES.map(() => '---:').join('|')}|${ratioHeader ? '---|' : ''}`);
  for (const label of labels) {
    const cells = SIZES.map((size) => {
      const figure = results.get(size)?.get(label);
      return figure ? `${figure.value.toFixed(figure.unit === 'MB' ? 0 : 1)} ${figure.unit}` : '';
    });
    const valueAt = (size: number | undefined) => (size === undefined ? undefined : results.get(size)?.get(label)?.value);
    const all = SIZES.map(valueAt).filter((value): value is number => value !== undefined);
    console.log(`| ${label} | ${cells.join(' | ')} |${ratioHeader ? ` ${verdict(label, valueAt(largest), valueAt(previous), all)} |` : ''}`);
  }
}

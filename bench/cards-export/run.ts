/**
 * GET /api/v1/admin/cards/export/excel of every live card (1,000,000 seeded, 990,000 live) over
 * real HTTP from the real server process (the bundle `npm start` runs, its own process: nothing the
 * bench seeds or measures lives in it), beside PostgreSQL's own `COPY (the same SELECT) TO STDOUT
 * (FORMAT csv)` of the same rows (psql, output discarded). The server's memory is read from
 * /proc/<pid>/status: VmRSS sampled every 20 ms during the export, and VmHWM, the kernel's peak
 * RSS, read before the export (start-up and the login's password check), then reset as the export
 * starts and read again at its end: the true peak of the export, spikes between samples included.
 * Server CPU seconds are read from /proc too, and those of
 * the PostgreSQL backends serving the database during COPY and during the export (when PostgreSQL
 * runs on this machine): they depend far less on the machine's other load than times do.
 * Ten runs by default (`--runs N`) in the same server process, each its COPY then its export on
 * PostgreSQL; each run's ratio and peak RSS, then the median ratio and the highest peak.
 * Goals (docs/performance.md "Cards export"): at least 0.5× COPY's rows per second on PostgreSQL,
 * the server's peak RSS under 256 MB in every run.
 *
 * `--driver pglite`: the same export from the server on an embedded PGlite DATA_DIR. The server is
 * started once to apply the migrations and create the admin, stopped; the cards are seeded from
 * this process (PGlite is one process's at a time); the reference is PGlite's own `COPY (the same
 * SELECT) TO '/dev/blob' (FORMAT csv)` run by pglite-copy.ts in a fresh process of its own on the
 * same DATA_DIR, the server stopped: the same engine (PGlite's WebAssembly PostgreSQL in one Node
 * process, on one core) over the same files, as the server's own PGlite is, with nothing of ours
 * beside it; its time counts the COPY statement only, not opening the database. Then the server is
 * started again and the export measured as for PostgreSQL (its CPU includes PGlite's: the database
 * runs inside it). `--data-dir DIR`: a DATA_DIR of your own (any empty folder), kept after the run
 * and seeded only when it holds no cards yet, like `--database-url`.
 *
 *   npm run bench -- cards-export [--database-url URL]   (PostgreSQL; BENCH_DATABASE_URL as cards-list)
 *   npm run bench -- cards-export --driver pglite [--data-dir DIR]
 *   --database-url: export from a database of your own (created empty: `createdb exp_cards`), kept
 *   after the run instead of a fresh one dropped; it is seeded when it holds no cards yet, so the
 *   first run seeds it and later runs reuse it.
 *   --node-flags "--flag …": V8/Node flags for the server process (e.g. "--trace-gc"), to try one
 *   before it goes into docs/operations.md; --server-output FILE keeps what the server printed.
 *   --settle S (default 60): the export starts S seconds after the server is up at the earliest.
 *   A server just started still holds its start-up garbage until V8's memory reducer runs in an
 *   idle moment (~30 s later); "at rest" is measured after that.
 *   --entry sources: the server from its TypeScript through tsx, as the tests run it, instead of
 *   the bundle `npm start` runs (the default; built first, as `npm start` does).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/platform/database/database.ts';
import { buildServerBundle, REPO_ROOT, spawnServer, tempDataDir, type ServerProcess } from '../../apps/server/src/test/server-process.ts';
import { describeMachine, median, numberOption } from '../support/machine.ts';
import { databaseBackendCpuSeconds, processCpuSeconds } from '../support/process-cpu.ts';
import { procStatusBytes, resetPeakRss } from '../support/proc-status.ts';
import { signInAnsweringSecondStep } from '../../e2e/support/admin-second-factor.ts';
import { downloadCardsExport } from '../support/excel-export.ts';
import { forgetAdministratorAuthenticator } from '../support/kept-administrator.ts';
import { seedMasterAndCards, withFreshPostgres } from '../cards-list/run.ts';
import { CARD_COUNT } from '../cards-list/seed.ts';
import { EXPORT_SELECT } from './export-select.ts';

const ADMIN = { email: 'bench@passdesk.local', password: 'Bench@12345' };
const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const DRIVER = option('--driver') ?? 'postgres';
const GIVEN_URL = option('--database-url');
const GIVEN_DATA_DIR = option('--data-dir');
const NODE_FLAGS = (option('--node-flags') ?? '').split(' ').filter(Boolean);
const SERVER_OUTPUT = option('--server-output');
const SETTLE_SECONDS = Number(option('--settle') ?? 60);
const ENTRY = option('--entry') === 'sources' ? 'sources' : 'bundle';
const RUNS = numberOption('runs', 10);

const COPY_SQL = `copy (${EXPORT_SELECT}) to stdout (format csv)`;

const mb = (value: number) => `${(value / 1024 ** 2).toFixed(0)} MB`;

/**
 * The CPU seconds PostgreSQL's backends for `database` use from now until `stop`: sampled every
 * 100 ms (a backend's time goes with it when it ends), less what each had used at the start.
 */
function backendSampler(database: string): { stop(): number } {
  const start = databaseBackendCpuSeconds(database);
  const last = new Map(start);
  const sample = () => {
    for (const [pid, seconds] of databaseBackendCpuSeconds(database)) last.set(pid, seconds);
  };
  const timer = setInterval(sample, 100);
  return {
    stop() {
      clearInterval(timer);
      sample();
      let total = 0;
      for (const [pid, seconds] of last) total += seconds - (start.get(pid) ?? 0);
      return total;
    },
  };
}

/** The real server on `dataDir` (and `url`, for PostgreSQL); the cards are seeded from this process. */
function startServer(dataDir: string, url?: string): ServerProcess {
  return spawnServer({ DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}), PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'warn', DEMO_DATA: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, NODE_FLAGS, ENTRY);
}

/** Seeds the cards when `seed` or when there are none yet; answers how many are live. */
async function seedIfNeeded(database: Awaited<ReturnType<typeof openDatabase>>, seed: boolean, label: string): Promise<number> {
  const [{ any } = { any: false }] = await database.withSession((session) => session.query<{ any: boolean }>('select exists (select 1 from cards) as any'));
  if (seed || !any) {
    const seeding = performance.now();
    await seedMasterAndCards(database);
    console.log(`${label}seeded ${CARD_COUNT.toLocaleString('en')} cards in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  }
  const [{ live } = { live: 0 }] = await database.withSession((session) => session.query<{ live: number }>('select count(*)::int as live from cards where deleted_at is null'));
  if (live === 0) throw new Error('no live cards to export');
  return live;
}

interface ExportFigures {
  bytes: number;
  seconds: number;
  /** The server's CPU seconds during the export. */
  cpu: number;
  before: number;
  sampledPeak: number;
  /** VmHWM over the export alone (reset as it starts), or over the process's life where the kernel refused the reset. */
  exportPeak: number;
  /** VmHWM before the export: start-up, the login's password check and the exports before it. */
  startupPeak: number;
}

/** Logs in, then lets the server settle (SETTLE_SECONDS after `upAt`); answers the token. */
async function signInAndSettle(server: ServerProcess, address: string, upAt: number): Promise<string> {
  const pid = server.child.pid ?? 0;
  // The Super Admin role requires a second factor: set up, then answered, as the administrator's phone would.
  const token = await signInAnsweringSecondStep(address, ADMIN.email, ADMIN.password);
  const justLoggedIn = procStatusBytes(pid, 'VmRSS');
  const settle = SETTLE_SECONDS * 1000 - (performance.now() - upAt);
  if (settle > 0) await new Promise((resolve) => setTimeout(resolve, settle));
  console.log(`server RSS ${mb(justLoggedIn)} after the login, ${mb(procStatusBytes(pid, 'VmRSS'))} at rest ${SETTLE_SECONDS} s after start-up`);
  return token;
}

/** Downloads the export over HTTP while sampling the server's RSS every 20 ms. `during` runs from the export's start to its end. */
async function exportOverHttp(server: ServerProcess, address: string, token: string, during?: () => () => void): Promise<ExportFigures> {
  const pid = server.child.pid ?? 0;
  const before = procStatusBytes(pid, 'VmRSS');
  // The peak before (start-up, the login's argon2 check, earlier runs), then the kernel's peak counted from here.
  const startupPeak = procStatusBytes(pid, 'VmHWM');
  if (!resetPeakRss(pid)) console.log('VmHWM could not be reset: the peak below is over the process\'s life');
  let sampledPeak = before;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, procStatusBytes(pid, 'VmRSS'));
  }, 20);
  const cpuBefore = processCpuSeconds(pid);
  const stopDuring = during?.();
  const { bytes, seconds } = await downloadCardsExport(address, token);
  clearInterval(sampler);
  const cpu = processCpuSeconds(pid) - cpuBefore;
  stopDuring?.();
  return { bytes, seconds, cpu, before, sampledPeak, exportPeak: Math.max(sampledPeak, procStatusBytes(pid, 'VmHWM')), startupPeak };
}

/** Each run's ratio and peak, then the median ratio and the highest peak against the goals (docs/performance.md "Cards export"). */
function summarize(runs: Array<{ ratio: number; peak: number }>): void {
  const ratios = runs.map((run) => run.ratio);
  const peaks = runs.map((run) => run.peak);
  const highest = Math.max(...peaks);
  console.log(`\n${runs.length} runs: export / COPY ${runs.map((run) => `${run.ratio.toFixed(2)}×`).join(', ')}; server peak RSS ${peaks.map(mb).join(', ')}`);
  console.log(`export / COPY median ${median(ratios).toFixed(2)}× (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×), goal ≥ 0.5×: ${median(ratios) >= 0.5 ? 'met' : 'MISSED'}`);
  console.log(`server peak RSS max ${mb(highest)} over ${runs.length} runs, goal < 256 MB in every run: ${highest < 256 * 1024 ** 2 ? 'met' : 'MISSED'}`);
}

async function stopServer(server: ServerProcess): Promise<void> {
  await server.stop();
  if (SERVER_OUTPUT) fs.appendFileSync(SERVER_OUTPUT, server.stdout() + server.stderr());
}

async function runPostgres(url: string, seed: boolean): Promise<void> {
  await forgetAdministratorAuthenticator(url, ADMIN.email);
  const dataDir = tempDataDir();
  // The server applies the migrations as it starts; the cards are seeded from this process.
  const server = startServer(dataDir, url);
  try {
    const address = await server.url(180_000);
    const upAt = performance.now();
    const database = await openDatabase({ url, poolMax: 2 });
    let live = 0;
    try {
      live = await seedIfNeeded(database, seed, '');
    } finally {
      await database.close();
    }

    const databaseName = new URL(url).pathname.slice(1);
    const token = await signInAndSettle(server, address, upAt);
    console.log('\n| run | rows | COPY to CSV | XLSX export over HTTP | export / COPY throughput | server CPU for the export | PostgreSQL CPU: COPY, export | server RSS: before, peak during (VmHWM before) |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
    const runs: Array<{ ratio: number; peak: number }> = [];
    // Alternating: each run's COPY right before its export, under the machine's load of that moment.
    for (let run = 1; run <= RUNS; run += 1) {
      const copyStarted = performance.now();
      const copyBackends = backendSampler(databaseName);
      const psql = spawn('psql', [url, '-X', '-q', '-c', COPY_SQL.replace(/\s+/g, ' ')], { stdio: ['ignore', 'pipe', 'inherit'] });
      let csvBytes = 0;
      for await (const chunk of psql.stdout) csvBytes += (chunk as Buffer).length;
      const copySeconds = (performance.now() - copyStarted) / 1000;
      const copyBackendCpu = copyBackends.stop();
      if (csvBytes === 0) throw new Error('COPY wrote nothing');

      let backendCpu = 0;
      const figures = await exportOverHttp(server, address, token, () => {
        const exportBackends = backendSampler(databaseName);
        return () => {
          backendCpu = exportBackends.stop();
        };
      });
      runs.push({ ratio: copySeconds / figures.seconds, peak: figures.exportPeak });
      console.log(
        `| ${run} | ${live.toLocaleString('en')} | ${copySeconds.toFixed(2)} s (${mb(csvBytes)}) | ${figures.seconds.toFixed(2)} s (${mb(figures.bytes)}) | ${(copySeconds / figures.seconds).toFixed(2)}× | ${figures.cpu.toFixed(1)} s | ${copyBackendCpu.toFixed(1)} s, ${backendCpu.toFixed(1)} s | ${mb(figures.before)}, ${mb(figures.exportPeak)} (${mb(figures.startupPeak)}) |`,
      );
    }
    summarize(runs);
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

interface PgliteCopy {
  seconds: number;
  cpuSeconds: number;
  bytes: number;
  lines: number;
  openSeconds: number;
  vmHwm: number;
}

/** PGlite's own COPY of the same SELECT, in a process of its own on `dataDir` (pglite-copy.ts). */
async function pgliteCopy(dataDir: string): Promise<PgliteCopy> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'bench/cards-export/pglite-copy.ts'), dataDir], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  for await (const chunk of child.stdout) output += (chunk as Buffer).toString();
  const code = await new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`pglite-copy.ts exited with ${code}: ${output}`);
  return JSON.parse(output.trim().split('\n').at(-1) ?? '') as PgliteCopy;
}

async function runPglite(dataDir: string, keep: boolean): Promise<void> {
  let server: ServerProcess | undefined;
  try {
    if (!fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
      // A new DATA_DIR: the server creates the database, applies the migrations and the admin, then stops.
      const first = startServer(dataDir);
      await first.url(180_000);
      await stopServer(first);
    }
    const database = await openDatabase({ dataDir });
    let live = 0;
    try {
      live = await seedIfNeeded(database, false, 'pglite: ');
    } finally {
      await database.close();
    }

    const copy = await pgliteCopy(dataDir);
    if (copy.lines !== live) throw new Error(`COPY wrote ${copy.lines} lines for ${live} live cards`);
    console.log(`PGlite COPY (own process, server stopped): ${live.toLocaleString('en')} rows, ${mb(copy.bytes)} CSV in ${copy.seconds.toFixed(2)} s (CPU ${copy.cpuSeconds.toFixed(1)} s; opening the database ${copy.openSeconds.toFixed(1)} s before it, not counted; VmHWM ${mb(copy.vmHwm)})`);

    server = startServer(dataDir);
    const address = await server.url(180_000);
    const token = await signInAndSettle(server, address, performance.now());
    // PGlite is one process's at a time: its COPY ran once, above, with the server stopped; each run is an export against it.
    console.log('\n| run | rows | XLSX export over HTTP | export / COPY throughput | server CPU for the export (PGlite\'s included) | server RSS: before, peak during (VmHWM before) |');
    console.log('|---:|---:|---:|---:|---:|---:|');
    const runs: Array<{ ratio: number; peak: number }> = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const figures = await exportOverHttp(server, address, token);
      runs.push({ ratio: copy.seconds / figures.seconds, peak: figures.exportPeak });
      console.log(
        `| ${run} | ${live.toLocaleString('en')} | ${figures.seconds.toFixed(2)} s (${mb(figures.bytes)}) | ${(copy.seconds / figures.seconds).toFixed(2)}× | ${figures.cpu.toFixed(1)} s | ${mb(figures.before)}, ${mb(figures.exportPeak)} (${mb(figures.startupPeak)}) |`,
      );
    }
    summarize(runs);
  } finally {
    if (server) await stopServer(server);
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (SERVER_OUTPUT) fs.writeFileSync(SERVER_OUTPUT, '');
console.log(describeMachine());
if (NODE_FLAGS.length > 0) console.log(`server node flags: ${NODE_FLAGS.join(' ')}`);
if (ENTRY === 'bundle') buildServerBundle();
console.log(`server: ${ENTRY === 'bundle' ? 'the bundle npm start runs (apps/server/dist/main.mjs)' : 'its sources through tsx'}`);
if (DRIVER === 'pglite') {
  if (GIVEN_DATA_DIR) fs.mkdirSync(GIVEN_DATA_DIR, { recursive: true });
  await runPglite(GIVEN_DATA_DIR ? path.resolve(GIVEN_DATA_DIR) : tempDataDir(), GIVEN_DATA_DIR !== undefined);
} else if (DRIVER !== 'postgres') throw new Error(`--driver: pglite or postgres, not ${DRIVER}`);
else if (GIVEN_URL) await runPostgres(GIVEN_URL, false);
else await withFreshPostgres((url) => runPostgres(url, true));

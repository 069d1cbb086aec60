/**
 * GET /api/v1/admin/cards/export/excel of every live card (1,000,000 seeded, 990,000 live) over
 * real HTTP from the real server process (`apps/server/src/main.ts`, its own process: nothing the
 * bench seeds or measures lives in it), beside PostgreSQL's own `COPY (the same SELECT) TO STDOUT
 * (FORMAT csv)` of the same rows (psql, output discarded). The server's memory is read from
 * /proc/<pid>/status: VmRSS sampled during the export and VmHWM, the kernel's peak RSS over the
 * process's whole life (start-up included). Server CPU seconds are read from /proc too, and those of
 * the PostgreSQL backends serving the database during COPY and during the export (when PostgreSQL
 * runs on this machine): they depend far less on the machine's other load than times do.
 * Goals: at least 0.25× COPY's rows per second, peak RSS under 256 MB.
 *
 *   npm run bench -- cards-export [--database-url URL]   (PostgreSQL; BENCH_DATABASE_URL as cards-list)
 *   --database-url: export from a database of your own (created empty: `createdb exp_cards`), kept
 *   after the run instead of a fresh one dropped; it is seeded when it holds no cards yet, so the
 *   first run seeds it and later runs reuse it.
 *   --node-flags "--flag …": V8/Node flags for the server process (e.g. "--trace-gc"), to try one
 *   before it goes into docs/operations.md; --server-output FILE keeps what the server printed.
 *   --settle S (default 60): the export starts S seconds after the server is up at the earliest.
 *   A server just started still holds its start-up garbage (RSS ~200 MB through tsx) until V8's
 *   memory reducer runs in an idle moment (~30 s later: ~150 MB); "at rest" is measured after that.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { openDatabase } from '../../apps/server/src/platform/database/database.ts';
import { spawnServer, tempDataDir } from '../../apps/server/src/test/server-process.ts';
import { describeMachine } from '../support/machine.ts';
import { databaseBackendCpuSeconds, processCpuSeconds } from '../support/process-cpu.ts';
import { seedMasterAndCards, withFreshPostgres } from '../cards-list/run.ts';
import { CARD_COUNT } from '../cards-list/seed.ts';

const ADMIN = { email: 'bench@passdesk.local', password: 'Bench@12345' };
const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const GIVEN_URL = option('--database-url');
const NODE_FLAGS = (option('--node-flags') ?? '').split(' ').filter(Boolean);
const SERVER_OUTPUT = option('--server-output');
const SETTLE_SECONDS = Number(option('--settle') ?? 60);

const COPY_SQL = `copy (
  select c.card_number, c.first_name, c.last_name, c.guardian_name, c.date_of_birth, c.gender, c.mobile, c.email, c.address, c.city, c.pincode,
         c.institution, c.id_proof_type, c.id_proof_last4, k.name, k.code, r.route_number, n.name, c.issue_date, c.valid_from, c.valid_until,
         c.status, c.fee_paid, c.payment_mode, c.receipt_number, c.block_reason
  from cards c join card_categories k on k.id = c.category_id join centers n on n.id = c.center_id left join routes r on r.id = c.route_id
  where c.deleted_at is null order by c.issue_date desc, c.id desc
) to stdout (format csv)`;

/** A `Vm…:  123456 kB` line of /proc/<pid>/status, in bytes. */
function procStatusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

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

async function run(url: string, seed: boolean): Promise<void> {
  const dataDir = tempDataDir();
  // The server applies the migrations as it starts; the cards are seeded from this process.
  const server = spawnServer({ DATA_DIR: dataDir, DATABASE_URL: url, PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'warn', DEMO_DATA: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, NODE_FLAGS);
  try {
    const address = await server.url(180_000);
    const upAt = performance.now();
    const pid = server.child.pid ?? 0;
    const database = await openDatabase({ url, poolMax: 2 });
    let live = 0;
    try {
      const [{ any } = { any: false }] = await database.withSession((session) => session.query<{ any: boolean }>('select exists (select 1 from cards) as any'));
      if (seed || !any) {
        const seeding = performance.now();
        await seedMasterAndCards(database);
        console.log(`seeded ${CARD_COUNT.toLocaleString('en')} cards in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
      }
      [{ live } = { live: 0 }] = await database.withSession((session) => session.query<{ live: number }>('select count(*)::int as live from cards where deleted_at is null'));
      if (live === 0) throw new Error('no live cards to export');
    } finally {
      await database.close();
    }

    const databaseName = new URL(url).pathname.slice(1);
    const copyStarted = performance.now();
    const copyBackends = backendSampler(databaseName);
    const psql = spawn('psql', [url, '-X', '-q', '-c', COPY_SQL.replace(/\s+/g, ' ')], { stdio: ['ignore', 'pipe', 'inherit'] });
    let csvBytes = 0;
    for await (const chunk of psql.stdout) csvBytes += (chunk as Buffer).length;
    const copySeconds = (performance.now() - copyStarted) / 1000;
    const copyBackendCpu = copyBackends.stop();
    console.log(`COPY: ${live.toLocaleString('en')} rows, ${(csvBytes / 1024 ** 2).toFixed(0)} MB CSV in ${copySeconds.toFixed(2)} s (PostgreSQL backend CPU ${copyBackendCpu.toFixed(1)} s)`);

    const login = await fetch(`${address}/api/v1/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
    const { token } = ((await login.json()) as { data: { token: string } }).data;

    const justLoggedIn = procStatusBytes(pid, 'VmRSS');
    const settle = SETTLE_SECONDS * 1000 - (performance.now() - upAt);
    if (settle > 0) await new Promise((resolve) => setTimeout(resolve, settle));
    const before = procStatusBytes(pid, 'VmRSS');
    console.log(`server RSS ${(justLoggedIn / 1024 ** 2).toFixed(0)} MB after the login, ${(before / 1024 ** 2).toFixed(0)} MB at rest ${SETTLE_SECONDS} s after start-up`);
    let sampledPeak = before;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, procStatusBytes(pid, 'VmRSS'));
    }, 20);
    const cpuBefore = processCpuSeconds(pid);
    const exportBackends = backendSampler(databaseName);
    const started = performance.now();
    const response = await fetch(`${address}/api/v1/admin/cards/export/excel`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const cpu = processCpuSeconds(pid) - cpuBefore;
    const backendCpu = exportBackends.stop();
    const lifetimePeak = procStatusBytes(pid, 'VmHWM');
    const mb = (value: number) => `${(value / 1024 ** 2).toFixed(0)} MB`;
    console.log(`export: ${mb(bytes)} XLSX in ${seconds.toFixed(2)} s (server CPU ${cpu.toFixed(1)} s, PostgreSQL backend CPU ${backendCpu.toFixed(1)} s); server RSS before ${mb(before)}, sampled peak ${mb(sampledPeak)}, VmHWM ${mb(lifetimePeak)}`);
    console.log('\n| rows | COPY to CSV | XLSX export over HTTP | export / COPY throughput | server CPU for the export | PostgreSQL CPU: COPY, export | server RSS: at rest before, peak during (VmHWM) |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${live.toLocaleString('en')} | ${copySeconds.toFixed(2)} s (${Math.round(live / copySeconds).toLocaleString('en')} rows/s) | ${seconds.toFixed(2)} s (${Math.round(live / seconds).toLocaleString('en')} rows/s, ${mb(bytes)}) | ${(copySeconds / seconds).toFixed(2)}× | ${cpu.toFixed(1)} s | ${copyBackendCpu.toFixed(1)} s, ${backendCpu.toFixed(1)} s | ${mb(before)}, ${mb(sampledPeak)} (${mb(lifetimePeak)}) |`,
    );
  } finally {
    await server.stop();
    if (SERVER_OUTPUT) fs.writeFileSync(SERVER_OUTPUT, server.stdout() + server.stderr());
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(describeMachine());
if (NODE_FLAGS.length > 0) console.log(`server node flags: ${NODE_FLAGS.join(' ')}`);
if (GIVEN_URL) await run(GIVEN_URL, false);
else await withFreshPostgres((url) => run(url, true));

/**
 * POST /api/v1/mobile/scans (one scan per request) under 50 concurrent connections, over
 * 1,000,000 cards on PostgreSQL: PassDesk (the real server process, the bundle `npm start` runs:
 * inspector token checked against its session, per-account and per-IP rate limits counted in
 * PostgreSQL, validation, the scan's one statement, request logging) beside a bare Fastify route doing the same lookup and
 * insert with node-postgres (bare-scans.ts), measured alternately in the same run; and the same bare
 * route with the statement prepared, as PassDesk's is (PREPARED=1).
 * Goal (docs/performance.md "Inspector scans"): PassDesk at 0.9× the prepared bare route's requests/s
 * or better and its p99 latency within 1.2× of that route's, with no errors.
 *
 * Like bench/healthz, per round: requests per second, the p99 latency, and server CPU time per
 * request (read from /proc), which the machine's other load hardly affects.
 *
 *   npm run bench -- scans-post [--duration 10] [--rounds 3] [--connections 50] [--cpu-prof DIR]
 *   (--cpu-prof: the PassDesk process writes a V8 CPU profile into DIR when it stops; open it in Chrome's DevTools)
 *   [--baseline apps/server/dist/baseline/main.mjs]: another build of the server (its `apps/server/dist` copied
 *   into this one's as `baseline/`, so it loads the same node_modules) measured in the same rotating rounds, on
 *   the same database: a change's effect as a ratio within each round, the machine's load shared
 *   BENCH_CARDS=1000000 (default), BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/platform/database/database.ts';
import { buildServerBundle, spawnServer, tempDataDir, type ServerProcess } from '../../apps/server/src/test/server-process.ts';
import { cards } from '../../apps/server/src/modules/cards/cards.public.ts';
import { seedMasterAndCards, withFreshPostgres } from '../cards-list/run.ts';
import { CARD_COUNT } from '../cards-list/seed.ts';
import { startChildServer, stopChildServer } from '../support/child-server.ts';
import { describeMachine, median, numberOption } from '../support/machine.ts';
import { processCpuSeconds } from '../support/process-cpu.ts';
import { signInAnsweringSecondStep } from '../../e2e/support/admin-second-factor.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = numberOption('duration', 10);
const ROUNDS = numberOption('rounds', 3);
const CONNECTIONS = numberOption('connections', 50);
const ADMIN = { email: 'bench@passdesk.local', password: 'Bench@12345' };
const SCANS_PATH = '/api/v1/mobile/scans';
const cpuProfIndex = process.argv.indexOf('--cpu-prof');
const CPU_PROF_DIR = cpuProfIndex >= 0 ? process.argv[cpuProfIndex + 1] : undefined;
const baselineIndex = process.argv.indexOf('--baseline');
const BASELINE_BUNDLE = baselineIndex >= 0 ? process.argv[baselineIndex + 1] : undefined;

interface Target {
  name: string;
  url: string;
  pid: number;
  headers: Record<string, string>;
}

interface Measure {
  rps: number;
  /** Milliseconds: the 99th percentile of the round's request latencies. */
  p99: number;
  cpuMicrosPerRequest: number;
}

async function json<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

function startBare(databaseUrl: string, inspectorId: number, prepared: boolean): Promise<{ url: string; child: ChildProcess }> {
  return startChildServer(path.join(here, 'bare-scans.ts'), { DATABASE_URL: databaseUrl, INSPECTOR_ID: String(inspectorId), PREPARED: prepared ? '1' : '0' });
}

async function measure(target: Target, cardNumbers: string[], duration: number): Promise<Measure> {
  const cpuBefore = processCpuSeconds(target.pid);
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'POST',
        path: SCANS_PATH,
        headers: { 'content-type': 'application/json', ...target.headers },
        // Every request a new scan (a fresh client_scan_id) of a card picked at random.
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            scans: [{ client_scan_id: crypto.randomUUID(), card_number: cardNumbers[Math.floor(Math.random() * cardNumbers.length)], scanned_at: new Date().toISOString(), mode: 'online' }],
          }),
        }),
      },
    ],
  });
  const cpu = processCpuSeconds(target.pid) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} time-outs`);
  return { rps: result.requests.average, p99: result.latency.p99, cpuMicrosPerRequest: (cpu * 1e6) / result.requests.total };
}

console.log(describeMachine());
// The server as `npm start` runs it: the bundle, built first.
buildServerBundle();
await withFreshPostgres(async (databaseUrl) => {
  const dataDir = tempDataDir();
  const passdeskEnv = (dir: string): Record<string, string> => ({
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl,
    PORT: '0',
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DEMO_DATA: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The limits stay on (each request still counts against them), set high enough not to refuse the bench.
    MOBILE_API_ACCOUNT_PER_MINUTE: '10000000',
    MOBILE_API_IP_PER_MINUTE: '10000000',
  });
  const passdeskProcess = spawnServer(passdeskEnv(dataDir), CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF_DIR)}`] : [], 'bundle');
  const baselineDataDir = BASELINE_BUNDLE ? tempDataDir() : undefined;
  let baselineProcess: ServerProcess | undefined;
  let bare: { url: string; child: ChildProcess } | undefined;
  let barePrepared: { url: string; child: ChildProcess } | undefined;
  try {
    const passdeskUrl = await passdeskProcess.url();
    const database = await openDatabase({ url: databaseUrl, poolMax: 2 });
    let cardNumbers: string[];
    try {
      const seeding = performance.now();
      await seedMasterAndCards(database);
      console.log(`seeded ${CARD_COUNT.toLocaleString('en')} cards in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
      cardNumbers = (await database.db.select({ number: cards.card_number }).from(cards).where(sql`${cards.id} % 997 = 0`)).map((row) => row.number);
    } finally {
      await database.close();
    }
    // The Super Admin role requires a second factor: set up, then answered, as the administrator's phone would.
    const adminToken = await signInAnsweringSecondStep(passdeskUrl, ADMIN.email, ADMIN.password);
    const created = await json<{ data: { id: number } }>(`${passdeskUrl}/api/v1/admin/mobile_user/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ name: 'Bench Inspector', employee_code: 'BENCH-1', mobile: '9800000001', password: 'Inspect@123' }),
    });
    const signIn = (url: string) => json<{ data: { token: string } }>(`${url}/api/v1/mobile/login`, { method: 'POST', body: JSON.stringify({ login: 'BENCH-1', password: 'Inspect@123' }) });
    const inspector = await signIn(passdeskUrl);
    // The baseline starts on the database the first server migrated and seeded.
    if (BASELINE_BUNDLE && baselineDataDir) baselineProcess = spawnServer(passdeskEnv(baselineDataDir), [], { bundle: BASELINE_BUNDLE });
    const baselineUrl = baselineProcess ? await baselineProcess.url() : undefined;
    const baselineInspector = baselineUrl ? await signIn(baselineUrl) : undefined;
    bare = await startBare(databaseUrl, created.data.id, false);
    barePrepared = await startBare(databaseUrl, created.data.id, true);
    const targets: Target[] = [
      { name: 'bare Fastify + node-postgres, same statement', url: bare.url, pid: bare.child.pid ?? 0, headers: {} },
      // PassDesk prepares its scan statement (platform/database/prepared.ts): the bare route doing the same is the fair yardstick.
      { name: 'bare, same statement prepared', url: barePrepared.url, pid: barePrepared.child.pid ?? 0, headers: {} },
      { name: 'PassDesk POST /api/v1/mobile/scans', url: passdeskUrl, pid: passdeskProcess.child.pid ?? 0, headers: { authorization: `Bearer ${inspector.data.token}` } },
    ];
    if (baselineProcess && baselineUrl && baselineInspector) {
      targets.push({ name: 'PassDesk, baseline build', url: baselineUrl, pid: baselineProcess.child.pid ?? 0, headers: { authorization: `Bearer ${baselineInspector.data.token}` } });
    }
    for (const target of targets) await measure(target, cardNumbers, 3);
    const rounds: Array<Map<string, Measure>> = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order = targets.map((_, index) => targets[(index + round) % targets.length] as Target);
      const measured = new Map<string, Measure>();
      for (const target of order) measured.set(target.name, await measure(target, cardNumbers, DURATION));
      rounds.push(measured);
      console.log(`  round ${round}: ${targets.map((t) => `${t.name} ${measured.get(t.name)?.rps.toFixed(0)} req/s, p99 ${measured.get(t.name)?.p99.toFixed(0)} ms, ${measured.get(t.name)?.cpuMicrosPerRequest.toFixed(0)} µs CPU/req`).join('; ')}`);
    }
    const [bareTarget, preparedTarget] = targets;
    const value = (r: Map<string, Measure>, name: string): Measure => r.get(name) ?? { rps: 0, p99: 0, cpuMicrosPerRequest: 0 };
    const pick = (name: string, field: keyof Measure) => median(rounds.map((r) => value(r, name)[field]));
    // Per round, then the median: a round's figures share the machine's load of that moment.
    const ratio = (name: string, to: Target | undefined, field: keyof Measure) =>
      median(
        rounds.map((r) =>
          field === 'cpuMicrosPerRequest' ? value(r, to?.name ?? '').cpuMicrosPerRequest / value(r, name).cpuMicrosPerRequest : value(r, name)[field] / value(r, to?.name ?? '')[field],
        ),
      );
    console.log(`\nPOST ${SCANS_PATH}, one scan per request, ${CONNECTIONS} connections, ${CARD_COUNT.toLocaleString('en')} cards, median of ${ROUNDS} rotating rounds of ${DURATION} s`);
    console.log('| server | req/s | ÷ bare | ÷ bare prepared | p99 | p99 ÷ bare prepared p99 | server CPU per request | bare CPU ÷ this CPU | bare prepared CPU ÷ this CPU |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const target of targets) {
      const times = (to: Target | undefined, field: keyof Measure) => `${ratio(target.name, to, field).toFixed(2)}×`;
      console.log(
        `| ${target.name} | ${pick(target.name, 'rps').toFixed(0)} | ${times(bareTarget, 'rps')} | ${times(preparedTarget, 'rps')} | ${pick(target.name, 'p99').toFixed(0)} ms | ${times(preparedTarget, 'p99')} | ${pick(target.name, 'cpuMicrosPerRequest').toFixed(0)} µs | ${times(bareTarget, 'cpuMicrosPerRequest')} | ${times(preparedTarget, 'cpuMicrosPerRequest')} |`,
      );
    }
    const passdesk = targets[2]?.name ?? '';
    const rpsRatio = ratio(passdesk, preparedTarget, 'rps');
    const p99Ratio = ratio(passdesk, preparedTarget, 'p99');
    const baseline = targets[3];
    if (baseline) {
      console.log(
        `this build ÷ the baseline build (median of the rounds' ratios): req/s ${ratio(passdesk, baseline, 'rps').toFixed(2)}×, p99 ${ratio(passdesk, baseline, 'p99').toFixed(2)}×, the baseline's CPU per request ÷ this build's ${ratio(passdesk, baseline, 'cpuMicrosPerRequest').toFixed(2)}×`,
      );
    }
    console.log(`goal: PassDesk ≥ 0.9× the prepared bare route's req/s (${rpsRatio.toFixed(2)}×: ${rpsRatio >= 0.9 ? 'met' : 'MISSED'}), p99 ≤ 1.2× its p99 (${p99Ratio.toFixed(2)}×: ${p99Ratio <= 1.2 ? 'met' : 'MISSED'}), no errors`);
  } finally {
    await passdeskProcess.stop('SIGTERM');
    await baselineProcess?.stop('SIGTERM');
    if (baselineDataDir) fs.rmSync(baselineDataDir, { recursive: true, force: true });
    if (bare) await stopChildServer(bare.child);
    if (barePrepared) await stopChildServer(barePrepared.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

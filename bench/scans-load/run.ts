/**
 * Load (docs/reliability.md "Load"): POST /api/v1/mobile/scans under 200 concurrent connections for 60 s on
 * PostgreSQL, over 1,000,000 cards (bench/cards-list/seed.ts, as bench/scans-post). Every request
 * is one new scan with its own client_scan_id; afterwards the database must hold exactly the
 * acknowledged scans: none lost, none twice. Figures: requests, errors by kind, p50/p90/p99/max
 * latency; they go in docs/reliability.md ("Load"). The reference, in the same run and on the same
 * database: the bare route of bench/scans-post (the same lookup and insert with node-postgres,
 * nothing else) under the same 200 connections for 20 s.
 *
 * The rate limits stay at their production defaults (300 requests a minute per inspector account,
 * 1,200 per address): each connection takes turns between --inspectors-per-connection inspectors
 * (4 by default: one connection sending without a pause sends more than one phone's 300 a
 * minute once the server answers in a few milliseconds), each with, as behind the reverse proxy
 * of a deployment (TRUST_PROXY=true), its own phone address in X-Forwarded-For. Loopback would
 * otherwise be one address for every phone.
 *
 *   npm run bench -- scans-load [--duration 60] [--connections 200] [--inspectors-per-connection 4]
 *   BENCH_CARDS=1000000 (default), BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
 *   DATABASE_POOL_MAX and DATABASE_POOL_WAIT_MS of the server: the defaults unless BENCH_POOL_MAX,
 *   BENCH_POOL_WAIT_MS are set
 * A 503 is explained by the server's own log line ("database unavailable": which error, counted).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/platform/database/database.ts';
import { spawnServer, tempDataDir } from '../../apps/server/src/test/server-process.ts';
import { cards } from '../../apps/server/src/modules/cards/cards.public.ts';
import { cardScans } from '../../apps/server/src/modules/scans/scans.schema.ts';
import { mobileUsers } from '../../apps/server/src/modules/mobile-users/mobile-users.schema.ts';
import { seedMasterAndCards, withFreshPostgres } from '../cards-list/run.ts';
import { CARD_COUNT } from '../cards-list/seed.ts';
import { startChildServer, stopChildServer } from '../support/child-server.ts';
import { describeMachine, numberOption } from '../support/machine.ts';
import { signInAnsweringSecondStep } from '../../e2e/support/admin-second-factor.ts';

const DURATION = numberOption('duration', 60);
const CONNECTIONS = numberOption('connections', 200);
const INSPECTORS_PER_CONNECTION = numberOption('inspectors-per-connection', 4);
const ADMIN = { email: 'bench@passdesk.local', password: 'Bench@12345' };
const INSPECTOR_PASSWORD = 'Inspect@123';
const SCANS_PATH = '/api/v1/mobile/scans';
const REFERENCE_SECONDS = 20;
const here = path.dirname(fileURLToPath(import.meta.url));

interface Answer {
  status: number;
  body: string;
}

/** One request on a keep-alive agent of exactly CONNECTIONS sockets. */
function send(agent: http.Agent, base: URL, method: string, path: string, headers: Record<string, string>, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { agent, host: base.hostname, port: base.port, method, path, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function json<T>(agent: http.Agent, base: URL, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const answer = await send(agent, base, 'POST', path, headers, JSON.stringify(body));
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.body}`);
  return JSON.parse(answer.body) as T;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const phoneAddress = (index: number) => `10.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/** Runs `count` tasks, `width` at a time. */
async function inBatches<T>(count: number, width: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, offset) => task(start + offset)))));
  }
  return results;
}

interface Drive {
  acknowledged: Set<string>;
  latencies: number[];
  errors: Map<string, number>;
  sent: number;
  elapsed: number;
}

/** One worker per connection, each sending one new scan after another (as its inspectors in turn) until the time is up. */
async function drive(agent: http.Agent, base: URL, headersPerConnection: Array<Array<Record<string, string>>>, cardNumbers: string[], seconds: number): Promise<Drive> {
  const result: Drive = { acknowledged: new Set(), latencies: [], errors: new Map(), sent: 0, elapsed: 0 };
  const countError = (kind: string) => result.errors.set(kind, (result.errors.get(kind) ?? 0) + 1);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    headersPerConnection.map(async (turns) => {
      for (let turn = 0; performance.now() < deadline; turn += 1) {
        const headers = turns[turn % turns.length] ?? {};
        const id = crypto.randomUUID();
        const body = JSON.stringify({
          scans: [{ client_scan_id: id, card_number: cardNumbers[Math.floor(Math.random() * cardNumbers.length)], scanned_at: new Date().toISOString(), mode: 'online' }],
        });
        result.sent += 1;
        const begun = performance.now();
        try {
          const answer = await send(agent, base, 'POST', SCANS_PATH, headers, body);
          result.latencies.push(performance.now() - begun);
          if (answer.status !== 200) {
            countError(`HTTP ${answer.status}: ${answer.body.slice(0, 120)}`);
            continue;
          }
          const verdict = (JSON.parse(answer.body) as { data: { results: Array<{ client_scan_id: string; duplicate?: boolean }> } }).data.results[0];
          if (verdict?.client_scan_id !== id || verdict.duplicate) countError(`wrong verdict: ${answer.body.slice(0, 120)}`);
          else result.acknowledged.add(id);
        } catch (error) {
          result.latencies.push(performance.now() - begun);
          countError(`network: ${String(error)}`);
        }
      }
    }),
  );
  result.elapsed = (performance.now() - started) / 1000;
  return result;
}

/** Why the server answered 503: the error of each "database unavailable" log line, counted. */
function unavailableCauses(log: string): Map<string, number> {
  const causes = new Map<string, number>();
  for (const line of log.split('\n')) {
    if (!line.includes('database unavailable')) continue;
    try {
      type Logged = { message?: string; cause?: Logged };
      let error = (JSON.parse(line) as { err?: Logged }).err;
      // drizzle's "Failed query: <statement>" wraps pg's error: name the statement by its first table, and the innermost error.
      const table = /(?:insert into|from|update)\s+"?(\w+)"?/i.exec(error?.message ?? '')?.[1];
      while (error?.cause) error = error.cause;
      const cause = `${error?.message?.split('\n')[0] ?? 'no message'}${table ? ` (statement on ${table})` : ''}`;
      causes.set(cause, (causes.get(cause) ?? 0) + 1);
    } catch {
      // not a JSON line
    }
  }
  return causes;
}

console.log(describeMachine());
console.log(`server pool: DATABASE_POOL_MAX=${process.env.BENCH_POOL_MAX ?? 'default'}, DATABASE_POOL_WAIT_MS=${process.env.BENCH_POOL_WAIT_MS ?? 'default'}`);
await withFreshPostgres(async (databaseUrl) => {
  const dataDir = tempDataDir();
  const server = spawnServer({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PORT: '0',
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DEMO_DATA: 'false',
    TRUST_PROXY: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(process.env.BENCH_POOL_MAX ? { DATABASE_POOL_MAX: process.env.BENCH_POOL_MAX } : {}),
    ...(process.env.BENCH_POOL_WAIT_MS ? { DATABASE_POOL_WAIT_MS: process.env.BENCH_POOL_WAIT_MS } : {}),
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  try {
    const base = new URL(await server.url(180_000));
    const database = await openDatabase({ url: databaseUrl, poolMax: 2 });
    try {
      const seeding = performance.now();
      await seedMasterAndCards(database);
      console.log(`seeded ${CARD_COUNT.toLocaleString('en')} cards in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
      const cardNumbers = (await database.db.select({ number: cards.card_number }).from(cards).where(sql`${cards.id} % 997 = 0`)).map((row) => row.number);

      // The Super Admin role requires a second factor: set up, then answered, as the administrator's phone would.
      const adminToken = await signInAnsweringSecondStep(base.origin, ADMIN.email, ADMIN.password);
      const preparing = performance.now();
      const inspectors = await inBatches(CONNECTIONS * INSPECTORS_PER_CONNECTION, 4, async (index) => {
        const code = `LOAD-${String(index).padStart(4, '0')}`;
        const address = { 'x-forwarded-for': phoneAddress(index) };
        await json(agent, base, '/api/v1/admin/mobile_user/create', { name: `Load Inspector ${index}`, employee_code: code, mobile: `97${String(index).padStart(8, '0')}`, password: INSPECTOR_PASSWORD }, { authorization: `Bearer ${adminToken}` });
        const login = await json<{ data: { token: string } }>(agent, base, '/api/v1/mobile/login', { login: code, password: INSPECTOR_PASSWORD }, address);
        return { headers: { authorization: `Bearer ${login.data.token}`, ...address } };
      });
      console.log(`${inspectors.length} inspectors signed in, each with its own address, in ${((performance.now() - preparing) / 1000).toFixed(1)} s`);

      const loadBefore = os.loadavg()[0] ?? 0;
      const turns = Array.from({ length: CONNECTIONS }, (_, connection) => inspectors.filter((_, index) => index % CONNECTIONS === connection).map((inspector) => inspector.headers));
      const run = await drive(agent, base, turns, cardNumbers, DURATION);
      const { acknowledged, latencies, errors, sent, elapsed } = run;
      const loadAfter = os.loadavg()[0] ?? 0;

      const [stored] = await database.db.select({ rows: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct ${cardScans.client_scan_id})::int` }).from(cardScans);
      const storedIds = new Set((await database.db.select({ id: cardScans.client_scan_id }).from(cardScans)).map((row) => row.id));
      const lost = [...acknowledged].filter((id) => !storedIds.has(id)).length;
      const unacknowledgedStored = [...storedIds].filter((id) => !acknowledged.has(id)).length;
      const sorted = [...latencies].sort((a, b) => a - b);
      // The reference: the bare route, same database, same connections (its scans come after the count).
      const bareScansScript = path.join(here, '..', 'scans-post', 'bare-scans.ts');
      const firstInspector = await database.db.select({ id: sql<number>`min(${mobileUsers.id})::int` }).from(mobileUsers);
      const bare = await startChildServer(bareScansScript, { DATABASE_URL: databaseUrl, INSPECTOR_ID: String(firstInspector[0]?.id ?? 1) });
      const bareAgent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
      let reference: Drive;
      try {
        reference = await drive(bareAgent, new URL(bare.url), turns.map(() => [{}]), cardNumbers, REFERENCE_SECONDS);
      } finally {
        bareAgent.destroy();
        await stopChildServer(bare.child);
      }
      const referenceSorted = [...reference.latencies].sort((a, b) => a - b);
      const referenceErrors = [...reference.errors.values()].reduce((sum, value) => sum + value, 0);
      const errorCount = [...errors.values()].reduce((sum, value) => sum + value, 0);

      console.log(`\nPOST ${SCANS_PATH}, one new scan per request, ${CONNECTIONS} connections (${INSPECTORS_PER_CONNECTION} inspectors with an address each, in turn), ${elapsed.toFixed(1)} s, ${CARD_COUNT.toLocaleString('en')} cards`);
      console.log(`load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`);
      console.log('| measure | value |');
      console.log('|---|---:|');
      console.log(`| requests sent | ${sent.toLocaleString('en')} |`);
      console.log(`| acknowledged (200, own client_scan_id, not a duplicate) | ${acknowledged.size.toLocaleString('en')} |`);
      console.log(`| errors (non-200, network, wrong verdict) | ${errorCount} |`);
      console.log(`| scans in the database | ${stored?.rows.toLocaleString('en')} (${stored?.distinct.toLocaleString('en')} distinct client_scan_id) |`);
      console.log(`| acknowledged but not stored (lost) | ${lost} |`);
      console.log(`| stored but not acknowledged | ${unacknowledgedStored} |`);
      console.log(`| throughput | ${(acknowledged.size / elapsed).toFixed(0)} scans/s |`);
      console.log(`| latency p50 / p90 / p99 / max | ${[50, 90, 99].map((p) => percentile(sorted, p).toFixed(0)).join(' / ')} / ${(sorted.at(-1) ?? 0).toFixed(0)} ms |`);
      console.log(`| reference: bare route, ${REFERENCE_SECONDS} s, same connections | ${(reference.acknowledged.size / reference.elapsed).toFixed(0)} scans/s, p50 / p99 ${percentile(referenceSorted, 50).toFixed(0)} / ${percentile(referenceSorted, 99).toFixed(0)} ms, ${referenceErrors} errors |`);
      console.log(`| PassDesk ÷ bare: throughput / p99 latency | ${(acknowledged.size / elapsed / (reference.acknowledged.size / reference.elapsed)).toFixed(2)}× / ${(percentile(sorted, 99) / percentile(referenceSorted, 99)).toFixed(2)}× |`);
      for (const [kind, count] of errors) console.log(`  error ×${count}: ${kind}`);
      for (const [cause, count] of unavailableCauses(server.stdout())) console.log(`  server log "database unavailable" ×${count}: ${cause}`);
      const duplicated = (stored?.rows ?? 0) - (stored?.distinct ?? 0);
      const ok = errorCount === 0 && lost === 0 && duplicated === 0 && stored?.rows === acknowledged.size;
      console.log(ok ? 'goal met: no errors, count in the database = acknowledged requests' : 'GOAL MISSED (see the table)');
    } finally {
      await database.close();
    }
  } finally {
    agent.destroy();
    await server.stop('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

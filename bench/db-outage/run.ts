/**
 * How quickly PassDesk answers when PostgreSQL goes away, and how quickly it serves again when it
 * is back (docs/reliability.md "Faults"). The runtime of the test database-outage.postgres.test.ts
 * (in-process, a TCP proxy between it and PostgreSQL that is cut and restored), measured over
 * several rounds, beside a reference from the same run: a signed-in request that reads the
 * database while it is up.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- db-outage [--rounds 5]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { access } from '../../apps/server/src/platform/auth/access.ts';
import { issueSession } from '../../apps/server/src/platform/auth/sessions.ts';
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import { loggerOptions } from '../../apps/server/src/platform/logging/logger.ts';
import type { FeatureModule } from '../../apps/server/src/platform/services.ts';
import { openRuntime } from '../../apps/server/src/runtime.ts';
import { startTcpProxy } from '../../apps/server/src/test/tcp-proxy.ts';
import { describeMachine, median, numberOption } from '../support/machine.ts';

const ROUNDS = numberOption('rounds', 5);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('db-outage: set BENCH_DATABASE_URL (a PostgreSQL server where a database may be created)');
  process.exit(1);
}

const probe: FeatureModule = {
  name: 'outage-probe',
  async admin(app, services) {
    app.get('/outage-probe', { config: { access: access.signedIn() } }, async (request) => {
      await services.db.execute((request.query as { slow?: string }).slow === '1' ? sql`select pg_sleep(60)` : sql`select 1`);
      return { message: 'ok', data: null };
    });
  },
};

const pg = (await import('pg')).default;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const name = `passdesk_bench_outage_${process.pid}`;
await admin.query(`create database ${name}`);
const target = new URL(adminUrl);
target.pathname = `/${name}`;
const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
const viaProxy = new URL(target);
viaProxy.host = proxy.address;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-bench-outage-'));
const runtime = await openRuntime(
  loadConfig({ DATABASE_URL: viaProxy.toString(), DATA_DIR: dataDir, ADMIN_PASSWORD: 'Admin@12345', JOBS_WORKER: 'true', DATABASE_STATEMENT_TIMEOUT_MS: '120000', WEB_DIST_DIR: path.join(dataDir, 'no-web') }),
  { logger: loggerOptions({ level: 'silent', pretty: false }), modules: [probe] },
);
const { token } = await issueSession(runtime.services.db, runtime.services.tokens, { subjectType: 'admin', subjectId: 1, ttlHours: 1 });
const request = (slow = false) => runtime.app.inject({ method: 'GET', url: `/api/v1/admin/outage-probe${slow ? '?slow=1' : ''}`, headers: { authorization: `Bearer ${token}` } });
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

const reference: number[] = [];
const inFlight: number[] = [];
const newRequest: number[] = [];
const recovery: number[] = [];
console.log(describeMachine());
for (let round = 0; round < ROUNDS; round += 1) {
  for (let n = 0; n < 20; n += 1) reference.push((await timed(() => request()))[1]);
  const running = [request(true), request(true), request(true)];
  await new Promise((resolve) => setTimeout(resolve, 300));
  const cutAt = performance.now();
  await proxy.cut();
  const answers = await Promise.all(running.map(async (pending) => [await pending, performance.now() - cutAt] as const));
  for (const [response, ms] of answers) {
    if (response.statusCode !== 503) throw new Error(`in-flight request answered ${response.statusCode}`);
    inFlight.push(ms);
  }
  const [down, downMs] = await timed(() => request());
  if (down.statusCode !== 503) throw new Error(`request during the outage answered ${down.statusCode}`);
  newRequest.push(downMs);
  const restoredAt = performance.now();
  await proxy.restore();
  for (;;) {
    if ((await request()).statusCode === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  recovery.push(performance.now() - restoredAt);
}
await runtime.close();
await proxy.close();
await admin.query(`drop database ${name} with (force)`);
await admin.end();
fs.rmSync(dataDir, { recursive: true, force: true });

const ms = (value: number) => `${value.toFixed(1)} ms`;
const ref = median(reference);
console.log(`load average at end: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
console.log(`rounds: ${ROUNDS}`);
console.log(`reference, signed-in request reading the database (median of ${reference.length}): ${ms(ref)}`);
console.log(`in-flight request (inside a 60 s query) to 503 after the cut, median of ${inFlight.length}: ${ms(median(inFlight))} (${(median(inFlight) / ref).toFixed(1)}x reference), max ${ms(Math.max(...inFlight))}`);
console.log(`new request during the outage to 503, median: ${ms(median(newRequest))} (${(median(newRequest) / ref).toFixed(1)}x reference), max ${ms(Math.max(...newRequest))}`);
console.log(`restore to the first 200, median: ${ms(median(recovery))}, max ${ms(Math.max(...recovery))}`);

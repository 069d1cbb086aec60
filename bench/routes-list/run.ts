/**
 * GET /api/v1/admin/routes over 100,000 routes: median and p95 latency of the API (real HTTP on
 * loopback, signed in, keep-alive) beside the same SQL run directly on the same database, for
 * page 1, a deep page, a search and a sort, on PGlite (on disk, as `npm start` uses it) and on
 * PostgreSQL. Goal: the API adds less than 2 ms at the median.
 *
 *   npm run bench -- routes-list [--requests 200] [--only pglite|postgres] [--explain]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (default) for the PostgreSQL part
 *
 * "Raw SQL" is what the endpoint sends: the page query and, unless a short first page makes it
 * unnecessary, the count — taken from the endpoint's own Drizzle builders with toSQL(), run with
 * the driver directly. The API's share on top of that: HTTP, the access check (session + roles
 * queries), validation, mapping and JSON.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { routeListQuerySchema } from '@passdesk/contract/master-data/route';
import { loadAdminActor } from '../../apps/server/src/modules/access/actor-loader.ts';
import { issueSession } from '../../apps/server/src/platform/auth/sessions.ts';
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import { openDatabase } from '../../apps/server/src/platform/database/database.ts';
import { routes } from '../../apps/server/src/modules/routes/routes.schema.ts';
import { listOrder, listWhere } from '../../apps/server/src/platform/http/list-query.ts';
import { loggerOptions } from '../../apps/server/src/platform/logging/logger.ts';
import { openRuntime } from '../../apps/server/src/runtime.ts';
import { routeListPlan } from '../../apps/server/src/modules/routes/routes.service.ts';
import { describeMachine, median, numberOption } from '../support/machine.ts';
import { ROUTE_COUNT, seedRoutes } from './seed.ts';

const REQUESTS = numberOption('requests', 200);
const WARMUP = 20;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const onlyIndex = process.argv.indexOf('--only');
const ONLY = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
const EXPLAIN = process.argv.includes('--explain');

const SCENARIOS: ReadonlyArray<{ label: string; query: string }> = [
  { label: 'page 1 (sort route_number)', query: 'page=1&limit=10' },
  { label: 'deep page 5,000 (offset 49,990)', query: 'page=5000&limit=10' },
  { label: 'search "naroda"', query: 'search=naroda&limit=10' },
  { label: 'sort distance_km desc', query: 'sort=distance_km&order=desc&limit=10' },
];

interface Row {
  driver: string;
  scenario: string;
  apiMedian: number;
  apiP95: number;
  sqlMedian: number;
  sqlP95: number;
  /** Median over the pairs of (API − SQL). */
  addedMedian: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function timePairs(api: () => Promise<void>, sql: () => Promise<void>): Promise<{ api: number[]; sql: number[] }> {
  for (let i = 0; i < WARMUP; i += 1) {
    await api();
    await sql();
  }
  const times = { api: [] as number[], sql: [] as number[] };
  for (let i = 0; i < REQUESTS; i += 1) {
    times.api.push(await timed(api));
    times.sql.push(await timed(sql));
  }
  return times;
}

interface Reference {
  driver: string;
  httpMedian: number;
  accessMedian: number;
}
const references: Reference[] = [];

async function measure(driver: 'pglite' | 'postgres', databaseUrl: string | undefined): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-bench-routes-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'bench@passdesk.local',
    ADMIN_PASSWORD: 'Bench@12345',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({ url: databaseUrl, dataDir: databaseUrl ? undefined : dataDir, poolMax: 10 });
  const runtime = await openRuntime(config, { logger: loggerOptions({ level: 'warn', pretty: false }), database });
  const rows: Row[] = [];
  try {
    const seeding = performance.now();
    await database.withSession((session) => seedRoutes(session));
    console.log(`${driver}: seeded ${ROUTE_COUNT.toLocaleString('en')} routes in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const { token, sessionId } = await issueSession(database.db, runtime.services.tokens, { subjectType: 'admin', subjectId: 1, ttlHours: 1 });
    const address = await runtime.app.listen({ port: 0, host: '127.0.0.1' });

    // Where the API's share goes: the HTTP round trip with no work (GET /healthz) and the access
    // check every admin request makes (the session and the user's roles, loaded fresh each time).
    const reference = await timePairs(
      async () => {
        const response = await fetch(`${address}/healthz`);
        await response.json();
      },
      async () => {
        if (!(await loadAdminActor(database.db, sessionId, 1))) throw new Error('bench session not valid');
      },
    );
    references.push({ driver, httpMedian: median(reference.api), accessMedian: median(reference.sql) });

    for (const scenario of SCENARIOS) {
      const url = `${address}/api/v1/admin/routes?${scenario.query}`;
      const callApi = async () => {
        const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
        await response.json();
      };

      // The endpoint's own SQL, from the same builders, run directly.
      const query = routeListQuerySchema.parse(Object.fromEntries(new URLSearchParams(scenario.query)));
      const where = listWhere(routeListPlan, query);
      const page = database.db
        .select()
        .from(routes as PgTable)
        .where(where)
        .orderBy(...listOrder(routeListPlan, query))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .toSQL();
      const total = database.db.select({ total: count() }).from(routes as PgTable).where(where).toSQL();
      const runSql = () =>
        database.withSession(async (session) => {
          const found = await session.query(page.sql, page.params);
          if (!(query.page === 1 && found.length < query.limit)) await session.query(total.sql, total.params);
        });
      if (EXPLAIN) {
        for (const statement of [page, total]) {
          const plan = await database.withSession((session) => session.query<Record<string, string>>(`explain analyze ${statement.sql}`, statement.params));
          console.log(`\n${driver} ${scenario.label}\n${plan.map((line) => Object.values(line)[0]).join('\n')}`);
        }
      }

      // API and SQL alternate, so both meet the same load on a shared machine.
      const { api, sql } = await timePairs(callApi, runSql);
      rows.push({ driver, scenario: scenario.label, apiMedian: median(api), apiP95: percentile(api, 95), sqlMedian: median(sql), sqlP95: percentile(sql, 95), addedMedian: median(api.map((value, index) => value - (sql[index] ?? 0))) });
      console.log(`${driver} ${scenario.label}: API ${median(api).toFixed(2)} ms, SQL ${median(sql).toFixed(2)} ms`);
    }
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

async function withFreshPostgres<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const name = `passdesk_bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    const cleaner = new pg.Client({ connectionString: ADMIN_URL });
    await cleaner.connect();
    await cleaner.query(`drop database if exists ${name} with (force)`);
    await cleaner.end();
  }
}

console.log(describeMachine());
console.log(`requests per scenario: ${REQUESTS} (after ${WARMUP} warm-up), one at a time, API and SQL alternating\n`);
const results: Row[] = [];
if (ONLY !== 'postgres') results.push(...(await measure('pglite', undefined)));
if (ONLY !== 'pglite') results.push(...(await withFreshPostgres((url) => measure('postgres', url))));

const ms = (value: number) => value.toFixed(2);
console.log('\n| database | request | API median | API p95 | SQL median | SQL p95 | API adds (median of pairs) |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const row of results) {
  console.log(`| ${row.driver} | ${row.scenario} | ${ms(row.apiMedian)} ms | ${ms(row.apiP95)} ms | ${ms(row.sqlMedian)} ms | ${ms(row.sqlP95)} ms | ${ms(row.addedMedian)} ms |`);
}
console.log('\n| database | GET /healthz over HTTP (median) | access check: session + roles queries (median) |');
console.log('|---|---:|---:|');
for (const reference of references) console.log(`| ${reference.driver} | ${ms(reference.httpMedian)} ms | ${ms(reference.accessMedian)} ms |`);

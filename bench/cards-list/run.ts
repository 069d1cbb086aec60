/**
 * GET /api/v1/admin/cards over 1,000,000 cards: median and p95 of the API (real HTTP on loopback,
 * signed in, keep-alive) beside the same SQL run directly (the endpoint's own builders, toSQL()),
 * for page 1 with its total, a deep page, searches by name (two words, and a common one), card number and mobile, and a filter
 * sorted by validity, on PGlite (on disk) and PostgreSQL. `--explain` prints each plan, and for a
 * statement the API prepares by name also the plan it keeps once prepared. Each loop
 * also times `GET /healthz` on the same server (the HTTP floor: no database, no access check), so
 * the table shows what the endpoint adds beyond its SQL and the bare round trip, and a bare route:
 * a bare Fastify in the same process (no hooks, no logger, no validation, no compression) whose
 * handler runs the same statements through the same driver and answers their rows and total as
 * JSON, through the same client — the best any HTTP endpoint with this SQL could do. The same
 * statements also run prepared by name, as the API runs them (the "SQL prepared" column: the
 * database's own work, without a parse and a plan per call where its plan cache keeps one). The API is
 * asked for an uncompressed answer, as the bare route and /healthz give; the same request asking
 * for brotli, as a browser does, is timed in the same loop and shown beside it.
 *
 *   npm run bench -- cards-list [--requests 100] [--only pglite|postgres] [--explain] [--database-url URL] [--data-dir DIR]
 *   --database-url: PostgreSQL only, a database kept for re-runs: seeded (after its migrations) when it
 *   holds no cards yet, else measured as it is, so a re-measure takes minutes instead of a fresh seed's.
 *   --data-dir DIR: the same for PGlite (`--only pglite`), a DATA_DIR kept for re-runs (e.g. the one
 *   bench/cards-export seeded: the same cards); measured as it is when it holds cards, its database
 *   opened afresh, so PGlite's buffers start cold as in a server just started.
 *   BENCH_CARDS=1000000 (default), BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Query } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { cardListQuerySchema } from '@passdesk/contract/cards/card-list';
import { EXACT_TOTAL_UP_TO } from '@passdesk/contract/http/list';
import { issueSession } from '../../apps/server/src/platform/auth/sessions.ts';
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import { openDatabase, type Db, type SqlSession } from '../../apps/server/src/platform/database/database.ts';
import { StatementCache } from '../../apps/server/src/platform/database/statement-cache.ts';
import { loggerOptions } from '../../apps/server/src/platform/logging/logger.ts';
import { dayIn } from '../../apps/server/src/platform/time/today.ts';
import { openRuntime } from '../../apps/server/src/runtime.ts';
import { DEMO_CATEGORIES } from '../../apps/server/src/modules/categories/categories.demo.ts';
import { cardCategories } from '../../apps/server/src/modules/categories/categories.schema.ts';
import { DEMO_CENTERS } from '../../apps/server/src/modules/centers/centers.demo.ts';
import { centers } from '../../apps/server/src/modules/centers/centers.schema.ts';
import { demoRoutes } from '../../apps/server/src/modules/routes/routes.demo.ts';
import { routes } from '../../apps/server/src/modules/routes/routes.schema.ts';
import { cardListStatements, cards } from '../../apps/server/src/modules/cards/cards.public.ts';
import { COUNT_COST_IN_ANSWER_UP_TO, countedRows, type PlanNode } from '../../apps/server/src/platform/http/list-query.ts';
import { withLimitWritten } from '../../apps/server/src/platform/http/list-runners.ts';
import zlib from 'node:zlib';
import { closeHttpConnections, httpGet, jsonOf, type HttpAnswer } from '../support/http-get.ts';
import { describeMachine, median, numberOption } from '../support/machine.ts';
import { processCpuSeconds } from '../support/process-cpu.ts';
import { CARD_COUNT, seedCards } from './seed.ts';

const REQUESTS = numberOption('requests', 100);
const WARMUP = 10;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const onlyIndex = process.argv.indexOf('--only');
const ONLY = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
const EXPLAIN = process.argv.includes('--explain');
const urlIndex = process.argv.indexOf('--database-url');
const GIVEN_URL = urlIndex >= 0 ? process.argv[urlIndex + 1] : undefined;
const dataDirIndex = process.argv.indexOf('--data-dir');
const GIVEN_DATA_DIR = dataDirIndex >= 0 ? process.argv[dataDirIndex + 1] : undefined;
const clientIndex = process.argv.indexOf('--client');
/** `http` (default): Node's http module on a kept-alive connection; `fetch`: undici's fetch (~0.1–0.2 ms more a request). */
const CLIENT = clientIndex >= 0 && process.argv[clientIndex + 1] === 'fetch' ? 'fetch' : 'http';

/** GET through the chosen client; a compressed answer is decompressed, as a browser does. */
async function get(url: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  if (CLIENT === 'http') {
    const answer = await httpGet(url, headers);
    const encoding = answer.headers['content-encoding'];
    if (encoding === 'br') return { ...answer, body: zlib.brotliDecompressSync(answer.body) };
    if (encoding === 'gzip') return { ...answer, body: zlib.gunzipSync(answer.body) };
    return answer;
  }
  const response = await fetch(url, { headers });
  return { status: response.status, headers: Object.fromEntries(response.headers), body: Buffer.from(await response.arrayBuffer()) };
}

interface Row {
  driver: string;
  scenario: string;
  apiMedian: number;
  apiP95: number;
  sqlMedian: number;
  sqlP95: number;
  /** CPU per request (ms): this process (HTTP client, server, driver) plus the database's backends. */
  apiCpu?: number;
  sqlCpu?: number;
  bareCpu?: number;
  /** The bare route (a bare Fastify answering the same statements' rows and total): median and p95. */
  bareMedian: number;
  bareP95: number;
  /** Median of `GET /healthz` on the same server in the same loop: the HTTP round trip alone (no database, no access check). */
  floorMedian: number;
  /** Median of the same API request asking for a compressed answer, as a browser does. */
  compressedMedian: number;
  /** Median of the same statements run directly, prepared by name as the API runs them (StatementCache): the database's own work. */
  preparedMedian: number;
  total: string;
}

/** Runs the list's statements: `rows` of one, `first` the first value of its first row. */
interface StatementRunner {
  rows(query: Query, options?: { named?: boolean }): Promise<unknown[]>;
  first(text: string, params: unknown[]): Promise<unknown>;
}

/** Through the driver's own query, as any direct call sends a statement (unnamed: parsed and planned each time). */
function directRunner(session: SqlSession): StatementRunner {
  return {
    rows: (query) => session.query(query.sql, query.params),
    first: async (text, params) => {
      const [row] = await session.query<Record<string, unknown>>(text, params);
      return row ? Object.values(row)[0] : undefined;
    },
  };
}

/** Prepared by name, as the API's list runs its statements (platform/database/statement-cache.ts): the database's own work for them. */
function statementCacheRunner(db: Db): StatementRunner {
  const cache = new StatementCache({ name: 'bench_list' });
  return {
    rows: (query, options) => cache.rows(db, query.sql, query.params, () => query, options),
    first: async (text, params) => (await cache.rows(db, text, params, () => ({ sql: text, params })))[0]?.[0],
  };
}

/** `value` as an SQL literal (the bench's own values only: text, numbers, dates). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * The plan PostgreSQL's plan cache uses for `statement` prepared by name, as the API runs it: after
 * five executions planned for their values it may keep a generic plan, planned for none; the plan
 * of the seventh execution is the one it keeps (EXPLAIN ANALYZE EXECUTE, on one session).
 */
async function preparedPlan(database: Awaited<ReturnType<typeof openDatabase>>, statement: Query): Promise<string[]> {
  return database.withSession(async (session) => {
    await session.query(`prepare bench_plan as ${statement.sql}`);
    try {
      const execute = `execute bench_plan${statement.params.length ? `(${statement.params.map(literal).join(', ')})` : ''}`;
      for (let run = 0; run < 6; run += 1) await session.query(execute);
      const plan = await session.query<Record<string, string>>(`explain analyze ${execute}`);
      return plan.map((line) => Object.values(line)[0] ?? '');
    } finally {
      await session.query('deallocate bench_plan');
    }
  });
}

/** The plan of an `explain (format json)` answer (text on one driver, parsed on the other). */
function planOf(explained: unknown): PlanNode | undefined {
  const parsed = (typeof explained === 'string' ? JSON.parse(explained) : explained) as Array<{ Plan: PlanNode }>;
  return parsed[0]?.Plan;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? 0;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/**
 * CPU time used so far (ms) by this process and by the PostgreSQL backends serving this
 * database (their pids from pg_stat_activity, read in /proc: the server runs on this machine).
 * Wall-clock times on a loaded 2-core machine mostly measure waiting for a core; CPU time is what
 * a request costs, so the API's own share shows beside its SQL's.
 */
function cpuMeter(backendPids: number[]): () => number {
  return () => {
    const own = process.cpuUsage();
    return (own.user + own.system) / 1000 + backendPids.reduce((sum, pid) => sum + processCpuSeconds(pid) * 1000, 0);
  };
}

export async function seedMasterAndCards(database: Awaited<ReturnType<typeof openDatabase>>, count = CARD_COUNT): Promise<void> {
  await database.db.insert(cardCategories).values(DEMO_CATEGORIES).onConflictDoNothing();
  await database.db.insert(centers).values(DEMO_CENTERS).onConflictDoNothing();
  await database.db.insert(routes).values(demoRoutes()).onConflictDoNothing();
  await database.withSession((session: SqlSession) => seedCards(session, count));
}

/**
 * `if-empty`: a database given by --database-url or --data-dir is seeded only when it holds no cards
 * yet (an empty one made for the bench, kept for re-runs). `keptDataDir`: PGlite's DATA_DIR, not removed.
 */
async function measure(driver: 'pglite' | 'postgres', databaseUrl: string | undefined, seed: boolean | 'if-empty' = true, keptDataDir?: string): Promise<Row[]> {
  const dataDir = keptDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-bench-cards-'));
  // No job worker: its claim statement once a second would share PGlite's single connection with the measured requests.
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ADMIN_EMAIL: 'bench@passdesk.local', ADMIN_PASSWORD: 'Bench@12345', DEMO_DATA: 'false', JOBS_WORKER: 'false', LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'no-web'), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const database = await openDatabase({ url: databaseUrl, dataDir: databaseUrl ? undefined : dataDir, poolMax: 10 });
  const runtime = await openRuntime(config, { logger: loggerOptions({ level: 'warn', pretty: false }), database });
  const rows: Row[] = [];
  // The bare route: a minimal Fastify server (no hooks, no logger, no validation, no access check,
  // no compression) in this same process, whose one handler runs the endpoint's own statements
  // (runSql below, through the same driver) and answers JSON of the rows and the total. The best
  // any HTTP endpoint with this SQL could do: the honest reference for the API's own share.
  let bareRun: () => Promise<{ rows: unknown[]; total: number }> = () => Promise.resolve({ rows: [], total: 0 });
  const bare = Fastify({ logger: false });
  bare.get('/cards', async () => {
    const { rows, total } = await bareRun();
    return { data: { items: rows, total } };
  });
  try {
    const empty = seed === 'if-empty' && (await database.db.select({ id: cards.id }).from(cards).limit(1)).length === 0;
    if (seed === true || empty) {
      const seeding = performance.now();
      await seedMasterAndCards(database);
      console.log(`${driver}: seeded ${CARD_COUNT.toLocaleString('en')} cards in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    }
    const [sample] = await database.db.select({ card_number: cards.card_number, mobile: cards.mobile }).from(cards).where(sql`${cards.id} = ${Math.floor(CARD_COUNT / 2)}`);
    const [category] = await database.db.select({ id: cardCategories.id }).from(cardCategories).where(sql`${cardCategories.code} = 'SCY'`);
    const [centerId] = await database.db.select({ id: centers.id }).from(centers).orderBy(centers.id).limit(1);
    const [routeId] = await database.db.select({ id: routes.id }).from(routes).orderBy(routes.id).limit(1);
    const scenarios = [
      { label: 'page 1 with its total', query: 'page=1&limit=10' },
      { label: 'deep page 2,000', query: 'page=2000&limit=10' },
      { label: 'search by name "priya sharma"', query: 'search=priya%20sharma&limit=10' },
      // A common word (one card in 40): the bounded walk finds its page near the start of the order.
      { label: 'search by a common name "patel"', query: 'search=patel&limit=10' },
      { label: `search by card number`, query: `search=${sample?.card_number ?? ''}&limit=10` },
      { label: 'search by mobile (8 digits)', query: `search=${sample?.mobile.slice(0, 8) ?? ''}&limit=10` },
      { label: 'status active + category, sorted by valid_until', query: `status=active&category_id=${category?.id ?? 1}&sort=valid_until&order=asc&limit=10` },
      // Status alone, and with a center (both totals from card_counts), and with a route (not kept there: counted).
      { label: 'status active', query: 'status=active&limit=10' },
      { label: 'status active + center', query: `status=active&center_id=${centerId?.id ?? 1}&limit=10` },
      { label: 'status active + route', query: `status=active&route_id=${routeId?.id ?? 1}&limit=10` },
      // The first scenario also meets a server that has just started (its code not yet optimised): measured again last, warm.
      { label: 'page 1 with its total, again (last)', query: 'page=1&limit=10' },
    ];
    const { token } = await issueSession(database.db, runtime.services.tokens, { subjectType: 'admin', subjectId: 1, ttlHours: 1 });
    const address = await runtime.app.listen({ port: 0, host: '127.0.0.1' });
    const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
    const today = dayIn(config.timeZone);
    const preparedRunner = statementCacheRunner(database.db);
    for (const scenario of scenarios) {
      const url = `${address}/api/v1/admin/cards?${scenario.query}`;
      let total = '';
      let follows = false;
      const callApi = async () => {
        // Uncompressed, as the bare route and /healthz answer: the same transport work on every side of the ratio.
        const response = await get(url, { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' });
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${response.body.toString('utf8')}`);
        const body = jsonOf<{ data: { total: number; total_is_estimate: boolean; exact_total_follows?: boolean } }>(response);
        total = `${body.data.total_is_estimate ? 'about ' : ''}${body.data.total.toLocaleString('en')}`;
        follows = body.data.exact_total_follows === true;
      };
      // As a browser asks (brotli or gzip): the answer compressed by the server, decompressed by the client.
      const callApiCompressed = async () => {
        const response = await get(url, { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' });
        // (An answer under the compression threshold, e.g. no card found, comes uncompressed.)
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
        jsonOf(response);
      };
      const query = cardListQuerySchema.parse(Object.fromEntries(new URLSearchParams(scenario.query)));
      // The endpoint's own statements (listStatements), as SQL text run by the driver.
      const statements = cardListStatements(database.db, query, today);
      // As the endpoint sends it: a page whose only value is its limit has the limit written in (list-runners.ts).
      const builtPage = statements.page().toSQL();
      const pageSql = builtPage.params.length === 1 ? withLimitWritten(builtPage, query.limit) : builtPage;
      const walkedSql = statements.walked?.().toSQL();
      const sortedSql = statements.sorted().toSQL();
      const countSql = statements.counted.toSQL();
      // A request whose filters are all kept in card_counts reads its exact total there (ListPlan.keptTotal).
      const keptSql = statements.kept?.toSQL();
      // What runList sends, one statement after the other (the API asks the page and the estimate
      // at once on PostgreSQL): a word search's estimate, then its bounded walk or its sorted
      // matches; any other list's page; unless a short first page gives the total, the estimate and,
      // when it is at most EXACT_TOTAL_UP_TO rows planned at most COUNT_COST_IN_ANSWER_UP_TO, an
      // exact count (else a searched or filtered list's exact count is the follow-up request, timed
      // on its own below); a request card_counts can answer reads its total there instead of any
      // estimate or count.
      // Run through `statements`: the driver's query, or prepared.
      const runWith = async (run: StatementRunner): Promise<{ rows: unknown[]; total: number }> => {
        const estimate = async () => {
          const plan = planOf(await run.first(`explain (format json) ${countSql.sql}`, countSql.params));
          return { rows: countedRows(plan), cost: plan?.['Total Cost'] ?? 0 };
        };
        let found: unknown[];
        let estimated: { rows: number; cost: number } | undefined;
        if (walkedSql) {
          estimated = await estimate();
          found = estimated.rows > statements.sortUpTo ? await run.rows(walkedSql) : [];
          // A word search's sorted matches are planned for their words every time, as the API sends them.
          if (found.length < query.limit) found = await run.rows(sortedSql, { named: false });
        } else {
          found = await run.rows(pageSql);
        }
        if (query.page === 1 && found.length < query.limit) return { rows: found, total: found.length };
        if (keptSql) return { rows: found, total: Number(await run.first(keptSql.sql, keptSql.params)) };
        estimated ??= await estimate();
        if (estimated.rows > EXACT_TOTAL_UP_TO || estimated.cost > COUNT_COST_IN_ANSWER_UP_TO) return { rows: found, total: estimated.rows };
        return { rows: found, total: Number(await run.first(countSql.sql, countSql.params)) };
      };
      const runSql = () => database.withSession((session) => runWith(directRunner(session)));
      const runPrepared = () => runWith(preparedRunner);
      bareRun = runSql;
      if (EXPLAIN) {
        const explained = walkedSql ? [['bounded walk', walkedSql] as const, ['matches sorted', sortedSql] as const] : [['page', pageSql] as const];
        for (const [name, statement] of explained) {
          const plan = await database.withSession((session) => session.query<Record<string, string>>(`explain analyze ${statement.sql}`, statement.params));
          console.log(`\n${driver} ${scenario.label} (${name})\n${plan.map((line) => Object.values(line)[0]).join('\n')}`);
          // The API runs it prepared by name (but for a word search's sorted matches): the plan its plan cache then keeps.
          if (name !== 'matches sorted') console.log(`\n${driver} ${scenario.label} (${name}, prepared: the plan of its 7th execution)\n${(await preparedPlan(database, statement)).join('\n')}`);
        }
      }
      const callBare = async () => {
        const response = await get(`${bareAddress}/cards`);
        if (response.status !== 200) throw new Error(`the bare route answered ${response.status}`);
        jsonOf(response);
      };
      // The HTTP floor: the cheapest route of the same server, through the same client.
      const callFloor = async () => {
        await get(`${address}/healthz`);
      };
      for (let i = 0; i < WARMUP; i += 1) {
        await callApi();
        await callApiCompressed();
        await runSql();
        await runPrepared();
        await callBare();
        await callFloor();
      }
      const api: number[] = [];
      const raw: number[] = [];
      const floor: number[] = [];
      const bared: number[] = [];
      const compressed: number[] = [];
      const preparedTimes: number[] = [];
      // PGlite runs inside this process; PostgreSQL's backends are other processes, counted too.
      const backends =
        driver === 'postgres'
          ? await database.withSession((session) => session.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'"))
          : [];
      const cpu = cpuMeter(backends.map((backend) => backend.pid));
      let apiCpu = 0;
      let sqlCpu = 0;
      let bareCpu = 0;
      for (let i = 0; i < REQUESTS; i += 1) {
        let before = cpu();
        api.push(await timed(callApi));
        let after = cpu();
        apiCpu += after - before;
        before = after;
        raw.push(await timed(runSql));
        after = cpu();
        sqlCpu += after - before;
        before = after;
        bared.push(await timed(callBare));
        after = cpu();
        bareCpu += after - before;
        floor.push(await timed(callFloor));
        compressed.push(await timed(callApiCompressed));
        preparedTimes.push(await timed(runPrepared));
      }
      {
        // The planner's estimate of the list's count beside count(*), counted once: how far off an
        // "about N" is (or would be, for a total read from card_counts or counted).
        const plan = await database.withSession(async (session) => planOf(await directRunner(session).first(`explain (format json) ${countSql.sql}`, countSql.params)));
        const estimate = countedRows(plan);
        const countStarted = performance.now();
        const exact = Number(await database.withSession((session) => directRunner(session).first(countSql.sql, countSql.params)));
        const countMs = performance.now() - countStarted;
        const cost = Math.round(plan?.['Total Cost'] ?? 0).toLocaleString('en');
        total = `${total} (count(*) ${exact.toLocaleString('en')} in ${countMs.toFixed(1)} ms, planned at cost ${cost}; the planner's estimate ${estimate.toLocaleString('en')}, ${exact === 0 ? 'n/a' : `${(((estimate - exact) / exact) * 100).toFixed(1)} %`})`;
        if (follows) {
          // A searched or filtered list's exact total: the panel's follow-up request (count=exact), timed once warm.
          const followUp = `${url}&count=exact`;
          await get(followUp, { authorization: `Bearer ${token}` });
          const started = performance.now();
          const answer = jsonOf<{ data: { total: number } }>(await get(followUp, { authorization: `Bearer ${token}` }));
          total += `; count=exact answers ${answer.data.total.toLocaleString('en')} in ${(performance.now() - started).toFixed(1)} ms`;
        }
      }
      const row: Row = { driver, scenario: scenario.label, apiMedian: median(api), apiP95: percentile(api, 95), sqlMedian: median(raw), sqlP95: percentile(raw, 95), apiCpu: apiCpu / REQUESTS, sqlCpu: sqlCpu / REQUESTS, bareMedian: median(bared), bareP95: percentile(bared, 95), bareCpu: bareCpu / REQUESTS, floorMedian: median(floor), compressedMedian: median(compressed), preparedMedian: median(preparedTimes), total };
      rows.push(row);
      console.log(`${driver} ${scenario.label}: API ${median(api).toFixed(2)} ms, SQL ${median(raw).toFixed(2)} ms, bare route ${row.bareMedian.toFixed(2)} ms, HTTP floor ${row.floorMedian.toFixed(2)} ms, API compressed ${row.compressedMedian.toFixed(2)} ms, SQL prepared ${row.preparedMedian.toFixed(2)} ms, CPU per request API ${row.apiCpu?.toFixed(2)} ms, bare ${row.bareCpu?.toFixed(2)} ms, SQL ${row.sqlCpu?.toFixed(2)} ms, total ${total}`);
    }
  } finally {
    closeHttpConnections();
    await bare.close();
    await runtime.close();
    if (!keptDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

export async function withFreshPostgres<T>(fn: (url: string) => Promise<T>): Promise<T> {
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

if (process.argv[1]?.endsWith(path.join('cards-list', 'run.ts'))) {
  console.log(describeMachine());
  console.log(`cards: ${CARD_COUNT.toLocaleString('en')}; requests per scenario: ${REQUESTS} (after ${WARMUP} warm-up), API and SQL alternating; HTTP client: ${CLIENT === 'http' ? "Node's http, kept-alive connection" : 'fetch'}\n`);
  const results: Row[] = [];
  if (GIVEN_URL) results.push(...(await measure('postgres', GIVEN_URL, 'if-empty')));
  else if (ONLY !== 'pglite') results.push(...(await withFreshPostgres((url) => measure('postgres', url))));
  if (ONLY !== 'postgres' && !GIVEN_URL) results.push(...(await (GIVEN_DATA_DIR ? measure('pglite', undefined, 'if-empty', GIVEN_DATA_DIR) : measure('pglite', undefined))));
  const ms = (value: number) => value.toFixed(2);
  console.log('\n| database | request | total answered | API median | API p95 | SQL median | SQL p95 | bare route median | bare route p95 | API / SQL (median) | API / bare route (median) | HTTP floor (/healthz, median) | API − bare route | API compressed (br, median) | CPU per request: API, bare route, SQL | SQL prepared (median) | API / SQL prepared (median) |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of results) {
    const cpu = row.apiCpu === undefined || row.sqlCpu === undefined || row.bareCpu === undefined ? '' : `${ms(row.apiCpu)} ms, ${ms(row.bareCpu)} ms, ${ms(row.sqlCpu)} ms`;
    console.log(`| ${row.driver} | ${row.scenario} | ${row.total} | ${ms(row.apiMedian)} ms | ${ms(row.apiP95)} ms | ${ms(row.sqlMedian)} ms | ${ms(row.sqlP95)} ms | ${ms(row.bareMedian)} ms | ${ms(row.bareP95)} ms | ${(row.apiMedian / row.sqlMedian).toFixed(2)}× | ${(row.apiMedian / row.bareMedian).toFixed(2)}× | ${ms(row.floorMedian)} ms | ${ms(row.apiMedian - row.bareMedian)} ms | ${ms(row.compressedMedian)} ms | ${cpu} | ${ms(row.preparedMedian)} ms | ${(row.apiMedian / row.preparedMedian).toFixed(2)}× |`);
  }
}

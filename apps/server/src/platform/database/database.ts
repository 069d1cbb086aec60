/**
 * One `Database` handle over two drivers: embedded PGlite (default) and a PostgreSQL server
 * (DATABASE_URL). Both speak the same SQL, run the same migrations and serve the same queries.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { PGlite as PGliteType } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type PgModuleType from 'pg';
import { CopyTextReader } from './copy-text.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { watchFirstStatement } from './failed-begin-release.ts';
import { inlineParams } from './inline-params.ts';
import { PgliteTemplate } from './pglite-template.ts';
import { drizzleClient } from './pglite-drizzle-client.ts';
import { pglitePreparedTextRows } from './pglite-prepared.ts';

/**
 * Queries name their tables by import from the module that owns them (`<feature>.schema.ts`);
 * there is no schema barrel, so the handle carries none (drizzle-kit finds the tables by glob).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; queries inside it take the same shape as on `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** A plain SQL connection held for a while (migrations under an advisory lock). */
export interface SqlSession {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

/** What a `listen` caller is told: a notification, and whether notifications can be relied on now. */
export interface ListenHandlers {
  notified(): void;
  /** Listening (again): from now on every notification arrives. */
  ready(): void;
  /** The listening connection was lost: notifications may be missed until `ready` is called again. */
  lost(): void;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  /** What the start-up log says about where the data lives (no password). */
  description: string;
  db: Db;
  ping(): Promise<void>;
  /**
   * LISTEN on `channel` (NOTIFY, sent when the notifying transaction commits) for as long as the
   * returned stop function is not called. On PostgreSQL one connection outside the pool, reopened
   * after a loss.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  withSession<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  /**
   * A query's rows as arrays of values in the order the statement selects them, each value as
   * PostgreSQL's text of it (null for NULL), parsed by no type parser: no object per row, for
   * reading many rows cheaply (the card export). On PGlite the rows are read from the wire messages
   * by our own reader (pglite-prepared.ts), without PGlite's copy of every field. Build the text with
   * Drizzle's `toSQL()`. `name`: the statement is kept prepared under that name (parsed and planned
   * once, not once a batch), by each pooled connection on PostgreSQL and by PGlite's one backend;
   * the same name must always come with the same text.
   */
  textRows(query: { sql: string; params: unknown[]; name?: string }): Promise<Array<Array<string | null>>>;
  /**
   * PostgreSQL only: every row of a query, as `textRows` gives them, streamed by the database's
   * own `COPY (query) TO STDOUT` (its cheapest way out: no message per field, no row description
   * per batch) in batches as they arrive. Reading waits while the caller is busy (the connection is
   * read no faster). The query runs on one pooled connection for as long as the stream lasts, with
   * a statement time-out of `COPY_STATEMENT_TIMEOUT_MS`; stopping early closes that connection.
   * A slow reader holds that connection for its whole download, so at most a quarter of the pool
   * streams at once (at least one connection): while those are taken, the rows come from
   * `whenBusy` instead (reads that hold a connection only while they run).
   */
  copyTextRows?(query: { sql: string; params: unknown[] }, whenBusy: () => AsyncIterable<Array<Array<string | null>>>): AsyncGenerator<Array<Array<string | null>>>;
  /**
   * Embedded database only: a consistent snapshot of its folder (gzipped tar) taken while it
   * serves — queries wait for the moment it takes; restore with `restorePgliteFolder`.
   */
  dump?(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded database is used. */
  url?: string;
  /** Embedded database folder; omit for an in-memory database (tests). */
  dataDir?: string;
  poolMax?: number;
  /** Opening a new connection to PostgreSQL: past this the server is taken as unreachable (503). */
  connectTimeoutMs?: number;
  /** Waiting for a pooled connection while all are in use (a burst): past this, 503 "busy". */
  poolWaitMs?: number;
  statementTimeoutMs?: number;
  /** Where the initdb template of new embedded databases is cached (tests point it elsewhere). */
  pgliteTemplate?: PgliteTemplate;
}

/** Handles over a PostgreSQL pool (not a transaction, not PGlite's one connection). */
const pools = new WeakSet<object>();

/** Whether independent statements on `db` may run at once, each on a pooled connection of its own. */
export const runsConcurrently = (db: DbOrTx): boolean => pools.has(db);

/** The embedded database's Drizzle handle (not a transaction's) and the PGlite behind it. */
const embeddedClients = new WeakMap<object, PGliteType>();

/**
 * The PGlite behind `db` when `db` is the embedded database's own handle, outside any transaction
 * (a transaction's handle reaches its queries through PGlite's Transaction): statements may then
 * be run on it directly, prepared by name (pglite-prepared.ts).
 */
export const embeddedClientOf = (db: DbOrTx): PGliteType | undefined => embeddedClients.get(db);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir, options.pgliteTemplate ?? new PgliteTemplate());
}

/** Defaults of DATABASE_POOL_MAX, DATABASE_CONNECT_TIMEOUT_MS and DATABASE_POOL_WAIT_MS (docs/operations.md). */
const DEFAULT_POOL_MAX = 10;
/** The time-out of a streamed COPY (`copyTextRows`): a million-row export takes seconds to a client that keeps up, minutes to a slow one. */
const COPY_STATEMENT_TIMEOUT_MS = 30 * 60_000;
const DEFAULT_CONNECT_TIMEOUT_MS = 3000;
const DEFAULT_POOL_WAIT_MS = 10_000;

function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { to: copyTo } = await import('pg-copy-streams');
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  /**
   * pg-pool has one setting, `connectionTimeoutMillis`, for two waits: opening a connection and
   * waiting in the queue for a pooled one. They are told apart here: the pool's setting is the
   * queue wait (a burst of requests, served a moment later), and each new client gets the connect
   * time-out of its own (PostgreSQL unreachable: 503 at once). Both end in 503, never a hang (the
   * pool wait also bounds opening a connection, so the shorter of the two applies there).
   */
  class BoundedClient extends pg.Client {
    constructor(config?: PgModuleType.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? DEFAULT_POOL_MAX,
    connectionTimeoutMillis: options.poolWaitMs ?? DEFAULT_POOL_WAIT_MS,
    Client: BoundedClient,
    statement_timeout: options.statementTimeoutMs ?? 15000,
    idleTimeoutMillis: 30000,
    application_name: 'passdesk',
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Nor may a client checked out of the pool. pg-pool listens for errors only on idle clients, and
  // a client emits 'error' when its connection dies while no query of it runs: between two
  // statements of a transaction, or held by a request between queries (a PostgreSQL restart,
  // pg_terminate_backend). Unheard, that event ends the process. Heard, the client is no longer
  // queryable: its holder's next statement fails (a 503: platform/http/errors.ts), the transaction
  // is gone with its backend, and the pool discards the client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // A transaction whose BEGIN fails must not keep its connection (failed-begin-release.ts).
  pool.on('acquire', watchFirstStatement);
  const db = drizzle({ client: pool }) as unknown as Db;
  pools.add(db);
  const copyStreamsMax = Math.max(1, Math.floor((options.poolMax ?? DEFAULT_POOL_MAX) / 4));
  let copyStreams = 0;
  /** One streamed COPY on a pooled connection (copyTextRows, once it has a slot). */
  async function* copyOnce(query: { sql: string; params: unknown[] }): AsyncGenerator<Array<Array<string | null>>> {
    const client = await pool.connect();
    let finished = false;
    try {
      await client.query('begin read only');
      await client.query(`set local statement_timeout = ${COPY_STATEMENT_TIMEOUT_MS}`);
      const rows = new CopyTextReader();
      const stream = client.query(copyTo(`copy (${inlineParams(query.sql, query.params, pg.escapeLiteral)}) to stdout`));
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        const batch = rows.push(chunk);
        if (batch.length > 0) yield batch;
      }
      rows.end();
      await client.query('commit');
      finished = true;
    } finally {
      // A COPY stopped half-way (an error, or the caller gone) leaves the connection mid-stream: closed, not pooled.
      client.release(!finished);
    }
  }
  return {
    kind: 'postgres',
    description: `PostgreSQL ${redactUrl(url)}`,
    db,
    async ping() {
      await pool.query('select 1');
    },
    listen: (channel, handlers) => listenOnPostgres(pg, url, channel, handlers),
    async textRows(query) {
      const result = await pool.query<Array<string | null>>({ text: query.sql, values: query.params, rowMode: 'array', name: query.name, types: TEXT_ONLY });
      return result.rows;
    },
    async *copyTextRows(query, whenBusy) {
      if (copyStreams >= copyStreamsMax) {
        yield* whenBusy();
        return;
      }
      copyStreams += 1;
      try {
        yield* copyOnce(query);
      } finally {
        copyStreams -= 1;
      }
    },
    async withSession(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          async query<Row>(text: string, params?: unknown[]) {
            const result = await client.query(text, params);
            return result.rows as Row[];
          },
        });
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

type PgModule = typeof PgModuleType;

/** node-postgres type parsers that leave every value as the text PostgreSQL sent. */
const TEXT_ONLY: PgModuleType.CustomTypesConfig = { getTypeParser: () => (text: string) => text };

const RELISTEN_DELAY_MS = 1000;

/** A dedicated connection LISTENing on `channel`; a lost one is reported and opened again. */
async function listenOnPostgres(pg: PgModule, url: string, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  let stopped = false;
  let current: InstanceType<typeof pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, application_name: 'passdesk-listen' });
    const onLoss = () => {
      if (current !== client) return;
      current = undefined;
      handlers.lost();
      void client.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void open().catch(() => undefined), RELISTEN_DELAY_MS).unref();
    };
    client.on('error', onLoss);
    client.on('end', onLoss);
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notified();
    });
    current = client;
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      onLoss();
      throw error;
    }
    if (stopped) {
      current = undefined;
      await client.end();
      return;
    }
    handlers.ready();
  };
  // A first failure is reported as a loss and retried like any other.
  await open().catch(() => undefined);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

type PGliteClass = typeof PGliteType;
type PGliteOptions = NonNullable<Parameters<PGliteClass['create']>[1]>;

/**
 * Extensions the migrations create (`CREATE EXTENSION`), which PGlite must be given at start:
 * pg_trgm for the card list's search. Exported for bench/cards-export, which opens a DATA_DIR's
 * PGlite directly for its COPY reference.
 */
export async function pgliteExtensions(): Promise<PGliteOptions['extensions']> {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

/**
 * PostgreSQL settings of the embedded database, given at every start (never written to its
 * postgresql.conf): sized for one process serving one panel, where every megabyte PostgreSQL
 * touches stays in the server's RSS (PGlite's WebAssembly memory never shrinks). What each costs:
 * docs/operations.md "The embedded database's memory".
 */
export const PGLITE_MEMORY_SETTINGS: readonly string[] = ['shared_buffers=16MB'];

/** What every embedded database is opened with: the extensions and the settings above. */
async function pgliteOpenOptions(PGlite: PGliteClass): Promise<Pick<PGliteOptions, 'extensions' | 'startParams'>> {
  return {
    extensions: await pgliteExtensions(),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS.flatMap((setting) => ['-c', setting])],
  };
}

/**
 * A new cluster starts from a cached template when there is one (see pglite-template.ts): a new
 * DATA_DIR from the migrated one when it matches this release's migrations (copied from its
 * unpacked folder, else unpacked from its tar), else from the initdb one; an in-memory database
 * (tests) always from the initdb one, empty.
 */
async function createPglite(PGlite: PGliteClass, folder: string | undefined, cache: PgliteTemplate): Promise<InstanceType<PGliteClass>> {
  const options = await pgliteOpenOptions(PGlite);
  const fresh = folder === undefined || !fs.existsSync(path.join(folder, 'PG_VERSION'));
  if (!fresh) return PGlite.create(folder, options);
  if (folder && cache.copyMigratedTo(folder)) {
    try {
      return await PGlite.create(folder, options);
    } catch {
      cache.discard();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
  const migrated = folder ? cache.readMigrated() : undefined;
  if (folder && migrated) {
    try {
      return await PGlite.create(folder, { ...options, loadDataDir: migrated });
    } catch {
      cache.discard();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
  const template = cache.read();
  if (template) {
    try {
      return folder ? await PGlite.create(folder, { ...options, loadDataDir: template }) : await PGlite.create({ ...options, loadDataDir: template });
    } catch {
      // An unusable template: forget it and initialise the usual way.
      cache.discard();
      if (folder) fs.rmSync(folder, { recursive: true, force: true });
    }
  }
  const client = folder ? await PGlite.create(folder, options) : await PGlite.create(options);
  await cache.save(client);
  return client;
}

/** Unpacks the migrated template into its folder (`PgliteTemplate.unpackMigrated`), for `npm install`. */
export async function unpackMigratedTemplate(cache: PgliteTemplate): Promise<boolean> {
  const { PGlite } = await import('@electric-sql/pglite');
  const options = await pgliteOpenOptions(PGlite);
  return cache.unpackMigrated(async (folder, migrated) => {
    const client = await PGlite.create(folder, { ...options, loadDataDir: migrated });
    await client.query('select 1');
    await client.close();
  });
}

/**
 * V8 compiles each WebAssembly function of PGlite's PostgreSQL quickly first (Liftoff), and again
 * optimised (TurboFan) once the function has run about this many bytes of its code; V8's own
 * default is 1,800,000. At that default the optimising compiler's threads took ~0.5 s of CPU of a
 * restart and ~0.4 s of a first start, for functions that start-up alone makes warm; with this
 * budget the queries that run all day are optimised all the same within their first few runs (a
 * 100,000-row grouping and a range read: the same 16–17 ms from the tenth run on, where Liftoff
 * alone stays at 27 ms). docs/performance.md "Start-up".
 */
export const PGLITE_WASM_TIERING_BUDGET = 20_000_000;

async function openPglite(dataDir: string | undefined, cache: PgliteTemplate): Promise<Database> {
  // Read by V8 when the module is instantiated: set before PGlite loads it. The process's one
  // WebAssembly of any size is PGlite's.
  v8.setFlagsFromString(`--wasm-tiering-budget=${PGLITE_WASM_TIERING_BUDGET}`);
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let lock: DataDirLock | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir);
  }
  let client: InstanceType<typeof PGlite>;
  try {
    client = await createPglite(PGlite, dataDir ? path.join(dataDir, 'pglite') : undefined, cache);
  } catch (error) {
    lock?.release();
    throw error;
  }
  // Drizzle's parsers become the database's own, so that they are not merged into each query (pglite-drizzle-client.ts).
  const db = drizzle({ client: drizzleClient(client) }) as unknown as Db;
  embeddedClients.set(db, client);
  return {
    kind: 'pglite',
    description: dataDir ? `embedded PGlite in ${path.join(dataDir, 'pglite')}` : 'embedded PGlite in memory',
    db,
    async ping() {
      await client.query('select 1');
    },
    async dump() {
      const archive = await client.dumpDataDir('gzip');
      return Buffer.from(await archive.arrayBuffer());
    },
    async listen(channel, handlers) {
      // One process owns an embedded database, so every notification is its own: none is lost.
      const stop = await client.listen(channel, () => handlers.notified());
      handlers.ready();
      return stop;
    },
    textRows: (query) => pglitePreparedTextRows(client, query.name ?? '', query.sql, query.params),
    async withSession(fn) {
      return fn({
        async query<Row>(text: string, params?: unknown[]) {
          if (params === undefined || params.length === 0) {
            const results = await client.exec(text);
            return (results.at(-1)?.rows ?? []) as Row[];
          }
          const result = await client.query(text, params);
          return result.rows as Row[];
        },
      });
    },
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** Makes `folder` an embedded database from a `Database.dump()` snapshot (`npm run restore`). */
export async function restorePgliteFolder(folder: string, snapshot: Buffer): Promise<void> {
  if (fs.existsSync(path.join(folder, 'PG_VERSION'))) throw new Error(`${folder} already holds a database`);
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(folder, { ...(await pgliteOpenOptions(PGlite)), loadDataDir: new Blob([new Uint8Array(snapshot)]) });
  await client.query('select 1');
  await client.close();
}

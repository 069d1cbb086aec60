/**
 * Statements built once per shape and run prepared. A list's statement text depends only on its
 * shape (which filters, which sort, how many search words…): its values are parameters. So the
 * caller names the shape by a key it can compute cheaply (the SQL text of the WHERE and ORDER BY
 * alone) and gives the values; the full statement (columns, joins) is built by Drizzle only the
 * first time a shape is met. On PostgreSQL it then runs as a named prepared statement, parsed
 * once per pooled connection (node-postgres keeps the names per connection) and planned as
 * PostgreSQL's plan cache decides (plan_cache_mode auto: a generic plan only when its estimated
 * cost is no worse than the custom plans'). On the embedded database's own handle the same is
 * done through PGlite's wire protocol (pglite-prepared.ts), where PGlite's `query` would parse and
 * plan the statement on every call; in a transaction on PGlite, the text runs unnamed.
 *
 * A statement prepared before a migration that changed the type of a column it reads fails with
 * "cached plan must not change result type" (SQLSTATE 0A000): the statement is then given a new
 * name, so every connection prepares it afresh, and run once more.
 */
import crypto from 'node:crypto';
import { sql, type Query } from 'drizzle-orm';
import { embeddedClientOf, type DbOrTx } from './database.ts';
import { closePglitePrepared, pglitePreparedRows } from './pglite-prepared.ts';

/** PostgreSQL's SQLSTATE for "cached plan must not change result type" (feature_not_supported). */
const STALE_PLAN_CODE = '0A000';

/** Whether `error` is PostgreSQL refusing a prepared statement whose result type changed under it. */
export function isStalePlanError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (code === STALE_PLAN_CODE && typeof message === 'string' && message.includes('cached plan must not change result type')) return true;
  // Drizzle wraps the driver's error ("Failed query: …") with the driver's as its cause.
  return cause !== undefined && cause !== error && isStalePlanError(cause);
}

interface Entry {
  text: string;
  /** Bumped when the statement must be prepared afresh (a stale plan): part of its name. */
  generation: number;
  /** Run as a named statement (not planned for its values on every run). */
  named: boolean;
  run: Run;
}

/** Runs a statement with its values, in the order of its parameters. */
type Run = (values: readonly unknown[]) => Promise<unknown[][]>;

export interface StatementCacheOptions {
  /** Prefix of the prepared statements' names, unique in the application. */
  name: string;
  /** Shapes kept per database handle; the oldest is forgotten past this (it is built again if met again). */
  maxShapes?: number;
}

/** A statement's parameters are Drizzle placeholders `p0`, `p1`, … given their values by name. */
const placeholderNames = (count: number) => Array.from({ length: count }, (_, index) => `p${index}`);
const byName = (values: readonly unknown[]) => Object.fromEntries(values.map((value, index) => [`p${index}`, value]));

function sameValues(left: readonly unknown[], right: readonly unknown[]): boolean {
  return left.length === right.length && left.every((value, index) => Object.is(value, right[index]));
}

export class StatementCache {
  private readonly byDb = new WeakMap<DbOrTx, Map<string, Entry>>();
  private readonly maxShapes: number;

  constructor(private readonly options: StatementCacheOptions) {
    this.maxShapes = options.maxShapes ?? 256;
  }

  /** The prepared statement's name for a text (a hash of it, so that a name always comes with the same text). */
  nameOf(text: string, generation = 0): string {
    return `${this.options.name}_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 20)}${generation ? `_${generation}` : ''}`;
  }

  /** How many shapes are kept for `db` (for tests). */
  size(db: DbOrTx): number {
    return this.byDb.get(db)?.size ?? 0;
  }

  /**
   * The rows (arrays of values in the statement's column order, parsed as Drizzle's driver parses
   * them) of the statement of shape `key` with `values`. `build` gives the full statement with
   * these same values the first time the shape is met; when its parameters are not exactly
   * `values` (the key does not describe the statement), it is run as built and not kept.
   * `named: false`: built once but sent unnamed, so PostgreSQL plans it for its values every time.
   */
  async rows(db: DbOrTx, key: string, values: readonly unknown[], build: () => Query, options: { named?: boolean } = {}): Promise<unknown[][]> {
    let entries = this.byDb.get(db);
    if (!entries) {
      entries = new Map();
      this.byDb.set(db, entries);
    }
    let entry = entries.get(key);
    if (!entry) {
      const query = build();
      if (!sameValues(query.params, values)) return this.prepare(db, query.sql, query.params.length, undefined)(query.params);
      entry = { text: query.sql, generation: 0, named: options.named !== false, run: this.prepare(db, query.sql, values.length, options.named === false ? undefined : this.nameOf(query.sql)) };
      if (entries.size >= this.maxShapes) this.forget(db, entries, entries.keys().next().value as string);
      entries.set(key, entry);
    }
    try {
      return await entry.run(values);
    } catch (error) {
      if (!isStalePlanError(error)) throw error;
      this.release(db, entry);
      entry.generation += 1;
      entry.run = this.prepare(db, entry.text, values.length, this.nameOf(entry.text, entry.generation));
      return entry.run(values);
    }
  }

  /** Forgets the shape `key` of `db`, and deallocates its statement on the embedded database. */
  private forget(db: DbOrTx, entries: Map<string, Entry>, key: string): void {
    const entry = entries.get(key);
    entries.delete(key);
    if (entry) this.release(db, entry);
  }

  /**
   * Deallocates the entry's named statement where this process keeps the only connection, the
   * embedded database; a PostgreSQL pool's connections keep theirs until they close, as
   * node-postgres does.
   */
  private release(db: DbOrTx, entry: Entry): void {
    const client = embeddedClientOf(db);
    if (client && entry.named) closePglitePrepared(client, this.nameOf(entry.text, entry.generation));
  }

  private prepare(db: DbOrTx, text: string, count: number, name: string | undefined): Run {
    const client = embeddedClientOf(db);
    if (client) return (values) => pglitePreparedRows(client, name ?? '', text, values);
    const prepared = db._.session.prepareQuery<{ execute: unknown[][]; all: unknown; values: unknown }>(
      { sql: text, params: placeholderNames(count).map((placeholder) => sql.placeholder(placeholder)) },
      undefined,
      name,
      true,
      (rows) => rows,
    );
    return (values) => prepared.execute(byName(values));
  }
}

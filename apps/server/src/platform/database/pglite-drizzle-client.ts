/**
 * The embedded database as Drizzle is handed it. Drizzle gives PGlite parsers of its own with
 * every query (the date and time types, and arrays of them, left as text for its columns to
 * decode), and PGlite merges them into a copy of its ~320 parsers each time: ~80 µs a query, a
 * tenth of a cheap list statement (docs/performance.md, "What we wrote instead of a library"). So that same set becomes the database's own parsers (`DRIZZLE_TEXT_PARSERS`, for
 * every query on it: these types come back as text on the embedded database, whoever asks), and
 * Drizzle's client drops it from each query it sends: the same values, without the copy. A query
 * given any other parsers keeps them.
 *
 * The type ids are those drizzle-orm/pglite's session passes (pglite-drizzle-client.test.ts checks
 * that the values come back as Drizzle would read them without this).
 */
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import type { DbOrTx } from './database.ts';

/** timestamp, timestamptz, interval, date, numeric[], timestamp[], timestamptz[], interval[], date[]. */
const DRIZZLE_TEXT_TYPE_IDS = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182] as const;

const asText = (value: string): string => value;

/** The parsers Drizzle gives each query, as the embedded database's own. */
export const DRIZZLE_TEXT_PARSERS: Readonly<Record<number, (value: string) => string>> = Object.fromEntries(DRIZZLE_TEXT_TYPE_IDS.map((id) => [id, asText]));

/** Whether `parsers` covers exactly Drizzle's text types (its functions leave values as text, as ours do). */
function isDrizzleTextSet(parsers: QueryOptions['parsers']): boolean {
  if (!parsers) return false;
  const ids = Object.keys(parsers);
  return ids.length === DRIZZLE_TEXT_TYPE_IDS.length && DRIZZLE_TEXT_TYPE_IDS.every((id) => Object.hasOwn(parsers, id));
}

/** `options` without Drizzle's parsers, which the database already has as its own. */
export function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options || !isDrizzleTextSet(options.parsers)) return options;
  const { parsers: _given, ...rest } = options;
  return rest;
}

type Query = Transaction['query'];

/** The handles given to Drizzle here: the database's own and each transaction's. */
const handedToDrizzle = new WeakSet<object>();

/**
 * What a Drizzle handle of the embedded database runs its statements on (the database, or the
 * PGlite transaction of a transaction's handle), for a statement Drizzle cannot send: a COPY from
 * a blob (copy-rows.ts). Undefined for any other handle (PostgreSQL), and should Drizzle's session
 * ever keep its client elsewhere (copy-rows.test.ts checks that the embedded database finds one).
 */
export function pgliteQueriesOf(db: DbOrTx): Pick<Transaction, 'query' | 'exec'> | undefined {
  const client: unknown = Reflect.get(db._.session, 'client');
  return typeof client === 'object' && client !== null && handedToDrizzle.has(client) ? (client as Pick<Transaction, 'query' | 'exec'>) : undefined;
}

/** `target` with its `query` dropping Drizzle's parsers (methods called on `target` itself: PGlite keeps private fields). */
function dropsDrizzleParsers<T extends { query: Query }>(target: T, overrides: Partial<Record<keyof T, unknown>> = {}): T {
  const query: Query = (text, params, options) => target.query(text, params, withoutDrizzleParsers(options));
  const handle = new Proxy(target, {
    get(object, property) {
      if (property === 'query') return query;
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof T];
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
  handedToDrizzle.add(handle);
  return handle;
}

/**
 * The client for Drizzle: `client`, given DRIZZLE_TEXT_PARSERS as its own (after it opened: it
 * makes its array types' parsers then), its queries and its transactions' sent without them.
 */
export function drizzleClient(client: PGlite): PGlite {
  Object.assign(client.parsers, DRIZZLE_TEXT_PARSERS);
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) => client.transaction((tx) => callback(dropsDrizzleParsers(tx)));
  return dropsDrizzleParsers(client, { transaction });
}

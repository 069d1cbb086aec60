/**
 * How runList runs a list's statements (list-query.ts, listStatements): through Drizzle's builders
 * as built for the request, or — for a source that asks for it (`ListSource.prepared`) — each
 * statement built once per shape and run prepared (platform/database/statement-cache.ts). The
 * shape's key is the SQL text of the statement's WHERE and ORDER BY alone, which Drizzle renders
 * without the columns and joins; the values are the same parameters in the same order. A request
 * asked again with the same plan and query reuses its shapes' keys and values without building
 * anything (rememberedRequest).
 */
import { sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../database/database.ts';
import { selectionRows, type ColumnSelection } from '../database/selection-rows.ts';
import { StatementCache } from '../database/statement-cache.ts';
import { estimateCount, explainedCount, type CountEstimate } from './list-estimate.ts';
import type { ListStatements, ValidatedListQuery } from './list-query.ts';

/** A list's statements, each run when called. */
export interface ListRunner<Row> {
  page(): PromiseLike<Row[]>;
  /** The bounded walk's page (plans with a boundedWalk, word searches only). */
  walked: (() => PromiseLike<Row[]>) | undefined;
  sorted(): PromiseLike<Row[]>;
  /** The exact count. */
  count(): Promise<number>;
  /** The planner's estimate of the count: its rows and its cost. */
  estimate(): Promise<CountEstimate>;
  /** A word search estimated to at most this many matches reads them all and sorts them (ListStatements.sortUpTo). */
  sortUpTo: number;
  /** The search names one record exactly (ListConditions.exact). */
  exact: boolean;
}

/** A source's statements built once per shape and run prepared: the columns its `rows` select selects (the same object), and the prefix of its statements' names, unique in the application. */
export interface PreparedList {
  name: string;
  columns: ColumnSelection;
}

export function directRunner<Row>(db: DbOrTx, statements: ListStatements<Row>): ListRunner<Row> {
  const { walked } = statements;
  return {
    page: statements.page,
    walked,
    sorted: statements.sorted,
    count: async () => {
      const [row] = await statements.counted;
      return row?.total ?? 0;
    },
    estimate: () => estimateCount(db, statements.counted),
    sortUpTo: statements.sortUpTo,
    exact: statements.conditions.exact,
  };
}

/** A statement's shape: its key in the statement cache and its values in the order of its parameters. */
interface Shape {
  key: string;
  values: unknown[];
  /** The limit, written into the statement's text instead of sent as its last value (withLimitWritten). */
  limit?: number;
}

/** The statements a request may run, by kind. */
type ShapeKind = 'page' | 'walked' | 'sorted' | 'count' | 'estimate';

/**
 * What is remembered of a request: the same for the same plan and query. Each statement's shape is
 * worked out when the request first runs that statement (a first page never needs its sorted
 * matches' shape, for instance).
 */
interface RememberedRequest {
  /** The search is a word search (its sorted matches are planned for their words every time). */
  words: boolean;
  exact: boolean;
  sortUpTo: number;
  /** The request has a bounded walk (a word search of a plan with one). */
  walks: boolean;
  shapes: Map<ShapeKind, Shape>;
}

/**
 * Requests remembered per plan (by their validated query), so that a list asked again as before —
 * the default first page, a refresh, paging back — skips building its SQL objects and rendering
 * its shapes' keys (~0.1 ms; docs/performance.md "Cards list"). Only the statements'
 * keys and values are remembered, never rows: every request still runs its statements.
 */
const REMEMBERED_REQUESTS = 500;

const dialect = new PgDialect();

interface SourceCache {
  statements: StatementCache;
  row: (values: unknown[]) => unknown;
  /** Per plan object (a plan is immutable: its filters depend only on what it was built with). */
  requests: WeakMap<object, Map<string, RememberedRequest>>;
}

const caches = new WeakMap<PreparedList, SourceCache>();

function sourceCache(prepared: PreparedList): SourceCache {
  let cache = caches.get(prepared);
  if (!cache) {
    cache = { statements: new StatementCache({ name: prepared.name }), row: selectionRows(prepared.columns), requests: new WeakMap() };
    caches.set(prepared, cache);
  }
  return cache;
}

/**
 * The shape's key and values of a statement made of `where`, `orderBy` and then `trailing` values
 * (limit, offset). A page whose only value is its limit (no filter, no search, the first page: the
 * list as the panel first shows it) has the limit written into its text: PostgreSQL then plans it
 * once per connection (its generic plan is the plan for any request of that shape) instead of on
 * every request (~0.25 ms; docs/performance.md "Cards list"). With any other value the
 * limit stays a parameter, which keeps each execution planned for its values: a generic plan,
 * planned for none of them, could suit some filters' values badly.
 */
function shapeOf(kind: string, where: SQL | undefined, orderBy: SQL[] | undefined, trailing: number[]): Shape {
  const query = dialect.sqlToQuery(sql`${where ?? sql``}${orderBy ? sql` order by ${sql.join(orderBy, sql`, `)}` : sql``}`);
  const [limit] = trailing;
  if (orderBy && query.params.length === 0 && trailing.length === 1 && limit !== undefined) return { key: `${kind}:limit ${limit}:${query.sql}`, values: [], limit };
  return { key: `${kind}:${trailing.length}:${query.sql}`, values: [...query.params, ...trailing] };
}

const LAST_LIMIT = / limit \$(\d+)$/;

/** `query` with its limit — its last parameter, `limit` — written into its text; as it is if it does not end so. */
export function withLimitWritten(query: Query, limit: number): Query {
  const match = LAST_LIMIT.exec(query.sql);
  if (!match || !Number.isInteger(limit) || Number(match[1]) !== query.params.length || query.params.at(-1) !== limit) return query;
  return { sql: `${query.sql.slice(0, match.index)} limit ${limit}`, params: query.params.slice(0, -1) };
}

/** The shape of the request's statement of `kind`. */
function shapeFor<Row>(kind: ShapeKind, statements: ListStatements<Row>): Shape {
  const { where, orderBy, sortedOrderBy, walkedWhere, deepWhere, limit, offset } = statements.parts;
  // Drizzle writes `limit $n` always and `offset $n` only when the offset is not 0.
  const paging = offset ? [limit, offset] : [limit];
  switch (kind) {
    case 'page':
      // A deferred join's ids (ListSource.deepPage) hold the offset: its key tells it from a page read whole.
      return deepWhere ? shapeOf('deep', deepWhere, orderBy, [limit]) : shapeOf(kind, where, orderBy, paging);
    case 'walked':
      return shapeOf(kind, walkedWhere, orderBy, paging);
    case 'sorted':
      return shapeOf(kind, where, sortedOrderBy, paging);
    case 'count':
    case 'estimate':
      return shapeOf(kind, where, undefined, []);
  }
}

/** The request, remembered for its plan and query (from its statements the first time it is met). */
function rememberedRequest<Row>(cache: SourceCache, plan: object, query: ValidatedListQuery, statements: () => ListStatements<Row>): RememberedRequest {
  let requests = cache.requests.get(plan);
  if (!requests) {
    requests = new Map();
    cache.requests.set(plan, requests);
  }
  const key = JSON.stringify(query);
  let request = requests.get(key);
  if (!request) {
    const built = statements();
    request = { words: built.conditions.words, exact: built.conditions.exact, sortUpTo: built.sortUpTo, walks: built.walked !== undefined && built.parts.walkedWhere !== undefined, shapes: new Map() };
    if (requests.size >= REMEMBERED_REQUESTS) requests.delete(requests.keys().next().value as string);
    requests.set(key, request);
  }
  return request;
}

/** The bounded walk's statement of a request remembered with one (the same plan and query: it has one too). */
function walkedStatement<Row>(statements: ListStatements<Row>) {
  if (!statements.walked) throw new Error('A remembered request has a bounded walk its statements lack');
  return statements.walked();
}

/** How many shapes of `list` are kept for `db` (for tests). */
export function preparedShapeCount(list: PreparedList, db: DbOrTx): number {
  return caches.get(list)?.statements.size(db) ?? 0;
}

/**
 * A prepared source's runner for `plan` and `query`. `build` makes the request's statements; it is
 * called only when the request or one of its shapes is met for the first time.
 */
export function preparedRunner<Row>(db: DbOrTx, prepared: PreparedList, plan: object, query: ValidatedListQuery, build: () => ListStatements<Row>): ListRunner<Row> {
  const cache = sourceCache(prepared);
  let built: ListStatements<Row> | undefined;
  const statements = () => (built ??= build());
  const request = rememberedRequest(cache, plan, query, statements);
  const shape = (kind: ShapeKind) => {
    let known = request.shapes.get(kind);
    if (!known) {
      known = shapeFor(kind, statements());
      request.shapes.set(kind, known);
    }
    return known;
  };
  const rows = async (kind: ShapeKind, statement: (from: ListStatements<Row>) => { toSQL(): Query }, named = true) => {
    const { key, values, limit } = shape(kind);
    const text = () => {
      const built = statement(statements()).toSQL();
      return limit === undefined ? built : withLimitWritten(built, limit);
    };
    return (await cache.statements.rows(db, key, values, text, { named })).map((row) => cache.row(row) as Row);
  };
  const counted = (kind: 'count' | 'estimate') => {
    const { key, values } = shape(kind);
    return cache.statements.rows(db, key, values, () => {
      const built = statements().counted.toSQL();
      return kind === 'estimate' ? { sql: `explain (format json) ${built.sql}`, params: built.params } : built;
    });
  };
  return {
    page: () => rows('page', (from) => from.page()),
    walked: request.walks ? () => rows('walked', walkedStatement) : undefined,
    // A word search's matches, sorted, are planned for their words each time: PostgreSQL's generic
    // plan reads the trigram index whatever the words, even one too short for it (every row a
    // candidate), where the plan for the words themselves scans the table.
    sorted: () => rows('sorted', (from) => from.sorted(), !request.words),
    count: async () => Number((await counted('count'))[0]?.[0] ?? 0),
    estimate: async () => explainedCount((await counted('estimate'))[0]?.[0]),
    sortUpTo: request.sortUpTo,
    exact: request.exact,
  };
}

/**
 * How runList runs a list's statements (list-query.ts, listStatements): through Drizzle's builders
 * as built for the request, or — for a source that asks for it (`ListSource.prepared`) — each
 * statement built once per shape and run prepared (platform/database/statement-cache.ts). The
 * shape's key is the SQL text of the statement's WHERE and ORDER BY alone, which Drizzle renders
 * without the columns and joins; the values are the same parameters in the same order. A request
 * asked again with the same plan and query reuses its shapes' keys and values without building
 * anything (requestShapes).
 */
import { sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../database/database.ts';
import { selectionRows, type ColumnSelection } from '../database/selection-rows.ts';
import { StatementCache } from '../database/statement-cache.ts';
import { estimateRows, explainedRows } from './list-estimate.ts';
import type { ListStatements, ValidatedListQuery } from './list-query.ts';

/** A list's statements, each run when called. */
export interface ListRunner<Row> {
  page(): PromiseLike<Row[]>;
  /** The bounded walk's page (plans with a boundedWalk, word searches only). */
  walked: (() => PromiseLike<Row[]>) | undefined;
  sorted(): PromiseLike<Row[]>;
  /** The exact count. */
  count(): Promise<number>;
  /** The planner's estimate of the count. */
  estimate(): Promise<number>;
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
    estimate: () => estimateRows(db, statements.counted),
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

/** What a request's statements come to once reduced to their shapes: the same for the same plan and query. */
interface RequestShapes {
  page: Shape;
  walked: Shape | undefined;
  sorted: Shape;
  count: Shape;
  estimate: Shape;
  /** The search is a word search (its sorted matches are planned for their words every time). */
  words: boolean;
  exact: boolean;
  sortUpTo: number;
}

/**
 * Requests remembered per plan (by their validated query), so that a list asked again as before —
 * the default first page, a refresh, paging back — skips building its SQL objects and rendering
 * its shapes' keys (~0.1 ms; docs/performance.md "Cards list", session 14). Only the statements'
 * keys and values are remembered, never rows: every request still runs its statements.
 */
const REMEMBERED_REQUESTS = 500;

const dialect = new PgDialect();

interface SourceCache {
  statements: StatementCache;
  row: (values: unknown[]) => unknown;
  /** Per plan object (a plan is immutable: its filters depend only on what it was built with). */
  requests: WeakMap<object, Map<string, RequestShapes>>;
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
 * every request (~0.25 ms; docs/performance.md "Cards list", session 14). With any other value the
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

function shapesOf<Row>(statements: ListStatements<Row>): RequestShapes {
  const { where, orderBy, sortedOrderBy, walkedWhere, limit, offset } = statements.parts;
  // Drizzle writes `limit $n` always and `offset $n` only when the offset is not 0.
  const paging = offset ? [limit, offset] : [limit];
  return {
    page: shapeOf('page', where, orderBy, paging),
    walked: statements.walked && walkedWhere ? shapeOf('walked', walkedWhere, orderBy, paging) : undefined,
    sorted: shapeOf('sorted', where, sortedOrderBy, paging),
    count: shapeOf('count', where, undefined, []),
    estimate: shapeOf('estimate', where, undefined, []),
    words: statements.conditions.words,
    exact: statements.conditions.exact,
    sortUpTo: statements.sortUpTo,
  };
}

/** The request's shapes, remembered for its plan and query (built from its statements the first time). */
function requestShapes<Row>(cache: SourceCache, plan: object, query: ValidatedListQuery, statements: () => ListStatements<Row>): RequestShapes {
  let requests = cache.requests.get(plan);
  if (!requests) {
    requests = new Map();
    cache.requests.set(plan, requests);
  }
  const key = JSON.stringify(query);
  let shapes = requests.get(key);
  if (!shapes) {
    shapes = shapesOf(statements());
    if (requests.size >= REMEMBERED_REQUESTS) requests.delete(requests.keys().next().value as string);
    requests.set(key, shapes);
  }
  return shapes;
}

/** The bounded walk's statement of a request whose shapes have one (the same plan and query: it has one too). */
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
  const shapes = requestShapes(cache, plan, query, statements);
  const rows = async (shape: Shape, statement: (from: ListStatements<Row>) => { toSQL(): Query }, named = true) => {
    const text = () => {
      const query = statement(statements()).toSQL();
      return shape.limit === undefined ? query : withLimitWritten(query, shape.limit);
    };
    return (await cache.statements.rows(db, shape.key, shape.values, text, { named })).map((values) => cache.row(values) as Row);
  };
  const counted = (shape: Shape, explain: boolean) =>
    cache.statements.rows(db, shape.key, shape.values, () => {
      const query = statements().counted.toSQL();
      return explain ? { sql: `explain (format json) ${query.sql}`, params: query.params } : query;
    });
  const { walked } = shapes;
  return {
    page: () => rows(shapes.page, (from) => from.page()),
    walked: walked ? () => rows(walked, walkedStatement) : undefined,
    // A word search's matches, sorted, are planned for their words each time: PostgreSQL's generic
    // plan reads the trigram index whatever the words, even one too short for it (every row a
    // candidate), where the plan for the words themselves scans the table.
    sorted: () => rows(shapes.sorted, (from) => from.sorted(), !shapes.words),
    count: async () => Number((await counted(shapes.count, false))[0]?.[0] ?? 0),
    estimate: async () => explainedRows((await counted(shapes.estimate, true))[0]?.[0]),
    sortUpTo: shapes.sortUpTo,
    exact: shapes.exact,
  };
}

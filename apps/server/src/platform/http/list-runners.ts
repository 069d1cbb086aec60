/**
 * How runList runs a list's statements (list-query.ts, listStatements): through Drizzle's builders
 * as built for the request, or — for a source that asks for it (`ListSource.prepared`) — each
 * statement built once per shape and run prepared (platform/database/statement-cache.ts). The
 * shape's key is the SQL text of the statement's WHERE and ORDER BY alone, which Drizzle renders
 * without the columns and joins; the values are the same parameters in the same order.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../database/database.ts';
import { selectionRows, type ColumnSelection } from '../database/selection-rows.ts';
import { StatementCache } from '../database/statement-cache.ts';
import { estimateRows, explainedRows } from './list-estimate.ts';
import type { ListStatements } from './list-query.ts';

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
  };
}

const dialect = new PgDialect();
const caches = new WeakMap<PreparedList, { statements: StatementCache; row: (values: unknown[]) => unknown }>();

/** The shape's key and values of a statement made of `where`, `orderBy` and then `trailing` values (limit, offset). */
function shapeOf(kind: string, where: SQL | undefined, orderBy: SQL[] | undefined, trailing: number[]) {
  const query = dialect.sqlToQuery(sql`${where ?? sql``}${orderBy ? sql` order by ${sql.join(orderBy, sql`, `)}` : sql``}`);
  return { key: `${kind}:${trailing.length}:${query.sql}`, values: [...query.params, ...trailing] };
}

/** How many shapes of `list` are kept for `db` (for tests). */
export function preparedShapeCount(list: PreparedList, db: DbOrTx): number {
  return caches.get(list)?.statements.size(db) ?? 0;
}

export function preparedRunner<Row>(db: DbOrTx, statements: ListStatements<Row>, prepared: PreparedList): ListRunner<Row> {
  let cache = caches.get(prepared);
  if (!cache) {
    cache = { statements: new StatementCache({ name: prepared.name }), row: selectionRows(prepared.columns) };
    caches.set(prepared, cache);
  }
  const { statements: shapes, row } = cache;
  const { where, orderBy, sortedOrderBy, walkedWhere, limit, offset } = statements.parts;
  const { walked } = statements;
  // Drizzle writes `limit $n` always and `offset $n` only when the offset is not 0.
  const paging = offset ? [limit, offset] : [limit];
  const rows = async (kind: string, filter: SQL | undefined, order: SQL[], build: () => { toSQL(): { sql: string; params: unknown[] } }, named = true) => {
    const shape = shapeOf(kind, filter, order, paging);
    return (await shapes.rows(db, shape.key, shape.values, () => build().toSQL(), { named })).map((values) => row(values) as Row);
  };
  const counted = (kind: 'count' | 'estimate') => {
    const shape = shapeOf(kind, where, undefined, []);
    return shapes.rows(db, shape.key, shape.values, () => {
      const query = statements.counted.toSQL();
      return kind === 'count' ? query : { sql: `explain (format json) ${query.sql}`, params: query.params };
    });
  };
  return {
    page: () => rows('page', where, orderBy, statements.page),
    walked: walked && walkedWhere ? () => rows('walked', walkedWhere, orderBy, walked) : undefined,
    // A word search's matches, sorted, are planned for their words each time: PostgreSQL's generic
    // plan reads the trigram index whatever the words, even one too short for it (every row a
    // candidate), where the plan for the words themselves scans the table.
    sorted: () => rows('sorted', where, sortedOrderBy, statements.sorted, !statements.conditions.words),
    count: async () => Number((await counted('count'))[0]?.[0] ?? 0),
    estimate: async () => explainedRows((await counted('estimate'))[0]?.[0]),
  };
}

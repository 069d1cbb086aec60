/**
 * One way to answer a list endpoint (docs/api.md "Conventions"): a validated `page/limit/search/sort/order`
 * plus filters becomes a parameterised Drizzle query over a source (columns and joins) with a
 * total, exact or estimated. Only what the endpoint
 * allow-lists can be sorted or filtered; anything else is a 400 naming the parameter, so no
 * client-chosen identifier ever reaches the SQL text.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { notAllowedMessage } from '@passdesk/contract/http/list-query';
import type { ListResult } from '@passdesk/contract/http/list';
import { runsConcurrently, type DbOrTx } from '../database/database.ts';
import { badRequest } from './errors.ts';
import type { CountEstimate } from './list-estimate.ts';
import { directRunner, preparedRunner, type ListRunner, type PreparedList } from './list-runners.ts';

export { countedRows, estimateCount, type CountEstimate, type PlanNode } from './list-estimate.ts';

/** A column or SQL expression to sort or search on. */
export type ListExpression = AnyColumn | SQL;

/** The base parameters every list query has after validation. */
export interface ValidatedListQuery {
  page: number;
  limit: number;
  search?: string;
  sort: string;
  order: 'asc' | 'desc';
  /** `exact`: the total is counted however many rows match (the follow-up of `exact_total_follows`). */
  count?: 'exact';
}

type FilterKeys<Q> = Exclude<keyof Q, keyof ValidatedListQuery>;

export interface ListPlan<Q extends ValidatedListQuery> {
  /** Allow-list: each sortable field name and the expression it sorts by. */
  sortable: Record<Q['sort'], ListExpression>;
  /** Columns the free-text search matches, case-insensitively. */
  searchable: readonly ListExpression[];
  /**
   * A search that names one record exactly (a whole card number) may be answered by this
   * condition instead of the word search: an equality on a unique index, not a trigram scan.
   * Returns undefined for any other search.
   */
  exactSearch?: (search: string) => SQL | undefined;
  /** Allow-list: each filter's condition for a given value. */
  filters: { [K in FilterKeys<Q>]-?: (value: Exclude<Q[K], undefined>) => SQL | undefined };
  /** A unique column added to every sort so that pages never overlap (usually the id). */
  tieBreaker: AnyColumn;
  /** Conditions the endpoint always applies (e.g. "not deleted"). */
  always?: SQL;
  /**
   * The exact total of a request whose conditions are all columns of counts the database keeps
   * (cards: `card_counts`, kept by triggers), read instead of counted or estimated; undefined for
   * a request it cannot answer (a search, a filter on another column). Exact at the cost of
   * summing a few thousand kept rows, so such a list never answers "about" (docs/api.md "Conventions").
   */
  keptTotal?: (query: Q) => KeptTotal | undefined;
  /**
   * For a large table searched by a trigram index (cards), so that runList answers a word search
   * without ever walking the whole sort index with the search as a filter (see searchPage).
   */
  boundedWalk?: BoundedWalk;
}

export interface BoundedWalk {
  /**
   * The ids of the first `take` rows among the first `walk` rows of the list's order that match
   * `search` (`filtered` holds the plan's fixed conditions and filters, not the search).
   */
  ids: (db: DbOrTx, filtered: SQL | undefined, search: SQL, orderBy: SQL[], walk: number, take: number) => SQLWrapper;
  /** Searches estimated to at most this many matches read them all and sort them (default SEARCH_SORT_UP_TO). */
  sortUpTo?: number;
  /** Rows of the order walked per row the page needs (default 100), and at least `minWalk` (default 1,000). */
  walkPerRow?: number;
  minWalk?: number;
}

const BASE_KEYS = new Set(['page', 'limit', 'search', 'sort', 'order', 'count']);
/** More words than this are ignored: each word costs a condition. */
const MAX_SEARCH_WORDS = 6;

/** Escapes LIKE's wildcards so a search for "50%" matches the text "50%". */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Every word of the search must appear in at least one searchable column. */
export function searchCondition(search: string | undefined, columns: readonly ListExpression[]): SQL | undefined {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0 || columns.length === 0) return undefined;
  return and(...words.map((word) => or(...columns.map((column) => ilike(column, `%${escapeLike(word)}%`)))));
}

/** A list's WHERE in its parts: the fixed conditions and filters, and the search (a word search, or the exact one). */
export interface ListConditions {
  filtered: SQL | undefined;
  search: SQL | undefined;
  /** The search is a word search (trigram-like), not the exact path. */
  words: boolean;
  /** The search names one record exactly (plan.exactSearch): the first page holds every match. */
  exact: boolean;
}

/** The WHERE clause of a list in its parts (listWhere joins them). Throws 400 for an unknown parameter. */
export function listConditions<Q extends ValidatedListQuery>(plan: ListPlan<Q>, query: Q): ListConditions {
  const search = query.search?.trim();
  const exact = search ? plan.exactSearch?.(search) : undefined;
  const wordSearch = exact ? undefined : searchCondition(search, plan.searchable);
  const conditions: Array<SQL | undefined> = [plan.always];
  const filters = plan.filters as Record<string, (value: unknown) => SQL | undefined>;
  for (const [key, value] of Object.entries(query)) {
    if (BASE_KEYS.has(key) || value === undefined) continue;
    const filter = filters[key];
    if (!filter) {
      const message = notAllowedMessage(key, Object.keys(filters));
      throw badRequest(message, { [key]: message });
    }
    conditions.push(filter(value));
  }
  return { filtered: and(...conditions), search: exact ?? wordSearch, words: wordSearch !== undefined, exact: exact !== undefined };
}

/** The statement reading a kept total: `select sum(…) as total from <kept counts> where …`. */
export type KeptTotal = (db: DbOrTx) => Statement<Array<{ total: number }>>;

/** The total a kept-total statement answers. */
async function readKept(db: DbOrTx, kept: KeptTotal): Promise<number> {
  const [row] = await kept(db);
  return Number(row?.total ?? 0);
}

/**
 * Each filter of a list as a condition on counts the database keeps, or null where the counts keep
 * no such column: typed over every filter of the list, so a new filter must say whether they can
 * answer it.
 */
export type KeptFilters<Q extends ValidatedListQuery> = { [K in FilterKeys<Q>]-?: ((value: Exclude<Q[K], undefined>) => SQL | undefined) | null };

/**
 * A ListPlan.keptTotal: for a request without a search whose filters are all in `filters`, their
 * conditions (and `always`, the list's fixed ones on the kept counts) summed by `total`.
 */
export function keptTotalOf<Q extends ValidatedListQuery>(
  filters: KeptFilters<Q>,
  always: SQL | undefined,
  total: (where: SQL | undefined) => KeptTotal,
): (query: Q) => KeptTotal | undefined {
  const kept = filters as Record<string, ((value: unknown) => SQL | undefined) | null | undefined>;
  return (query) => {
    if (query.search?.trim()) return undefined;
    const conditions: Array<SQL | undefined> = [always];
    for (const [key, value] of Object.entries(query)) {
      if (BASE_KEYS.has(key) || value === undefined) continue;
      const filter = kept[key];
      if (!filter) return undefined;
      conditions.push(filter(value));
    }
    return total(and(...conditions));
  };
}

/** Whether a request searches or applies a filter (its total is then always counted exactly). */
export function listIsNarrowed<Q extends ValidatedListQuery>(plan: ListPlan<Q>, query: Q): boolean {
  if (query.search?.trim()) return true;
  const filters = plan.filters as Record<string, ((value: unknown) => SQL | undefined) | undefined>;
  return Object.entries(query).some(([key, value]) => !BASE_KEYS.has(key) && value !== undefined && filters[key]?.(value) !== undefined);
}

/** The WHERE clause of a list: filters, search and the plan's fixed conditions. Throws 400 for an unknown parameter. */
export function listWhere<Q extends ValidatedListQuery>(plan: ListPlan<Q>, query: Q): SQL | undefined {
  const { filtered, search } = listConditions(plan, query);
  return and(filtered, search);
}

/**
 * ORDER BY for the requested sort, with the tie-breaker last. Throws 400 for a field outside the
 * allow-list. `indexed: false` orders the same way by an expression no index serves
 * (`coalesce(key, key)`), so the planner reads the matches first and sorts them (searchPage).
 */
export function listOrder<Q extends ValidatedListQuery>(plan: ListPlan<Q>, query: Q, options: { indexed?: boolean } = {}): SQL[] {
  const sortable = plan.sortable as Record<string, ListExpression>;
  if (!Object.hasOwn(sortable, query.sort)) {
    const message = notAllowedMessage('sort', Object.keys(sortable));
    throw badRequest(message, { sort: message });
  }
  const direction = query.order === 'desc' ? desc : asc;
  const key = sortable[query.sort] as ListExpression;
  return [direction(options.indexed === false ? sql`coalesce(${key}, ${key})` : key), direction(plan.tieBreaker)];
}

/** Where a row stands in a list's order: its sort key as text (null for a NULL key) and its tie-breaker. */
export interface KeysetPosition {
  key: string | null;
  id: number;
}

/** The list's sort key as text, to select beside each row so that the next batch starts after it. */
export function listSortKey<Q extends ValidatedListQuery>(plan: ListPlan<Q>, query: Q): SQL<string | null> {
  listOrder(plan, query); // the same allow-list check (400 for an unknown sort)
  return sql<string | null>`(${(plan.sortable as Record<string, ListExpression>)[query.sort]})::text`;
}

/**
 * The rows after `last` in the list's order (listOrder). PostgreSQL sorts NULL keys last going up
 * and first going down, so a NULL key is a position of its own.
 */
function listAfter<Q extends ValidatedListQuery>(plan: ListPlan<Q>, query: Q, last: KeysetPosition | undefined): SQL | undefined {
  if (!last) return undefined;
  const key = (plan.sortable as Record<string, ListExpression>)[query.sort] as ListExpression;
  const id = plan.tieBreaker;
  const up = query.order !== 'desc';
  if (last.key === null) return up ? sql`(${key} is null and ${id} > ${last.id})` : sql`((${key} is null and ${id} < ${last.id}) or ${key} is not null)`;
  // A row comparison is one index range scan on (key, id).
  return up ? sql`((${key}, ${id}) > (${last.key}, ${last.id}) or ${key} is null)` : sql`(${key}, ${id}) < (${last.key}, ${last.id})`;
}

/**
 * Every row of a list in its order, read in keyset batches for exports: each batch starts where
 * the last one ended (listAfter), so the cost of a batch does not grow with its depth as OFFSET's
 * does. `read(after, limit)` runs the list's query with `after` added to its WHERE.
 */
export async function* keysetRows<Q extends ValidatedListQuery, R>(
  plan: ListPlan<Q>,
  query: Q,
  batchSize: number,
  read: (after: SQL | undefined, limit: number) => Promise<R[]>,
  positionOf: (row: R) => KeysetPosition,
): AsyncGenerator<R> {
  let last: KeysetPosition | undefined;
  for (;;) {
    const rows = await read(listAfter(plan, query, last), batchSize);
    yield* rows;
    const end = rows.at(-1);
    if (!end || rows.length < batchSize) return;
    last = positionOf(end);
  }
}

/** A list's select with its sort key selected, before WHERE, ORDER BY and LIMIT are added. */
export interface KeysetSelect<R> {
  where(where: SQL | undefined): { orderBy(...orderBy: SQL[]): { limit(limit: number): PromiseLike<R[]> } };
}

/**
 * Every row matching a list's search and filters, in its order, for an export (no page):
 * `select(sortKey)` is the list's select with `sort_key: sortKey` among its columns, read by
 * keysetRows in batches.
 */
export function listExportRows<Q extends ValidatedListQuery, R>(
  plan: ListPlan<Q>,
  query: Q,
  batchSize: number,
  select: (sortKey: SQL<string | null>) => KeysetSelect<R>,
  positionOf: (row: R) => KeysetPosition,
): AsyncGenerator<R> {
  const listQuery = { ...query, page: 1, limit: batchSize };
  const where = listWhere(plan, listQuery);
  const orderBy = listOrder(plan, listQuery);
  const sortKey = listSortKey(plan, listQuery);
  return keysetRows(plan, listQuery, batchSize, (after, limit) => Promise.resolve(select(sortKey).where(and(where, after)).orderBy(...orderBy).limit(limit)), positionOf);
}

/**
 * How a list's total is counted. `exact` counts every match in the answer. `estimated` asks the
 * planner first (EXPLAIN: no row is read; the table's statistics) for the rows a count would count
 * and what counting them would cost:
 * - an unfiltered list the planner expects above `exactUpTo` rows answers that estimate with
 *   `total_is_estimate: true` (the panel says "about": counting a million rows exactly costs more
 *   than the page itself);
 * - any other list's total is exact: counted in the answer when the planner expects at most
 *   `exactUpTo` rows and a cost of at most `countCostUpTo`; else the rows come first with the
 *   estimate, `total_is_estimate: true` and `exact_total_follows: true`, and the same request with
 *   `count=exact` counts them (staff read those totals as answers, and the planner's guess for a
 *   combination of conditions can be far off; a search with thousands of matches takes longer to
 *   count than to page).
 * `subset`: the plan's fixed conditions pick a part of the table (expired cards, deleted ones), so
 * the list is counted as a filtered one even unfiltered. `exactUpTo` is EXACT_TOTAL_UP_TO and
 * `countCostUpTo` COUNT_COST_IN_ANSWER_UP_TO but in tests.
 */
export type CountStrategy = { kind: 'exact' } | { kind: 'estimated'; exactUpTo: number; subset?: boolean; countCostUpTo?: number };

/**
 * The planner's cost (its units: a page read in sequence is 1) up to which a list's exact count is
 * run inside the page's own answer; a dearer count follows the rows (CountStrategy). Measured on
 * 1,000,000 cards (docs/performance.md "Cards list"): counts planned under this take a few
 * milliseconds, a word search's thousands of matches (planned far above it) hundreds.
 */
export const COUNT_COST_IN_ANSWER_UP_TO = 5_000;

/** A Drizzle statement: run by awaiting it, its SQL text by toSQL(). */
export type Statement<T> = PromiseLike<T> & SQLWrapper & { toSQL(): { sql: string; params: unknown[] } };

/** The page's select once WHERE, ORDER BY, LIMIT and OFFSET are added (a Drizzle select builder). */
interface RowsQuery<Row> {
  where(where: SQL | undefined): { orderBy(...orderBy: SQL[]): { limit(limit: number): { offset(offset: number): Statement<Row[]> } } };
}

/** The total's select once WHERE is added: `select count(*) from … [joins]`. */
interface CountQuery {
  where(where: SQL | undefined): Statement<Array<{ total: number }>>;
}

/** Where a list's rows come from: the select with its columns and joins, and what its total counts. */
export interface ListSource<Row> {
  /** `(db) => db.select(columns).from(table).leftJoin(…)`. */
  rows(db: DbOrTx): RowsQuery<Row>;
  /** `(db) => db.select({ total: count() }).from(table)`, with only the joins the filters need. */
  count(db: DbOrTx): CountQuery;
  /** Exact unless said otherwise. */
  total?: CountStrategy;
  /** Each statement built once per shape and run prepared (list-runners.ts): for a hot list. */
  prepared?: PreparedList;
  /**
   * `(db) => db.select({ id: table.id }).from(table)`, the tie-breaker alone, for a source whose
   * filters and order need none of its joins: a page past the first is then read as a deferred
   * join, the page's ids first (ordered, skipped and limited as the page) and then only its own
   * rows with their columns and joins. An index holding the order and the list's fixed conditions
   * answers those ids alone, never reading the rows it skips from the table.
   */
  deepPage?: (db: DbOrTx) => RowsQuery<unknown>;
}

/** A list over one table's rows, as its select model. */
export function tableSource<T extends PgTable>(table: T, total?: CountStrategy): ListSource<T['$inferSelect']> {
  return {
    // Drizzle cannot infer a select's row type through a generic table; the rows are the table's select model.
    rows: (db) => db.select().from(table as PgTable) as unknown as RowsQuery<T['$inferSelect']>,
    count: (db) => db.select({ total: count() }).from(table as PgTable),
    total,
  };
}

/**
 * A word search whose matches the planner estimates at most this many is answered by reading them
 * all through the search index and sorting them; its exact total costs about as much, so it is
 * counted exactly up to here too.
 */
export const SEARCH_SORT_UP_TO = 2_000;

/** The statements a list can be answered with, for runList and for a bench that runs the same SQL. */
export interface ListStatements<Row> {
  conditions: ListConditions;
  /** The parts the statements are made of (a prepared list's shape key and values, list-runners.ts). */
  parts: { where: SQL | undefined; orderBy: SQL[]; sortedOrderBy: SQL[]; walkedWhere: SQL | undefined; deepWhere: SQL | undefined; limit: number; offset: number };
  /** A word search estimated to at most this many matches reads them all and sorts them (BoundedWalk). */
  sortUpTo: number;
  /** The page in the list's order, as the planner likes (any index); past the first page of a source with `deepPage`, its ids first. */
  page: () => Statement<Row[]>;
  /** The page among the first matches of a bounded walk of the order (plan.boundedWalk), or undefined without one. */
  walked: (() => Statement<Row[]>) | undefined;
  /** The page with the matches read first and sorted (an order no index serves). */
  sorted: () => Statement<Row[]>;
  /** `select count(*) … where …`: counted, or explained for the planner's estimate. */
  counted: Statement<Array<{ total: number }>>;
}

export function listStatements<Row, Q extends ValidatedListQuery>(db: DbOrTx, source: ListSource<Row>, plan: ListPlan<Q>, query: Q): ListStatements<Row> {
  const conditions = listConditions(plan, query);
  const where = and(conditions.filtered, conditions.search);
  const orderBy = listOrder(plan, query);
  const offset = (query.page - 1) * query.limit;
  const select = (filter: SQL | undefined, order: SQL[]) => source.rows(db).where(filter).orderBy(...order).limit(query.limit).offset(offset);
  const take = offset + query.limit;
  const { boundedWalk } = plan;
  const { search } = conditions;
  const walk = Math.max(boundedWalk?.minWalk ?? 1_000, (boundedWalk?.walkPerRow ?? 100) * take);
  const walkedWhere = boundedWalk && search && conditions.words ? sql`${plan.tieBreaker} in (${boundedWalk.ids(db, conditions.filtered, search, orderBy, walk, take)})` : undefined;
  const sortedOrderBy = listOrder(plan, query, { indexed: false });
  const deepWhere = source.deepPage && offset > 0 ? sql`${plan.tieBreaker} in (${source.deepPage(db).where(where).orderBy(...orderBy).limit(query.limit).offset(offset)})` : undefined;
  return {
    conditions,
    parts: { where, orderBy, sortedOrderBy, walkedWhere, deepWhere, limit: query.limit, offset },
    sortUpTo: boundedWalk?.sortUpTo ?? SEARCH_SORT_UP_TO,
    // (Drizzle writes no offset of 0.)
    page: () => (deepWhere ? source.rows(db).where(deepWhere).orderBy(...orderBy).limit(query.limit).offset(0) : select(where, orderBy)),
    walked: walkedWhere ? () => select(walkedWhere, orderBy) : undefined,
    sorted: () => select(where, sortedOrderBy),
    // Built when asked: a prepared list (list-runners.ts) builds it only for a shape it has not met.
    get counted() {
      return source.count(db).where(where);
    },
  };
}

/**
 * A word search's page (plans with a boundedWalk). Left to itself, the planner walks the sort
 * index with the search as a filter whenever it expects many matches, and when the words are
 * common but never together that walk reads the whole table (docs/performance.md: 11.9 s on
 * PGlite for "priya sharma"). So: a search estimated to few matches reads them by the search index
 * and sorts them; a common one walks at most a bounded stretch of the order, and only when that
 * stretch holds too few matches are the matches read and sorted (then there are few of them).
 */
async function searchPage<Row>(runner: ListRunner<Row>, walked: () => PromiseLike<Row[]>, sortUpTo: number, estimate: number, limit: number): Promise<Row[]> {
  if (estimate > sortUpTo) {
    const rows = await walked();
    if (rows.length === limit) return rows;
  }
  return runner.sorted();
}

/**
 * Runs a list: the page of rows (the source's columns and joins) and the total that match, read
 * from kept counts when the plan can (ListPlan.keptTotal), else counted as the source says. Rows
 * come back as the source selects them; the endpoint maps them to its answer shape. `total_is_estimate` is in the answer only when the total is an estimate. On a
 * PostgreSQL pool the page and the planner's estimate are asked at once, on two connections.
 */
export async function runList<Row, Q extends ValidatedListQuery>(db: DbOrTx, source: ListSource<Row>, plan: ListPlan<Q>, query: Q): Promise<ListResult<Row>> {
  const { prepared } = source;
  const runner = prepared ? preparedRunner(db, prepared, plan, query, () => listStatements(db, source, plan, query)) : directRunner(db, listStatements(db, source, plan, query));
  const strategy = source.total ?? { kind: 'exact' };
  const exactAsked = query.count === 'exact';
  const narrowed = strategy.kind === 'estimated' && (strategy.subset === true || listIsNarrowed(plan, query));
  const walked = strategy.kind === 'estimated' ? runner.walked : undefined;
  const kept = plan.keptTotal?.(query);
  let rows: Row[];
  let estimate: CountEstimate | undefined;
  let keptTotal: number | undefined;
  if (walked) {
    estimate = await runner.estimate();
    rows = await searchPage(runner, walked, runner.sortUpTo, estimate.rows, query.limit);
  } else if (kept && runsConcurrently(db)) {
    [rows, keptTotal] = await Promise.all([runner.page(), readKept(db, kept)]);
  } else if (strategy.kind === 'estimated' && !narrowed && !exactAsked && runsConcurrently(db)) {
    // (A filtered list's first page is often its whole answer: its estimate waits for the page.)
    [rows, estimate] = await Promise.all([runner.page(), runner.estimate()]);
  } else {
    rows = await runner.page();
  }
  const offset = (query.page - 1) * query.limit;
  let total: number;
  let estimated = false;
  let follows = false;
  if (query.page === 1 && rows.length < query.limit) {
    // A first page shorter than the limit holds every match: its length is the total, no count needed.
    total = rows.length;
  } else if (kept) {
    total = keptTotal ?? (await readKept(db, kept));
  } else if (strategy.kind === 'estimated' && !exactAsked) {
    estimate ??= await runner.estimate();
    const few = estimate.rows <= strategy.exactUpTo;
    if (few && estimate.cost <= (strategy.countCostUpTo ?? COUNT_COST_IN_ANSWER_UP_TO)) {
      total = await runner.count();
    } else {
      total = estimate.rows;
      estimated = true;
      // Only a large unfiltered list keeps its estimate as the answer (CountStrategy).
      follows = narrowed || few;
    }
  } else {
    total = await runner.count();
  }
  // An estimate never claims fewer rows than the pages already shown.
  const shown = offset + rows.length;
  if (!estimated) return { items: rows, total, page: query.page, limit: query.limit };
  return { items: rows, total: Math.max(total, shown), total_is_estimate: true, ...(follows ? { exact_total_follows: true } : {}), page: query.page, limit: query.limit };
}

/** Filter helpers for the common cases. */
export const filters = {
  /** Exact match on a value from an enum (status...). */
  equals:
    (column: AnyColumn) =>
    (value: string | number): SQL =>
      eq(column, value),
  /** Case-insensitive "contains" on a text column. */
  contains:
    (column: ListExpression) =>
    (value: string): SQL | undefined =>
      value.trim() ? ilike(column, `%${escapeLike(value.trim())}%`) : undefined,
};

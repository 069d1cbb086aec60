/**
 * One way to answer a list endpoint (API.md "Lists"): a validated `page/limit/search/sort/order`
 * plus filters becomes a parameterised Drizzle query with a total count. Only what the endpoint
 * allow-lists can be sorted or filtered; anything else is a 400 naming the parameter, so no
 * client-chosen identifier ever reaches the SQL text.
 */
import { and, asc, count, desc, eq, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { notAllowedMessage } from '@passdesk/contract/http/list-query';
import type { ListResult } from '@passdesk/contract/http/list';
import type { DbOrTx } from '../database/database.ts';
import { badRequest } from './errors.ts';

/** A column or SQL expression to sort or search on. */
export type ListExpression = AnyColumn | SQL;

/** The base parameters every list query has after validation. */
export interface ValidatedListQuery {
  page: number;
  limit: number;
  search?: string;
  sort: string;
  order: 'asc' | 'desc';
}

type FilterKeys<Q> = Exclude<keyof Q, keyof ValidatedListQuery>;

export interface ListPlan<Q extends ValidatedListQuery> {
  /** Allow-list: each sortable field name and the expression it sorts by. */
  sortable: Record<Q['sort'], ListExpression>;
  /** Columns the free-text search matches, case-insensitively. */
  searchable: readonly ListExpression[];
  /** Allow-list: each filter's condition for a given value. */
  filters: { [K in FilterKeys<Q>]-?: (value: Exclude<Q[K], undefined>) => SQL | undefined };
  /** A unique column added to every sort so that pages never overlap (usually the id). */
  tieBreaker: AnyColumn;
  /** Conditions the endpoint always applies (e.g. "not deleted"). */
  always?: SQL;
}

const BASE_KEYS = new Set(['page', 'limit', 'search', 'sort', 'order']);
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

/** The WHERE clause of a list: filters, search and the plan's fixed conditions. Throws 400 for an unknown parameter. */
export function listWhere<Q extends ValidatedListQuery>(plan: ListPlan<Q>, query: Q): SQL | undefined {
  const conditions: Array<SQL | undefined> = [plan.always, searchCondition(query.search, plan.searchable)];
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
  return and(...conditions);
}

/** ORDER BY for the requested sort, with the tie-breaker last. Throws 400 for a field outside the allow-list. */
export function listOrder<Q extends ValidatedListQuery>(plan: ListPlan<Q>, query: Q): SQL[] {
  const sortable = plan.sortable as Record<string, ListExpression>;
  if (!Object.hasOwn(sortable, query.sort)) {
    const message = notAllowedMessage('sort', Object.keys(sortable));
    throw badRequest(message, { sort: message });
  }
  const direction = query.order === 'desc' ? desc : asc;
  return [direction(sortable[query.sort] as ListExpression), direction(plan.tieBreaker)];
}

/**
 * Runs a list over one table: the page of rows and the total that match. Rows come back as the
 * table's select model; the endpoint maps them to its answer shape.
 */
export async function runList<T extends PgTable, Q extends ValidatedListQuery>(
  db: DbOrTx,
  table: T,
  plan: ListPlan<Q>,
  query: Q,
): Promise<ListResult<T['$inferSelect']>> {
  const where = listWhere(plan, query);
  const orderBy = listOrder(plan, query);
  const offset = (query.page - 1) * query.limit;
  // Drizzle cannot infer a select's row type through a generic table; the rows are the table's select model.
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset(offset)) as T['$inferSelect'][];
  // A first page shorter than the limit holds every match: its length is the total, no count needed.
  const total =
    query.page === 1 && rows.length < query.limit
      ? rows.length
      : ((await db.select({ total: count() }).from(table as PgTable).where(where))[0]?.total ?? 0);
  return { items: rows, total, page: query.page, limit: query.limit };
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

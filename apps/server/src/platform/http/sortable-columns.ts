/**
 * The sort allow-list of a list plan (`ListPlan.sortable`, list-query.ts) for the fields that are
 * a table's own columns under the same name: `caseless` ones sort by `lower(column)` (names,
 * codes), `plain` ones by the column. Fields sorted by anything else are added beside it.
 */
import { getTableColumns, sql, type Table } from 'drizzle-orm';
import type { ListExpression } from './list-query.ts';

export function sortableColumns<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  fields: { caseless?: readonly K[]; plain?: readonly K[] },
): Record<K, ListExpression> {
  const columns = getTableColumns(table);
  const sortable = {} as Record<K, ListExpression>;
  for (const name of fields.caseless ?? []) sortable[name] = sql`lower(${columns[name]})`;
  for (const name of fields.plain ?? []) sortable[name] = columns[name] as ListExpression;
  return sortable;
}

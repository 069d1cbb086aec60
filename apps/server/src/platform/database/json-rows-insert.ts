/**
 * Many rows into one table by one statement with one parameter: the rows as a JSON array, turned
 * back into rows by `json_to_recordset`, which reads the text as it goes (`jsonb_to_recordset`
 * first builds the whole array as jsonb). Drizzle's multi-row insert binds every value as a
 * parameter of its own (30,000 for 1,000 cards) and builds each one in JavaScript; for the demo
 * cards that cost more than the database's own work (docs/performance.md "Start-up"). The same
 * statement on PGlite and PostgreSQL. Every row must give the same columns (the first row's);
 * a column left out takes its default, as in any insert.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database.ts';
import { rowsOf } from './rows.ts';

const JSON_COLUMNS = new Set(['PgJson', 'PgJsonb']);

/** A value as it goes into the JSON: the column's own conversion (a Date to text…), JSON as it is. */
function jsonValueOf(column: PgColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return JSON_COLUMNS.has(column.columnType) ? value : column.mapToDriverValue(value);
}

/**
 * Inserts `rows` into `table` and answers the `returning` columns of each inserted row (by the
 * database's column names), in no promised order: match them on a unique column.
 */
export async function insertJsonRows<Table extends PgTable, Returned extends Record<string, unknown> = Record<string, never>>(
  db: DbOrTx,
  table: Table,
  rows: ReadonlyArray<Table['$inferInsert']>,
  returning: ReadonlyArray<keyof Table['$inferSelect'] & string> = [],
): Promise<Returned[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first).filter((key) => columns[key] !== undefined);
  const given = keys.map((key) => columns[key] as PgColumn);
  const json = JSON.stringify(
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      const values = row as Record<string, unknown>;
      for (const [index, key] of keys.entries()) record[(given[index] as PgColumn).name] = jsonValueOf(given[index] as PgColumn, values[key]);
      return record;
    }),
  );
  const names = sql.join(given.map((column) => sql.identifier(column.name)), sql`, `);
  const shape = sql.join(given.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`), sql`, `);
  const returned: SQL = returning.length > 0 ? sql` returning ${sql.join(returning.map((key) => sql.identifier((columns[key] as PgColumn).name)), sql`, `)}` : sql``;
  const result = await db.execute(sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${json}::json) as r(${shape})${returned}`);
  return rowsOf<Returned>(result);
}

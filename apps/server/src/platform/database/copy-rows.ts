/**
 * Many rows into one table by the database's cheapest way in. On the embedded database that is
 * `COPY … FROM '/dev/blob'`: the rows handed to PGlite as one blob of COPY's text format (a line a
 * row, fields separated by tabs, `\N` for NULL), which PostgreSQL reads field by field with each
 * column's own input function, where the JSON the same rows would be sent as (json-rows-insert.ts)
 * is parsed first (the demo cards' rows into a table without indexes: 229–264 against 292–407 ms
 * of CPU; docs/performance.md "Start-up"). COPY fires the table's triggers as an insert does,
 * statement triggers with their transition tables included. On PostgreSQL the rows go as
 * `insertJsonRows` sends them (node-postgres has no blob to hand the server).
 *
 * Every row must give the same columns (the first row's); a column left out takes its default, as
 * in any insert. Nothing is returned: read what the rows were given (their ids) by a unique column.
 */
import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database.ts';
import { insertJsonRows } from './json-rows-insert.ts';
import { pgliteQueriesOf } from './pglite-drizzle-client.ts';

const NULL_FIELD = '\\N';
const ESCAPED = /[\\\n\r\t]/;
const ESCAPED_ALL = /[\\\n\r\t]/g;
const ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A value as a field of COPY's text format: the column's own conversion (a Date to text, JSON to its text), escaped. */
function copyField(column: PgColumn, value: unknown): string {
  if (value === null || value === undefined) return NULL_FIELD;
  const driven: unknown = column.mapToDriverValue(value);
  if (driven === null || driven === undefined) return NULL_FIELD;
  let text: string;
  if (typeof driven === 'string') text = driven;
  else if (typeof driven === 'number' || typeof driven === 'bigint' || typeof driven === 'boolean') text = String(driven);
  else throw new Error(`column ${column.name}: a ${typeof driven} value has no COPY text`);
  return ESCAPED.test(text) ? text.replace(ESCAPED_ALL, (character) => ESCAPES[character] ?? character) : text;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The columns the rows give (by the first row's keys, in their order) and the rows as COPY's text
 * format for them, each line ended by a newline.
 */
export function copyTextOf<Table extends PgTable>(table: Table, rows: ReadonlyArray<Table['$inferInsert']>): { columns: string[]; text: string } {
  const first = rows[0];
  if (!first) return { columns: [], text: '' };
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first).filter((key) => columns[key] !== undefined);
  const given = keys.map((key) => columns[key] as PgColumn);
  const lines = new Array<string>(rows.length);
  const fields = new Array<string>(keys.length);
  for (let index = 0; index < rows.length; index += 1) {
    const values = rows[index] as Record<string, unknown>;
    for (let column = 0; column < keys.length; column += 1) fields[column] = copyField(given[column] as PgColumn, values[keys[column] as string]);
    lines[index] = fields.join('\t');
  }
  return { columns: given.map((column) => column.name), text: `${lines.join('\n')}\n` };
}

interface ManyRowsOptions {
  /**
   * Embedded database, into an empty table: the table's indexes (all but those of its primary key
   * and other constraints) and its foreign keys are dropped before the COPY and made again after
   * it, in the same statement list, so the rows are sorted into each index once and checked against
   * each referenced table by one join, not row by row (PostgreSQL's own advice for loading a table,
   * "Populating a Database"): the demo cards' insert about 0.6–0.7× of its CPU. A failure anywhere
   * leaves the table as it was. Ignored on PostgreSQL, where dropping an index would lock the
   * table for every other instance.
   */
  rebuildIndexes?: boolean;
}

interface Rebuild {
  empty: boolean;
  indexes: Array<{ name: string; definition: string }>;
  foreignKeys: Array<{ name: string; definition: string }>;
}

/** Whether `table` is empty, and the indexes and foreign keys a rebuild drops and makes again. */
const REBUILD_QUERY = `select not exists (select from only %TABLE%) as empty,
  coalesce((select json_agg(json_build_object('name', i.relname, 'definition', pg_get_indexdef(i.oid)) order by i.relname)
    from pg_index x join pg_class i on i.oid = x.indexrelid
    where x.indrelid = $1::regclass and not exists (select from pg_constraint c where c.conindid = i.oid)), '[]') as indexes,
  coalesce((select json_agg(json_build_object('name', c.conname, 'definition', pg_get_constraintdef(c.oid)) order by c.conname)
    from pg_constraint c where c.conrelid = $1::regclass and c.contype = 'f'), '[]') as "foreignKeys"`;

/** Inserts `rows` into `table` in one statement: COPY on the embedded database, `insertJsonRows` on PostgreSQL. */
export async function insertManyRows<Table extends PgTable>(db: DbOrTx, table: Table, rows: ReadonlyArray<Table['$inferInsert']>, options: ManyRowsOptions = {}): Promise<void> {
  if (rows.length === 0) return;
  const pglite = pgliteQueriesOf(db);
  if (!pglite) {
    await insertJsonRows(db, table, rows);
    return;
  }
  const { columns, text } = copyTextOf(table, rows);
  const { name, schema } = getTableConfig(table);
  const target = schema ? `${quoted(schema)}.${quoted(name)}` : quoted(name);
  const copy = `copy ${target} (${columns.map(quoted).join(', ')}) from '/dev/blob'`;
  const blob = new Blob([text]);
  if (!options.rebuildIndexes) {
    await pglite.query(copy, [], { blob });
    return;
  }
  const [found] = (await pglite.query<Rebuild>(REBUILD_QUERY.replace('%TABLE%', target), [target])).rows;
  const rebuild = found?.empty ? found : { indexes: [], foreignKeys: [] };
  // One list of statements: one implicit transaction when the caller has none.
  await pglite.exec(
    [
      ...rebuild.indexes.map((index) => `drop index ${schema ? `${quoted(schema)}.` : ''}${quoted(index.name)}`),
      ...rebuild.foreignKeys.map((key) => `alter table ${target} drop constraint ${quoted(key.name)}`),
      copy,
      ...rebuild.indexes.map((index) => index.definition),
      ...rebuild.foreignKeys.map((key) => `alter table ${target} add constraint ${quoted(key.name)} ${key.definition}`),
    ].join(';\n'),
    { blob },
  );
}

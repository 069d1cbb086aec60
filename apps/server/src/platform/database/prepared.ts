/**
 * A statement for a hot path, built once: drizzle's `sql` with `sql.placeholder('name')` for its
 * values is turned into SQL text at start-up (not on every request), and on PostgreSQL it runs
 * as a named prepared statement, parsed and planned once per pooled connection (node-postgres
 * keeps the name per connection). PGlite runs the same text unnamed. The rows are those
 * `db.execute` would give (same driver, same type parsers: timestamps and dates as text).
 */
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './database.ts';
import { rowsOf } from './rows.ts';

export interface PreparedStatement<Values extends Record<string, unknown>, Row> {
  /** The SQL text sent (for tests and EXPLAIN). */
  readonly text: string;
  run(db: DbOrTx, values: Values): Promise<Row[]>;
}

/** `name`: unique in the application, one per statement text (PostgreSQL refuses a name reused for other text). */
export function preparedStatement<Values extends Record<string, unknown>, Row>(name: string, statement: SQL): PreparedStatement<Values, Row> {
  const query = new PgDialect().sqlToQuery(statement);
  const byDb = new WeakMap<DbOrTx, PgPreparedQuery<PreparedQueryConfig>>();
  return {
    text: query.sql,
    async run(db, values) {
      let prepared = byDb.get(db);
      if (!prepared) {
        prepared = db._.session.prepareQuery(query, undefined, name, false);
        byDb.set(db, prepared);
      }
      return rowsOf<Row>(await prepared.execute(values));
    },
  };
}

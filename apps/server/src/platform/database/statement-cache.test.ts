import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPostgresDatabase, testDriver, type TestPostgresDatabase } from '../../test/test-database.ts';
import { openDatabase, type Database } from './database.ts';
import { isStalePlanError, StatementCache } from './statement-cache.ts';

const dialect = new PgDialect();
/** The probe's statement for a shape: rows of `statement_probe` above a value, in one order. */
const probeQuery = (order: 'asc' | 'desc', above: number) => dialect.sqlToQuery(sql`select id, label from statement_probe where id > ${above} order by id ${sql.raw(order)}`);

describe('statement cache', () => {
  let database: Database;
  let postgres: TestPostgresDatabase | undefined;
  beforeAll(async () => {
    // One pooled connection, so that a statement prepared once is met again on the same connection.
    postgres = testDriver() === 'postgres' ? await createTestPostgresDatabase() : undefined;
    database = await openDatabase(postgres ? { url: postgres.url, poolMax: 1 } : {});
    await database.db.execute(sql.raw(`create table statement_probe (id integer primary key, label integer not null)`));
    await database.db.execute(sql.raw(`insert into statement_probe select n, n * 10 from generate_series(1, 5) n`));
  });
  afterAll(async () => {
    await database?.close();
    await postgres?.drop();
  });

  /** The names of the statements prepared on the session, of one cache. */
  const preparedNames = async (prefix: string) =>
    (await database.withSession((session) => session.query<{ name: string }>('select name from pg_prepared_statements where name like $1 order by name', [`${prefix}%`]))).map((row) => row.name);

  it('builds a shape once and runs it again with other values', async () => {
    const cache = new StatementCache({ name: 'probe_shape' });
    let builds = 0;
    const run = (order: 'asc' | 'desc', above: number) =>
      cache.rows(database.db, order, [above], () => {
        builds += 1;
        return probeQuery(order, above);
      });
    expect(await run('asc', 3)).toEqual([
      [4, 40],
      [5, 50],
    ]);
    expect(await run('asc', 1)).toEqual([
      [2, 20],
      [3, 30],
      [4, 40],
      [5, 50],
    ]);
    expect(builds).toBe(1);
    expect(await run('desc', 3)).toEqual([
      [5, 50],
      [4, 40],
    ]);
    expect(builds).toBe(2);
    expect(cache.size(database.db)).toBe(2);
    // Prepared under the name of its text: on the pool's one connection, or in PGlite's one backend.
    expect(await preparedNames('probe_shape')).toEqual([cache.nameOf(probeQuery('asc', 0).sql), cache.nameOf(probeQuery('desc', 0).sql)].sort());
  });

  it('sends a statement built once unnamed when asked, so that it is planned for its values every time', async () => {
    const cache = new StatementCache({ name: 'probe_unnamed' });
    const run = (above: number) => cache.rows(database.db, 'desc', [above], () => probeQuery('desc', above), { named: false });
    expect(await run(3)).toEqual([
      [5, 50],
      [4, 40],
    ]);
    expect(await run(4)).toEqual([[5, 50]]);
    expect(cache.size(database.db)).toBe(1);
    expect(await preparedNames('probe_unnamed')).toEqual([]);
  });

  it('does not keep a statement whose parameters are not the values given (a key that does not describe it)', async () => {
    const cache = new StatementCache({ name: 'probe_mismatch' });
    expect(await cache.rows(database.db, 'asc', [4], () => probeQuery('asc', 3))).toEqual([
      [4, 40],
      [5, 50],
    ]);
    expect(cache.size(database.db)).toBe(0);
  });

  it('forgets the oldest shape past its limit', async () => {
    const cache = new StatementCache({ name: 'probe_limit', maxShapes: 1 });
    await cache.rows(database.db, 'asc', [4], () => probeQuery('asc', 4));
    await cache.rows(database.db, 'desc', [4], () => probeQuery('desc', 4));
    expect(cache.size(database.db)).toBe(1);
    expect(await cache.rows(database.db, 'asc', [3], () => probeQuery('asc', 3))).toHaveLength(2);
    // On PGlite the forgotten statement is deallocated with the next run; a pool's connection keeps it until it closes.
    const names = await preparedNames('probe_limit');
    if (postgres) expect(names).toHaveLength(2);
    else expect(names).toEqual([cache.nameOf(probeQuery('asc', 0).sql)]);
  });

  it('prepares a statement afresh once a migration changed the type of a column it reads', async () => {
    const cache = new StatementCache({ name: 'probe_stale' });
    const run = (above: number) => cache.rows(database.db, 'asc', [above], () => probeQuery('asc', above));
    expect(await run(4)).toEqual([[5, 50]]);
    await database.db.execute(sql.raw('alter table statement_probe alter column label type text'));
    // PostgreSQL refuses the prepared statement ("cached plan must not change result type"): renamed and run again.
    expect(await run(4)).toEqual([[5, '50']]);
    expect(await run(3)).toEqual([
      [4, '40'],
      [5, '50'],
    ]);
    const names = await preparedNames('probe_stale');
    const text = probeQuery('asc', 0).sql;
    // (The pool replaced the connection that saw the error; the statement runs under its new name.)
    expect(names).toContain(cache.nameOf(text, 1));
    // PGlite's one backend no longer holds the stale one.
    if (!postgres) expect(names).toEqual([cache.nameOf(text, 1)]);
  });
});

describe('isStalePlanError', () => {
  it('knows PostgreSQL’s refusal, also wrapped by Drizzle, and nothing else', () => {
    const refusal = Object.assign(new Error('cached plan must not change result type'), { code: '0A000' });
    expect(isStalePlanError(refusal)).toBe(true);
    expect(isStalePlanError(new Error('Failed query: select …', { cause: refusal }))).toBe(true);
    expect(isStalePlanError(Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }))).toBe(false);
    expect(isStalePlanError(Object.assign(new Error('other feature'), { code: '0A000' }))).toBe(false);
    expect(isStalePlanError(undefined)).toBe(false);
  });
});

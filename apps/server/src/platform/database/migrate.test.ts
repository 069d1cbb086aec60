/**
 * Migrations on PGlite and PostgreSQL. The concurrency test needs two real connections, so it runs
 * in the PostgreSQL pass only (`describe.runIf`): that pass is not optional, `npm test` always runs
 * it (scripts/test-postgres.mjs under .ci/run, which sets TEST_DATABASE_URL).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestPostgresDatabase, openTestDatabase, testDriver } from '../../test/test-database.ts';
import { openDatabase, type Database } from './database.ts';
import { migrate, readMigrations, type Migration } from './migrate.ts';

/** Each migration sleeps a little, widening the window in which two unlocked runners would both apply it. */
const COUNTING_MIGRATIONS: Migration[] = [
  { name: '0001_counter', statements: ['create table applied_count (migration text not null)', "insert into applied_count values ('0001')", 'select pg_sleep(0.2)'] },
  { name: '0002_more', statements: ["insert into applied_count values ('0002')", 'select pg_sleep(0.2)'] },
];

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe(`migrations on ${testDriver()}`, () => {
  it('applies every checked-in migration once, and nothing the second time', async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    const first = await migrate(database);
    expect(first).toEqual(readMigrations().map((migration) => migration.name));
    expect(await migrate(database)).toEqual([]);
    const [row] = await database.withSession((session) => session.query<{ count: number }>('select count(*)::int as count from schema_migrations'));
    expect(row?.count).toBe(first.length);
  });

  it('rolls a failing migration back whole and names it', async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    const broken: Migration[] = [{ name: '0001_broken', statements: ['create table half_done (id int)', 'select * from no_such_table'] }];
    await expect(migrate(database, broken)).rejects.toThrow(/migration 0001_broken failed/);
    const tables = await database.withSession((session) =>
      session.query<{ name: string }>("select table_name as name from information_schema.tables where table_name = 'half_done'"),
    );
    expect(tables).toEqual([]);
  });
});

describe.runIf(testDriver() === 'postgres')('migrations from two instances at once (PostgreSQL)', () => {
  it('apply each migration exactly once under the advisory lock', async () => {
    const created = await createTestPostgresDatabase();
    cleanups.push(() => created.drop());
    const instances: Database[] = [await openDatabase({ url: created.url, poolMax: 2 }), await openDatabase({ url: created.url, poolMax: 2 })];
    cleanups.push(async () => {
      for (const instance of instances) await instance.close();
    });
    const results = await Promise.all(instances.map((instance) => migrate(instance, COUNTING_MIGRATIONS)));
    // One instance applied both; the other waited for the lock and found nothing left to do.
    expect(results.map((applied) => applied.length).sort()).toEqual([0, 2]);
    const rows = await instances[0]!.withSession((session) =>
      session.query<{ migration: string }>('select migration from applied_count order by migration'),
    );
    expect(rows.map((row) => row.migration)).toEqual(['0001', '0002']);
  });
});

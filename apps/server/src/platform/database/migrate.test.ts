/**
 * Migrations on PGlite and PostgreSQL. The concurrency test, which needs two real connections,
 * is in migrate-concurrency.postgres.test.ts (run by the PostgreSQL pass of `npm test`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDriver } from '../../test/test-database.ts';
import { migrate, readMigrations, type Migration } from './migrate.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe(`migrations on ${testDriver()}`, () => {
  // Every migration from an empty database (the other tests start from the migrated template):
  // PGlite's WebAssembly takes a few seconds alone and several times that on a busy machine.
  it('applies every checked-in migration once, and nothing the second time', { timeout: 120_000 }, async () => {
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

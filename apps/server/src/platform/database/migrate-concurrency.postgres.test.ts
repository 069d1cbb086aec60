/**
 * Two instances starting together on one PostgreSQL database: the advisory lock lets one apply the
 * migrations while the other waits. PostgreSQL only (PGlite is one connection): files named
 * *.postgres.test.ts run in the PostgreSQL pass of `npm test` (scripts/test-postgres.mjs).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestPostgresDatabase } from '../../test/test-database.ts';
import { openDatabase, type Database } from './database.ts';
import { migrate, type Migration } from './migrate.ts';

/** Each migration sleeps a little, widening the window in which two unlocked runners would both apply it. */
const COUNTING_MIGRATIONS: Migration[] = [
  { name: '0001_counter', statements: ['create table applied_count (migration text not null)', "insert into applied_count values ('0001')", 'select pg_sleep(0.2)'] },
  { name: '0002_more', statements: ["insert into applied_count values ('0002')", 'select pg_sleep(0.2)'] },
];

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('migrations from two instances at once (PostgreSQL)', () => {
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

  it('outlast the statement time-out that bounds requests: the migration and the wait for its lock', async () => {
    const created = await createTestPostgresDatabase();
    cleanups.push(() => created.drop());
    // One connection each, so the time-out read afterwards is the migrating connection's own.
    const instances: Database[] = [await openDatabase({ url: created.url, poolMax: 1, statementTimeoutMs: 200 }), await openDatabase({ url: created.url, poolMax: 1, statementTimeoutMs: 200 })];
    cleanups.push(async () => {
      for (const instance of instances) await instance.close();
    });
    const slow: Migration[] = [{ name: '0001_slow', statements: ['create table built (id int)', 'select pg_sleep(0.6)'] }];
    const results = await Promise.all(instances.map((instance) => migrate(instance, slow)));
    expect(results.map((applied) => applied.length).sort()).toEqual([0, 1]);
    for (const instance of instances) {
      const [setting] = await instance.withSession((session) => session.query<{ statement_timeout: string }>('show statement_timeout'));
      expect(setting?.statement_timeout).toBe('200ms');
      await expect(instance.withSession((session) => session.query('select pg_sleep(0.6)'))).rejects.toThrow(/statement timeout/);
    }
  });
});

/** The migrated template of the API tests' in-memory databases (test-database.ts). */
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/database/database.ts';
import { migrate } from '../platform/database/migrate.ts';
import { openMigratedTestDatabase } from './test-database.ts';

describe('a migrated test database', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it('has every migration applied, and two of them share nothing', async () => {
    const first = await openMigratedTestDatabase();
    const second = await openMigratedTestDatabase();
    opened.push(first, second);
    expect(await migrate(first)).toEqual([]);
    expect(await migrate(second)).toEqual([]);
    await first.withSession((session) => session.query(`insert into system_state (key, value) values ('probe', '"first"')`));
    const seen = await second.withSession((session) => session.query("select value from system_state where key = 'probe'"));
    expect(seen).toEqual([]);
  });
});

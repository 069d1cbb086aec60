/**
 * `copyTextRows`: a query's rows streamed by COPY (PostgreSQL only; PGlite has no streamed COPY).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPostgresDatabase } from '../../test/test-database.ts';
import { openDatabase, type Database } from './database.ts';

describe('copyTextRows (PostgreSQL)', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createTestPostgresDatabase();
    drop = created.drop;
    database = await openDatabase({ url: created.url, poolMax: 2 });
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  /** What copyTextRows gives when its slots are taken. */
  async function* busy() {
    yield [['busy']];
  }
  const copied = async (sql: string, params: unknown[]) => {
    const rows: Array<Array<string | null>> = [];
    for await (const batch of database.copyTextRows!({ sql, params }, busy)) rows.push(...batch);
    return rows;
  };

  it('gives the rows as text, parameters written in as literals, NULL as null', async () => {
    const awkward = "O'Brien\\ & <Sons>\tand\nmore";
    expect(await copied('select $1::text, $2::int + 1, null::text, $3::date', [awkward, 41, '2026-11-24'])).toEqual([[awkward, '42', null, '2026-11-24']]);
  });

  it('streams many rows in batches, in order', async () => {
    let count = 0;
    let batches = 0;
    for await (const batch of database.copyTextRows!({ sql: 'select g, repeat($1, 100) from generate_series(1, 50000) g order by g', params: ['x'] }, busy)) {
      batches += 1;
      for (const row of batch) {
        count += 1;
        expect(row[0]).toBe(String(count));
      }
    }
    expect(count).toBe(50_000);
    expect(batches).toBeGreaterThan(1);
  });

  it('stopped half-way, leaves no COPY running and the pool usable', async () => {
    for await (const batch of database.copyTextRows!({ sql: 'select g, repeat($1, 100) from generate_series(1, 2000000) g', params: ['y'] }, busy)) {
      expect(batch.length).toBeGreaterThan(0);
      break;
    }
    const running = async () =>
      database.withSession((session) => session.query<{ count: number }>("select count(*)::int as count from pg_stat_activity where query like 'copy (select g, repeat%' and pid <> pg_backend_pid()"));
    await expect.poll(async () => (await running())[0]?.count, { timeout: 5000 }).toBe(0);
    expect(await copied('select 1', [])).toEqual([['1']]);
  });

  it('reports an error of the query and keeps the pool usable', async () => {
    await expect(copied('select 1 / (g - 3) from generate_series(1, 5) g', [])).rejects.toThrow(/division by zero/);
    expect(await copied('select 2', [])).toEqual([['2']]);
  });

  it('streams at most a quarter of the pool at once (here one): another reader meanwhile gets the fallback', async () => {
    const first = database.copyTextRows!({ sql: 'select g from generate_series(1, 2000000) g', params: [] }, busy);
    expect((await first.next()).value?.[0]).toEqual(['1']);
    expect(await copied('select 3', [])).toEqual([['busy']]);
    await first.return(undefined);
    expect(await copied('select 4', [])).toEqual([['4']]);
  });
});

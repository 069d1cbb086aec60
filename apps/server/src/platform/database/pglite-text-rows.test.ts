import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWhileTransactionOpen } from '../../test/pglite-open-transaction.ts';
import { pgliteTextRows } from './pglite-text-rows.ts';

describe('PGlite rows as text, read from the wire messages', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table sample (id int primary key, name text, born date, fee int, note varchar(20));
      insert into sample values (1, 'Āarav Śarmā ✓', '2001-02-03', 15000, null), (2, '', '1999-12-31', null, 'x'), (3, 'tab	and
newline', null, -5, 'émoji 🚌');
    `);
  });
  afterAll(async () => {
    await client.close();
  });

  it('gives each value as the text PGlite itself gives, NULL as null, with parameters of several types', async () => {
    const sql = 'select id, name, born::text, fee, note, $1::text as word, $2::int + 1 as next, $3::date::text as day, $4::bool as yes from sample where id >= $5 order by id';
    const params = ['ünï', 41, new Date('2026-11-24T00:00:00Z'), true, 1];
    const rows = await pgliteTextRows(client, sql, params);
    const reference = await client.query<unknown[]>(sql, params, { rowMode: 'array' });
    expect(rows).toEqual(reference.rows.map((row) => row.map((value) => (value === null ? null : typeof value === 'boolean' ? (value ? 't' : 'f') : String(value)))));
    expect(rows[0]).toEqual(['1', 'Āarav Śarmā ✓', '2001-02-03', '15000', null, 'ünï', '42', '2026-11-24', 't']);
    expect(rows[1]?.[1]).toBe('');
    expect(rows[2]?.[1]).toBe('tab\tand\nnewline');
    const none = await pgliteTextRows(client, 'select id from sample where name = $1', [null]);
    expect(none).toEqual([]);
  });

  it('throws the database error with its code, and the database serves the next query', async () => {
    await expect(pgliteTextRows(client, 'select id from missing_table where id = $1', [1])).rejects.toMatchObject({ message: 'relation "missing_table" does not exist', code: '42P01' });
    await expect(pgliteTextRows(client, 'select 1/$1::int', [0])).rejects.toMatchObject({ code: '22012' });
    expect(await pgliteTextRows(client, 'select count(*) from sample', [])).toEqual([['3']]);
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('reads answers of many pieces, larger than the kept buffer, and small ones after them, each whole', async () => {
    // ~2.4 MB (past the 1 MiB kept buffer, in PostgreSQL's 8 kB sends), then ~40 kB, then 3 rows: each answer intact.
    for (const count of [20_000, 400, 3]) {
      const rows = await pgliteTextRows(client, "select n::text, repeat('é', 50) || n from generate_series(1, $1::int) n", [count]);
      expect(rows).toHaveLength(count);
      expect(rows[0]).toEqual(['1', `${'é'.repeat(50)}1`]);
      expect(rows.at(-1)).toEqual([String(count), `${'é'.repeat(50)}${count}`]);
    }
  });

  it('waits for a transaction in progress instead of reading inside it', async () => {
    const read = () => pgliteTextRows(client, 'select name from sample where id = 4', []);
    expect(await readWhileTransactionOpen(client, "insert into sample values (4, 'uncommitted', null, null, null)", read)).toEqual([]);
  });
});

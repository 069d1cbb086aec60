import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePglitePrepared, pglitePreparedNames, pglitePreparedRows, pglitePreparedTextRows } from './pglite-prepared.ts';

describe('statements prepared by name on PGlite', () => {
  let client: PGlite;
  const prepared = async () => (await client.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((row) => row.name);
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table sample (id int primary key, name text, born date, seen timestamptz, fee numeric(8, 2), big int8, active bool, tags text[], extra jsonb);
      insert into sample values
        (1, 'Āarav Śarmā ✓', '2001-02-03', '2026-11-24 10:00:00+00', 150.5, 9007199254740993, true, '{a,"b c"}', '{"k": [1, 2]}'),
        (2, '', '1999-12-31', null, null, 7, false, '{}', null),
        (3, null, null, '2026-01-01 00:00:00+05:30', 0, null, null, null, '"text"');
    `);
  });
  afterAll(async () => {
    await client.close();
  });

  it('gives the values PGlite’s own query gives, for parameters and columns of many types, named and unnamed', async () => {
    const text =
      'select id, name, born, seen, fee, big, active, tags, extra, $1::text as word, $2::int + 1 as next, $3::timestamptz as at, $4::bool as yes, $5::jsonb as doc, count(*) over () as total from sample where id >= $6 order by id';
    const values = ['ünï', 41, new Date('2026-11-24T00:00:00Z'), false, { a: [1, 'x'] }, 1];
    const reference = (await client.query<unknown[]>(text, values, { rowMode: 'array' })).rows;
    expect(reference).toHaveLength(3);
    expect(await pglitePreparedRows(client, 'probe_types', text, values)).toEqual(reference);
    expect(await pglitePreparedRows(client, '', text, values)).toEqual(reference);
    // A NULL parameter, and a second run of the named statement with other values.
    const again = await pglitePreparedRows(client, 'probe_types', text, [null, 1, null, true, null, 3]);
    expect(again).toEqual((await client.query<unknown[]>(text, [null, 1, null, true, null, 3], { rowMode: 'array' })).rows);
  });

  it('parses a named statement once, keeps it in the backend, and deallocates it when closed', async () => {
    const text = 'select id from sample where id > $1 order by id';
    expect(await pglitePreparedRows(client, 'probe_once', text, [1])).toEqual([[2], [3]]);
    expect(await pglitePreparedRows(client, 'probe_once', text, [2])).toEqual([[3]]);
    expect(await prepared()).toContain('probe_once');
    expect(pglitePreparedNames(client)).toContain('probe_once');
    // Unnamed: parsed on every run, nothing kept in the backend.
    expect(await pglitePreparedRows(client, '', text, [2])).toEqual([[3]]);
    expect((await prepared()).filter((name) => name === '')).toEqual([]);
    closePglitePrepared(client, 'probe_once');
    expect(pglitePreparedNames(client)).not.toContain('probe_once');
    // The Close goes with the next run.
    expect(await pglitePreparedRows(client, '', 'select 1', [])).toEqual([[1]]);
    expect(await prepared()).not.toContain('probe_once');
    // Asked again, it is parsed again under its name.
    expect(await pglitePreparedRows(client, 'probe_once', text, [2])).toEqual([[3]]);
    expect(await prepared()).toContain('probe_once');
  });

  it('parses again a statement the backend no longer holds (deallocated by hand)', async () => {
    const text = 'select count(*) from sample where id <= $1';
    expect(await pglitePreparedRows(client, 'probe_lost', text, [2])).toEqual([[2]]);
    await client.exec('deallocate all');
    expect(await pglitePreparedRows(client, 'probe_lost', text, [3])).toEqual([[3]]);
    expect(await prepared()).toContain('probe_lost');
  });

  it('throws the database error with its code, keeps nothing of a statement that failed to parse, and serves the next query', async () => {
    await expect(pglitePreparedRows(client, 'probe_missing', 'select id from missing_table where id = $1', [1])).rejects.toMatchObject({ message: 'relation "missing_table" does not exist', code: '42P01' });
    expect(pglitePreparedNames(client)).not.toContain('probe_missing');
    expect(await prepared()).not.toContain('probe_missing');
    // A statement that fails when run stays prepared and runs again with good values.
    await expect(pglitePreparedRows(client, 'probe_divide', 'select 10 / $1::int', [0])).rejects.toMatchObject({ code: '22012' });
    expect(await pglitePreparedRows(client, 'probe_divide', 'select 10 / $1::int', [5])).toEqual([[2]]);
    // A value its parameter's type refuses: PGlite's serializer throws, as its query would.
    await expect(pglitePreparedRows(client, 'probe_bool', 'select $1::bool', [2])).rejects.toThrow('Invalid input for boolean type');
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('waits for a transaction in progress instead of reading inside it', async () => {
    let rollBack = () => undefined as void;
    const gate = new Promise<void>((resolve) => (rollBack = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into sample (id, name) values (4, 'uncommitted')");
      await gate;
      await tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    let read = false;
    const rows = pglitePreparedTextRows(client, 'probe_wait', 'select name from sample where id = $1', [4]).then((result) => {
      read = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).toBe(false);
    rollBack();
    await transaction;
    expect(await rows).toEqual([]);
  });

  it('loses no notification: the backend sends its own with the command that committed them, which PGlite reads', async () => {
    const payloads: string[] = [];
    const stop = await client.listen('probe_channel', (payload) => payloads.push(payload));
    const text = 'select count(*) from sample where id > $1';
    await client.transaction(async (tx) => {
      await tx.query("select pg_notify('probe_channel', 'in a transaction')");
    });
    expect(await pglitePreparedRows(client, 'probe_notify', text, [0])).toEqual([[3]]);
    await client.query("select pg_notify('probe_channel', 'alone')");
    expect(await pglitePreparedRows(client, 'probe_notify', text, [1])).toEqual([[2]]);
    await client.exec("notify probe_channel, 'simple'");
    expect(await pglitePreparedRows(client, '', text, [2])).toEqual([[1]]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(payloads).toEqual(['in a transaction', 'alone', 'simple']);
    await stop();
  });
});

describe('rows as text (the export’s), read from the wire messages', () => {
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
    const rows = await pglitePreparedTextRows(client, 'probe_text', sql, params);
    expect(await pglitePreparedTextRows(client, '', sql, params)).toEqual(rows);
    const reference = await client.query<unknown[]>(sql, params, { rowMode: 'array' });
    expect(rows).toEqual(reference.rows.map((row) => row.map((value) => (value === null ? null : typeof value === 'boolean' ? (value ? 't' : 'f') : String(value)))));
    expect(rows[0]).toEqual(['1', 'Āarav Śarmā ✓', '2001-02-03', '15000', null, 'ünï', '42', '2026-11-24', 't']);
    expect(rows[1]?.[1]).toBe('');
    expect(rows[2]?.[1]).toBe('tab\tand\nnewline');
    const none = await pglitePreparedTextRows(client, '', 'select id from sample where name = $1', [null]);
    expect(none).toEqual([]);
  });

  it('throws the database error with its code, and the database serves the next query', async () => {
    await expect(pglitePreparedTextRows(client, '', 'select id from missing_table where id = $1', [1])).rejects.toMatchObject({ message: 'relation "missing_table" does not exist', code: '42P01' });
    await expect(pglitePreparedTextRows(client, '', 'select 1/$1::int', [0])).rejects.toMatchObject({ code: '22012' });
    expect(await pglitePreparedTextRows(client, '', 'select count(*) from sample', [])).toEqual([['3']]);
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('reads answers of many pieces, larger than the kept buffer, and small ones after them, each whole', async () => {
    // ~2.4 MB (past the 1 MiB kept buffer, in PostgreSQL's 8 kB sends), then ~40 kB, then 3 rows: each answer intact.
    for (const count of [20_000, 400, 3]) {
      const rows = await pglitePreparedTextRows(client, '', "select n::text, repeat('é', 50) || n from generate_series(1, $1::int) n", [count]);
      expect(rows).toHaveLength(count);
      expect(rows[0]).toEqual(['1', `${'é'.repeat(50)}1`]);
      expect(rows.at(-1)).toEqual([String(count), `${'é'.repeat(50)}${count}`]);
    }
  });
});

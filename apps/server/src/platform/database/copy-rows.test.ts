import { asc, sql } from 'drizzle-orm';
import { date, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDriver } from '../../test/test-database.ts';
import { copyTextOf, insertManyRows } from './copy-rows.ts';
import type { Database } from './database.ts';
import { pgliteQueriesOf } from './pglite-drizzle-client.ts';
import { rowsOf } from './rows.ts';

const probes = pgTable('copy_rows_probe', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 10 }).notNull(),
  note: text('note').notNull().default('none'),
  day: date('day', { mode: 'string' }),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  count: integer('count'),
  details: jsonb('details').$type<Record<string, unknown>>(),
  words: text('words').generatedAlwaysAs(sql`lower(code)`),
});

/** Every character COPY's text format treats specially, and some it does not. */
const AWKWARD = 'tab\there, line\nbreak, return\r, back\\slash, \\N, \\., quote " \' ક્ષ अ 😀';

describe('inserting many rows by the database’s cheapest way in', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table copy_rows_probe (id integer generated always as identity primary key, code varchar(10) not null unique, note text not null default 'none',
      day date, at timestamptz, count integer, details jsonb, words text generated always as (lower(code)) stored)`);
    // A statement trigger with a transition table, as the cards' kept counts have (migration 0012).
    await database.db.execute(sql`create table copy_rows_tally (rows integer not null)`);
    await database.db.execute(sql`create function copy_rows_tally() returns trigger language plpgsql as $$
      begin insert into copy_rows_tally select count(*) from inserted; return null; end $$`);
    await database.db.execute(sql`create trigger copy_rows_tally after insert on copy_rows_probe referencing new table as inserted for each statement execute function copy_rows_tally()`);
  });
  afterAll(async () => {
    await database.close();
  });

  it('uses a COPY on the embedded database only, in and out of a transaction', async () => {
    const embedded = testDriver() === 'pglite';
    expect(pgliteQueriesOf(database.db) !== undefined).toBe(embedded);
    expect(await database.db.transaction(async (tx) => pgliteQueriesOf(tx) !== undefined)).toBe(embedded);
  });

  it('writes COPY text a field per column, NULL as \\N, with the characters that would break a line escaped', () => {
    const { columns, text } = copyTextOf(probes, [
      { code: 'A', note: 'a\tb\nc\\d\re', day: '2026-01-02', at: new Date('2026-03-04T05:06:07.089Z'), count: 7, details: { x: 'y\tz' } },
      { code: 'B', note: '', day: null, at: null, count: null, details: null },
    ]);
    expect(columns).toEqual(['code', 'note', 'day', 'at', 'count', 'details']);
    expect(text.split('\n')).toEqual(['A\ta\\tb\\nc\\\\d\\re\t2026-01-02\t2026-03-04T05:06:07.089Z\t7\t{"x":"y\\\\tz"}', 'B\t\t\\N\t\\N\t\\N\t\\N', '']);
  });

  it('stores every value as the typed insert would, with defaults, generated columns and statement triggers', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    const details = { text: AWKWARD, list: [1, null, 2.5], nested: { ok: true } };
    await insertManyRows(database.db, probes, [
      { code: 'A-1', note: AWKWARD, day: '2026-02-28', at, count: -3, details },
      { code: 'B-2', note: '', day: null, at: null, count: null, details: null },
      // A key the first row gives and a later row leaves out is NULL, as in insertJsonRows.
      { code: 'C-3', note: '\\N', day: '2024-02-29', count: 0, details: {} },
    ]);
    // A column no row gives takes its default.
    await insertManyRows(database.db, probes, [{ code: 'D-4' }]);
    const rows = await database.db.select().from(probes).orderBy(asc(probes.code));
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      { code: 'A-1', note: AWKWARD, day: '2026-02-28', at, count: -3, details, words: 'a-1' },
      { code: 'B-2', note: '', day: null, at: null, count: null, details: null, words: 'b-2' },
      { code: 'C-3', note: '\\N', day: '2024-02-29', at: null, count: 0, details: {}, words: 'c-3' },
      { code: 'D-4', note: 'none', day: null, at: null, count: null, details: null, words: 'd-4' },
    ]);
    expect(rowsOf(await database.db.execute(sql`select rows from copy_rows_tally order by rows`))).toEqual([{ rows: 1 }, { rows: 3 }]);
  });

  it('inserts inside the caller’s transaction: nothing stays when it rolls back, nor when a row breaks a constraint', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await insertManyRows(tx, probes, [{ code: 'E-5' }, { code: 'F-6' }]);
        expect((await tx.select({ code: probes.code }).from(probes)).map((row) => row.code).sort()).toEqual(['A-1', 'B-2', 'C-3', 'D-4', 'E-5', 'F-6']);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expect(insertManyRows(database.db, probes, [{ code: 'G-7' }, { code: 'A-1' }])).rejects.toThrow();
    await expect(insertManyRows(database.db, probes, [{ code: 'far too long a code' }])).rejects.toThrow();
    await insertManyRows(database.db, probes, []);
    expect((await database.db.select({ code: probes.code }).from(probes)).map((row) => row.code).sort()).toEqual(['A-1', 'B-2', 'C-3', 'D-4']);
  });
});

describe('loading an empty table with its indexes and foreign keys made again after the rows', () => {
  let database: Database;
  const shape = async () =>
    rowsOf<{ kind: string; name: string; definition: string }>(
      await database.db.execute(
        sql`select 'index' as kind, indexname as name, indexdef as definition from pg_indexes where tablename = 'copy_rows_load'
          union all select 'constraint', conname, pg_get_constraintdef(oid) from pg_constraint where conrelid = 'copy_rows_load'::regclass order by 1, 2`,
      ),
    );
  const loads = pgTable('copy_rows_load', {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 10 }).notNull(),
    parent: integer('parent'),
    words: text('words').notNull(),
  });
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create extension if not exists pg_trgm`);
    await database.db.execute(sql`create table copy_rows_parent (id integer primary key)`);
    await database.db.execute(sql`insert into copy_rows_parent values (1), (2)`);
    await database.db.execute(sql`create table copy_rows_load (id integer generated always as identity primary key, code varchar(10) not null constraint copy_rows_load_code_key unique,
      parent integer constraint copy_rows_load_parent_fk references copy_rows_parent (id), words text not null)`);
    await database.db.execute(sql`create unique index copy_rows_load_words_key on copy_rows_load (lower(words))`);
    await database.db.execute(sql`create index copy_rows_load_words_trgm on copy_rows_load using gin (words gin_trgm_ops)`);
    await database.db.execute(sql`create index copy_rows_load_parent_idx on copy_rows_load (parent, id) where parent is not null`);
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps every index and constraint as it was, and still refuses what they refuse, leaving the table as it was', async () => {
    const before = await shape();
    expect(before.map((row) => row.name)).toEqual(expect.arrayContaining(['copy_rows_load_code_key', 'copy_rows_load_parent_fk', 'copy_rows_load_pkey', 'copy_rows_load_parent_idx', 'copy_rows_load_words_key', 'copy_rows_load_words_trgm']));
    const rows = Array.from({ length: 300 }, (_, index) => ({ code: `C-${index}`, parent: index % 3 === 0 ? null : (index % 2) + 1, words: `holder ${index} patel` }));
    // A duplicate under the unique index, a parent that does not exist: refused, the table empty and whole.
    await expect(insertManyRows(database.db, loads, [...rows, { code: 'D-1', parent: null, words: 'Holder 1 PATEL' }], { rebuildIndexes: true })).rejects.toThrow();
    await expect(database.db.transaction((tx) => insertManyRows(tx, loads, [{ code: 'D-2', parent: 3, words: 'x' }], { rebuildIndexes: true }))).rejects.toThrow();
    expect(await shape()).toEqual(before);
    expect(await database.db.select().from(loads)).toEqual([]);

    await database.db.transaction((tx) => insertManyRows(tx, loads, rows, { rebuildIndexes: true }));
    expect(await shape()).toEqual(before);
    expect((await database.db.select({ code: loads.code }).from(loads)).map((row) => row.code).sort()).toEqual(rows.map((row) => row.code).sort());
    // Into a table with rows: the indexes stay, and still refuse a duplicate.
    await expect(insertManyRows(database.db, loads, [{ code: 'C-1', parent: null, words: 'other' }], { rebuildIndexes: true })).rejects.toThrow();
    await insertManyRows(database.db, loads, [{ code: 'E-1', parent: 2, words: 'other' }], { rebuildIndexes: true });
    expect(await shape()).toEqual(before);
    const found = rowsOf<{ code: string }>(await database.db.execute(sql`select code from copy_rows_load where words like '%der 29%' order by code`));
    expect(found.map((row) => row.code)).toEqual(['C-29', 'C-290', 'C-291', 'C-292', 'C-293', 'C-294', 'C-295', 'C-296', 'C-297', 'C-298', 'C-299']);
  });
});

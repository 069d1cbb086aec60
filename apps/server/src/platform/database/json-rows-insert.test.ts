import { asc, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database } from './database.ts';
import { insertJsonRows } from './json-rows-insert.ts';

const probes = pgTable('json_rows_probe', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 10 }).notNull(),
  note: text('note').notNull().default('none'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  details: jsonb('details').$type<Record<string, unknown>>(),
  words: text('words').generatedAlwaysAs(sql`lower(code)`),
});

describe('inserting many rows as one JSON parameter', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(
      sql`create table json_rows_probe (id integer generated always as identity primary key, code varchar(10) not null unique, note text not null default 'none', at timestamptz, details jsonb, words text generated always as (lower(code)) stored)`,
    );
  });
  afterAll(async () => {
    await database.close();
  });

  it('stores every value as the typed insert would, with defaults and generated columns, and returns the asked columns', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    const returned = await insertJsonRows<typeof probes, { id: number; code: string }>(
      database.db,
      probes,
      [
        { code: 'A-1', at, details: { text: 'ક્ષ "quoted"\n\\ tab\t', list: [1, null], nested: { ok: true } } },
        { code: 'B-2', at: null, details: null },
      ],
      ['id', 'code'],
    );
    expect(returned.map((row) => row.code).sort()).toEqual(['A-1', 'B-2']);
    const rows = await database.db.select().from(probes).orderBy(asc(probes.code));
    expect(rows).toEqual([
      { id: returned.find((row) => row.code === 'A-1')?.id, code: 'A-1', note: 'none', at, details: { text: 'ક્ષ "quoted"\n\\ tab\t', list: [1, null], nested: { ok: true } }, words: 'a-1' },
      { id: returned.find((row) => row.code === 'B-2')?.id, code: 'B-2', note: 'none', at: null, details: null, words: 'b-2' },
    ]);
  });

  it('inserts nothing for no rows, and nothing at all when one row breaks a constraint', async () => {
    expect(await insertJsonRows(database.db, probes, [])).toEqual([]);
    await expect(insertJsonRows(database.db, probes, [{ code: 'C-3' }, { code: 'A-1' }])).rejects.toThrow();
    await expect(insertJsonRows(database.db, probes, [{ code: 'far too long a code' }])).rejects.toThrow();
    expect((await database.db.select({ code: probes.code }).from(probes)).map((row) => row.code).sort()).toEqual(['A-1', 'B-2']);
  });
});

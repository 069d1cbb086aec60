import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { boolean, date, integer, interval, jsonb, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIZZLE_TEXT_PARSERS, drizzleClient, withoutDrizzleParsers } from './pglite-drizzle-client.ts';

const probe = pgTable('parser_probe', {
  id: integer('id').primaryKey(),
  at: timestamp('at'),
  at_tz: timestamp('at_tz', { withTimezone: true }),
  at_tz_text: timestamp('at_tz_text', { withTimezone: true, mode: 'string' }),
  during: interval('during'),
  day: date('day'),
  day_date: date('day_date', { mode: 'date' }),
  amounts: numeric('amounts').array(),
  ats: timestamp('ats').array(),
  ats_tz: timestamp('ats_tz', { withTimezone: true }).array(),
  durations: interval('durations').array(),
  days: date('days').array(),
  count: integer('count'),
  flag: boolean('flag'),
  data: jsonb('data'),
  amount: numeric('amount'),
});

const CREATE = `create table parser_probe (id integer primary key, at timestamp, at_tz timestamptz, at_tz_text timestamptz, during interval, day date, day_date date,
  amounts numeric[], ats timestamp[], ats_tz timestamptz[], durations interval[], days date[], count integer, flag boolean, data jsonb, amount numeric)`;
const ROW = {
  id: 1,
  at: new Date('2026-11-25T07:30:00.123Z'),
  at_tz: new Date('2026-11-25T07:30:00.456Z'),
  at_tz_text: '2026-11-25 13:00:00+05:30',
  during: '1 day 02:03:04',
  day: '2026-11-25',
  day_date: new Date('2026-02-28T00:00:00Z'),
  amounts: ['1.50', '2'],
  ats: [new Date('2026-01-01T00:00:00Z')],
  ats_tz: [new Date('2026-06-30T23:59:59Z')],
  durations: ['00:30:00'],
  days: ['2026-12-31'],
  count: 42,
  flag: true,
  data: { a: [1, 'b'] },
  amount: '12.345',
};

describe('the embedded database as Drizzle is handed it', () => {
  let plain: PGlite;
  let ours: PGlite;
  beforeAll(async () => {
    plain = await PGlite.create();
    ours = await PGlite.create();
    for (const client of [plain, ours]) await client.exec(CREATE);
  });
  afterAll(async () => {
    await plain.close();
    await ours.close();
  });

  it('reads every type as Drizzle reads it from a PGlite opened as it is by default, in and out of transactions', async () => {
    const byDrizzle = drizzle({ client: plain });
    const byUs = drizzle({ client: drizzleClient(ours) });
    // Arrays of these types too: a PGlite makes their parsers when it opens.
    for (const id of [1231, 1115, 1185, 1187, 1182]) expect(ours.parsers[id]?.('{x}', id)).toBe('{x}');
    await byDrizzle.insert(probe).values(ROW);
    await byUs.insert(probe).values(ROW);
    const expected = await byDrizzle.select().from(probe);
    expect(expected[0]).toMatchObject({ day: '2026-11-25', count: 42, flag: true, data: { a: [1, 'b'] } });
    expect(await byUs.select().from(probe)).toEqual(expected);
    expect(await byUs.transaction((tx) => tx.select().from(probe))).toEqual(expected);
    // Raw statements (object rows): the same text for each type.
    const raw = sql`select at, at_tz, during, day, amounts, ats, days, count, flag, data from parser_probe`;
    expect((await byUs.execute(raw)).rows).toEqual((await byDrizzle.execute(raw)).rows);
  });

  it('sends Drizzle’s queries without its parsers, and keeps any others', async () => {
    const seen: Array<QueryOptions | undefined> = [];
    const recording =
      (target: { query: Transaction['query'] }) =>
      async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
        seen.push(options);
        return target.query<T>(text, params, options);
      };
    const spied = {
      parsers: ours.parsers,
      query: recording(ours),
      transaction: <T>(callback: (tx: Transaction) => Promise<T>) => ours.transaction((tx) => callback(Object.create(tx, { query: { value: recording(tx), writable: true, configurable: true } }) as Transaction)),
    };
    const byUs = drizzle({ client: drizzleClient(spied as unknown as PGlite) });
    await byUs.select().from(probe);
    await byUs.transaction((tx) => tx.select().from(probe));
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (const options of seen) {
      expect(options).toMatchObject({ rowMode: 'array' });
      expect(options).not.toHaveProperty('parsers');
    }
    const own = { rowMode: 'array' as const, parsers: { 23: (value: string) => `#${value}` } };
    expect(withoutDrizzleParsers(own)).toBe(own);
    expect(withoutDrizzleParsers(undefined)).toBeUndefined();
    expect(withoutDrizzleParsers({ rowMode: 'object', parsers: { ...DRIZZLE_TEXT_PARSERS } })).toEqual({ rowMode: 'object' });
  });
});

/**
 * A transaction whose BEGIN fails gives its pooled connection back (failed-begin-release.ts). The
 * pool here has one connection, left by a session inside a failed transaction block, where
 * PostgreSQL refuses every statement but ROLLBACK: the next transaction's BEGIN is refused (25P02).
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../../test/test-database.ts';
import { openDatabase, type Database } from './database.ts';

describe('a transaction whose BEGIN fails (PostgreSQL)', () => {
  let created: TestPostgresDatabase;
  let database: Database;

  beforeEach(async () => {
    created = await createTestPostgresDatabase();
    database = await openDatabase({ url: created.url, poolMax: 1, poolWaitMs: 2000 });
    await database.textRows({ sql: 'create table probe (n int)', params: [] });
  });
  afterEach(async () => {
    await database.close();
    await created.drop();
  });

  const leaveAbortedTransaction = () =>
    database.withSession(async (session) => {
      await session.query('begin');
      await expect(session.query('select 1 / 0')).rejects.toThrow(/division by zero/);
    });

  it('fails, and the pool still has its connection for the next transaction', async () => {
    await leaveAbortedTransaction();
    await expect(database.db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow(/begin/);
    await database.db.transaction((tx) => tx.execute(sql`insert into probe values (42)`));
    expect(await database.textRows({ sql: 'select n from probe', params: [] })).toEqual([['42']]);
  });

  it('lets the pool close', async () => {
    await leaveAbortedTransaction();
    await expect(database.db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    const closed = await Promise.race([database.close().then(() => 'closed'), new Promise((resolve) => setTimeout(() => resolve('still open'), 5000))]);
    expect(closed).toBe('closed');
    database = await openDatabase({ url: created.url, poolMax: 1 });
  });

  it('leaves other statements and a holder’s own release alone', async () => {
    // A session whose first statement fails releases its connection itself, once, without an error.
    await expect(database.withSession((session) => session.query('select 1 / 0'))).rejects.toThrow(/division by zero/);
    // A BEGIN that succeeds, then a failing statement in the transaction: rolled back, connection kept.
    await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1 / 0`))).rejects.toThrow();
    expect(await database.withSession((session) => session.query<{ one: number }>('select 1 as one'))).toEqual([{ one: 1 }]);
  });
});

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres (npm run test:postgres).
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../platform/database/database.ts';

export const testDriver = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

export async function openTestDatabase(): Promise<Database> {
  if (testDriver() === 'pglite') return openDatabase({});
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `passdesk_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolMax: 5 });
  const close = database.close.bind(database);
  return {
    ...database,
    async close() {
      await close();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}

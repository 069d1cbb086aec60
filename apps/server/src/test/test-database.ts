/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres (npm run test:postgres).
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../platform/database/database.ts';

export const testDriver = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

export interface TestPostgresDatabase {
  /** Connection string of the new, empty database (several pools or processes may open it). */
  url: string;
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the TEST_DATABASE_URL server. */
export async function createTestPostgresDatabase(): Promise<TestPostgresDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `passdesk_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

export async function openTestDatabase(): Promise<Database> {
  if (testDriver() === 'pglite') return openDatabase({});
  const created = await createTestPostgresDatabase();
  const database = await openDatabase({ url: created.url, poolMax: 5 });
  const close = database.close.bind(database);
  return {
    ...database,
    async close() {
      await close();
      await created.drop();
    },
  };
}

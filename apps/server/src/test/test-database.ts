/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres (npm run test:postgres). Empty
 * (openTestDatabase) or already migrated (openMigratedTestDatabase).
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { embeddedClientOf, openDatabase, type Database } from '../platform/database/database.ts';
import { migrate } from '../platform/database/migrate.ts';
import { PgliteTemplate } from '../platform/database/pglite-template.ts';

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

/**
 * The cluster with every checked-in migration applied that new DATA_DIRs start from
 * (pglite-template.ts), here the template of in-memory test databases. Only `write` fills it: a
 * template that fails to load is discarded and never replaced by an unmigrated cluster.
 */
class MigratedTemplate extends PgliteTemplate {
  constructor() {
    super(new PgliteTemplate().migratedFile);
  }

  override save(): Promise<boolean> {
    return Promise.resolve(false);
  }
}

/**
 * A fresh database with the migrations applied, for the tests of the running server. On PGlite
 * it is unpacked from MigratedTemplate (made by the first test file that finds none): each file
 * skips running the migrations (about 1.3 s of CPU on this project's 2-core machine). The server
 * still runs `migrate`, which then finds nothing to do; correctness never depends on the cache.
 */
export async function openMigratedTestDatabase(): Promise<Database> {
  if (testDriver() === 'postgres') return openTestDatabase();
  const template = new MigratedTemplate();
  if (template.read()) return openDatabase({ pgliteTemplate: template });
  const database = await openDatabase({});
  await migrate(database);
  const client = embeddedClientOf(database.db);
  if (client) await new PgliteTemplate().saveMigrated(client);
  return database;
}

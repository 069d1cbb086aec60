/**
 * Applies the checked-in SQL migrations in order, each in its own transaction, under a PostgreSQL
 * advisory lock so that two instances starting together never race.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoPath } from '../repo-paths.ts';
import type { Database, SqlSession } from './database.ts';

const MIGRATIONS_DIR = repoPath('apps/server/src/platform/database/migrations');
/** Arbitrary but fixed: "PassDesk" in ASCII, folded into a bigint. */
const MIGRATION_LOCK_KEY = 5_063_658_331;

export interface Migration {
  name: string;
  statements: string[];
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      name: file.replace(/\.sql$/, ''),
      statements: fs
        .readFileSync(path.join(dir, file), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter(Boolean),
    }));
}

async function applyPending(session: SqlSession, migrations: Migration[]): Promise<string[]> {
  await session.query(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set((await session.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    await session.query('begin');
    try {
      for (const statement of migration.statements) await session.query(statement);
      await session.query('insert into schema_migrations (name) values ($1)', [migration.name]);
      await session.query('commit');
      applied.push(migration.name);
    } catch (error) {
      await session.query('rollback');
      throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return applied;
}

/** Returns the names of the migrations it applied. */
export async function migrate(database: Database, migrations = readMigrations()): Promise<string[]> {
  return database.withSession(async (session) => {
    // No statement time-out while migrating: it bounds requests, but an index built over ten
    // million cards takes minutes, and another instance waits for the lock as long
    // (docs/performance.md "Ten million cards (bench/cards-scale)"). RESET gives the connection its
    // own time-out back.
    await session.query('set statement_timeout = 0');
    try {
      await session.query(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
      try {
        return await applyPending(session, migrations);
      } finally {
        await session.query(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
      }
    } finally {
      await session.query('reset statement_timeout');
    }
  });
}

export interface MigrationStatus {
  /** Applied migrations, in order (names a newer release applied are listed too). */
  applied: string[];
  /** Migrations of this release not applied yet, in order. */
  pending: string[];
}

/** Which migrations the database has and which it lacks; changes nothing (an empty database: all pending). */
export async function migrationStatus(database: Database, migrations = readMigrations()): Promise<MigrationStatus> {
  const applied = await database.withSession(async (session) => {
    const [table] = await session.query<{ present: boolean }>("select to_regclass('schema_migrations') is not null as present");
    if (!table?.present) return [];
    return (await session.query<{ name: string }>('select name from schema_migrations order by name')).map((row) => row.name);
  });
  const done = new Set(applied);
  return { applied, pending: migrations.map((migration) => migration.name).filter((name) => !done.has(name)) };
}

/**
 * `npm run passdesk` as a describe block's tests run it: on a DATA_DIR of the block's own (the
 * embedded database), or with TEST_DB=postgres on a database of its own too, no `.env` read.
 * `passdesk('admin create --email …')` runs one command line in-process and returns its exit code
 * and output; `inspect` opens the database the commands left, for the test's checks.
 */
import path from 'node:path';
import { runPassdesk } from '../cli/passdesk.ts';
import { openDatabase, type Database } from '../platform/database/database.ts';
import { testDriver } from './test-database.ts';
import type { TestPostgresDatabase } from './test-database.ts';
import { useTempDir, useTestPostgresDatabase } from './suite.ts';

export interface CommandRun {
  code: number;
  out: string;
  err: string;
}

export interface PassdeskCli {
  /** The block's temporary folder (DATA_DIR is its `data`). */
  dir: { path: string };
  /** The block's PostgreSQL database (TEST_DB=postgres), else undefined. */
  postgres: TestPostgresDatabase | undefined;
  dataDir(): string;
  /** The environment a command runs with, `more` added (and overriding). */
  env(more?: Record<string, string>): NodeJS.ProcessEnv;
  /** One command line (words split at spaces), its exit code and what it wrote to stdout and stderr. */
  passdesk(line: string, more?: Record<string, string>): Promise<CommandRun>;
  /** The database as the commands left it, opened for `read` and closed again. */
  inspect<T>(read: (database: Database) => Promise<T>): Promise<T>;
}

export const onPostgres = testDriver() === 'postgres';

export function usePassdeskCli(prefix: string): PassdeskCli {
  const dir = useTempDir(prefix);
  const postgres = onPostgres ? useTestPostgresDatabase() : undefined;
  const dataDir = () => path.join(dir.path, 'data');
  const env = (more: Record<string, string> = {}): NodeJS.ProcessEnv => ({
    ENV_FILE: '',
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir(),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...more,
  });
  return {
    dir,
    postgres,
    dataDir,
    env,
    async passdesk(line, more = {}) {
      let out = '';
      let err = '';
      const code = await runPassdesk(line.split(' '), env(more), { out: (text) => (out += text), err: (text) => (err += text) });
      return { code, out, err };
    },
    async inspect(read) {
      const database = await openDatabase(postgres ? { url: postgres.url, poolMax: 2 } : { dataDir: dataDir() });
      try {
        return await read(database);
      } finally {
        await database.close();
      }
    },
  };
}

/** Opens the database the configuration names: PostgreSQL for DATABASE_URL, else PGlite in DATA_DIR. */
import type { Config } from '../config/config.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import { openDatabase, type Database } from './database.ts';

export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolMax: config.database.poolMax,
    connectTimeoutMs: config.database.connectTimeoutMs,
    poolWaitMs: config.database.poolWaitMs,
    statementTimeoutMs: config.database.statementTimeoutMs,
  });
}

/**
 * One line for a database that could not be opened: the DATA_DIR lock's own message, or the
 * variable to look at for a PostgreSQL that cannot be reached; undefined for anything else.
 */
export function describeOpenError(error: unknown, config: Config): string | undefined {
  if (error instanceof DataDirInUseError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  if (config.databaseUrl && /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|timeout|password authentication|does not exist|terminated/i.test(message)) {
    return `DATABASE_URL: cannot connect to the database (${message})`;
  }
  return undefined;
}

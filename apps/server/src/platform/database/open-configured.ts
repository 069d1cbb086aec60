/** Opens the database the configuration names: PostgreSQL for DATABASE_URL, else PGlite in DATA_DIR. */
import type { Config } from '../config/config.ts';
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

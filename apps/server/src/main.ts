/**
 * `npm start`: load `.env`, validate the configuration, open the database (migrations, first admin, demo data),
 * serve the API and the web app, and shut down gracefully on SIGINT/SIGTERM.
 */
import { ConfigError, loadConfig, type Config } from './platform/config/config.ts';
import { loadEnvFile } from './platform/config/env-file.ts';
import { loggerOptions } from './platform/logging/logger.ts';
import { describeOpenError, openConfiguredDatabase } from './platform/database/open-configured.ts';
import { openAgainAfterLoss } from './platform/database/connection-loss.ts';
import type { Database } from './platform/database/database.ts';
import type { Runtime } from './runtime.ts';
import { StorageUnavailableError } from './platform/storage/create-storage.ts';
import { answerBackupRequests } from './platform/backup/embedded-backup.ts';
import { claimPreparedDataDir, type FirstStartNotice } from './platform/first-start/prepared-data-dir.ts';

/** How long a database connection lost while starting is met with another attempt. */
const STARTUP_RECONNECT_WINDOW_MS = 30_000;

function fail(line: string): never {
  process.stderr.write(`passdesk: ${line}\n`);
  process.exit(1);
}

function describeStartupError(error: unknown, config: Config): string {
  if (error instanceof StorageUnavailableError) return error.message;
  const described = describeOpenError(error, config);
  if (described) return described;
  const message = error instanceof Error ? error.message : String(error);
  if (message.startsWith('ADMIN_PASSWORD')) return message;
  return `could not start: ${message}`;
}

/** `firstStart`: what this start made (the first admin, demo data), or what the prepared DATA_DIR it claimed was made with. */
function banner(runtime: Runtime, url: string, firstStart: FirstStartNotice): string {
  const lines = ['', `  PassDesk is running at ${url}`, `  Database: ${runtime.services.database.description}`];
  const { firstAdmin, demoModules } = firstStart;
  if (firstAdmin) {
    lines.push(`  First administrator: ${firstAdmin.email}`);
    if (firstAdmin.generatedPassword) {
      lines.push(`  Generated password (shown only this once): ${firstAdmin.generatedPassword}`);
      lines.push('  Sign in and change it from the profile menu, or set ADMIN_PASSWORD on the first start.');
    }
  }
  if (demoModules.length > 0) lines.push(`  Demo data loaded: ${demoModules.join(', ')}`);
  return `${lines.join('\n')}\n\n`;
}

async function main(): Promise<void> {
  let config: Config;
  try {
    loadEnvFile();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const pretty = config.logFormat ? config.logFormat === 'pretty' : Boolean(process.stdout.isTTY);
  // A first start on an empty DATA_DIR takes the demo DATA_DIR `npm install` made for this install
  // and today, when there is one: it then starts as a restart does (docs/operations.md "The first start").
  const claimed = claimPreparedDataDir(config);
  // The database starts opening (PGlite compiles its WebAssembly) while the rest of the server's
  // modules load: the two overlap instead of adding up.
  let firstOpening: Promise<Database> | undefined = openConfiguredDatabase(config);
  firstOpening.catch(() => undefined);
  const { openRuntime } = await import('./runtime.ts');
  const logger = loggerOptions({ level: config.logLevel, pretty });
  let runtime: Runtime;
  try {
    // A PostgreSQL that loses the connection while the server starts (restarting, as in a compose
    // start) is met with another attempt for a while (docs/operations.md, "When PostgreSQL or S3 goes away").
    runtime = await openAgainAfterLoss(
      async () => {
        const opening = firstOpening ?? openConfiguredDatabase(config);
        firstOpening = undefined;
        const database = await opening;
        return openRuntime(config, { logger, database });
      },
      {
        withinMs: config.databaseUrl ? STARTUP_RECONNECT_WINDOW_MS : 0,
        pauseMs: 1000,
        onLoss: (error, attempt) => process.stderr.write(`passdesk: the database connection was lost while starting (${(error as Error).message}); starting again (attempt ${attempt + 1})\n`),
      },
    );
  } catch (error) {
    fail(describeStartupError(error, config));
  }
  const { app, services } = runtime;
  // Handlers before listening: a signal that arrives as soon as the banner is out must already
  // mean a graceful stop, never the default kill.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    runtime
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        process.stderr.write(`passdesk: error while shutting down: ${(error as Error).message}\n`);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // `npm run backup` asks with SIGUSR2 for a snapshot of the embedded DATA_DIR.
  if (services.database.kind === 'pglite') answerBackupRequests(services.database, services.storage, config.dataDir, app.log);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await runtime.close();
    fail(`PORT ${config.port}: cannot listen (${(error as Error).message})`);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;
  app.log.info({ url, database: services.database.description, storage: services.storage.kind, mail: services.mailer.kind }, 'PassDesk started');
  process.stdout.write(banner(runtime, url, claimed ?? { firstAdmin: runtime.firstAdmin, demoModules: runtime.demoModules }));
}

main().catch((error: unknown) => fail(`could not start: ${(error as Error).message}`));

/**
 * The composition root (with app.ts): opens every platform part from the configuration, in
 * order, seeds what sign-in needs, and closes them in reverse. Used by main.ts, the tests and the
 * benchmarks alike.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import { FEATURE_MODULES } from './modules/modules.ts';
import { ensureFirstAdmin, ensureSystemPermissions, type FirstAdminResult } from './modules/access/first-admin.ts';
import type { Config } from './platform/config/config.ts';
import { keepPlannerStatistics } from './platform/database/planner-statistics.ts';
import type { Database } from './platform/database/database.ts';
import { openConfiguredDatabase } from './platform/database/open-configured.ts';
import { migrate } from './platform/database/migrate.ts';
import { TokenService, resolveJwtSecret, retiredJwtSecrets } from './platform/auth/tokens.ts';
import { JobQueue } from './platform/jobs/job-queue.ts';
import { JobWorker } from './platform/jobs/job-worker.ts';
import { createMailer } from './platform/mail/create-mailer.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { startPendingFileSweeper } from './platform/storage/pending-files.ts';
import { loadDemoData } from './platform/seed/demo.ts';
import type { FeatureModule, Services } from './platform/services.ts';

export interface Runtime {
  app: FastifyInstance;
  services: Services;
  firstAdmin?: FirstAdminResult;
  demoModules: string[];
  close(): Promise<void>;
}

export interface StartOptions {
  logger: FastifyServerOptions['logger'];
  /** Tests pass an already-open database (in-memory PGlite or a fresh PostgreSQL database). */
  database?: Database;
  modules?: readonly FeatureModule[];
}

export async function openRuntime(config: Config, options: StartOptions): Promise<Runtime> {
  const database = options.database ?? (await openConfiguredDatabase(config));
  const closers: Array<() => Promise<void>> = [() => database.close()];
  const closeAll = async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  };
  try {
    // A storage that does not answer is a configuration error: reported before any migration runs.
    const storage = await createStorage(config);
    await database.ping();
    await migrate(database);
    await ensureSystemPermissions(database.db);
    const firstAdmin = await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword);
    // Retired secrets still verify their tokens: the configured ones, and generated ones `keys rotate` retired.
    const tokens = new TokenService(await resolveJwtSecret(database.db, config.jwtSecret, config.dataDir), [...config.jwtSecretsPrevious, ...(await retiredJwtSecrets(database.db))]);
    const modules = options.modules ?? FEATURE_MODULES;
    // The mailer logs through the app's logger, which exists once the app is built.
    const appRef: { current?: FastifyInstance } = {};
    const mailLog = { info: (details: Record<string, unknown>, message: string) => appRef.current?.log.info(details, message) };
    const mailer = await createMailer(config, database.db, mailLog);
    closers.push(() => mailer.close());
    const jobs = new JobQueue(database.db);
    const built = await buildApp({ services: { config, database, db: database.db, storage, mailer, tokens, jobs }, logger: options.logger, modules });
    appRef.current = built.app;
    closers.push(() => built.app.close());
    // Files stored for requests that never committed their rows (a crash, a SIGKILL) go first.
    const stopSweeper = await startPendingFileSweeper({ db: database.db, storage, log: built.app.log }, config.pendingFileGraceSeconds);
    closers.push(async () => stopSweeper());
    // PGlite runs no autovacuum: a daily job keeps the planner's statistics (nothing on PostgreSQL).
    await keepPlannerStatistics(database, jobs, config.timeZone);
    if (config.jobs.worker) {
      // Started after the modules registered their handlers; stopped first on close, after its running job.
      const worker = new JobWorker(jobs, { pollIntervalMs: config.jobs.pollIntervalMs, log: built.app.log });
      worker.start();
      closers.push(() => worker.stop());
    }
    const demoModules = config.demoData ? await loadDemoData(built.services, modules) : [];
    return { app: built.app, services: built.services, firstAdmin, demoModules, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

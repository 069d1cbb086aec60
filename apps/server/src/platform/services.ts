/** What every feature module is given: the parts of the platform, made once at start-up. */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config/config.ts';
import type { Database, Db } from './database/database.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/storage.ts';
import type { TokenService } from './auth/tokens.ts';

export interface Services {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  tokens: TokenService;
  /** Background work: `jobs.register(name, handler)` in routes(), `jobs.enqueue(name, payload, { tx })` from a handler. */
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

/** Demo rows a feature adds to an empty embedded database (see platform/seed/demo.ts). */
export interface DemoSeed {
  /** Lower runs first: master data before the cards that point at it. */
  order: number;
  run(services: Services): Promise<void>;
}

/** A feature: its routes, and optionally its demo rows. */
export interface FeatureModule {
  name: string;
  routes(app: FastifyInstance, services: Services): Promise<void>;
  demo?: DemoSeed;
}

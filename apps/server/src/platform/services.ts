/** What every feature module is given: the parts of the platform, made once at start-up. */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config/config.ts';
import type { Database, Db } from './database/database.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/storage.ts';
import type { TokenService } from './auth/tokens.ts';
import type { InUseCheck, InUseRegistry } from './records/in-use.ts';

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
  /** "Still in use" checks every module declared (FeatureModule.inUse), asked before a delete. */
  inUse: InUseRegistry;
}

/** Demo rows a feature adds to an empty embedded database (see platform/seed/demo.ts). */
export interface DemoSeed {
  /** Lower runs first: master data before the cards that point at it. */
  order: number;
  run(services: Services): Promise<void>;
}

type RouteRegistrar = (app: FastifyInstance, services: Services) => Promise<void>;

/**
 * A feature: its routes, and optionally its demo rows. Routes are written relative to the API
 * they belong to; app.ts registers each group under its prefix once (see API_PREFIXES in
 * packages/contract/src/http/paths.ts).
 */
export interface FeatureModule {
  name: string;
  /** The admin panel's API: registered under `/api/v1/admin`. */
  admin?: RouteRegistrar;
  /** The citizens' public API: registered under `/api/v1/users`. */
  users?: RouteRegistrar;
  /** The mobile apps' API: registered under `/api/v1/mobile`. */
  mobile?: RouteRegistrar;
  /** Routes at the site's root (`/media/...`, `/locales/...`). */
  root?: RouteRegistrar;
  demo?: DemoSeed;
  /** Checks that refuse deleting another feature's records while this feature's rows use them (records/in-use.ts). */
  inUse?: readonly InUseCheck[];
}

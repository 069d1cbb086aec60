/**
 * The whole server, built in-process on a fresh database, for API tests with `inject`.
 * Nothing is mocked: the same migrations, hooks and modules as in production.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../platform/config/config.ts';
import { issueSession } from '../platform/auth/sessions.ts';
import { openDatabase } from '../platform/database/database.ts';
import { loggerOptions } from '../platform/logging/logger.ts';
import { openRuntime, type StartOptions } from '../runtime.ts';
import type { Services } from '../platform/services.ts';
import { openMigratedTestDatabase } from './test-database.ts';

export const TEST_ADMIN_EMAIL = 'admin@passdesk.test';
export const TEST_ADMIN_PASSWORD = 'Admin@12345';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  config: Config;
  /** Every log line written so far, parsed. */
  logs: Array<Record<string, unknown>>;
  /** A bearer token for an admin user, made without going through the login endpoint. */
  tokenFor(userId: number): Promise<string>;
  inject(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** 'info' by default; a long run that reads only errors sets 'warn' (fewer lines to write and parse). */
  logLevel?: 'info' | 'warn';
  /** A PostgreSQL database another test app uses too (two instances on one database); the caller drops it. */
  databaseUrl?: string;
  modules?: StartOptions['modules'];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const logs: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const database = options.databaseUrl ? await openDatabase({ url: options.databaseUrl, poolMax: 5 }) : await openMigratedTestDatabase();
  const runtime = await openRuntime(config, {
    logger: loggerOptions({ level: options.logLevel ?? 'info', pretty: false, stream }),
    database,
    modules: options.modules,
  });
  const { app, services } = runtime;
  return {
    app,
    services,
    config,
    logs,
    async tokenFor(userId: number) {
      const { token } = await issueSession(services.db, services.tokens, { subjectType: 'admin', subjectId: userId, ttlHours: 1 });
      return token;
    },
    inject({ token, headers, ...rest }) {
      return app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    },
    async close() {
      await runtime.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Set-ups shared by a describe block's tests: opened once before its first test, closed after its
 * last. Each returns an object that is empty until then and is filled in, in `beforeAll`, with
 * what was opened, so the tests (and helpers they call) use it as a plain value:
 *
 *   const t = useTestApp({}, async (t) => ({ admin: await t.tokenFor(1) }));
 *   it('…', async () => { await t.inject({ …, token: t.admin }); });
 *
 * Hooks run in the order they are declared (and close in reverse), so a later set-up may read an
 * earlier one in its options: `useTestApp(() => ({ env: { SMTP_URL: smtp.url } }))`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { issueSession } from '../platform/auth/sessions.ts';
import { loadConfig } from '../platform/config/config.ts';
import { loggerOptions } from '../platform/logging/logger.ts';
import type { FeatureModule } from '../platform/services.ts';
import { openRuntime, type Runtime } from '../runtime.ts';
import { startS3Server, type TestS3Server } from './s3-server.ts';
import { spawnServer, tempDataDir, type ServerProcess } from './server-process.ts';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp, type TestAppOptions } from './test-app.ts';
import { createTestPostgresDatabase, type TestPostgresDatabase } from './test-database.ts';

function openedForTheBlock<T extends object>(open: () => Promise<T>, close: (value: T) => Promise<void>): T {
  const shared = {} as T;
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
    Object.assign(shared, opened);
  });
  afterAll(async () => {
    if (opened) await close(opened);
  });
  return shared;
}

/** The whole server on a fresh database (createTestApp), plus what `setup` makes on it (tokens, staff, worlds). */
export function useTestApp<T extends object = object>(options: TestAppOptions | (() => TestAppOptions) = {}, setup?: (t: TestApp) => Promise<T>): TestApp & T {
  return openedForTheBlock(
    async () => {
      const t = await createTestApp(typeof options === 'function' ? options() : options);
      try {
        return { ...t, ...(setup ? await setup(t) : ({} as T)) };
      } catch (error) {
        await t.close();
        throw error;
      }
    },
    (t) => t.close(),
  );
}

/** A real SMTP server (startSmtpReceiver) for the block's tests. */
export function useSmtpReceiver(): SmtpReceiver {
  return openedForTheBlock(startSmtpReceiver, (smtp) => smtp.close());
}

/** A temporary folder for the block (`path`), filled by `fill` when given; removed after the block. */
export function useTempDir(prefix: string, fill?: (dir: string) => void): { path: string } {
  return openedForTheBlock(
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      fill?.(dir);
      return { path: dir };
    },
    async (dir) => fs.rmSync(dir.path, { recursive: true, force: true }),
  );
}

/** A new, empty database on the TEST_DATABASE_URL server (createTestPostgresDatabase), dropped after the block. */
export function useTestPostgresDatabase(): TestPostgresDatabase {
  return openedForTheBlock(createTestPostgresDatabase, (database) => database.drop());
}

/** A real S3-compatible server (startS3Server) for the block's tests. */
export function useS3Server(): TestS3Server {
  return openedForTheBlock(() => startS3Server(), (server) => server.close());
}

/** A TCP proxy the tests can cut (startTcpProxy) in front of `target()`, read when the block opens. */
export function useTcpProxy(target: () => { host: string; port: number }): TcpProxy {
  return openedForTheBlock(() => startTcpProxy(target()), (proxy) => proxy.close());
}

/**
 * The runtime as npm start opens it (openRuntime: migrations, seed, worker, the given modules) on a
 * DATA_DIR of its own, with the environment `env()` adds, and a session token of the first admin.
 */
export function useTestRuntime(env: () => Record<string, string>, modules: FeatureModule[]): { runtime: Runtime; token: string } {
  return openedForTheBlock(
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-runtime-'));
      try {
        const config = loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, WEB_DIST_DIR: path.join(dataDir, 'no-web'), ...env() });
        const runtime = await openRuntime(config, { logger: loggerOptions({ level: 'silent', pretty: false }), modules });
        const { token } = await issueSession(runtime.services.db, runtime.services.tokens, { subjectType: 'admin', subjectId: 1, ttlHours: 1 });
        return { runtime, token, dataDir };
      } catch (error) {
        fs.rmSync(dataDir, { recursive: true, force: true });
        throw error;
      }
    },
    async ({ runtime, dataDir }) => {
      await runtime.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  );
}

/**
 * Real server processes (spawnServer) on one fresh DATA_DIR: `start` launches one with the given
 * environment (DATA_DIR and PORT=0 added); after the block every one is killed and the folder goes.
 */
export function useServerProcesses(): { dataDir: string; start(env: Record<string, string>): ServerProcess } {
  const dataDir = tempDataDir();
  const started: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of started) await server.stop('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir,
    start(env) {
      const server = spawnServer({ DATA_DIR: dataDir, PORT: '0', ...env });
      started.push(server);
      return server;
    },
  };
}

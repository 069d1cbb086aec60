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
import { afterAll, beforeAll } from 'vitest';
import { spawnServer, tempDataDir, type ServerProcess } from './server-process.ts';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

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

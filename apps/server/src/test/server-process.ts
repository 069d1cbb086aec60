/**
 * Runs the real server entry as a child process with exactly the environment a test gives it, for
 * start-up, configuration and shutdown tests and the benchmarks: from its sources
 * (`node --import tsx apps/server/src/main.ts`) or, as `npm start` runs it, from the bundle
 * (`node apps/server/dist/main.mjs`, built by `buildServerBundle`). Plain Node, no test-runner imports.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../platform/repo-paths.ts';

export { REPO_ROOT };
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/src/main.ts');
/** What `npm start` runs (scripts/build-server.mjs). */
export const SERVER_BUNDLE = path.join(REPO_ROOT, 'apps/server/dist/main.mjs');

/** Bundles the server as `npm start` does (under a second); throws when the build fails. */
export function buildServerBundle(): void {
  const build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-server.mjs')], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`bundling the server failed:\n${build.stdout}${build.stderr}`);
}

interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<ServerExit>;
  /** Resolves with the base URL the banner prints (`PassDesk is running at ...`). */
  url(timeoutMs?: number): Promise<string>;
  /** Sends `signal` and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<ServerExit>;
}

/** A temporary DATA_DIR, removed by the caller. */
export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-proc-'));
}

/**
 * Nothing from the caller's environment leaks in (no DATABASE_URL, no S3_*), except what a Node
 * process needs to run; nor from a `.env` in the checkout (ENV_FILE empty, unless the test names
 * one). LOG_FORMAT=json keeps output machine-readable.
 */
/**
 * `entry`: the sources, the bundle `buildServerBundle` made, or another build's bundle (`{ bundle: path }`,
 * a copy of `apps/server/dist` kept beside it so that it finds the same node_modules: a benchmark's baseline).
 */
export function spawnServer(env: Record<string, string>, nodeArgs: readonly string[] = [], entry: 'sources' | 'bundle' | { bundle: string } = 'sources'): ServerProcess {
  // MALLOC_MMAP_THRESHOLD_ as `npm start` gives the server (scripts/start.mjs): the same memory.
  const base: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ENV_FILE: '', LOG_FORMAT: 'json', HOST: '127.0.0.1', MALLOC_MMAP_THRESHOLD_: env.DATABASE_URL ? '131072' : '32768' };
  const args = entry === 'sources' ? [...nodeArgs, '--import', 'tsx', SERVER_ENTRY] : [...nodeArgs, entry === 'bundle' ? SERVER_BUNDLE : path.resolve(entry.bundle)];
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<ServerExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    // Generous: a server started from the sources transforms them first, and CI runs the container
    // test's build beside these tests on two cores. How fast a start is belongs to bench/startup.
    async url(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = /PassDesk is running at (http:\/\/\S+)/.exec(stdout);
        if (match?.[1]) return match[1].replace('localhost', '127.0.0.1');
        if (hasExited) throw new Error(`server exited before listening:\n${stderr || stdout}`);
        if (Date.now() > deadline) throw new Error(`server did not start within ${timeoutMs} ms:\n${stdout}\n${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop(signal = 'SIGTERM') {
      if (!hasExited) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Starts the real built PassDesk server (npm start's entry point: the server bundle, built by the
 * globalSetup in demo-template.ts, and the built web app) on a free port with a temporary
 * DATA_DIR, exactly as a user would run it, and stops it after the tests.
 *
 * Loading the demo data (about 5,000 cards) took 41-55 s per server on a busy two-core machine,
 * so the e2e project's globalSetup (demo-template.ts) lets one server load it once per run and
 * keeps its stopped DATA_DIR. Each server then starts from its own copy of that folder (the
 * database files and stored photos; the lock file is left out): same data, same secrets, no state
 * shared with another server, and the start is a restart that finds everything in place.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, SERVER_BUNDLE } from '../../apps/server/src/test/server-process.ts';

export const ROOT = REPO_ROOT;
export const ADMIN_EMAIL = 'admin@passdesk.local';
export const ADMIN_PASSWORD = 'Admin@12345';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server process's id (e.g. to read its CPU time). */
  pid: number;
  output: () => string;
  stop(): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForReady(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server at ${url} did not become ready`);
}

/** Names the DATA_DIR that demo-template.ts seeded for this run (unset outside the e2e project). */
export const DEMO_TEMPLATE_ENV = 'PASSDESK_E2E_DEMO_DATA_DIR';
/** The only settings a server may change and still start from the template: none of them shapes the seeded data. */
const TEMPLATE_SAFE_ENV = new Set(['DATA_DIR', 'SMTP_URL', 'MAIL_FROM', 'LOG_LEVEL', 'PORT', 'WEB_DIST_DIR']);
/** Per-process files of a running server, never carried into a copy. */
const NOT_COPIED = new Set(['passdesk.lock', 'postmaster.pid']);

/** Copies the seeded template into an empty `dataDir` when this server may start from it. */
function seedFromTemplate(dataDir: string, env: Record<string, string>): void {
  const template = process.env[DEMO_TEMPLATE_ENV];
  if (!template || !fs.existsSync(template) || fs.readdirSync(dataDir).length > 0) return;
  if (Object.keys(env).some((key) => !TEMPLATE_SAFE_ENV.has(key))) return;
  fs.cpSync(template, dataDir, { recursive: true, filter: (source) => !NOT_COPIED.has(path.basename(source)) });
}

/**
 * `via`: `bundle` runs the server bundle as npm start does; `npm-start` runs npm start's own script
 * (scripts/start.mjs: it bundles the server again and runs it, the web app being built already).
 * `bundle`: another checkout's server bundle (a benchmark's reference), run from that checkout.
 */
export async function startServer(env: Record<string, string> = {}, { via = 'bundle', bundle }: { via?: 'bundle' | 'npm-start'; bundle?: string } = {}): Promise<RunningServer> {
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-e2e-'));
  fs.mkdirSync(dataDir, { recursive: true });
  seedFromTemplate(dataDir, env);
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [via === 'npm-start' ? path.join(ROOT, 'scripts/start.mjs') : (bundle ?? SERVER_BUNDLE)], {
    cwd: bundle ? path.resolve(path.dirname(bundle), '../../..') : ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      DATABASE_URL: '',
      // A `.env` in the checkout is the developer's, not the test's.
      ENV_FILE: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForReady(url),
      exited.then((code) => {
        throw new Error(`server exited with ${code}:\n${output}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

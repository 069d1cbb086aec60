#!/usr/bin/env node
/**
 * `npm start`: builds the web app when its build is missing or older than its sources, bundles the
 * server likewise (scripts/build-server.mjs), then runs the bundle with plain `node` (the server
 * applies migrations, creates the first administrator and loads demo data).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { buildServer, newestMtime, root, SERVER_BUNDLE, serverBundleIsCurrent } from './build-server.mjs';

const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');
const sources = [path.join(web, 'src'), path.join(web, 'public'), path.join(web, 'index.html'), path.join(web, 'vite.config.ts'), path.join(root, 'packages/contract/src')];

/**
 * DATABASE_URL as the server will see it: the environment's, else the one in the `.env` file it
 * loads (ENV_FILE, else `.env` beside the app; apps/server/src/platform/config/env-file.ts).
 */
function databaseUrl() {
  if (process.env.DATABASE_URL !== undefined) return process.env.DATABASE_URL;
  const file = process.env.ENV_FILE ?? path.join(root, '.env');
  if (!file) return undefined;
  try {
    return parseEnv(fs.readFileSync(file, 'utf8')).DATABASE_URL;
  } catch {
    return undefined;
  }
}

// Signals go to whichever child runs (the build, then the server): a Ctrl-C or a SIGTERM during
// the first build stops the build too, and the server shuts down gracefully and exits 0.
let current;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    if (!current?.pid) return;
    // The build runs in its own process group (npm → sh → vite), so the whole group is signalled.
    if (current.spawnargs.includes('build')) process.kill(-current.pid, signal);
    else current.kill(signal);
  });
}
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    current = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    current.on('exit', (code, signal) => resolve({ code, signal }));
  });
}

const builtAt = fs.statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sourcesAt = Math.max(...sources.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'Building the web app (first start)...' : 'Web app sources changed: rebuilding...');
  const build = await run('npm', ['run', 'build', '-w', '@passdesk/web'], { detached: true });
  if (interrupted) process.exit(1);
  if (build.code !== 0) {
    console.error('passdesk: the web app build failed (see above)');
    process.exit(build.code ?? 1);
  }
}

// glibc's malloc keeps a freed block in the heap it came from and returns memory to the system
// only from the top of that heap, or at once for a block mapped on its own. A fixed threshold for
// mapping a block on its own keeps freed memory out of the server's RSS: blocks of argon2 (19 MiB
// for each password check) and of PGlite's start-up, which glibc otherwise carves from its heaps
// once it has raised its default threshold (128 KiB, raised each time such a block is freed); and,
// on the embedded database, ~30 MB that V8's worker threads (its compilers, which allocate in zones
// of up to 32 KiB) freed while PGlite started, which stayed in those threads' heaps below a block
// still in use: so 32 KiB there, and glibc's default 128 KiB with PostgreSQL, where that memory is
// not freed and the lower threshold cost start-up time and ~7 % of the export's speed
// (docs/operations.md "The server's memory"). An operator's own value wins; other C libraries
// ignore the variable.
const serverEnv = { MALLOC_MMAP_THRESHOLD_: databaseUrl() ? '131072' : '32768', ...process.env };
try {
  // Bundled again only when the server's or the contract's sources changed since the last bundle.
  if (!serverBundleIsCurrent()) await buildServer();
} catch (error) {
  console.error(`passdesk: bundling the server failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (interrupted) process.exit(1);
const server = await run(process.execPath, [SERVER_BUNDLE], { env: serverEnv });
process.exit(server.code ?? (server.signal ? 1 : 0));

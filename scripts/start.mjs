#!/usr/bin/env node
/**
 * `npm start`: builds the web app when its build is missing or older than its sources, then runs
 * the server (which applies migrations, creates the first administrator and loads demo data).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');
const sources = [path.join(web, 'src'), path.join(web, 'public'), path.join(web, 'index.html'), path.join(web, 'vite.config.ts'), path.join(root, 'packages/contract/src')];

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = fs.statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sourcesAt = Math.max(...sources.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'Building the web app (first start)...' : 'Web app sources changed: rebuilding...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@passdesk/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('passdesk: the web app build failed (see above)');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

#!/usr/bin/env node
/**
 * Bundles the server's TypeScript (and the contract's) into ES modules, `apps/server/dist/main.mjs`
 * and the chunks it imports on demand, which `npm start` runs with plain `node`: no TypeScript loader in
 * the running server. tsx kept its compiler, every module's source and its source map in memory:
 * ~27 MB of the server's RSS at rest and ~46 MB right after start-up (docs/performance.md). npm
 * packages stay outside the bundle and load from node_modules as usual. The source map is written
 * beside the bundle; `NODE_OPTIONS=--enable-source-maps` maps stack traces in the log back to the
 * sources (off by default: it holds the map in memory). Tests and `npm run dev:server` run the
 * sources through tsx.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The repository's root (this file's folder's parent). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/main.mjs');

/** The contract is TypeScript sources (its package exports `./src/*.ts`): bundled, not loaded. */
const contractSources = {
  name: 'contract-sources',
  setup(builder) {
    builder.onResolve({ filter: /^@passdesk\/contract\// }, (args) => ({ path: path.join(root, 'packages/contract/src', `${args.path.slice('@passdesk/contract/'.length)}.ts`) }));
  },
};

/** The newest modification time of a file, or of anything in a folder (0 when it is missing). */
export function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** What the bundle is made of, and the file whose time says when it was last made from them. */
const BUNDLED_SOURCES = [path.join(root, 'apps/server/src'), path.join(root, 'packages/contract/src'), fileURLToPath(import.meta.url)];
const BUILT_STAMP = path.join(path.dirname(SERVER_BUNDLE), '.built');

/**
 * True when the bundle was made after the last change to its sources: `npm start` then runs it as
 * it is. Bundling takes ~0.4 s of every start (esbuild's process and its output compared file by
 * file); looking at the sources' times ~15 ms.
 */
export function serverBundleIsCurrent() {
  return builtAfter(BUILT_STAMP, SERVER_BUNDLE, BUNDLED_SOURCES);
}

/** True when `stamp` and `output` exist and the stamp is no older than anything in `sources`. */
export function builtAfter(stamp, output, sources) {
  const builtAt = fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return builtAt > 0 && fs.existsSync(output) && builtAt >= Math.max(...sources.map(newestMtime));
}

/**
 * A file is written only when its content changed, to a temporary name renamed over the old one:
 * a server starting meanwhile from the same folder (two instances, or a test next door) never reads
 * a half-written file. Chunks of earlier builds that this one no longer has are removed.
 */
export async function buildServer() {
  // The stamp carries the time the sources were read: a change made while bundling is bundled next time.
  const startedAt = new Date();
  const result = await build({
    absWorkingDir: root,
    // The server, and the process it reads uploaded PDFs in (platform/http/pdf-check.ts).
    entryPoints: [
      { in: path.join(root, 'apps/server/src/main.ts'), out: 'main' },
      { in: path.join(root, 'apps/server/src/platform/http/pdf-check-child.ts'), out: 'pdf-check-child' },
    ],
    outdir: path.dirname(SERVER_BUNDLE),
    outExtension: { '.js': '.mjs' },
    // What the sources import on demand (S3, SMTP, the runtime after start-up checks) stays a chunk
    // of its own, loaded when needed as before.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    plugins: [contractSources],
    sourcemap: 'linked',
    // Names stay as written: the log and error messages name classes and functions.
    keepNames: true,
    logLevel: 'warning',
    write: false,
  });
  const made = new Set();
  for (const file of result.outputFiles) {
    made.add(file.path);
    const current = fs.existsSync(file.path) ? fs.readFileSync(file.path) : undefined;
    if (current?.equals(file.contents)) continue;
    fs.mkdirSync(path.dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
  const chunks = path.join(path.dirname(SERVER_BUNDLE), 'chunks');
  for (const name of fs.readdirSync(chunks)) if (!made.has(path.join(chunks, name))) fs.rmSync(path.join(chunks, name), { force: true });
  fs.writeFileSync(BUILT_STAMP, '');
  fs.utimesSync(BUILT_STAMP, startedAt, startedAt);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log(`built ${path.relative(root, SERVER_BUNDLE)}`);
}

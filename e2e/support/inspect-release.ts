/**
 * Releases of the inspector app for the update tests: a copy of the build that `npm run build`
 * made (the panel and the inspector app, apps/web/dist), then the inspector app built again into
 * it by Vite's own build, as `vite build --mode inspect` does, from another public folder (a new
 * icon) or with a code change (a line added to every chunk after minifying, so every hashed file
 * gets a new name, as a dependency's upgrade renames the chunks that hold it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { ROOT } from './server.ts';

export const WEB_DIR = path.join(ROOT, 'apps/web');
export const BUILT_DIR = path.join(WEB_DIR, 'dist');
const SW_FILE = 'inspect-sw.js';

export interface Precache {
  version: string;
  files: string[];
}

/** The version and file list a build wrote into its service worker. */
export function precacheOf(distDir: string): Precache {
  const code = fs.readFileSync(path.join(distDir, SW_FILE), 'utf8');
  const found = /JSON\.parse\((".*?(?<!\\)")\)/.exec(code);
  if (!found?.[1]) throw new Error(`${distDir}/${SW_FILE} holds no precache list`);
  return JSON.parse(JSON.parse(found[1]) as string) as Precache;
}

/** A copy of apps/web/public where `change` may alter files. */
export function publicCopy(into: string, change: (dir: string) => void): string {
  fs.cpSync(path.join(WEB_DIR, 'public'), into, { recursive: true });
  change(into);
  return into;
}

interface ReleaseOptions {
  publicDir?: string;
  /** Appended to every chunk: a code change. */
  codeChange?: string;
  /** Take the given release's inspector files (its precache list's hashed files) off the copy first: a deployment replaces them. */
  removeFilesOf?: string;
}

/** The panel as built and the inspector app built again into `outDir`. */
/** Adds `comment` at the end of every chunk, after minifying (so it stays): a change the content hashes see. */
function changedCode(comment: string): Plugin {
  return { name: 'release-code-change', enforce: 'post', renderChunk: { order: 'post', handler: (code) => `${code}\n/* ${comment} */\n` } };
}

export async function buildRelease(outDir: string, { publicDir = path.join(WEB_DIR, 'public'), codeChange, removeFilesOf }: ReleaseOptions = {}): Promise<string> {
  // Timestamps kept: the build's precompressor leaves files alone whose .br copy is not older.
  fs.cpSync(BUILT_DIR, outDir, { recursive: true, preserveTimestamps: true });
  if (removeFilesOf) {
    for (const file of precacheOf(removeFilesOf).files.filter((url) => url.startsWith('/assets/'))) {
      for (const copy of ['', '.br', '.gz']) fs.rmSync(path.join(outDir, `${file}${copy}`), { force: true });
    }
  }
  // A production build, as `vite build` makes it (the test runner sets NODE_ENV=test, which would
  // give React's development build).
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(WEB_DIR, 'vite.config.ts'), root: WEB_DIR, mode: 'inspect', publicDir, logLevel: 'error', plugins: codeChange ? [changedCode(codeChange)] : [], build: { outDir } });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
  return outDir;
}

/**
 * Folders of the repository the server reads at run time (its migrations, the web app's build and
 * translations, the PGlite template cache), found the same way whether the server runs from its
 * TypeScript sources (tsx: tests, development) or from the bundle `npm start` runs
 * (`apps/server/dist/main.mjs`, scripts/build-server.mjs), whose modules sit at another depth.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder above `from` that holds the server's package (apps/server/package.json). */
export function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'apps/server/package.json'))) return dir;
    if (dir === path.dirname(dir)) throw new Error(`no PassDesk repository above ${from}`);
  }
}

export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the repository, e.g. `repoPath('apps/web/dist')`. */
export const repoPath = (...segments: string[]): string => path.join(REPO_ROOT, ...segments);

/** Where `npm install` keeps what it prepares once for every first start (templates, drawings). */
export const CACHE_DIR = repoPath('node_modules/.cache/passdesk');

/** A path beside `target` to write it aside before renaming it into place: unique to this process and call, so a copy cut short never looks complete. */
export const asidePath = (target: string): string => `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;

/**
 * Where the translation files are read from: the built panel's `locales` folder, or the web app's
 * source `public/locales` when the panel has not been built (development, API tests).
 */
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../../platform/repo-paths.ts';

const SOURCE_LOCALES = repoPath('apps/web/public/locales');

export function localesDir(webDistDir: string): string {
  const built = path.join(webDistDir, 'locales');
  return existsSync(built) ? built : SOURCE_LOCALES;
}

/** The namespaces (file names without `.json`) of one language's folder. */
export async function listNamespaces(dir: string, lng: string): Promise<string[]> {
  const names = await fs.readdir(path.join(dir, lng)).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length));
}

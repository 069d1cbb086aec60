/**
 * The inspector web app's service worker (src/inspect/service-worker.ts) is the second entry of
 * the inspector app's build (`vite build --mode inspect`), written to a fixed name at the top
 * (`/inspect-sw.js`, so it may control `/inspect`). Once the bundle is written, this plugin writes
 * into it the list of every file the inspector app can load — its page, the chunks it imports,
 * lazy ones too (the QR decoder), their CSS and WebAssembly, the manifest, icons and translations —
 * so the whole app is cached on first visit and opens with no network.
 *
 * With the list goes the cache's version: a hash of the content of every listed file (and of the
 * worker's own code), not of their names. A release that changes only the manifest, an icon or a
 * translation keeps every file name but changes the version, so the worker's bytes change and
 * every installed phone installs it (docs/architecture.md, "Inspector web app").
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { LANGUAGE_CODES } from '../../packages/contract/src/i18n/languages.ts';

export const INSPECT_SW_ENTRY = 'inspect-sw';
export const INSPECT_SW_FILE = 'inspect-sw.js';
/** The placeholder in service-worker.ts that becomes the JSON list of files to keep. */
const PRECACHE_PLACEHOLDER = '__INSPECT_PRECACHE__';
/** The app's page: served at /inspect, built from inspect.html. */
const PAGE_URL = '/inspect';
const PAGE_FILE = 'inspect.html';

/** Files the app needs offline that the build copies from public/ as they are: URL → path under public/. */
export const STATIC_FILES: Readonly<Record<string, string>> = Object.fromEntries(
  ['inspect/manifest.webmanifest', 'inspect/icon.svg', 'inspect/icon-192.png', 'inspect/icon-512.png', ...LANGUAGE_CODES.map((code) => `locales/${code}/inspect.json`)].map((file) => [`/${file}`, file]),
);

/** A file the worker keeps, and what it holds. */
export interface CachedFile {
  url: string;
  content: string | Uint8Array;
}

/**
 * The cache's version: a hash of each file's URL and content, in URL order, so the same files give
 * the same version whatever order the build met them in, and one changed byte a new one.
 */
export function contentVersion(files: readonly CachedFile[]): string {
  const whole = crypto.createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))) {
    whole.update(`${file.url}\n${crypto.createHash('sha256').update(file.content).digest('hex')}\n`);
  }
  return whole.digest('hex').slice(0, 16);
}

/** The public/ files of the list, read from where the build copies them from. */
export function staticFiles(publicDir: string): CachedFile[] {
  return Object.entries(STATIC_FILES).map(([url, file]) => {
    const full = path.join(publicDir, file);
    if (!fs.existsSync(full)) throw new Error(`inspect-sw: ${full} is missing (the inspector app needs it offline)`);
    return { url, content: fs.readFileSync(full) };
  });
}

interface ViteChunkMetadata {
  importedCss: Set<string>;
  importedAssets: Set<string>;
}

function reachableFrom(entry: OutputChunk, bundle: OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    // A chunk that held only CSS is gone from the final bundle (Vite loads its CSS instead).
    if (files.has(fileName) || !bundle[fileName]) return;
    files.add(fileName);
    const chunk = bundle[fileName];
    if (chunk.type !== 'chunk') return;
    const meta = (chunk as OutputChunk & { viteMetadata?: ViteChunkMetadata }).viteMetadata;
    for (const css of meta?.importedCss ?? []) files.add(css);
    for (const asset of meta?.importedAssets ?? []) files.add(asset);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
  };
  visit(entry.fileName);
  return [...files];
}

/** A bundle file's content as written: a chunk's code, an asset's source. */
function bundledFile(bundle: OutputBundle, fileName: string, url: string): CachedFile {
  const item = bundle[fileName];
  if (!item) throw new Error(`inspect-sw: the build has no ${fileName}`);
  return { url, content: item.type === 'chunk' ? item.code : item.source };
}

export function inspectServiceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'passdesk-inspect-sw',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    // After writing: only then does the bundle list exactly the files on disk, as they are.
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(`/${PAGE_FILE}`));
      const worker = chunks.find((chunk) => chunk.fileName === INSPECT_SW_FILE);
      if (!entry || !worker) throw new Error('inspect-sw: the build has no inspect.html entry or no service worker');
      // A service worker registered as a classic script cannot import: a module shared with the app would break it.
      if (worker.imports.length > 0) throw new Error(`inspect-sw: the service worker imports ${worker.imports.join(', ')}; it must hold all of its code`);
      const cached = [bundledFile(bundle, PAGE_FILE, PAGE_URL), ...staticFiles(publicDir), ...reachableFrom(entry, bundle).map((file) => bundledFile(bundle, file, `/${file}`))];
      // The worker's own code counts too: a changed worker starts a cache of its own.
      const version = contentVersion([...cached, { url: `/${INSPECT_SW_FILE}`, content: worker.code }]);
      const payload = JSON.stringify(JSON.stringify({ version, files: cached.map((file) => file.url) }));
      const placeholder = new RegExp(`(["'\`])${PRECACHE_PLACEHOLDER}\\1`);
      const file = path.join(options.dir ?? 'dist', worker.fileName);
      const code = fs.readFileSync(file, 'utf8');
      if (!placeholder.test(code)) throw new Error('inspect-sw: the service worker lost its precache placeholder');
      fs.writeFileSync(file, code.replace(placeholder, payload));
    },
  };
}

/**
 * The inspector web app's service worker (src/inspect/service-worker.ts) is the second entry of
 * the inspector app's build (`vite build --mode inspect`), written to a fixed name at the top
 * (`/inspect-sw.js`, so it may control `/inspect`). Once the bundle is written, this plugin writes
 * into it the list of every file the inspector app can load — its entry, the chunks it imports,
 * lazy ones too (the QR decoder), their CSS, the manifest, icons and translations — so the whole
 * app is cached on first visit and opens with no network.
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

/** Files outside the bundle that the app needs offline (public/ and the server's translations). */
const STATIC_FILES = ['/inspect', '/inspect/manifest.webmanifest', '/inspect/icon.svg', '/inspect/icon-192.png', '/inspect/icon-512.png', ...LANGUAGE_CODES.map((code) => `/locales/${code}/inspect.json`)];

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
  return [...files].map((file) => `/${file}`);
}

export function inspectServiceWorker(): Plugin {
  return {
    name: 'passdesk-inspect-sw',
    apply: 'build',
    enforce: 'post',
    // After writing: only then does the bundle list exactly the files on disk.
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/inspect.html'));
      const worker = chunks.find((chunk) => chunk.fileName === INSPECT_SW_FILE);
      if (!entry || !worker) throw new Error('inspect-sw: the build has no inspect.html entry or no service worker');
      const files = [...STATIC_FILES, ...reachableFrom(entry, bundle)];
      const version = crypto.createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const payload = JSON.stringify(JSON.stringify({ version, files }));
      const placeholder = new RegExp(`(["'\`])${PRECACHE_PLACEHOLDER}\\1`);
      const file = path.join(options.dir ?? 'dist', worker.fileName);
      const code = fs.readFileSync(file, 'utf8');
      if (!placeholder.test(code)) throw new Error('inspect-sw: the service worker lost its precache placeholder');
      fs.writeFileSync(file, code.replace(placeholder, payload));
    },
  };
}

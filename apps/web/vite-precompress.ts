/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, so the
 * server sends them as they are (platform/http/web-app.ts) instead of compressing per request.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;
/** Below this size the headers outweigh the saving. */
const MIN_BYTES = 1024;

function* filesIn(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else if (entry.isFile()) yield full;
  }
}

/** A second build into the same folder (the inspector app) leaves the first one's copies as they are. */
function compressedAlready(file: string): boolean {
  const copy = fs.statSync(`${file}.br`, { throwIfNoEntry: false });
  return copy !== undefined && copy.mtimeMs >= fs.statSync(file).mtimeMs;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'passdesk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesIn(outDir)) {
        if (!COMPRESSIBLE.test(file) || compressedAlready(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        const brotli = zlib.brotliCompressSync(content, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        });
        const gzip = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
        // A copy that saves nothing is left out; the server then sends the file itself.
        if (brotli.length < content.length) fs.writeFileSync(`${file}.br`, brotli);
        if (gzip.length < content.length) fs.writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

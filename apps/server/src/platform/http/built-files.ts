/**
 * The build's files — the panel's assets and pages, the translations — read once and kept in
 * memory with their brotli and gzip copies: they do not change while the server runs. An answer is
 * then a buffer in the encoding the browser accepts, with `Vary: Accept-Encoding` and an ETag (304
 * to a revalidation): no stat, open or read stream per request and no compression at run time. A
 * cold /routes asks for about forty such files; served through a file stream and the per-request
 * compressor they cost the server more CPU than the page's API calls, on the same cores as the
 * browser in a one-machine deployment (docs/performance.md, "What we wrote instead of a library").
 *
 * The build writes `.br` and `.gz` beside each compressible file (apps/web/vite-precompress.ts);
 * a file that has none (the translations' source folder in development and API tests) is compressed
 * once, when first read. `fresh: true` reads the file again on every request (development, where
 * the translations are edited while the server runs); a file over 8 MB is streamed from disk. That
 * the files stay as they were is already assumed: the Content-Security-Policy holds the built
 * page's boot script hash read at start-up (security-headers.ts), so a new build needs a restart.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES } from './compression.ts';
/** Larger files are streamed from disk on each request instead (none of the build's is near it). */
const MAX_KEPT_BYTES = 8 * 1024 * 1024;

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  // The inspector app's QR decoder (WebAssembly.instantiateStreaming wants this exact type).
  '.wasm': 'application/wasm',
};
/** Types worth compressing (fonts and images are compressed already; WebAssembly shrinks to ~40 %). */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|wasm)|image\/svg\+xml)/;

export interface BuiltFile {
  type: string;
  etag: string;
  /** The file itself, or undefined when it is too large to keep: then it is streamed from `path`. */
  identity?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  path: string;
  size: number;
}

async function readIfFile(file: string): Promise<Buffer | undefined> {
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile() || stat.size > MAX_KEPT_BYTES) return undefined;
  return fs.readFile(file);
}

async function load(file: string, compressMissing: boolean): Promise<BuiltFile | undefined> {
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) return undefined;
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  if (stat.size > MAX_KEPT_BYTES) return { type, etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`, path: file, size: stat.size };
  const identity = await fs.readFile(file);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const kept = { type, etag, identity, path: file, size: identity.length };
  if (!COMPRESSIBLE.test(type) || identity.length < COMPRESS_THRESHOLD_BYTES) return kept;
  const [br, gzip] = await Promise.all([readIfFile(`${file}.br`), readIfFile(`${file}.gz`)]);
  if (!compressMissing) return { ...kept, br, gzip };
  return {
    ...kept,
    br: br ?? zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzip ?? zlib.gzipSync(identity, { level: 9 }),
  };
}

export interface BuiltFiles {
  /** The file at `relative` under the root (the caller keeps it inside), or undefined when there is no such file. */
  read(relative: string): Promise<BuiltFile | undefined>;
}

/** Files under `root`, each read on its first request and kept (`fresh`: read on every request). */
export function builtFiles(root: string, { fresh = false }: { fresh?: boolean } = {}): BuiltFiles {
  // Only files that exist are kept: a request for a missing path adds nothing to memory.
  const kept = new Map<string, BuiltFile>();
  return {
    async read(relative) {
      const known = kept.get(relative);
      if (known) return known;
      // `fresh` (development): read on every request, and a missing compressed copy is left to
      // the run-time compressor (platform/http/compression.ts) rather than made here each time.
      const file = await load(path.join(root, relative), !fresh);
      if (file?.identity && !fresh) kept.set(relative, file);
      return file;
    },
  };
}

/**
 * Whether the Accept-Encoding header allows `encoding`: its own entry decides (absent `q`, or
 * `q` above 0), else `*`'s; neither there, not allowed.
 */
function accepts(header: string, encoding: string): boolean {
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name) quality.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  return (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
}

/** Sends `file` in the best encoding the request accepts (brotli, then gzip), or 304 when the browser's copy is current. */
export function sendBuiltFile(request: FastifyRequest, reply: FastifyReply, file: BuiltFile, cacheControl: string): FastifyReply {
  void reply.header('cache-control', cacheControl).header('etag', file.etag).header('vary', 'Accept-Encoding');
  const known = request.headers['if-none-match'];
  if (typeof known === 'string' && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) return reply.code(304).send();
  void reply.type(file.type);
  if (!file.identity) return reply.header('content-length', file.size).send(createReadStream(file.path));
  const header = String(request.headers['accept-encoding'] ?? '');
  const [encoding, body] = file.br && accepts(header, 'br') ? ['br', file.br] : file.gzip && accepts(header, 'gzip') ? ['gzip', file.gzip] : [undefined, file.identity];
  if (encoding) void reply.header('content-encoding', encoding);
  return reply.send(body);
}

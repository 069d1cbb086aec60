/**
 * Compresses answers the server builds (JSON, CSV streams) above a small size, in
 * the encoding the client prefers (brotli, then gzip). Built panel files arrive already
 * compressed (web-app.ts) and are left alone: they carry their Content-Encoding.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, compressing costs more than it saves (here and for the build's files: built-files.ts). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Per-request compression: a fast brotli level, not the build's maximum.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

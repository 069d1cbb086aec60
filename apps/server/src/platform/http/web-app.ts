/**
 * Serves the built panel: hashed assets with a long immutable cache, every other unknown path
 * gets index.html (never cached) so that client-side routing decides, e.g. /404.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { access } from '../auth/access.ts';
import { notFound } from './errors.ts';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PassDesk</title></head>
<body><h1>PassDesk</h1><p>The web app is not built yet. Run <code>npm run build</code> or <code>npm start</code>.</p></body></html>`;

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = fs.existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, { root: distDir, serve: false });
  }

  app.get('/*', { config: { access: access.public() }, schema: { hide: true } }, async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (isApiPath(pathname)) throw notFound(`No API endpoint at ${request.method} ${pathname}`);
    if (!built) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_PAGE);

    const relative = path.normalize(pathname).replace(/^(\.\.(\/|\\|$))+/, '').replace(/^\/+/, '');
    const candidate = path.join(distDir, relative);
    const isFile = relative !== '' && candidate.startsWith(distDir) && fs.statSync(candidate, { throwIfNoEntry: false })?.isFile();
    if (isFile && relative !== 'index.html') {
      const immutable = relative.startsWith('assets/');
      void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      return reply.sendFile(relative, { cacheControl: false });
    }
    // An unknown asset is a 404, not the app: a stale chunk must fail loudly so the app can offer a reload.
    if (relative.startsWith('assets/')) throw notFound('No such file');
    return reply.header('cache-control', 'no-cache, no-store, must-revalidate').sendFile('index.html', { cacheControl: false });
  });
}

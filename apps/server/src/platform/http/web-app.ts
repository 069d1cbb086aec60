/**
 * Serves the built panel: hashed assets with a long immutable cache, every other unknown path
 * gets index.html (never cached) so that client-side routing decides, e.g. /404. `/inspect` and
 * every path under it get inspect.html instead: the inspector web app, a second entry of the
 * same build with its own shell (docs/architecture.md, "Inspector web app"). The build writes
 * a brotli and a gzip copy beside each compressible file; the one the browser accepts is sent as
 * it is, with `Content-Encoding` and `Vary: Accept-Encoding`, from memory (built-files.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { access } from '../auth/access.ts';
import { isSafeText } from '@passdesk/contract/http/text';
import { builtFiles, sendBuiltFile } from './built-files.ts';
import { badRequest, notFound } from './errors.ts';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PassDesk</title></head>
<body><h1>PassDesk</h1><p>The web app is not built yet. Run <code>npm run build</code> or <code>npm start</code>.</p></body></html>`;

/** The inspector web app's pages: `/inspect`, `/inspect/…` (not `/inspector`). */
function isInspectorPath(pathname: string): boolean {
  return pathname === '/inspect' || pathname.startsWith('/inspect/');
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function decodePath(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = fs.existsSync(path.join(distDir, 'index.html'));
  const files = builtFiles(distDir);

  app.get('/*', { config: { access: access.public() }, schema: { hide: true } }, async (request, reply) => {
    const pathname = decodePath(request.url.split('?')[0] ?? '/');
    // A NUL byte or a broken escape is no file name (fs would throw): the client's mistake.
    if (pathname === undefined || !isSafeText(pathname)) throw badRequest('The path is not valid');
    if (isApiPath(pathname)) throw notFound(`No API endpoint at ${request.method} ${pathname}`);
    if (!built) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_PAGE);

    const relative = path.normalize(pathname).replace(/^(\.\.(\/|\\|$))+/, '').replace(/^\/+/, '');
    const inside = relative !== '' && path.join(distDir, relative).startsWith(distDir);
    const file = inside && relative !== 'index.html' ? await files.read(relative) : undefined;
    if (file) {
      const immutable = relative.startsWith('assets/');
      return sendBuiltFile(request, reply, file, immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    }
    // An unknown asset is a 404, not the app: a stale chunk must fail loudly so the app can offer a reload.
    if (relative.startsWith('assets/')) throw notFound('No such file');
    const page = (isInspectorPath(pathname) ? await files.read('inspect.html') : undefined) ?? (await files.read('index.html'));
    if (!page) throw notFound('No such file');
    return sendBuiltFile(request, reply, page, 'no-cache, no-store, must-revalidate');
  });
}

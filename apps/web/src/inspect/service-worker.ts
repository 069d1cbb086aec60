/**
 * The inspector web app's service worker (built to /inspect-sw.js, scope /inspect): keeps the app
 * shell — the page, its code (lazy chunks too), manifest, icons and translations — so that the
 * app opens with no network. The list is written in at build time (vite-inspect-sw.ts). API calls
 * are never cached here: the app keeps its own data in IndexedDB.
 */

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const { version, files } = JSON.parse('__INSPECT_PRECACHE__') as { version: string; files: string[] };
const CACHE = `passdesk-inspect-${version}`;
const SHELL = '/inspect';

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(files.map((file) => new Request(file, { cache: 'reload' })));
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('passdesk-inspect-') && name !== CACHE) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

/** The network's answer, kept for next time; the kept one when the network fails. */
async function networkFirst(request: Request, cacheKey: string): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(cacheKey, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(cacheKey);
    if (kept) return kept;
    throw error;
  }
}

/** Hashed files never change: the kept copy, else the network's (then kept). */
async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    if (url.pathname === SHELL || url.pathname.startsWith(`${SHELL}/`)) event.respondWith(networkFirst(request, SHELL));
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/inspect/')) event.respondWith(cacheFirst(request));
  else if (url.pathname.startsWith('/locales/')) event.respondWith(networkFirst(request, url.pathname));
});

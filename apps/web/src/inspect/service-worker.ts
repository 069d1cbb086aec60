/**
 * The inspector web app's service worker (built to /inspect-sw.js, scope /inspect): keeps the app
 * shell — the page, its code (lazy chunks too), manifest, icons and translations — so that the
 * app opens with no network. The list and the version (a hash of the files' content) are written
 * in at build time (vite-inspect-sw.ts). API calls are never cached here: the app keeps its own
 * data in IndexedDB.
 *
 * Updates never break an open page (docs/architecture.md, "Inspector web app"): a new worker
 * installs its own cache beside the old one and waits until the inspector accepts the update
 * (the app's "New version ready" prompt sends SKIP_WAITING). Hashed files are served from any
 * version's cache, and an old version's cache is deleted only once no page that was open under it
 * remains, so a page still running the old code can load the chunks it has not loaded yet.
 */

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface WorkerMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerClient {
  readonly id: string;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void>; matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WorkerClient[]> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const { version, files } = JSON.parse('__INSPECT_PRECACHE__') as { version: string; files: string[] };
const PREFIX = 'passdesk-inspect-';
const CACHE = `${PREFIX}${version}`;
/** Which old caches wait for which pages to go: `{ caches, clients }`, kept across the worker's restarts. */
const RETIRING = 'passdesk-inspect-retiring';
const RETIRING_KEY = '/inspect-sw/retiring';
const SHELL = '/inspect';
/**
 * The message of the app's update prompt (app-update.ts). Written out here: the worker is a classic
 * script and may import nothing the app's chunks also hold (vite-inspect-sw.ts refuses it).
 */
const SKIP_WAITING = 'SKIP_WAITING';

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(files.map((file) => new Request(file, { cache: 'reload' })));
      // No skipWaiting here: an open page keeps its version until the inspector accepts the update.
    })(),
  );
});

worker.addEventListener('message', (event) => {
  if (typeof event.data === 'object' && event.data !== null && (event.data as { type?: unknown }).type === SKIP_WAITING) event.waitUntil(worker.skipWaiting());
});

interface Retiring {
  caches: string[];
  clients: string[];
}

async function readRetiring(): Promise<Retiring> {
  const kept = await (await caches.open(RETIRING)).match(RETIRING_KEY);
  return kept ? ((await kept.json()) as Retiring) : { caches: [], clients: [] };
}

/** Deletes the old versions' caches once none of the pages that were open when they retired is left. */
async function pruneRetired(): Promise<void> {
  const retiring = await readRetiring();
  if (retiring.caches.length === 0) return;
  const open = new Set((await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })).map((client) => client.id));
  if (retiring.clients.some((id) => open.has(id))) return;
  for (const name of retiring.caches) await caches.delete(name);
  await caches.delete(RETIRING);
}

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const previous = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE && name !== RETIRING);
      const retiring = await readRetiring();
      const open = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const next: Retiring = { caches: [...new Set([...retiring.caches, ...previous])], clients: [...new Set([...retiring.clients, ...open.map((client) => client.id)])] };
      await (await caches.open(RETIRING)).put(RETIRING_KEY, new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }));
      await pruneRetired();
      await worker.clients.claim();
    })(),
  );
});

/** This version's copy, else the network's. */
async function thisVersionFirst(request: Request | string): Promise<Response> {
  const kept = await (await caches.open(CACHE)).match(request);
  return kept ?? fetch(request);
}

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

/** Hashed files never change: the copy in any version's cache, else the network's (then kept). */
async function anyVersionFirst(request: Request): Promise<Response> {
  for (const name of [CACHE, ...(await caches.keys()).filter((key) => key.startsWith(PREFIX) && key !== CACHE)]) {
    const kept = await (await caches.open(name)).match(request);
    if (kept) return kept;
  }
  const response = await fetch(request);
  if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // The page of this worker's version: its chunks are the ones this cache holds.
    if (url.pathname === SHELL || url.pathname.startsWith(`${SHELL}/`)) {
      event.respondWith(thisVersionFirst(SHELL));
      event.waitUntil(pruneRetired());
    }
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(anyVersionFirst(request));
  else if (url.pathname.startsWith('/inspect/')) event.respondWith(thisVersionFirst(request));
  else if (url.pathname.startsWith('/locales/')) {
    event.respondWith(networkFirst(request, url.pathname));
    // A page asks for its translations once loaded: the page it replaced is gone by then.
    event.waitUntil(pruneRetired());
  }
});

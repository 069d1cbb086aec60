/**
 * What a page load transfers, read from Chromium's own network events (DevTools protocol): bytes
 * on the wire per response (headers and compressed body, as the browser received them), its
 * Content-Encoding and resource type. Used by the first-load test and by bench/panel-load.
 */
import type { Page } from 'playwright-core';

interface Transfer {
  url: string;
  type: string;
  status: number;
  encoding: string;
  /** Bytes received for the response, compressed body plus headers. */
  bytes: number;
}

export interface TransferLog {
  readonly transfers: Transfer[];
  /** Every request as Chromium announced it, with its initiator (for `requestWaves`). */
  readonly requests: RequestStart[];
  /** Each request's wave by request id (`requestWaves`: document = 0, main script = 1); call before `stop`. */
  waves(): Promise<Map<string, number>>;
  /** The text of every script the page loaded, by URL; call before `stop`. */
  scriptSources(): Promise<Map<string, string>>;
  /** The wave of the first request whose URL matches; call before `stop`. */
  waveOf(url: RegExp): Promise<number | undefined>;
  /** Total bytes of the responses that are JavaScript. */
  scriptBytes(): number;
  stop(): Promise<void>;
}

interface ResponseReceived {
  requestId: string;
  type: string;
  response: { url: string; status: number; headers: Record<string, string>; mimeType: string };
}

/** Starts recording; call before the navigation to measure. The browser cache is turned off. */
export async function recordTransfers(page: Page): Promise<TransferLog> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = new Map<string, Omit<Transfer, 'bytes'>>();
  const transfers: Transfer[] = [];
  const requests: RequestStart[] = [];
  session.on('Network.requestWillBeSent', (event: { requestId: string; type?: string; timestamp: number; request: { url: string }; initiator: Initiator; redirectResponse?: unknown }) => {
    // A redirect announces the same request again: its first announcement says who asked for it.
    if (!event.redirectResponse) requests.push({ requestId: event.requestId, url: event.request.url, type: event.type ?? 'Other', initiator: event.initiator, sent: event.timestamp });
  });
  session.on('Network.responseReceived', (event: ResponseReceived) => {
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
    const isScript = event.type === 'Script' || /javascript/.test(event.response.mimeType);
    pending.set(event.requestId, { url: event.response.url, type: isScript ? 'Script' : event.type, status: event.response.status, encoding: headers['content-encoding'] ?? '' });
  });
  session.on('Network.loadingFinished', (event: { requestId: string; timestamp: number; encodedDataLength: number }) => {
    const request = requests.find((candidate) => candidate.requestId === event.requestId);
    if (request) request.finished = event.timestamp;
    const response = pending.get(event.requestId);
    if (response) transfers.push({ ...response, bytes: event.encodedDataLength });
    pending.delete(event.requestId);
  });
  /** The text of every script the page loaded, by URL. */
  const scriptSources = async (): Promise<Map<string, string>> => {
    const sources = new Map<string, string>();
    for (const request of requests) {
      if (request.type !== 'Script' || request.finished === undefined || sources.has(request.url)) continue;
      const body = (await session.send('Network.getResponseBody', { requestId: request.requestId })) as { body: string; base64Encoded: boolean };
      sources.set(request.url, body.base64Encoded ? Buffer.from(body.body, 'base64').toString('utf8') : body.body);
    }
    return sources;
  };
  /** The scripts' text tells which chunk names which (requestWaves). */
  const waves = async (): Promise<Map<string, number>> => requestWaves(requests, await scriptSources());
  return {
    transfers,
    requests,
    scriptSources,
    waves,
    async waveOf(url) {
      const request = requests.find((candidate) => url.test(candidate.url));
      return request && (await waves()).get(request.requestId);
    },
    scriptBytes: () => transfers.filter((transfer) => transfer.type === 'Script').reduce((sum, transfer) => sum + transfer.bytes, 0),
    async stop() {
      await session.detach();
    },
  };
}

/**
 * Records Content-Security-Policy violations from the first script on (before the app's own):
 * read them with `cspViolations(page)`.
 */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: store });
    document.addEventListener('securitypolicyviolation', (event) => store.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** Who asked for a request, as Chromium's `Network.requestWillBeSent` names it (DevTools protocol `Network.Initiator`). */
export interface Initiator {
  type: string;
  /** parser: the document or stylesheet whose parser asked; a module script's import: `about:client`. */
  url?: string;
  /** script: the JavaScript stack that issued the request (its async parents when known). */
  stack?: StackTrace;
}

interface StackTrace {
  callFrames: ReadonlyArray<{ url: string }>;
  parent?: StackTrace;
}

/** One request as Chromium announced it, and when it was sent and finished (seconds, Chromium's clock). */
export interface RequestStart {
  requestId: string;
  url: string;
  /** Document, Script, Stylesheet, Font, Fetch, XHR, Image, Other… */
  type: string;
  initiator: Initiator;
  sent: number;
  /** When its answer had fully arrived; undefined if it never did. */
  finished?: number;
}

/** Every script URL on a stack and its async parents. */
function stackUrls(stack: StackTrace | undefined): string[] {
  const urls: string[] = [];
  for (let frame = stack; frame; frame = frame.parent) for (const call of frame.callFrames) if (call.url) urls.push(call.url);
  return urls;
}

const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

/**
 * The wave of each request (by request id), from what it waited for — its initiator — not from
 * when it happened to start: the document is wave 0; a request the document's parser asked for (a
 * script, a preload, a stylesheet) is one wave after the document; a font a stylesheet asked for,
 * one after that stylesheet; a request a script issued (fetch, XHR) one after the latest-arriving
 * script on its stack — it could not be sent before every script on the stack had arrived. So the
 * main script is wave 1 and a request the code of a chunk it imported sends is wave 3, however
 * fast each answer came.
 *
 * A module script's own fetch (an import, or a modulepreload link Vite's helper inserted) names no
 * script, only `about:client`: its importer is read from the scripts' text (`sources`, by URL) — it
 * counts one wave after the latest-wave script that names its file and had arrived before it was
 * asked for (or, if none names it, after any script that had arrived by then). A chunk named by
 * several (Vite lists every lazy page's dependencies in the importing chunk) may so count a wave
 * late, never early: for chunks the count is an upper bound.
 *
 * What an initiator cannot show is a script waiting for another request's *answer* before it
 * sends (a fetch in the `.then` of another): the count is exact for what code needs, a lower bound
 * for what data needs. A request whose initiator names nothing recorded (the browser's own, as the
 * favicon) counts one wave after the document.
 */
export function requestWaves(requests: readonly RequestStart[], sources: ReadonlyMap<string, string> = new Map()): Map<string, number> {
  /** The earliest recorded request for each URL (a script's own load, not a later re-fetch). */
  const byUrl = new Map<string, RequestStart>();
  for (const request of requests) if (!byUrl.has(request.url)) byUrl.set(request.url, request);
  const scripts = requests.filter((request) => request.type === 'Script');
  const waves = new Map<string, number>();
  const waveOf = (request: RequestStart, seen: ReadonlySet<string>): number => {
    const known = waves.get(request.requestId);
    if (known !== undefined) return known;
    if (seen.has(request.requestId)) throw new Error(`requestWaves: ${request.url} waits for itself`);
    const inner = new Set([...seen, request.requestId]);
    const arrivedBefore = (parent: RequestStart) => parent !== request && parent.finished !== undefined && parent.finished <= request.sent;
    const named = [...(request.initiator.url ? [request.initiator.url] : []), ...stackUrls(request.initiator.stack)]
      .map((url) => byUrl.get(url))
      .filter((parent): parent is RequestStart => parent !== undefined && parent !== request);
    let wave: number;
    if (request.type === 'Document' && request.initiator.type !== 'script') wave = 0;
    else if (named.length > 0) wave = 1 + Math.max(...named.map((parent) => waveOf(parent, inner)));
    else if (request.type === 'Script' && request.initiator.type === 'script') {
      const loaded = scripts.filter(arrivedBefore);
      const importers = loaded.filter((script) => sources.get(script.url)?.includes(fileName(request.url)));
      const parents = (importers.length > 0 ? importers : loaded).map((parent) => waveOf(parent, inner));
      wave = 1 + Math.max(0, ...parents);
    } else wave = 1;
    waves.set(request.requestId, wave);
    return wave;
  };
  for (const request of requests) waveOf(request, new Set());
  return waves;
}

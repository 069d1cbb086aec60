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
  session.on('Network.responseReceived', (event: ResponseReceived) => {
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
    const isScript = event.type === 'Script' || /javascript/.test(event.response.mimeType);
    pending.set(event.requestId, { url: event.response.url, type: isScript ? 'Script' : event.type, status: event.response.status, encoding: headers['content-encoding'] ?? '' });
  });
  session.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
    const response = pending.get(event.requestId);
    if (response) transfers.push({ ...response, bytes: event.encodedDataLength });
    pending.delete(event.requestId);
  });
  return {
    transfers,
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

export interface ResourceTiming {
  name: string;
  startTime: number;
  responseEnd: number;
}

/** The document and every resource of the page, from Chromium's navigation and resource timing. */
export function resourceTimings(page: Page): Promise<ResourceTiming[]> {
  return page.evaluate(() => [
    { name: location.href, startTime: 0, responseEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd },
    ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({ name: entry.name, startTime: entry.startTime, responseEnd: entry.responseEnd })),
  ]);
}

/**
 * Fonts and images are leaves: no code waits for one before asking for more. The favicon, which
 * Chromium asks for whenever the document has loaded, otherwise chained the requests that happened
 * to start after it ended into a wave of their own on a fast machine (the list request counted
 * in wave 4 in one clean-clone CI run, and the panel-load bench's worst case read 4–7).
 */
const LEAF_RESOURCE = /\.(?:woff2?|ttf|otf|svg|png|jpe?g|gif|webp|ico)(?:[?#]|$)/;

/**
 * Wave of each request: 1 + the highest wave among the requests that had finished before it
 * started, fonts and images aside (the document is wave 1, the main script it names wave 2). A
 * request in wave n waited on at most n - 1 round trips.
 */
export function requestWaves(entries: readonly ResourceTiming[]): Map<string, number> {
  const sorted = [...entries].sort((a, b) => a.startTime - b.startTime);
  const result = new Map<string, number>();
  const done: Array<{ end: number; wave: number }> = [{ end: 0, wave: 0 }];
  for (const entry of sorted) {
    const wave = 1 + Math.max(...done.filter((item) => item.end <= entry.startTime).map((item) => item.wave));
    result.set(entry.name, wave);
    if (!LEAF_RESOURCE.test(new URL(entry.name).pathname)) done.push({ end: entry.responseEnd, wave });
  }
  return result;
}

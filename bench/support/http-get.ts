/**
 * GET over HTTP/1.1 with a kept-alive connection, through Node's own `http` module: the thinnest
 * client Node has, as the database driver is on the SQL side of a comparison. `fetch` (undici's
 * WHATWG layer) costs ~0.1–0.2 ms more per request (medians of 1,000 requests to a trivial server in the same
 * process: 0.18–0.38 ms against 0.09–0.15 ms; docs/performance.md "Cards list"), which a benchmark of a 1 ms endpoint would charge to the server.
 */
import http from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One kept-alive connection per server, requests one after the other, as the benchmarks send them. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export function httpGet(url: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The answer's body parsed as JSON. */
export const jsonOf = <T>(answer: HttpAnswer): T => JSON.parse(answer.body.toString('utf8')) as T;

/** Closes the kept-alive connections (a benchmark's process can then end). */
export function closeHttpConnections(): void {
  agent.destroy();
}

/**
 * Request time-outs (a half-sent body must not hold a connection): a connection that
 * falls silent is closed after HTTP_IDLE_TIMEOUT_MS, and a request dribbled in slowly is cut with
 * 408 after HTTP_REQUEST_TIMEOUT_MS. Tested on a listening server with raw sockets.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { useTestApp } from '../../test/suite.ts';

interface Outcome {
  closedAfterMs: number;
  received: string;
}

/** Sends the headers of a JSON POST claiming `length` bytes, then `write` decides what follows. */
function halfSentRequest(port: number, length: number, write: (socket: net.Socket) => void): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`POST ${ADMIN_API}${AUTH_PATHS.login} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{"email":`);
      write(socket);
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ closedAfterMs: Date.now() - started, received }));
    setTimeout(() => reject(new Error('the connection was never closed')), 20_000).unref();
  });
}

describe('request time-outs', () => {
  const t = useTestApp({ env: { HTTP_IDLE_TIMEOUT_MS: '600', HTTP_REQUEST_TIMEOUT_MS: '2000' } }, async (t) => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { port };
  });

  it('closes a connection whose body stops arriving once it has been silent for the idle time-out', async () => {
    const outcome = await halfSentRequest(t.port, 100, () => undefined);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(500);
    expect(outcome.closedAfterMs).toBeLessThan(3000);
  });

  it('cuts a body dribbled in byte by byte (never silent) with 408 at the request time-out', async () => {
    const outcome = await halfSentRequest(t.port, 10_000, (socket) => {
      const timer = setInterval(() => (socket.writable ? socket.write(' ') : clearInterval(timer)), 200);
      socket.on('close', () => clearInterval(timer));
    });
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408/);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(1900);
    expect(outcome.closedAfterMs).toBeLessThan(6000);
  });

  it('still answers a request sent in time', async () => {
    const response = await fetch(`http://127.0.0.1:${t.port}/healthz`);
    expect(response.status).toBe(200);
  });
});

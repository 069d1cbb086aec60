/**
 * SIGTERM on the real server process: it stops taking requests, lets the one in flight finish,
 * and exits 0. The slow request is a real one: a large static file read by a client that pauses.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, tempDataDir, type ServerProcess } from '../../test/server-process.ts';

const BIG_FILE_BYTES = 64 * 1024 * 1024;

describe('graceful shutdown of the server process', () => {
  const dataDir = tempDataDir();
  const webDist = path.join(dataDir, 'web');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('SIGTERM: the request in flight completes, new connections are refused, exit code 0', async () => {
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>PassDesk</title>');
    const fd = fs.openSync(path.join(webDist, 'assets/big-0123abcd.js'), 'w');
    fs.ftruncateSync(fd, BIG_FILE_BYTES);
    fs.closeSync(fd);

    server = spawnServer({ DATA_DIR: dataDir, PORT: '0', WEB_DIST_DIR: webDist, ADMIN_PASSWORD: 'Admin@12345', DEMO_DATA: 'false', LOG_LEVEL: 'info' });
    const url = await server.url();

    // Start the download and stop reading after the first chunk: the response stays in flight.
    const { response, request } = await new Promise<{ response: http.IncomingMessage; request: http.ClientRequest }>((resolve, reject) => {
      const request = http.get(`${url}/assets/big-0123abcd.js`, (response) => resolve({ response, request }));
      request.on('error', reject);
    });
    expect(response.statusCode).toBe(200);
    let received = 0;
    response.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    response.pause();
    const body = new Promise<void>((resolve, reject) => {
      response.on('end', resolve);
      response.on('error', reject);
      request.on('error', reject);
    });

    server.child.kill('SIGTERM');
    // While the download is still going, the process keeps running and takes no new connections.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.child.exitCode).toBeNull();
    await expect(fetch(`${url}/healthz`, { signal: AbortSignal.timeout(3000) })).rejects.toThrow();

    response.resume();
    await body;
    expect(received).toBe(BIG_FILE_BYTES);
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.stdout()).toContain('shutting down: finishing requests in flight');
    // The log is written off the request path (platform/logging/logger.ts): what was queued at the exit is still written.
    expect(server.stdout()).toMatch(/"url":"\/assets\/big-0123abcd\.js".*"msg":"request completed"/);
  }, 180_000);
});

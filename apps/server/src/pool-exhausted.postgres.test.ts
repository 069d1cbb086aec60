/**
 * A PostgreSQL pool that runs dry answers 503 quickly instead of hanging; a burst that waits a
 * little longer than a connection takes to open is still served; an unreachable server is told
 * within the connect time-out. PostgreSQL only (PGlite has no pool): files named
 * *.postgres.test.ts run in the PostgreSQL pass of `npm test`.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { access } from './platform/auth/access.ts';
import { openDatabase } from './platform/database/database.ts';
import { isDatabaseUnavailable } from './platform/http/errors.ts';
import type { FeatureModule } from './platform/services.ts';
import { useTestPostgresDatabase, useTestRuntime } from './test/suite.ts';

const POOL_WAIT_MS = 600;

/**
 * A signed-in endpoint that reads the database (the access hook may answer a session it checked a
 * moment ago from memory, platform/auth/session-cache.ts, so the handler asks for a connection too).
 */
const probe: FeatureModule = {
  name: 'pool-probe',
  async root(app, services) {
    app.get('/api/v1/admin/pool-probe', { config: { access: access.signedIn() } }, async () => {
      await services.database.ping();
      return { message: 'ok', data: null };
    });
  },
};

describe('a dry connection pool (PostgreSQL, DATABASE_POOL_MAX=1)', () => {
  const created = useTestPostgresDatabase();
  const server = useTestRuntime(() => ({ DATABASE_URL: created.url, DATABASE_POOL_MAX: '1', DATABASE_POOL_WAIT_MS: String(POOL_WAIT_MS), JOBS_WORKER: 'false' }), [probe]);

  it('answers 503 within the pool wait while the only connection is held, and 200 once it is free', async () => {
    const request = () => server.runtime.app.inject({ method: 'GET', url: '/api/v1/admin/pool-probe', headers: { authorization: `Bearer ${server.token}` } });
    expect((await request()).statusCode).toBe(200);

    let release: () => void = () => undefined;
    const held = server.runtime.services.database.withSession(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      const started = Date.now();
      const response = await request();
      const elapsed = Date.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'The service is busy. Please try again in a moment.' });
      expect(response.headers['retry-after']).toBe('2');
      expect(elapsed).toBeLessThan(POOL_WAIT_MS + 1000);

      const ready = await server.runtime.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
    } finally {
      release();
      await held;
    }
    expect((await request()).statusCode).toBe(200);
  });
});

describe('the pool wait and the connect time-out are two settings (DATABASE_POOL_WAIT_MS, DATABASE_CONNECT_TIMEOUT_MS)', () => {
  const created = useTestPostgresDatabase();

  it('serves a query that waited for a pooled connection longer than the connect time-out', async () => {
    const database = await openDatabase({ url: created.url, poolMax: 1, connectTimeoutMs: 200, poolWaitMs: 30_000 });
    try {
      let release: () => void = () => undefined;
      let holding: () => void = () => undefined;
      const held = database.withSession(async () => {
        holding();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await new Promise<void>((resolve) => (holding = resolve));
      const queued = database.ping();
      // Past the connect time-out (which, before the two were told apart, was also the queue's).
      await new Promise((resolve) => setTimeout(resolve, 800));
      release();
      await held;
      await expect(queued).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it('gives up on a server that accepts the connection and never answers after the connect time-out, not the pool wait', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    // The pool wait is far beyond the test's own time-out: only the connect time-out can end the ping.
    const database = await openDatabase({ url: `postgres://nobody@127.0.0.1:${port}/none`, poolMax: 1, connectTimeoutMs: 300, poolWaitMs: 600_000 });
    try {
      const error = await database.ping().then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await database.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

/**
 * PostgreSQL stops while requests run (docs/reliability.md "Faults"): a TCP proxy between the server and the
 * machine's PostgreSQL is cut — new connections are refused and open ones reset, as when the
 * database server stops — and restored. The shared PostgreSQL itself is never touched.
 * Requests in flight and new ones get the API's 503 (not a 500, not a hang), /readyz says not
 * ready, and the same runtime serves again once the database is back, with no restart.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { access } from './platform/auth/access.ts';
import type { FeatureModule } from './platform/services.ts';
import { useTcpProxy, useTestPostgresDatabase, useTestRuntime } from './test/suite.ts';

/** A signed-in endpoint whose query runs long enough to be cut off in the middle. */
const probe: FeatureModule = {
  name: 'outage-probe',
  async admin(app, services) {
    app.get('/outage-probe', { config: { access: access.signedIn() } }, async (request) => {
      const slow = (request.query as { slow?: string }).slow === '1';
      await services.db.execute(slow ? sql`select pg_sleep(60)` : sql`select 1`);
      return { message: 'ok', data: null };
    });
  },
};

describe('PostgreSQL stopped while requests run, then back (no restart)', { timeout: 60_000 }, () => {
  const created = useTestPostgresDatabase();
  const proxy = useTcpProxy(() => {
    const target = new URL(created.url);
    return { host: target.hostname, port: Number(target.port || 5432) };
  });
  const server = useTestRuntime(() => {
    const viaProxy = new URL(created.url);
    viaProxy.host = proxy.address;
    return {
      DATABASE_URL: viaProxy.toString(),
      DATABASE_POOL_MAX: '4',
      // The job worker keeps polling through the outage: it must neither crash the process nor stay broken.
      JOBS_WORKER: 'true',
      JOBS_POLL_INTERVAL_MS: '50',
      DATABASE_STATEMENT_TIMEOUT_MS: '120000',
    };
  }, [probe]);
  // Declared last, so it runs first: the runtime closes through a restored proxy.
  afterAll(async () => proxy.restore());

  const request = (slow = false) =>
    server.runtime.app.inject({ method: 'GET', url: `/api/v1/admin/outage-probe${slow ? '?slow=1' : ''}`, headers: { authorization: `Bearer ${server.token}` } });
  const ready = () => server.runtime.app.inject({ method: 'GET', url: '/readyz' });
  const unavailable = { message: 'The service is busy. Please try again in a moment.' };

  it('answers 503 to running and new requests, /readyz 503, and serves again by itself', async () => {
    expect((await request()).statusCode).toBe(200);
    expect((await ready()).statusCode).toBe(200);
    expect(proxy.accepted()).toBeGreaterThan(0);

    // Three requests are inside a 60-second query when the database goes away.
    const running = [request(true), request(true), request(true)];
    await new Promise((resolve) => setTimeout(resolve, 300));
    await proxy.cut();

    // They end now with the envelope's 503 (the test's 60 s limit is the query's own length).
    for (const response of await Promise.all(running)) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(unavailable);
      expect(response.headers['retry-after']).toBe('2');
    }
    // New requests while it is down: 503 too (the session lookup cannot reach the database).
    for (const response of await Promise.all([request(), request(), request()])) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(unavailable);
    }
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', database: 'postgres' });
    // Still down a moment later (the job worker polled meanwhile; the process is alive).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await request()).statusCode).toBe(503);

    await proxy.restore();
    // The same runtime reconnects on its own: the next requests find the database.
    let readiness = await ready();
    for (let attempt = 0; attempt < 50 && readiness.statusCode !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      readiness = await ready();
    }
    expect(readiness.statusCode).toBe(200);
    expect(readiness.json()).toEqual({ status: 'ready', database: 'postgres' });
    for (const response of await Promise.all([request(), request(), request(), request(), request()])) expect(response.statusCode).toBe(200);
  });
});

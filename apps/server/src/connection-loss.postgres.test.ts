/**
 * PostgreSQL ends the server's connections while a transaction holds a pooled client between two
 * statements and other requests run, in two ways, 20 rounds each: an administrator's
 * pg_terminate_backend (the backends say 57P01 and exit), and PostgreSQL stopping (a TCP proxy
 * between the server and PostgreSQL is cut: open connections are reset and new ones refused until
 * it is restored). The process must outlive it every time: the held transaction's request answers
 * 503 and its write is gone, the other requests answer 200 or 503 (never 500, never a hang), the
 * dead clients are discarded, and the server serves again as soon as PostgreSQL is there
 * (docs/reliability.md, "Faults"). A client's 'error' event that nobody hears is an uncaught
 * exception: in `npm start` it ends the process, so the test fails on any. The machine's
 * PostgreSQL itself is never stopped: only this database's backends are ended, and the proxy is cut.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from './platform/auth/access.ts';
import { rowsOf } from './platform/database/rows.ts';
import type { FeatureModule } from './platform/services.ts';
import { useTcpProxy, useTestPostgresDatabase, useTestRuntime } from './test/suite.ts';

const ROUNDS = 20;
const LOAD = 12;

/** What the held transaction tells the test, and waits for. */
interface Hold {
  holding: (pid: number) => void;
  proceed: Promise<void>;
}
let hold: Hold | undefined;

const probe: FeatureModule = {
  name: 'connection-loss-probe',
  async admin(app, services) {
    // A transaction that writes, then waits between two statements until the test lets it go on.
    app.post('/held-transaction', { config: { access: access.signedIn() } }, async () => {
      const current = hold;
      if (!current) throw new Error('no hold set up');
      await services.db.transaction(async (tx) => {
        await tx.execute(sql`insert into connection_loss_probe (note) values ('held')`);
        const [backend] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        current.holding(Number(backend?.pid));
        await current.proceed;
        await tx.execute(sql`insert into connection_loss_probe (note) values ('after the loss')`);
      });
      return { message: 'ok', data: null };
    });
    // The load: a short query on the pool, and a transaction of two statements.
    app.get('/load', { config: { access: access.signedIn() } }, async () => {
      await services.db.execute(sql`select pg_sleep(0.01)`);
      await services.db.transaction(async (tx) => {
        await tx.execute(sql`select count(*) from connection_loss_probe`);
        await tx.execute(sql`select pg_sleep(0.005)`);
      });
      return { message: 'ok', data: null };
    });
  },
};

describe('PostgreSQL ends the server’s connections while a transaction holds one between statements', { timeout: 120_000 }, () => {
  const created = useTestPostgresDatabase();
  const proxy = useTcpProxy(() => {
    const target = new URL(created.url);
    return { host: target.hostname, port: Number(target.port || 5432) };
  });
  const server = useTestRuntime(() => {
    const viaProxy = new URL(created.url);
    viaProxy.host = proxy.address;
    return { DATABASE_URL: viaProxy.toString(), DATABASE_POOL_MAX: '6', JOBS_WORKER: 'true', JOBS_POLL_INTERVAL_MS: '20' };
  }, [probe]);
  // Declared last, so it runs first: the runtime closes through a restored proxy.
  afterAll(async () => proxy.restore());
  const admin = { client: undefined as pg.Client | undefined };
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', recordUncaught);
    process.on('unhandledRejection', recordUncaught);
    admin.client = new pg.Client({ connectionString: created.url, application_name: 'connection-loss-test' });
    await admin.client.connect();
    await admin.client.query('create table connection_loss_probe (id serial primary key, note text not null)');
  });
  afterAll(async () => {
    process.off('uncaughtException', recordUncaught);
    process.off('unhandledRejection', recordUncaught);
    await admin.client?.end();
  });

  const inject = (method: 'GET' | 'POST', url: string) => server.runtime.app.inject({ method, url: `/api/v1/admin${url}`, headers: { authorization: `Bearer ${server.token}` } });
  const adminQuery = async <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => {
    if (!admin.client) throw new Error('no admin connection');
    return (await admin.client.query<Row>(text, values)).rows;
  };
  /** Ends every backend of the server on this database (its pool and its listening connection). */
  const endServerConnections = async () => {
    // The backends are chosen first and ended in a second statement: in one statement PostgreSQL
    // may call pg_terminate_backend before it filters on the database (datname comes from a join),
    // and so end the backends of every other database on the server too.
    const chosen = await adminQuery<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and application_name like 'passdesk%' and pid <> pg_backend_pid()`,
    );
    const ended = await adminQuery<{ pid: number }>('select pid from unnest($1::int[]) as pid where pg_terminate_backend(pid)', [chosen.map((row) => row.pid)]);
    // Each backend tells its client before it exits: once all are gone, every client has been told.
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const left = await adminQuery('select 1 from pg_stat_activity where pid = any($1)', [ended.map((row) => row.pid)]);
      if (left.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    return ended.length;
  };

  const unavailable = { message: 'The service is busy. Please try again in a moment.' };

  /** How the connections are lost, and how PostgreSQL comes back (at once, for a terminated backend). */
  const faults = [
    {
      name: 'pg_terminate_backend ends every backend of the server',
      lose: endServerConnections,
      whileDown: async () => undefined,
      back: async () => undefined,
    },
    {
      name: 'PostgreSQL stops (the proxy cut: connections reset, new ones refused) and starts again',
      lose: async () => {
        const open = await adminQuery<{ count: number }>(`select count(*)::int as count from pg_stat_activity where datname = current_database() and application_name like 'passdesk%'`);
        await proxy.cut();
        return open[0]?.count ?? 0;
      },
      // While it is down, a new request is a 503 too (it cannot open a connection).
      whileDown: async (round: number) => {
        const answer = await inject('GET', '/load');
        expect(answer.statusCode, `round ${round}: while PostgreSQL is down`).toBe(503);
        expect(answer.json()).toEqual(unavailable);
      },
      back: () => proxy.restore(),
    },
  ];

  it.each(faults)(`outlives it ${ROUNDS} times in a row ($name): 503 for the held transaction, rolled back, and served again`, async (fault) => {
    const acceptedBefore = proxy.accepted();
    expect((await inject('GET', '/load')).statusCode).toBe(200);
    for (let round = 1; round <= ROUNDS; round += 1) {
      let letGo: () => void = () => undefined;
      const holding = new Promise<number>((resolve) => {
        hold = { holding: resolve, proceed: new Promise<void>((go) => (letGo = go)) };
      });
      const held = inject('POST', '/held-transaction');
      const heldPid = await holding;
      const load = Array.from({ length: LOAD }, () => inject('GET', '/load'));

      const lost = await fault.lose();
      expect(lost, `round ${round}: connections lost`).toBeGreaterThan(0);
      expect(uncaught, `round ${round}: uncaught exceptions (each would end the process)`).toEqual([]);
      letGo();

      const heldAnswer = await held;
      expect(heldAnswer.statusCode, `round ${round}: the held transaction (backend ${heldPid})`).toBe(503);
      expect(heldAnswer.json()).toEqual(unavailable);
      for (const answer of await Promise.all(load)) expect([200, 503], `round ${round}: ${answer.body}`).toContain(answer.statusCode);
      await fault.whileDown(round);
      expect(uncaught, `round ${round}: uncaught exceptions while down`).toEqual([]);
      await fault.back();

      // Served again at once: the dead clients were discarded, not handed out again.
      const after = await Promise.all([inject('GET', '/load'), inject('GET', '/load'), inject('GET', '/load')]);
      expect(after.map((answer) => answer.statusCode), `round ${round}: after the loss`).toEqual([200, 200, 200]);
      expect(uncaught).toEqual([]);
    }
    // Every connection went through the proxy (so cutting it did cut the server off).
    expect(proxy.accepted()).toBeGreaterThan(acceptedBefore);
    // No held transaction committed any of its writes.
    expect(await adminQuery('select note from connection_loss_probe')).toEqual([]);
    const ready = await server.runtime.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });
});

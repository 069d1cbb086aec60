/**
 * Two instances on one PostgreSQL database, neither given JWT_SECRET: they share the signing secret
 * generated once in the database, so a token issued by one is accepted by the other
 * (with a secret of its own in each DATA_DIR, instances would sign users out at random).
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { spawnServer, tempDataDir, type ServerProcess } from '../../test/server-process.ts';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../../test/test-database.ts';

const EMAIL = 'admin@passdesk.test';
const PASSWORD = 'Admin@12345';

describe('two instances on one PostgreSQL database, no JWT_SECRET', { timeout: 180_000 }, () => {
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  let database: TestPostgresDatabase | undefined;
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    await database?.drop();
  });
  const start = (url: string) => {
    const dataDir = tempDataDir();
    dataDirs.push(dataDir);
    const server = spawnServer({ DATA_DIR: dataDir, DATABASE_URL: url, PORT: '0', LOG_LEVEL: 'warn', ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, DEMO_DATA: 'false', JOBS_WORKER: 'false' });
    servers.push(server);
    return server;
  };

  it('accepts on instance B a token issued by instance A, both started together', async () => {
    database = await createTestPostgresDatabase();
    // Started at the same time: both race to make the secret; one wins, both use it.
    const [a, b] = [start(database.url), start(database.url)];
    const [urlA, urlB] = await Promise.all([a.url(), b.url()]);
    const login = await fetch(`${urlA}${ADMIN_API}${AUTH_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { token: string } };
    for (const url of [urlB, urlA]) {
      const me = await fetch(`${url}${ADMIN_API}${AUTH_PATHS.me}`, { headers: { authorization: `Bearer ${data.token}` } });
      expect(me.status, url).toBe(200);
    }
    // Nothing was written to either DATA_DIR: the secret lives in the database only.
    for (const dir of dataDirs) expect(fs.existsSync(`${dir}/jwt-secret`)).toBe(false);
  });
});

/**
 * A PostgreSQL pool that runs dry answers 503 quickly instead of hanging. PostgreSQL only (PGlite
 * has no pool): files named *.postgres.test.ts run in the PostgreSQL pass of `npm test`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from './platform/auth/access.ts';
import { issueSession } from './platform/auth/sessions.ts';
import { loadConfig } from './platform/config/config.ts';
import { loggerOptions } from './platform/logging/logger.ts';
import { openRuntime, type Runtime } from './runtime.ts';
import type { FeatureModule } from './platform/services.ts';
import { createTestPostgresDatabase, type TestPostgresDatabase } from './test/test-database.ts';

const CONNECT_TIMEOUT_MS = 600;

/** A signed-in endpoint: the access hook must read the session from the database first. */
const probe: FeatureModule = {
  name: 'pool-probe',
  async root(app) {
    app.get('/api/v1/admin/pool-probe', { config: { access: access.signedIn() } }, async () => ({ message: 'ok', data: null }));
  },
};

describe('a dry connection pool (PostgreSQL, DATABASE_POOL_MAX=1)', () => {
  let created: TestPostgresDatabase;
  let runtime: Runtime;
  let dataDir: string;
  let token: string;
  beforeAll(async () => {
    created = await createTestPostgresDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-pool-'));
    const config = loadConfig({
      DATABASE_URL: created.url,
      DATABASE_POOL_MAX: '1',
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Admin@12345',
      JOBS_WORKER: 'false',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    });
    runtime = await openRuntime(config, { logger: loggerOptions({ level: 'silent', pretty: false }), modules: [probe] });
    ({ token } = await issueSession(runtime.services.db, runtime.services.tokens, { subjectType: 'admin', subjectId: 1, ttlHours: 1 }));
  });
  afterAll(async () => {
    await runtime?.close();
    await created?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 within the connect time-out while the only connection is held, and 200 once it is free', async () => {
    const request = () => runtime.app.inject({ method: 'GET', url: '/api/v1/admin/pool-probe', headers: { authorization: `Bearer ${token}` } });
    expect((await request()).statusCode).toBe(200);

    let release: () => void = () => undefined;
    const held = runtime.services.database.withSession(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      const started = Date.now();
      const response = await request();
      const elapsed = Date.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'The service is busy. Please try again in a moment.' });
      expect(response.headers['retry-after']).toBe('2');
      expect(elapsed).toBeLessThan(CONNECT_TIMEOUT_MS + 1000);

      const ready = await runtime.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
    } finally {
      release();
      await held;
    }
    expect((await request()).statusCode).toBe(200);
  });
});

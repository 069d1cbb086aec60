/**
 * Rotating JWT_SECRET signs nobody out (docs/operations.md "Rotating the token secret"): one database, three
 * starts in turn — the old secret; the new secret with the old one in JWT_SECRET_PREVIOUS; the new
 * secret alone (the old one retired). A token signed before the rotation works after it until
 * the old secret is retired, then it does not; tokens carry the `kid` of the secret that signed them.
 */
import path from 'node:path';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { issueSession } from './platform/auth/sessions.ts';
import { secretKeyId } from './platform/auth/tokens.ts';
import { loadConfig } from './platform/config/config.ts';
import { loggerOptions } from './platform/logging/logger.ts';
import { openRuntime, type Runtime } from './runtime.ts';
import type { Database } from './platform/database/database.ts';
import { useTempDir } from './test/suite.ts';
import { openTestDatabase } from './test/test-database.ts';

const OLD = 'old-secret-0123456789-0123456789-0123456789';
const NEW = 'new-secret-9876543210-9876543210-9876543210';

describe('rotating JWT_SECRET', () => {
  const dataDir = useTempDir('passdesk-rotation-');
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database?.close());

  /** One start on the shared database, which outlives it (as a restart with new variables). */
  const withServer = async <T>(env: Record<string, string>, use: (runtime: Runtime) => Promise<T>): Promise<T> => {
    const config = loadConfig({ DATA_DIR: dataDir.path, ADMIN_PASSWORD: 'Admin@12345', DEMO_DATA: 'false', JOBS_WORKER: 'false', WEB_DIST_DIR: path.join(dataDir.path, 'no-web'), ...env });
    const runtime = await openRuntime(config, { logger: loggerOptions({ level: 'silent', pretty: false }), database: { ...database, close: async () => undefined } });
    try {
      return await use(runtime);
    } finally {
      await runtime.close();
    }
  };
  const me = async (runtime: Runtime, token: string) => (await runtime.app.inject({ method: 'GET', url: `${ADMIN_API}${AUTH_PATHS.me}`, headers: { authorization: `Bearer ${token}` } })).statusCode;
  const signIn = async (runtime: Runtime) => (await issueSession(runtime.services.db, runtime.services.tokens, { subjectType: 'admin', subjectId: 1, ttlHours: 8 })).token;

  it('keeps old tokens working while the old secret is listed as previous, and refuses them once it is retired', async () => {
    const before = await withServer({ JWT_SECRET: OLD }, async (runtime) => {
      const token = await signIn(runtime);
      expect(await me(runtime, token)).toBe(200);
      return token;
    });
    expect(decodeProtectedHeader(before).kid).toBe(secretKeyId(OLD));

    const during = await withServer({ JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: ` ${OLD} ` }, async (runtime) => {
      expect(await me(runtime, before)).toBe(200);
      const token = await signIn(runtime);
      expect(decodeProtectedHeader(token).kid).toBe(secretKeyId(NEW));
      expect(await me(runtime, token)).toBe(200);
      return token;
    });

    await withServer({ JWT_SECRET: NEW }, async (runtime) => {
      expect(await me(runtime, during)).toBe(200);
      // Its session row is still valid: only the retired secret makes it worthless.
      expect(await me(runtime, before)).toBe(401);
    });
  });

  it('refuses a too-short previous secret at start-up', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir.path, JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: `${OLD},short` })).toThrow(/JWT_SECRET_PREVIOUS/);
  });
});

/**
 * While PostgreSQL is unreachable every request and every poll of the job worker fails alike; the
 * log gets one warning per cause per interval with a count, not one per request
 * (platform/logging/repeated-warnings.ts; docs/operations.md, "Logs"). A TCP proxy between the
 * server and the machine's PostgreSQL is cut; the server itself is never stopped.
 */
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from './test/api-url.ts';
import { useTcpProxy, useTestApp, useTestPostgresDatabase } from './test/suite.ts';

describe('warnings while the database is unreachable', { timeout: 60_000 }, () => {
  const created = useTestPostgresDatabase();
  const proxy = useTcpProxy(() => {
    const target = new URL(created.url);
    return { host: target.hostname, port: Number(target.port || 5432) };
  });
  const t = useTestApp(
    () => {
      const viaProxy = new URL(created.url);
      viaProxy.host = proxy.address;
      return { databaseUrl: viaProxy.toString(), env: { JOBS_WORKER: 'true', JOBS_POLL_INTERVAL_MS: '10' } };
    },
    async (app) => ({ admin: await app.tokenFor(1) }),
  );

  it('are one line per cause, however many requests and polls fail', async () => {
    const me = () => t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUTH_PATHS.me), token: t.admin, headers: { 'cache-control': 'no-cache' } });
    expect((await me()).statusCode).toBe(200);
    await proxy.cut();
    try {
      const logged = t.logs.length;
      const answers = [];
      for (let batch = 0; batch < 10; batch += 1) answers.push(...(await Promise.all(Array.from({ length: 20 }, () => t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.login), payload: { email: `nobody${batch}@passdesk.test`, password: 'Wrong@12345' } })))));
      // The job worker polled about a hundred times meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 503));

      const warnings = t.logs.slice(logged).filter((line) => line.level === 40);
      const byMessage = new Map<string, number>();
      for (const line of warnings) byMessage.set(String(line.msg), (byMessage.get(String(line.msg)) ?? 0) + 1);
      // Each cause once: the requests', the job worker's, and (when its listening connection's loss
      // was noticed in time) the card signing key's re-read.
      expect(byMessage.get('database unavailable')).toBe(1);
      expect(byMessage.get('job worker could not claim a job')).toBe(1);
      expect([...byMessage.values()].every((count) => count === 1), JSON.stringify(Object.fromEntries(byMessage))).toBe(true);
    } finally {
      await proxy.restore();
    }
  });
});

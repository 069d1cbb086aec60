/**
 * `npm start`'s server on a fresh DATA_DIR, as a real process: the banner names the URL, the
 * database and the first admin with a generated password shown once (and that password signs in);
 * a restart does not show it again; SIGINT and SIGTERM both end with exit code 0.
 */
import { describe, expect, it } from 'vitest';
import { useServerProcesses } from './test/suite.ts';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from './test/api-url.ts';

describe('starting PassDesk on a fresh DATA_DIR', { timeout: 180_000 }, () => {
  const processes = useServerProcesses();
  const { dataDir } = processes;
  // Without the 5,000 demo cards (tens of seconds on a busy machine, and nothing this test looks
  // at): the e2e run's first server starts with them as a real process (e2e/support/demo-template.ts).
  const start = () => processes.start({ LOG_LEVEL: 'warn', DEMO_DATA: 'false' });

  it('prints the URL, the database, the admin and a generated password once; exits 0 on SIGINT', async () => {
    const first = start();
    const url = await first.url();
    const banner = first.stdout();
    expect(banner).toMatch(/PassDesk is running at http:\/\/127\.0\.0\.1:\d+/);
    expect(banner).toContain(`Database: embedded PGlite in ${dataDir}/pglite`);
    expect(banner).toContain('First administrator: admin@passdesk.local');
    const password = /Generated password \(shown only this once\): (\S+)/.exec(banner)?.[1];
    expect(password).toBeDefined();

    const login = await fetch(`${url}${apiUrl(ADMIN_API, AUTH_PATHS.login)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@passdesk.local', password }),
    });
    expect(login.status).toBe(200);
    expect(await first.stop('SIGINT')).toEqual({ code: 0, signal: null });
    // stderr is for problems an operator must act on: a normal start and stop write nothing there.
    expect(first.stderr()).toBe('');

    const second = start();
    await second.url();
    expect(second.stdout()).not.toContain('Generated password');
    expect(second.stdout()).not.toContain(password);
    expect(await second.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  });
});

/**
 * Two real server processes on one embedded DATA_DIR: the second is refused, the first unharmed.
 * The embedded database only exists without DATABASE_URL: files named *.pglite.test.ts run in the
 * PGlite pass only, the PostgreSQL pass would just repeat them.
 */
import { describe, expect, it } from 'vitest';
import { useServerProcesses } from '../../test/suite.ts';

describe('the embedded DATA_DIR belongs to one process', () => {
  const processes = useServerProcesses();
  const { dataDir } = processes;
  const start = () => processes.start({ ADMIN_PASSWORD: 'Admin@12345', DEMO_DATA: 'false', LOG_LEVEL: 'warn' });

  it('a second process exits 1 with one clear line; the first keeps serving; a dead owner’s lock is taken over', async () => {
    const first = start();
    const url = await first.url();

    const second = start();
    const exit = await second.exited;
    expect(exit.code).toBe(1);
    const lines = second.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`DATA_DIR ${dataDir} is already in use by another PassDesk process (pid ${first.child.pid})`);

    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    // A crash leaves the lock file behind; the next start sees its owner is gone and proceeds.
    expect((await first.stop('SIGKILL')).signal).toBe('SIGKILL');
    const third = start();
    const thirdUrl = await third.url();
    expect((await fetch(`${thirdUrl}/readyz`)).status).toBe(200);
    expect((await third.stop('SIGTERM')).code).toBe(0);
  }, 180_000);
});

/**
 * The embedded database belongs to the running server: a command that opens it refuses, with one
 * line naming the server's pid, and changes nothing; `backup` asks the server instead. (PGlite
 * only: with DATABASE_URL there is no DATA_DIR lock, and commands work beside running servers.)
 */
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { useServerProcesses } from '../test/suite.ts';
import { runPassdesk } from './passdesk.ts';

describe('passdesk beside a running embedded server', () => {
  const processes = useServerProcesses();

  it('refuses every command that opens DATA_DIR, naming the pid; the server keeps serving', async () => {
    const server = processes.start({ ADMIN_EMAIL: 'it@transit.example', ADMIN_PASSWORD: 'Admin@12345', DEMO_DATA: 'false', JOBS_WORKER: 'false', LOG_LEVEL: 'warn' });
    const url = await server.url();
    const pid = server.child.pid;
    const env = { ENV_FILE: '', DATA_DIR: processes.dataDir };
    for (const line of ['db migrate', 'db status', 'admin create --email new@transit.example', 'admin reset-password --email it@transit.example', 'admin unlock --email it@transit.example', 'keys rotate', 'demo seed']) {
      let err = '';
      const code = await runPassdesk(line.split(' '), { ...env }, { out: () => undefined, err: (text) => (err += text) });
      expect(code, line).toBe(1);
      expect(err, line).toBe(`passdesk ${line.split(' --')[0]}: DATA_DIR ${processes.dataDir} is in use by a running PassDesk server (pid ${pid}): stop it first; the embedded database belongs to one process at a time\n`);
    }
    // The password is unchanged and the server answers.
    const login = await fetch(`${url}${ADMIN_API}${AUTH_PATHS.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'it@transit.example', password: 'Admin@12345' }) });
    expect(login.status).toBe(200);
    expect((await server.stop()).code).toBe(0);
  }, 120_000);
});

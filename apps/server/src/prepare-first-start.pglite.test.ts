/**
 * The prepared first start end to end on the embedded database: `npm install`'s preparation
 * (prepare-first-start.ts) makes the DATA_DIR a first start would, the claim hands over what that start
 * printed (the same lines as a first start without it), and the claimed DATA_DIR starts as a
 * restart in which the printed password signs in, with the demo authenticator as its second step.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { FEATURE_MODULES } from './modules/modules.ts';
import { DEMO_TOTP_SECRET } from './modules/second-factor/second-factor.demo.ts';
import { loadConfig } from './platform/config/config.ts';
import { claimPreparedDataDir } from './platform/first-start/prepared-data-dir.ts';
import { prepareFirstStart } from './prepare-first-start.ts';
import { openRuntime } from './runtime.ts';
import { useTempDir } from './test/suite.ts';

// Without the 5,000 demo cards and what is made from them (seconds of a busy machine, and nothing
// the claim looks at): the first administrator, the roles and their second factor are all here.
const MODULES = FEATURE_MODULES.filter((module) => !['cards', 'applications', 'renewals'].includes(module.name));

describe('a first start on a prepared demo DATA_DIR', { timeout: 120_000 }, () => {
  const temp = useTempDir('passdesk-first-start-');
  const config = (dataDir: string) => loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(temp.path, 'no-web'), LOG_LEVEL: 'silent' });
  const open = (dataDir: string) => openRuntime(config(dataDir), { logger: false, modules: MODULES });

  it('prints what a first start prints, then signs in with the printed password', async () => {
    const folder = path.join(temp.path, 'prepared');
    expect(await prepareFirstStart(config(path.join(temp.path, 'unused')), { folder, modules: MODULES })).toBe('prepared');
    expect(await prepareFirstStart(config(path.join(temp.path, 'unused')), { folder, modules: MODULES })).toBe('current');
    expect(fs.readdirSync(temp.path).sort()).toEqual(['prepared']);

    // A first start without it, for the lines it prints.
    const plain = await open(path.join(temp.path, 'plain'));
    const printed = { firstAdmin: plain.firstAdmin, demoModules: plain.demoModules };
    await plain.close();

    const dataDir = path.join(temp.path, 'data');
    const notice = claimPreparedDataDir(config(dataDir), folder);
    expect(fs.existsSync(folder)).toBe(false);
    expect(notice?.demoModules).toEqual(printed.demoModules);
    expect(notice?.firstAdmin?.email).toBe(printed.firstAdmin?.email);
    expect(notice?.firstAdmin?.generatedPassword).toMatch(/^Pd\w+7@$/);
    expect(notice?.firstAdmin?.generatedPassword).not.toBe(printed.firstAdmin?.generatedPassword);

    const claimed = await open(dataDir);
    try {
      // Everything was in place: nothing made now, as on a restart.
      expect(claimed.firstAdmin).toBeUndefined();
      expect(claimed.demoModules).toEqual([]);
      const login = (password: string) => claimed.app.inject({ method: 'POST', url: `${ADMIN_API}${AUTH_PATHS.login}`, payload: { email: notice?.firstAdmin?.email, password } });
      expect((await login('PdNotThePassword1@')).statusCode).toBe(401);
      const answer = await login(notice?.firstAdmin?.generatedPassword ?? '');
      expect(answer.statusCode).toBe(200);
      const challenge = (answer.json() as { data: { second_step: { challenge: string } } }).data.second_step.challenge;
      const code = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET) }).generate();
      const step = await claimed.app.inject({ method: 'POST', url: `${ADMIN_API}${AUTH_PATHS.loginSecondStep}`, payload: { challenge, code } });
      expect(step.statusCode).toBe(200);
      expect((step.json() as { data: { token?: string } }).data.token).toEqual(expect.any(String));
    } finally {
      await claimed.close();
    }
    // A restart claims nothing more: the DATA_DIR is no longer fresh.
    expect(claimPreparedDataDir(config(dataDir), folder)).toBeUndefined();
  });

  it('is not made, and an earlier one is removed, under settings that shape another seed', async () => {
    const folder = path.join(temp.path, 'prepared-other');
    fs.mkdirSync(folder);
    const other = loadConfig({ DATA_DIR: path.join(temp.path, 'unused'), ADMIN_PASSWORD: 'Admin@12345' });
    expect(await prepareFirstStart(other, { folder, modules: MODULES })).toBe('not for these settings');
    expect(fs.existsSync(folder)).toBe(false);
  });
});

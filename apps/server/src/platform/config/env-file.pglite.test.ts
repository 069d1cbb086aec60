/** `.env` at start: its variables fill what the environment lacks; the environment wins; a bad ENV_FILE is named. The server part runs on the embedded database (the PostgreSQL pass would repeat it). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoPath } from '../repo-paths.ts';
import { spawnServer } from '../../test/server-process.ts';
import { ConfigError } from './config.ts';
import { envFilePath, loadEnvFile } from './env-file.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-env-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function envFile(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

describe('loadEnvFile', () => {
  it('reads `.env` beside the app unless ENV_FILE names another file or none', () => {
    expect(envFilePath({})).toBe(repoPath('.env'));
    expect(envFilePath({ ENV_FILE: '' })).toBeUndefined();
    expect(envFilePath({ ENV_FILE: '/etc/passdesk/passdesk.env' })).toBe('/etc/passdesk/passdesk.env');
  });

  it('sets what the environment lacks and leaves what it has; comments, quotes and export-less lines as dotenv reads them', () => {
    const file = envFile('a.env', '# a comment\nPORT=4100\nMAIL_FROM="Transit Office <it@transit.example>"\nLOG_LEVEL=debug\n\nTIME_ZONE=Europe/Paris # the office\n');
    const env: NodeJS.ProcessEnv = { ENV_FILE: file, LOG_LEVEL: 'warn' };
    expect(loadEnvFile(env).sort()).toEqual(['MAIL_FROM', 'PORT', 'TIME_ZONE']);
    expect(env).toEqual({ ENV_FILE: file, LOG_LEVEL: 'warn', PORT: '4100', MAIL_FROM: 'Transit Office <it@transit.example>', TIME_ZONE: 'Europe/Paris' });
  });

  it('an empty value in the environment still wins over the file', () => {
    const file = envFile('b.env', 'DATABASE_URL=postgres://db/passdesk\n');
    const env: NodeJS.ProcessEnv = { ENV_FILE: file, DATABASE_URL: '' };
    expect(loadEnvFile(env)).toEqual([]);
    expect(env.DATABASE_URL).toBe('');
  });

  it('an ENV_FILE that cannot be read stops with the variable named', () => {
    const missing = path.join(dir, 'missing.env');
    expect(() => loadEnvFile({ ENV_FILE: missing })).toThrow(ConfigError);
    expect(() => loadEnvFile({ ENV_FILE: missing })).toThrow(`ENV_FILE cannot be read: ${missing} (ENOENT)`);
  });
});

describe('the server reads its .env at start', { timeout: 120_000 }, () => {
  it('takes the file’s values, keeps the environment’s, and validates both', async () => {
    const dataDir = path.join(dir, 'data');
    const file = envFile('server.env', `ADMIN_EMAIL=it@transit.example\nADMIN_PASSWORD=Admin@12345\nDEMO_DATA=false\nLOG_LEVEL=warn\nDATA_DIR=${path.join(dir, 'not-this-one')}\n`);
    const server = spawnServer({ ENV_FILE: file, DATA_DIR: dataDir, PORT: '0', JOBS_WORKER: 'false' });
    try {
      await server.url();
      expect(server.stdout()).toContain('First administrator: it@transit.example');
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
      expect(fs.existsSync(path.join(dir, 'not-this-one'))).toBe(false);
    } finally {
      expect((await server.stop()).code).toBe(0);
    }

    const bad = spawnServer({ ENV_FILE: envFile('bad.env', 'PORT=eighty\n'), DATA_DIR: dataDir });
    expect((await bad.exited).code).toBe(1);
    expect(bad.stderr().trim()).toBe('passdesk: PORT is invalid: must be a port number (got "eighty")');
  });
});

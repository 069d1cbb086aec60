/**
 * The claim of a prepared demo DATA_DIR (prepared-data-dir.ts) on folders made by hand: claimed once
 * into a fresh DATA_DIR with what its first start printed; a stale day, another release, other
 * settings, a missing folder or a DATA_DIR in use fall back to the normal first start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config/config.ts';
import { useTempDir } from '../../test/suite.ts';
import { claimPreparedDataDir, madeWithNow, publishPrepared, stagingFolder, type FirstStartNotice } from './prepared-data-dir.ts';

const NOTICE: FirstStartNotice = { firstAdmin: { email: 'admin@passdesk.local', generatedPassword: 'PdGenerated7@' }, demoModules: ['centers', 'access'] };
const TOMORROW = new Date(Date.now() + 86_400_000);

describe('a prepared demo DATA_DIR', () => {
  const temp = useTempDir('passdesk-prepared-');
  let count = 0;
  /** A fresh place for one case: the prepared folder and a DATA_DIR not made yet. */
  const place = () => {
    count += 1;
    return { folder: path.join(temp.path, `prepared-${count}`), dataDir: path.join(temp.path, `data-${count}`) };
  };
  const config = (dataDir: string, env: Record<string, string> = {}): Config => loadConfig({ DATA_DIR: dataDir, ...env });
  /** What `npm install` leaves: a stopped DATA_DIR (here a stand-in cluster) and its notice. */
  const prepare = (folder: string, made: Config, change: Partial<ReturnType<typeof madeWithNow>> = {}) => {
    const { staging, dataDir } = stagingFolder(folder);
    fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    fs.mkdirSync(path.join(dataDir, 'files'));
    publishPrepared(staging, made, { ...madeWithNow(made), ...change }, NOTICE, folder);
  };

  it('keeps what its first start printed readable by its owner only', () => {
    const { folder, dataDir } = place();
    prepare(folder, config(dataDir));
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(folder, 'first-start.json')).mode & 0o777).toBe(0o600);
  });

  it('is claimed once, by a rename into a DATA_DIR not made yet, with what its first start printed', () => {
    const { folder, dataDir } = place();
    prepare(folder, config(dataDir));
    const inode = fs.statSync(path.join(folder, 'data', 'pglite', 'PG_VERSION')).ino;
    expect(claimPreparedDataDir(config(dataDir), folder)).toEqual(NOTICE);
    expect(fs.statSync(path.join(dataDir, 'pglite', 'PG_VERSION')).ino).toBe(inode);
    expect(fs.readdirSync(dataDir).sort()).toEqual(['files', 'pglite']);
    expect(fs.existsSync(folder)).toBe(false);
    const other = path.join(temp.path, `other-${count}`);
    expect(claimPreparedDataDir(config(other), folder)).toBeUndefined();
    expect(fs.existsSync(other)).toBe(false);
  });

  it('is claimed into an empty DATA_DIR made beforehand, which keeps its permissions', () => {
    const { folder, dataDir } = place();
    prepare(folder, config(dataDir));
    fs.mkdirSync(dataDir, { mode: 0o750 });
    fs.chmodSync(dataDir, 0o750);
    expect(claimPreparedDataDir(config(dataDir), folder)).toEqual(NOTICE);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o750);
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  });

  it('is left alone by a DATA_DIR that holds anything, and by a link', () => {
    const { folder, dataDir } = place();
    prepare(folder, config(dataDir));
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'kept');
    expect(claimPreparedDataDir(config(dataDir), folder)).toBeUndefined();
    const link = path.join(temp.path, `link-${count}`);
    const empty = path.join(temp.path, `empty-${count}`);
    fs.mkdirSync(empty);
    fs.symlinkSync(empty, link);
    expect(claimPreparedDataDir(config(link), folder)).toBeUndefined();
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(fs.existsSync(path.join(folder, 'data', 'pglite', 'PG_VERSION'))).toBe(true);
  });

  it('is not used, and removed, on another day or made by another release', () => {
    const { folder, dataDir } = place();
    prepare(folder, config(dataDir));
    expect(claimPreparedDataDir(config(dataDir), folder, TOMORROW)).toBeUndefined();
    expect(fs.existsSync(folder)).toBe(false);
    expect(fs.existsSync(dataDir)).toBe(false);

    prepare(folder, config(dataDir), { migrations: 'another-digest' });
    expect(claimPreparedDataDir(config(dataDir), folder)).toBeUndefined();
    expect(fs.existsSync(folder)).toBe(false);
  });

  it('is not used, and removed, where the settings the seed reads differ', () => {
    const { folder, dataDir } = place();
    for (const env of [{ ADMIN_EMAIL: 'it@transit.example' }, { TIME_ZONE: 'Europe/Paris' }] as Array<Record<string, string>>) {
      prepare(folder, config(dataDir));
      expect(claimPreparedDataDir(config(dataDir, env), folder)).toBeUndefined();
      expect(fs.existsSync(folder)).toBe(false);
      expect(fs.existsSync(dataDir)).toBe(false);
    }
  });

  it('is never claimed by a start whose settings shape another seed (left for a start that can)', () => {
    const { folder, dataDir } = place();
    prepare(folder, config(dataDir));
    const shaping: Array<Record<string, string>> = [
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/passdesk' },
      { DEMO_DATA: 'false' },
      { ADMIN_PASSWORD: 'Admin@12345' },
      { ID_HASH_KEY: 'k'.repeat(32) },
      { MFA_ENCRYPTION_KEY: 'm'.repeat(32) },
      { JWT_SECRET: 'j'.repeat(32) },
      { S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' },
    ];
    for (const env of shaping) expect(claimPreparedDataDir(config(dataDir, env), folder), JSON.stringify(env)).toBeUndefined();
    expect(fs.existsSync(dataDir)).toBe(false);
    expect(claimPreparedDataDir(config(dataDir), folder)).toEqual(NOTICE);
  });

  it('falls back when there is none, or when it lost its DATA_DIR', () => {
    const { folder, dataDir } = place();
    expect(claimPreparedDataDir(config(dataDir), folder)).toBeUndefined();
    prepare(folder, config(dataDir));
    fs.rmSync(path.join(folder, 'data'), { recursive: true });
    expect(claimPreparedDataDir(config(dataDir), folder)).toBeUndefined();
    expect(fs.existsSync(folder)).toBe(false);
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});

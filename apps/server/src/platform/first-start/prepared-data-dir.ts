/**
 * A demo DATA_DIR made ahead by `npm install` (src/prepare-first-start.ts) and claimed by the first
 * `npm start` on an empty DATA_DIR: a start on a ready DATA_DIR costs about a restart, where
 * loading the demo data is most of a first start (docs/performance.md "Start-up"). It is made by
 * the real first start's steps (migrations, the first super admin, demo data) and stopped cleanly,
 * so it holds this install's own secrets (system_state); a claim moves it into place by one
 * rename, after which it is gone: no two DATA_DIRs ever share them.
 *
 * It is used only when it still is what a first start would make now: the same day in TIME_ZONE
 * (the demo data is dated from it), the same release, migrations and PGlite, and the same settings
 * (none that shapes the seed set: no DATABASE_URL, S3, ADMIN_PASSWORD, configured keys, demo data
 * on). Otherwise it is removed and the first start runs as without it. What that first start
 * printed (the administrator's generated password) is kept beside it, readable by its owner only,
 * and deleted with the claim.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/config.ts';
import { migrationsDigest, pgliteVersion } from '../database/pglite-template.ts';
import { asidePath, CACHE_DIR, repoPath } from '../repo-paths.ts';
import { dayIn } from '../time/today.ts';

/** Where `npm install` keeps the prepared DATA_DIR (`data/`) and what its first start printed (`first-start.json`). */
export const PREPARED_FOLDER = path.join(CACHE_DIR, 'first-start');
const DATA = 'data';
const NOTICE_FILE = 'first-start.json';

/** What a first start prints beside the address: the first administrator's sign-in and the demo data loaded. */
export interface FirstStartNotice {
  /** The first administrator made, and its password when it was generated (modules/access/first-admin.ts). */
  firstAdmin?: { email: string; generatedPassword?: string };
  demoModules: string[];
}

/** The settings a prepared DATA_DIR was made with that the seed reads: a claim needs the same. */
interface SeedSettings {
  adminEmail: string;
  timeZone: string;
  currency: string;
  printLanguage: string;
}

/** What else must match: the day the demo data is dated from, and the code that made it. */
interface MadeWith {
  day: string;
  release: string;
  migrations: string;
  pglite: string;
}

interface PreparedManifest {
  made: MadeWith;
  settings: SeedSettings;
  notice: FirstStartNotice;
}

/**
 * The seed's settings, or undefined when the configuration makes another first start than the
 * default one: PostgreSQL, demo data off, S3, a chosen admin password, or configured keys and
 * secrets (the ID-number hashes, the second factor's sealed secret and the tokens depend on them).
 */
export function seedSettings(config: Config): SeedSettings | undefined {
  const configuredSecrets = [config.jwtSecret, config.cardSigningKey, config.idHashKey, config.mfaKey].some((value) => value !== undefined);
  const retiredSecrets = config.jwtSecretsPrevious.length + config.mfaKeysPrevious.length > 0;
  if (config.databaseUrl || !config.demoData || config.s3 || config.adminPassword !== undefined || configuredSecrets || retiredSecrets) return undefined;
  return { adminEmail: config.adminEmail, timeZone: config.timeZone, currency: config.currency, printLanguage: config.printLanguage };
}

function releaseVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(repoPath('apps/server/package.json'), 'utf8')) as { version?: string };
  return manifest.version ?? '';
}

/** What a DATA_DIR made now under `config` is made with. */
export function madeWithNow(config: Pick<Config, 'timeZone'>, at = new Date()): MadeWith {
  return { day: dayIn(config.timeZone, at), release: releaseVersion(), migrations: migrationsDigest(), pglite: pgliteVersion() };
}

const same = (a: object, b: object): boolean => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

function readManifest(folder: string): PreparedManifest | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(folder, NOTICE_FILE), 'utf8')) as Partial<PreparedManifest>;
    if (!parsed.made || !parsed.settings || !parsed.notice || !Array.isArray(parsed.notice.demoModules)) return undefined;
    return parsed as PreparedManifest;
  } catch {
    return undefined;
  }
}

/** True when the prepared DATA_DIR in `folder` is the one a first start under `config` would make now. */
export function isCurrent(folder: string, config: Config, now = new Date()): boolean {
  const settings = seedSettings(config);
  const manifest = readManifest(folder);
  if (!settings || !manifest || !fs.existsSync(path.join(folder, DATA, 'pglite', 'PG_VERSION'))) return false;
  return same(manifest.made, madeWithNow(config, now)) && same(manifest.settings, settings);
}

/**
 * A folder beside `folder`, readable by its owner only, to make a DATA_DIR in (its `dataDir`)
 * before `publishPrepared` renames it into place: a folder cut short never looks prepared.
 */
export function stagingFolder(folder = PREPARED_FOLDER): { staging: string; dataDir: string } {
  const staging = asidePath(folder);
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  fs.mkdirSync(staging, { mode: 0o700 });
  return { staging, dataDir: path.join(staging, DATA) };
}

/**
 * Publishes the stopped first start's DATA_DIR made in `staging` under `config` on `made`, with
 * what that start printed, replacing an earlier prepared folder.
 */
export function publishPrepared(staging: string, config: Config, made: MadeWith, notice: FirstStartNotice, folder = PREPARED_FOLDER): void {
  const settings = seedSettings(config);
  if (!settings) throw new Error('the configuration shapes the seed: nothing to prepare');
  const manifest: PreparedManifest = { made, settings, notice };
  fs.writeFileSync(path.join(staging, NOTICE_FILE), `${JSON.stringify(manifest)}\n`, { mode: 0o600 });
  fs.rmSync(folder, { recursive: true, force: true });
  fs.renameSync(staging, folder);
}

/** A DATA_DIR a first start would begin in: missing, or an empty folder (not a link). */
function freshDataDir(dataDir: string): { exists: false } | { exists: true; mode: number } | undefined {
  const stat = fs.lstatSync(dataDir, { throwIfNoEntry: false });
  if (!stat) return { exists: false };
  if (!stat.isDirectory() || fs.readdirSync(dataDir).length > 0) return undefined;
  return { exists: true, mode: stat.mode & 0o7777 };
}

/**
 * Moves the prepared DATA_DIR into `config.dataDir` when that is fresh and the prepared one is
 * current; returns what its first start printed, to be printed now. Undefined when nothing was
 * claimed (the first start then runs as usual): another configuration, no prepared folder, an
 * out-of-date one (removed), or a rename that cannot be done (another file system, a mount point,
 * a DATA_DIR filled meanwhile, another start that claimed it first).
 */
export function claimPreparedDataDir(config: Config, folder = PREPARED_FOLDER, now = new Date()): FirstStartNotice | undefined {
  let manifest: PreparedManifest | undefined;
  let target: ReturnType<typeof freshDataDir>;
  try {
    if (!seedSettings(config) || !fs.existsSync(folder)) return undefined;
    target = freshDataDir(config.dataDir);
    if (!target) return undefined;
    manifest = readManifest(folder);
    if (!manifest || !isCurrent(folder, config, now)) {
      fs.rmSync(folder, { recursive: true, force: true });
      return undefined;
    }
    fs.mkdirSync(path.dirname(config.dataDir), { recursive: true });
    fs.renameSync(path.join(folder, DATA), config.dataDir);
  } catch {
    return undefined;
  }
  // Claimed: what follows may fail without undoing it (the notice is printed all the same).
  try {
    // An empty DATA_DIR made beforehand keeps the permissions it was given.
    if (target.exists) fs.chmodSync(config.dataDir, target.mode);
  } catch {
    // The folder's own permissions stay.
  }
  try {
    fs.rmSync(folder, { recursive: true, force: true });
  } catch {
    // Left with no DATA_DIR in it, it is never claimed again: removed by the next start or install.
  }
  return manifest.notice;
}

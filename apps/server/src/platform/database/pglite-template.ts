/**
 * A freshly initialised PGlite cluster, kept as a dump so that a new embedded database starts from
 * it instead of running initdb (in WebAssembly: about 6 s of CPU on this project's 2-core machine).
 * Made once per PGlite version, by `npm install` (warm-pglite-template.ts) or else by the first
 * database created without it. Beside it `npm install` keeps the same cluster with this release's
 * migrations applied, named by a digest of the migration files: a new DATA_DIR starts from that one
 * when the migrations still match, and the server's migration step then finds nothing to do. Both
 * are plain tar files (about 40 MB each): unpacking one takes half the time of a gzipped one.
 * The migrated one is also kept unpacked, as a folder: a new DATA_DIR's cluster is copied from it
 * by the operating system, where PGlite's unpacking of the tar through its own file system took
 * 0.4–0.6 s more of a first start (docs/performance.md "Start-up"); its WAL segment sparsely.
 * Purely a cache: when they are missing, unreadable or unwritable, initdb and the migrations run as before.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { asidePath, CACHE_DIR, repoPath } from '../repo-paths.ts';
import { copyFileSparsely } from './sparse-copy.ts';

interface DumpableDatabase {
  dumpDataDir(compression?: 'auto' | 'gzip' | 'none'): Promise<File | Blob>;
}

interface MigratedDatabase extends DumpableDatabase {
  exec(query: string): Promise<unknown>;
}

/**
 * Ends the WAL segment the migrations filled and checkpoints, removing it (not kept for reuse): the
 * template keeps one new segment, zeros but for the checkpoint's records, which a new DATA_DIR
 * copies sparsely (16 MB of the template's 41 MB need not be written).
 */
const FRESH_WAL = 'set wal_recycle = off; checkpoint; select pg_switch_wal(); checkpoint; reset wal_recycle';

const MIGRATIONS_DIR = repoPath('apps/server/src/platform/database/migrations');

/** A digest of the migration files' names and contents: a migrated template made from other files is never used. */
export function migrationsDigest(dir = MIGRATIONS_DIR): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.sql')).sort()) {
    hash.update(file).update('\0').update(fs.readFileSync(path.join(dir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export function pgliteVersion(): string {
  // The package's export map hides its package.json; find it beside the resolved entry point.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const parsed = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (parsed.name === '@electric-sql/pglite' && parsed.version) return parsed.version;
    }
  }
  throw new Error('cannot find the PGlite version');
}

export function defaultTemplateFile(): string {
  return path.join(CACHE_DIR, `pglite-${pgliteVersion()}-initdb.tar`);
}

function readBlob(file: string): Blob | undefined {
  try {
    return new Blob([fs.readFileSync(file)]);
  } catch {
    return undefined;
  }
}

function writeAtomically(file: string, dump: Buffer): boolean {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed: parallel test processes never read a half-written template.
    const temporary = asidePath(file);
    fs.writeFileSync(temporary, dump);
    fs.renameSync(temporary, file);
    return true;
  } catch {
    return false;
  }
}

async function dumpOf(database: DumpableDatabase): Promise<Buffer> {
  return Buffer.from(await (await database.dumpDataDir('none')).arrayBuffer());
}

export class PgliteTemplate {
  constructor(readonly file: string = defaultTemplateFile()) {}

  /** The migrated cluster's file: the initdb template's name with the migrations' digest. */
  get migratedFile(): string {
    return this.file.replace(/(\.tar(\.gz)?)?$/, `-migrated-${migrationsDigest()}.tar`);
  }

  /** The migrated cluster unpacked (`unpackMigrated`): the folder a new DATA_DIR's cluster is copied from. */
  get migratedFolder(): string {
    return this.migratedFile.replace(/\.tar$/, '');
  }

  /**
   * Copies the unpacked migrated cluster to `folder`, which must be missing or empty; false (and
   * nothing left behind) when there is no such cluster or the copy failed. Copied aside and
   * renamed: a copy cut short never looks like a database.
   */
  copyMigratedTo(folder: string): boolean {
    if (!fs.existsSync(path.join(this.migratedFolder, 'PG_VERSION'))) return false;
    const temporary = asidePath(folder);
    try {
      // The WAL segments sparsely (sparse-copy.ts): the template's is zeros but for its last records.
      const wal = path.join(this.migratedFolder, 'pg_wal');
      const segments = (fs.existsSync(wal) ? fs.readdirSync(wal, { withFileTypes: true }) : []).filter((entry) => entry.isFile()).map((entry) => entry.name);
      const isSegment = new Set(segments.map((name) => path.join(wal, name)));
      fs.cpSync(this.migratedFolder, temporary, { recursive: true, filter: (source) => !isSegment.has(source) });
      for (const name of segments) copyFileSparsely(path.join(wal, name), path.join(temporary, 'pg_wal', name));
      if (fs.existsSync(folder)) fs.rmdirSync(folder);
      fs.renameSync(temporary, folder);
      return true;
    } catch {
      fs.rmSync(temporary, { recursive: true, force: true });
      return false;
    }
  }

  /**
   * Keeps the migrated cluster unpacked: `unpack` writes it (a PGlite opened on the folder it is
   * given from `readMigrated()`, then closed), which becomes `migratedFolder`. Never throws.
   */
  async unpackMigrated(unpack: (folder: string, migrated: Blob) => Promise<void>): Promise<boolean> {
    const migrated = this.readMigrated();
    if (!migrated) return false;
    const temporary = asidePath(this.migratedFolder);
    try {
      await unpack(temporary, migrated);
      fs.rmSync(this.migratedFolder, { recursive: true, force: true });
      fs.renameSync(temporary, this.migratedFolder);
      return true;
    } catch {
      fs.rmSync(temporary, { recursive: true, force: true });
      return false;
    }
  }

  /** The cached fresh cluster, or undefined when there is none yet. */
  read(): Blob | undefined {
    return readBlob(this.file);
  }

  /** The cached cluster with this release's migrations applied, or undefined. */
  readMigrated(): Blob | undefined {
    return readBlob(this.migratedFile);
  }

  /** Forgets a template that PGlite could not load (and the migrated ones made from it). */
  discard(): void {
    fs.rmSync(this.file, { force: true });
    fs.rmSync(this.migratedFile, { force: true });
    fs.rmSync(this.migratedFolder, { recursive: true, force: true });
  }

  /** Saves a just-initialised cluster (nothing migrated yet) as the template. Never throws. */
  async save(database: DumpableDatabase): Promise<boolean> {
    try {
      return this.write(await dumpOf(database));
    } catch {
      return false;
    }
  }

  /** Saves a cluster that holds exactly this release's migrations and nothing else. Never throws. */
  async saveMigrated(database: MigratedDatabase): Promise<boolean> {
    try {
      await database.exec(FRESH_WAL);
      return writeAtomically(this.migratedFile, await dumpOf(database));
    } catch {
      return false;
    }
  }

  /** Keeps a dump of a cluster (`Database.dump()`, gzipped or not) as the template. Never throws. */
  write(dump: Buffer): boolean {
    return writeAtomically(this.file, dump);
  }
}

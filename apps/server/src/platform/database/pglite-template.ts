/**
 * A freshly initialised PGlite cluster, kept as a compressed dump so that a new embedded database
 * starts from it instead of running initdb (in WebAssembly: about 6 s of CPU on this project's
 * 2-core machine, against about 1.4 s to unpack the dump). Made once per PGlite version, by
 * `npm install` (scripts/pglite-template.mjs) or else by the first database created without it.
 * Purely a cache: when it is missing, unreadable or unwritable, initdb runs as before.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoPath } from '../repo-paths.ts';

interface DumpableDatabase {
  dumpDataDir(compression?: 'auto' | 'gzip' | 'none'): Promise<File | Blob>;
}

const CACHE_DIR = repoPath('node_modules/.cache/passdesk');

function pgliteVersion(): string {
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
  return path.join(CACHE_DIR, `pglite-${pgliteVersion()}-initdb.tar.gz`);
}

export class PgliteTemplate {
  constructor(readonly file: string = defaultTemplateFile()) {}

  /** The cached fresh cluster, or undefined when there is none yet. */
  read(): Blob | undefined {
    try {
      return new Blob([fs.readFileSync(this.file)]);
    } catch {
      return undefined;
    }
  }

  /** Forgets a template that PGlite could not load. */
  discard(): void {
    fs.rmSync(this.file, { force: true });
  }

  /** Saves a just-initialised cluster (nothing migrated yet) as the template. Never throws. */
  async save(database: DumpableDatabase): Promise<boolean> {
    try {
      return this.write(Buffer.from(await (await database.dumpDataDir('gzip')).arrayBuffer()));
    } catch {
      return false;
    }
  }

  /** Keeps a gzipped dump of a cluster (`Database.dump()`) as the template. Never throws. */
  write(dump: Buffer): boolean {
    try {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      // Written aside and renamed: parallel test processes never read a half-written template.
      const temporary = `${this.file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
      fs.writeFileSync(temporary, dump);
      fs.renameSync(temporary, this.file);
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * What every PassDesk backup folder has, whichever database it holds (docs/operations.md "Backups
 * and restore"): its default name, the copy of the local files (`files/`), the database file's
 * checksum, and `manifest.json`, written last under its final name in one step — a folder
 * without it is not a backup.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { auditCommandLine } from '../audit/audit.ts';
import type { Database } from '../database/database.ts';

export const MANIFEST = 'manifest.json';
/** The copy of DATA_DIR/files inside a backup folder. */
export const FILES = 'files';

export interface BackupManifest {
  /** `passdesk-embedded-backup-1` (embedded-backup.ts) or `passdesk-postgres-backup-1` (postgres-backup.ts). */
  format: string;
  created_at: string;
  /** `tool`: what wrote it, when not PassDesk itself (`pg_dump 15.20`). */
  database: { file: string; bytes: number; sha256: string; tool?: string };
  /** The local files copied; `bucket`: the files are in that S3 bucket, copied with the store's own tools, not here. */
  files: { count: number; bytes: number; bucket?: string };
}

/**
 * The folder given (relative to the working folder), or else `DATA_DIR/backups/passdesk-<UTC time>`:
 * DATA_DIR is writable by PassDesk's user wherever it runs (in the container image the working
 * folder /app is not; /data is).
 */
export function backupFolder(given: string | undefined, dataDir: string, now = new Date()): string {
  const stamp = now.toISOString().replaceAll(':', '-').replace(/\.\d+Z$/, 'Z');
  return path.resolve(given ?? path.join(dataDir, 'backups', `passdesk-${stamp}`));
}

/** True when `folder` does not exist or holds nothing: a backup is written only there. */
export const isNewOrEmpty = (folder: string): boolean => !fs.existsSync(folder) || fs.readdirSync(folder).length === 0;

/** Every file under `root`, relative, with `/` separators. */
export function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(root, name)).isFile())
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/** A hard link when the backup is on the same disk (instant; stored files never change), else a copy. */
function linkOrCopy(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

/** Copies the stored files of `storageFolder` (not half-written `.part` ones) into the backup's `files/`. */
export function copyStoredFiles(storageFolder: string, out: string): { count: number; bytes: number } {
  let bytes = 0;
  const files = listFiles(storageFolder).filter((name) => !name.endsWith('.part'));
  for (const name of files) {
    const from = path.join(storageFolder, name);
    bytes += fs.statSync(from).size;
    linkOrCopy(from, path.join(out, FILES, name));
  }
  return { count: files.length, bytes };
}

/** Refuses a storage folder that already holds files: a restore goes into an empty DATA_DIR. */
export function checkNoStoredFiles(storageFolder: string, dataDir: string): void {
  if (listFiles(storageFolder).length > 0) throw new Error(`${dataDir} already holds files: restore into an empty DATA_DIR`);
}

/** Copies a backup's `files/` back into `storageFolder`. */
export function restoreStoredFiles(backup: string, storageFolder: string): void {
  for (const name of listFiles(path.join(backup, FILES))) {
    fs.mkdirSync(path.dirname(path.join(storageFolder, name)), { recursive: true });
    fs.copyFileSync(path.join(backup, FILES, name), path.join(storageFolder, name));
  }
}

export const sha256 = (data: Buffer): string => crypto.createHash('sha256').update(data).digest('hex');

/** The SHA-256 of a file, read as a stream (a dump may be larger than memory). */
export async function fileSha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The manifest, last: under a temporary name, then renamed in one step. */
export function writeManifest(out: string, manifest: BackupManifest): void {
  fs.writeFileSync(path.join(out, `${MANIFEST}.tmp`), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(path.join(out, `${MANIFEST}.tmp`), path.join(out, MANIFEST));
}

/** A backup folder's manifest, checked to be of `format`; `what` names the kind for the refusal. */
export function readManifest(backup: string, format: string, what: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(backup, MANIFEST), 'utf8')) as BackupManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${backup} is not a backup folder (it has no ${MANIFEST})`, { cause: error });
    throw new Error(`${backup}: ${MANIFEST} cannot be read (${(error as Error).message})`, { cause: error });
  }
  if (manifest.format !== format) throw new Error(`${backup} is not ${what} (its format is ${manifest.format})`);
  return manifest;
}

/** The path of the backup's database file, checked against the manifest's checksum. */
export async function checkedDatabaseFile(backup: string, manifest: BackupManifest): Promise<string> {
  const file = path.join(backup, manifest.database.file);
  if ((await fileSha256(file)) !== manifest.database.sha256) throw new Error(`${backup}: the database file is damaged (checksum)`);
  return file;
}

/** The audit entry of a backup, actor the command line (written after the database copy: the backup does not hold it). */
export async function auditBackup(database: Database, runBy: string, out: string, manifest: BackupManifest): Promise<void> {
  await database.db.transaction((tx) =>
    auditCommandLine(tx, runBy, { action: 'backup.created', entity: 'database', changes: { folder: out, database_bytes: manifest.database.bytes, files: manifest.files.count } }),
  );
}

/**
 * Backup of an embedded installation's DATA_DIR while it runs (docs/operations.md "Backups and
 * restore"): a snapshot of the PGlite database (taken between two queries, so crash-consistent:
 * committed transactions in, open ones out) and a copy of every stored file, taken while file
 * deletes are held back — so every file a row of the snapshot names is in the copy. Files are
 * written before the rows that name them, so a file stored after the snapshot is at worst an
 * extra one, which the restored server's sweep of pending files removes.
 *
 * `npm run backup` (`passdesk backup`) asks the running server for it with SIGUSR2 (the request
 * names the folder and who asked in DATA_DIR/backup-request.json), or does it itself when no server
 * holds DATA_DIR. Either way the audit trail records it, as done from the command line.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../database/database.ts';
import { restorePgliteFolder } from '../database/database.ts';
import { acquireDataDirLock } from '../database/data-dir-lock.ts';
import type { Storage } from '../storage/storage.ts';
import { LocalStorage } from '../storage/local-storage.ts';
import { auditBackup, checkNoStoredFiles, checkedDatabaseFile, copyStoredFiles, MANIFEST, readManifest, restoreStoredFiles, sha256, writeManifest, type BackupManifest } from './backup-folder.ts';

export const BACKUP_FORMAT = 'passdesk-embedded-backup-1';
export const BACKUP_ERROR = 'backup-error.txt';
export const DATABASE_SNAPSHOT = 'pglite.tar.gz';
/** Where `npm run backup` leaves its request for the running server. */
export const backupRequestFile = (dataDir: string): string => path.join(dataDir, 'backup-request.json');

/** What `npm run backup` asks the running server for: the folder, and who ran the command (for the audit trail). */
export interface BackupRequest {
  out: string;
  runBy: string;
}

/** `runBy`: who ran `npm run backup`; its audit entry is committed before the manifest says the backup is complete. */
export async function writeEmbeddedBackup(database: Database, storage: Storage, out: string, runBy: string): Promise<BackupManifest> {
  if (!database.dump || !(storage instanceof LocalStorage)) {
    throw new Error('npm run backup copies an embedded DATA_DIR; with DATABASE_URL or S3 use pg_dump and a bucket copy (docs/operations.md)');
  }
  const dump = database.dump.bind(database);
  if (fs.existsSync(path.join(out, MANIFEST))) throw new Error(`${out} already holds a backup`);
  fs.mkdirSync(out, { recursive: true });
  const manifest = await storage.holdDeletes(async () => {
    const snapshot = await dump();
    fs.writeFileSync(path.join(out, DATABASE_SNAPSHOT), snapshot);
    const result: BackupManifest = {
      format: BACKUP_FORMAT,
      created_at: new Date().toISOString(),
      database: { file: DATABASE_SNAPSHOT, bytes: snapshot.length, sha256: sha256(snapshot) },
      files: copyStoredFiles(storage.folder, out),
    };
    return result;
  });
  await auditBackup(database, runBy, out, manifest);
  writeManifest(out, manifest);
  return manifest;
}

/** In the running server: SIGUSR2 takes the backup DATA_DIR/backup-request.json asks for. */
export function answerBackupRequests(database: Database, storage: Storage, dataDir: string, log: FastifyBaseLogger): void {
  process.on('SIGUSR2', () => {
    const requestFile = backupRequestFile(dataDir);
    let request: BackupRequest;
    try {
      request = JSON.parse(fs.readFileSync(requestFile, 'utf8')) as BackupRequest;
      fs.rmSync(requestFile, { force: true });
    } catch (error) {
      log.warn({ err: error }, 'SIGUSR2 without a readable backup request');
      return;
    }
    const { out } = request;
    log.info({ out }, 'backup started');
    writeEmbeddedBackup(database, storage, out, request.runBy).then(
      (manifest) => log.info({ out, files: manifest.files.count }, 'backup written'),
      (error: unknown) => {
        log.error({ err: error, out }, 'backup failed');
        fs.mkdirSync(out, { recursive: true });
        fs.writeFileSync(path.join(out, BACKUP_ERROR), (error as Error).message);
      },
    );
  });
}

/** `npm run restore`: a backup folder into an empty DATA_DIR (database and files). */
export async function restoreEmbeddedBackup(backup: string, dataDir: string): Promise<BackupManifest> {
  const manifest = readManifest(backup, BACKUP_FORMAT, 'a backup of the embedded database (with DATABASE_URL set, restore a PostgreSQL backup)');
  const snapshot = fs.readFileSync(await checkedDatabaseFile(backup, manifest));
  const target = path.join(dataDir, 'files');
  checkNoStoredFiles(target, dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    await restorePgliteFolder(path.join(dataDir, 'pglite'), snapshot);
    restoreStoredFiles(backup, target);
  } finally {
    lock.release();
  }
  return manifest;
}

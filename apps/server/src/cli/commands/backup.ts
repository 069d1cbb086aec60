/**
 * `passdesk backup [folder]` (also `npm run backup`): a new folder holding a backup of the
 * installation (docs/operations.md "Backups and restore"). Default folder:
 * DATA_DIR/backups/passdesk-<UTC time> (writable by PassDesk's user, also in the container image).
 * - Embedded (DATA_DIR): a consistent snapshot, also while PassDesk runs
 *   (platform/backup/embedded-backup.ts); the running server is asked with SIGUSR2 (so run it as
 *   the server's user); without one, the backup is taken here.
 * - DATABASE_URL: `pg_dump --format=custom` beside the running instances, then the local files
 *   (platform/backup/postgres-backup.ts); with S3 the bucket is copied with the store's own tools.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../platform/database/database.ts';
import { dataDirHolder } from '../../platform/database/data-dir-lock.ts';
import { backupFolder, isNewOrEmpty, MANIFEST, type BackupManifest } from '../../platform/backup/backup-folder.ts';
import { BACKUP_ERROR, backupRequestFile, writeEmbeddedBackup, type BackupRequest } from '../../platform/backup/embedded-backup.ts';
import { pgConnection, PgToolError } from '../../platform/backup/pg-tools.ts';
import { writePostgresBackup } from '../../platform/backup/postgres-backup.ts';
import { LocalStorage } from '../../platform/storage/local-storage.ts';
import { CommandError, runBy, withDatabase, type Command, type CommandInput } from '../command.ts';

const WAIT_MS = 10 * 60_000;

async function askRunningServer(pid: number, dataDir: string, out: string): Promise<BackupManifest> {
  const request: BackupRequest = { out, runBy: runBy() };
  fs.writeFileSync(backupRequestFile(dataDir), JSON.stringify(request));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (fs.existsSync(path.join(out, MANIFEST))) return JSON.parse(fs.readFileSync(path.join(out, MANIFEST), 'utf8')) as BackupManifest;
    if (fs.existsSync(path.join(out, BACKUP_ERROR))) throw new CommandError(`the server could not write the backup: ${fs.readFileSync(path.join(out, BACKUP_ERROR), 'utf8')}`);
    if (Date.now() > deadline) throw new CommandError(`no backup from the server (pid ${pid}) after ${WAIT_MS / 1000} s; see its log`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function embeddedBackup(input: CommandInput, out: string): Promise<string> {
  const { config } = input;
  if (config.s3) throw new CommandError('the embedded database with S3 files: copy DATA_DIR while PassDesk is stopped and the bucket with the store\'s own tools (docs/operations.md "Backups and restore")');
  if (!fs.existsSync(path.join(config.dataDir, 'pglite'))) throw new CommandError(`there is no database in DATA_DIR ${config.dataDir} to back up`);
  const pid = dataDirHolder(config.dataDir);
  let manifest: BackupManifest;
  if (pid) {
    manifest = await askRunningServer(pid, config.dataDir, out);
  } else {
    const database = await openDatabase({ dataDir: config.dataDir });
    try {
      manifest = await writeEmbeddedBackup(database, new LocalStorage(path.join(config.dataDir, 'files')), out, runBy());
    } finally {
      await database.close();
    }
  }
  return `Backup of ${config.dataDir} written to ${out} (${pid ? `by the running server, pid ${pid}` : 'PassDesk was not running'}): database ${manifest.database.bytes} bytes, ${manifest.files.count} files`;
}

async function postgresBackup(input: CommandInput, databaseUrl: string, out: string): Promise<string> {
  const { config } = input;
  const files = config.s3 ? { bucket: config.s3.bucket } : { folder: path.join(config.dataDir, 'files') };
  // Also before `db migrate`: a backup is what one takes before an upgrade.
  const { manifest, tool } = await withDatabase(
    input,
    async (database) => {
      try {
        return await writePostgresBackup({ database, databaseUrl, files, env: input.env, runBy: runBy() }, out);
      } catch (error) {
        if (error instanceof PgToolError) throw new CommandError(error.message);
        throw error;
      }
    },
    { migrated: false },
  );
  const copied = manifest.files.bucket
    ? `the files are in S3 bucket ${manifest.files.bucket}: copy it now with the store's own tools (aws s3 sync, mc mirror, rclone; docs/operations.md "Backups and restore")`
    : `${manifest.files.count} files`;
  return `Backup of PostgreSQL database ${pgConnection(databaseUrl).label} written to ${out} (${tool}, custom format): database ${manifest.database.bytes} bytes, ${copied}`;
}

const backup: Command = {
  name: ['backup'],
  summary: 'back up the database and local files into a new folder (default DATA_DIR/backups/passdesk-<UTC time>), while PassDesk runs (embedded: a snapshot; DATABASE_URL: pg_dump)',
  usage: '[folder]',
  positionals: { min: 0, max: 1 },
  async run(input) {
    const out = backupFolder(input.positionals[0], input.config.dataDir);
    if (!isNewOrEmpty(out)) throw new CommandError(`${out} is not empty`);
    const { databaseUrl } = input.config;
    return databaseUrl ? postgresBackup(input, databaseUrl, out) : embeddedBackup(input, out);
  },
};

export default backup;

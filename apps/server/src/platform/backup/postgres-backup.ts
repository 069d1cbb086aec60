/**
 * Backup and restore of a DATABASE_URL installation (docs/operations.md "Backups and restore"):
 * `pg_dump --format=custom` of the database — one consistent snapshot, taken while PassDesk serves —
 * then a copy of DATA_DIR/files when the files are local (after the dump: files are stored before
 * the rows that name them, so the copy has every file the dump names; newer extra files are
 * harmless). With S3 the bucket is copied with the store's own tools; the manifest names it.
 * The restore goes into an empty database only, in one transaction (`pg_restore
 * --single-transaction`): a failure leaves the database empty.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../database/database.ts';
import { auditBackup, checkNoStoredFiles, checkedDatabaseFile, copyStoredFiles, fileSha256, FILES, listFiles, readManifest, restoreStoredFiles, writeManifest, type BackupManifest } from './backup-folder.ts';
import { checkPgTool, runPgTool } from './pg-tools.ts';

export const POSTGRES_BACKUP_FORMAT = 'passdesk-postgres-backup-1';
export const DATABASE_DUMP = 'passdesk.dump';

/** Where the files are: the local folder (DATA_DIR/files) they are copied from and to, or the S3 bucket. */
export type FileStore = { folder: string } | { bucket: string };

export interface PostgresBackupContext {
  database: Database;
  databaseUrl: string;
  files: FileStore;
  /** The environment of the tools (PATH); the password is added for them. */
  env: NodeJS.ProcessEnv;
  /** Who ran the command, for the audit trail. */
  runBy: string;
}

/** The server's major version (`SHOW server_version_num`: 150020 → 15). */
export async function serverMajorVersion(database: Database): Promise<number> {
  const [row] = await database.withSession((session) => session.query<{ server_version_num: string }>('show server_version_num'));
  return Math.floor(Number(row?.server_version_num) / 10_000);
}

/**
 * The dump, the local files and the manifest into `out` (new or empty; emptied again when the dump
 * fails); the audit entry before the manifest.
 */
export async function writePostgresBackup(context: PostgresBackupContext, out: string): Promise<{ manifest: BackupManifest; tool: string }> {
  const tool = await checkPgTool('pg_dump', await serverMajorVersion(context.database), context.env);
  fs.mkdirSync(out, { recursive: true });
  const dump = path.join(out, DATABASE_DUMP);
  try {
    await runPgTool('pg_dump', context.databaseUrl, ['--format=custom', '--no-owner', `--file=${dump}`], context.env);
  } catch (error) {
    fs.rmSync(dump, { force: true });
    throw error;
  }
  const manifest: BackupManifest = {
    format: POSTGRES_BACKUP_FORMAT,
    created_at: new Date().toISOString(),
    database: { file: DATABASE_DUMP, bytes: fs.statSync(dump).size, sha256: await fileSha256(dump), tool },
    files: 'folder' in context.files ? copyStoredFiles(context.files.folder, out) : { count: 0, bytes: 0, bucket: context.files.bucket },
  };
  await auditBackup(context.database, context.runBy, out, manifest);
  writeManifest(out, manifest);
  return { manifest, tool };
}

/** How many tables the database already has outside PostgreSQL's own schemas: a restore needs none. */
export async function tableCount(database: Database): Promise<number> {
  const [row] = await database.withSession((session) =>
    session.query<{ tables: string }>("select count(*) as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')"),
  );
  return Number(row?.tables);
}

export interface RestoredBackup {
  manifest: BackupManifest;
  tool: string;
  /** Files copied into the local folder (0 when the files are in a bucket). */
  files: number;
}

/**
 * Checks everything first (the folder, its checksum, the tool, an empty database, no local files),
 * then `pg_restore` into the empty database and the files back into the local folder (`files`:
 * where the restored installation keeps them).
 */
export async function restorePostgresBackup(backup: string, context: Omit<PostgresBackupContext, 'runBy'> & { dataDir: string }): Promise<RestoredBackup> {
  const manifest = readManifest(backup, POSTGRES_BACKUP_FORMAT, 'a backup of a PostgreSQL installation (without DATABASE_URL, restore a backup of the embedded database)');
  const dump = await checkedDatabaseFile(backup, manifest);
  const tool = await checkPgTool('pg_restore', await serverMajorVersion(context.database), context.env);
  const tables = await tableCount(context.database);
  if (tables > 0) throw new Error(`the database of DATABASE_URL already holds ${tables} tables (PassDesk's, or another application's): restore into a new, empty database (createdb)`);
  const backupFiles = listFiles(path.join(backup, FILES)).length;
  if ('folder' in context.files) checkNoStoredFiles(context.files.folder, context.dataDir);
  else if (backupFiles > 0) throw new Error(`the backup holds ${backupFiles} local files but the files are configured in S3 bucket ${context.files.bucket}: restore without S3_* set, or upload ${path.join(backup, FILES)} into the bucket first`);
  await runPgTool('pg_restore', context.databaseUrl, ['--no-owner', '--single-transaction', dump], context.env);
  if ('folder' in context.files) restoreStoredFiles(backup, context.files.folder);
  return { manifest, tool, files: 'folder' in context.files ? backupFiles : 0 };
}

/**
 * `passdesk restore <folder>` (also `npm run restore`): a folder of `passdesk backup` into an empty
 * installation (docs/operations.md "Backups and restore"); then a start serves it.
 * - Embedded: into DATA_DIR, which must be new or empty.
 * - DATABASE_URL: `pg_restore` into that database, which must hold no tables (a new one, from
 *   createdb), and the files into DATA_DIR/files, which must hold none.
 */
import path from 'node:path';
import { auditCommandLine } from '../../platform/audit/audit.ts';
import { restoreEmbeddedBackup } from '../../platform/backup/embedded-backup.ts';
import { pgConnection } from '../../platform/backup/pg-tools.ts';
import { restorePostgresBackup } from '../../platform/backup/postgres-backup.ts';
import { openDatabase, type Database } from '../../platform/database/database.ts';
import { CommandError, runBy, withDatabase, type Command, type CommandInput } from '../command.ts';

/** The restore's audit entry, actor the command line, in the restored database. */
async function auditRestore(database: Database, folder: string, createdAt: string, files: number): Promise<void> {
  await database.db.transaction((tx) => auditCommandLine(tx, runBy(), { action: 'backup.restored', entity: 'database', changes: { folder, backup_created_at: createdAt, files } }));
}

async function embeddedRestore(input: CommandInput, folder: string): Promise<string> {
  const { config } = input;
  const manifest = await restoreEmbeddedBackup(folder, config.dataDir);
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    await auditRestore(database, folder, manifest.created_at, manifest.files.count);
  } finally {
    await database.close();
  }
  return `Restored the backup of ${manifest.created_at} into ${config.dataDir}: ${manifest.files.count} files. Start PassDesk with this DATA_DIR.`;
}

async function postgresRestore(input: CommandInput, databaseUrl: string, folder: string): Promise<string> {
  const { config } = input;
  const files = config.s3 ? { bucket: config.s3.bucket } : { folder: path.join(config.dataDir, 'files') };
  // The database is empty, and after the restore may lack this release's newest migrations (a start applies them).
  const restored = await withDatabase(
    input,
    async (database) => {
      const result = await restorePostgresBackup(folder, { database, databaseUrl, files, env: input.env, dataDir: config.dataDir });
      await auditRestore(database, folder, result.manifest.created_at, result.files);
      return result;
    },
    { migrated: false },
  );
  const { manifest } = restored;
  const where = manifest.files.bucket
    ? `its files were in S3 bucket ${manifest.files.bucket}: copy them back with the store's own tools (docs/operations.md "Backups and restore")`
    : `${restored.files} files into ${path.join(config.dataDir, 'files')}`;
  return `Restored the backup of ${manifest.created_at} into PostgreSQL database ${pgConnection(databaseUrl).label} (${restored.tool}); ${where}. Start PassDesk on this database.`;
}

const restore: Command = {
  name: ['restore'],
  summary: 'restore a backup folder into an empty installation: a new or empty DATA_DIR, or an empty DATABASE_URL database (pg_restore)',
  usage: '<backup folder>',
  positionals: { min: 1, max: 1 },
  async run(input) {
    const [folder = ''] = input.positionals;
    const { databaseUrl } = input.config;
    try {
      return await (databaseUrl ? postgresRestore(input, databaseUrl, folder) : embeddedRestore(input, folder));
    } catch (error) {
      if (error instanceof CommandError) throw error;
      // The restore's refusals and the tools' failures: one line as they are.
      throw new CommandError((error as Error).message);
    }
  },
};

export default restore;

/**
 * `npm run restore <backup folder>`: a backup of `npm run backup` into DATA_DIR, which must be
 * new or empty; then `npm start` serves it (docs/operations.md "Backups and restore").
 */
import { loadConfig } from './platform/config/config.ts';
import { restoreEmbeddedBackup } from './platform/backup/embedded-backup.ts';

async function main(): Promise<void> {
  const backup = process.argv[2];
  if (!backup) throw new Error('name the backup folder: npm run restore -- <folder>');
  const config = loadConfig();
  if (config.databaseUrl) throw new Error('this restores an embedded backup into DATA_DIR; with DATABASE_URL use pg_restore (docs/operations.md)');
  const manifest = await restoreEmbeddedBackup(backup, config.dataDir);
  process.stdout.write(`Restored the backup of ${manifest.created_at} into ${config.dataDir}: ${manifest.files.count} files. Start PassDesk with this DATA_DIR.\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`passdesk restore: ${(error as Error).message}\n`);
  process.exit(1);
});

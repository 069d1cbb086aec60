/**
 * `passdesk restore <folder>` (also `npm run restore`): a backup of `passdesk backup` into DATA_DIR,
 * which must be new or empty; then a start serves it (docs/operations.md "Backups and restore").
 */
import { auditCommandLine } from '../../platform/audit/audit.ts';
import { restoreEmbeddedBackup } from '../../platform/backup/embedded-backup.ts';
import { openDatabase } from '../../platform/database/database.ts';
import { CommandError, runBy, type Command } from '../command.ts';

const restore: Command = {
  name: ['restore'],
  summary: 'restore a backup folder into a new or empty DATA_DIR (with DATABASE_URL: pg_restore, docs/operations.md)',
  usage: '<backup folder>',
  positionals: { min: 1, max: 1 },
  async run(input) {
    const { config } = input;
    const [folder = ''] = input.positionals;
    if (config.databaseUrl) throw new CommandError('this restores an embedded backup into DATA_DIR; with DATABASE_URL use pg_restore (docs/operations.md)');
    let manifest;
    try {
      manifest = await restoreEmbeddedBackup(folder, config.dataDir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new CommandError(code === 'ENOENT' ? `${folder} is not a backup folder (it has no manifest.json)` : (error as Error).message);
    }
    const database = await openDatabase({ dataDir: config.dataDir });
    try {
      await database.db.transaction((tx) => auditCommandLine(tx, runBy(), { action: 'backup.restored', entity: 'database', changes: { folder, backup_created_at: manifest.created_at, files: manifest.files.count } }));
    } finally {
      await database.close();
    }
    return `Restored the backup of ${manifest.created_at} into ${config.dataDir}: ${manifest.files.count} files. Start PassDesk with this DATA_DIR.`;
  },
};

export default restore;

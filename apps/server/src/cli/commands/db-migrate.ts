/** `passdesk db migrate`: applies this release's pending migrations, as a start does (under the same lock). */
import { ensureSystemPermissions } from '../../modules/access/first-admin.ts';
import { migrate, migrationStatus } from '../../platform/database/migrate.ts';
import { auditCommand, withDatabase, type Command } from '../command.ts';

const dbMigrate: Command = {
  name: ['db', 'migrate'],
  summary: 'apply the pending migrations (a start does the same); makes the embedded database when DATA_DIR has none',
  usage: '',
  run: (input) =>
    withDatabase(
      input,
      async (database) => {
        const applied = await migrate(database);
        await ensureSystemPermissions(database.db);
        const { applied: all } = await migrationStatus(database);
        if (applied.length === 0) return `The database is up to date: ${all.length} migrations applied, none pending (${database.description})`;
        await auditCommand(database, { action: 'database.migrated', entity: 'database', changes: { applied } });
        return `Applied ${applied.length} migration(s) (${applied.join(', ')}); ${all.length} applied in all (${database.description})`;
      },
      { migrated: false },
    ),
};

export default dbMigrate;

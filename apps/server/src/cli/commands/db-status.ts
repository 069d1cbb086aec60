/** `passdesk db status`: applied and pending migrations; changes nothing (so it writes no audit entry). */
import fs from 'node:fs';
import path from 'node:path';
import { migrationStatus, readMigrations } from '../../platform/database/migrate.ts';
import { withDatabase, type Command } from '../command.ts';

const dbStatus: Command = {
  name: ['db', 'status'],
  summary: 'list applied and pending migrations (read only)',
  usage: '',
  async run(input) {
    const { config } = input;
    // Opening an embedded DATA_DIR that has no database would make one: say so instead.
    if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite'))) {
      return `No database in DATA_DIR ${config.dataDir} yet: 0 applied, ${readMigrations().length} pending (\`db migrate\` or a start makes it)`;
    }
    return withDatabase(
      input,
      async (database) => {
        const { applied, pending } = await migrationStatus(database);
        const latest = applied.at(-1) ?? 'none';
        const waiting = pending.length > 0 ? `${pending.length} pending: ${pending.join(', ')}` : 'none pending';
        return `${applied.length} migrations applied (latest ${latest}), ${waiting} (${database.description})`;
      },
      { migrated: false },
    );
  },
};

export default dbStatus;

/**
 * `passdesk demo seed`: loads the demo data a fresh embedded installation gets (README "Demo
 * sign-ins"), once per feature. Its staff accounts sign in with a published password, so on a
 * PostgreSQL database, which is production's, it asks for `--yes` (a staging or training copy).
 */
import { count } from 'drizzle-orm';
import { adminUsers } from '../../modules/access/access.schema.ts';
import { DEMO_PASSWORD } from '../../modules/access/access.demo.ts';
import { loggerOptions } from '../../platform/logging/logger.ts';
import { auditCommand, CommandError, type Command } from '../command.ts';

const demoSeed: Command = {
  name: ['demo', 'seed'],
  summary: 'load the demo data (demo staff, cards, applications...) once; on PostgreSQL only with --yes',
  usage: '[--yes]',
  options: { yes: { type: 'boolean' } },
  async run(input) {
    const { config } = input;
    if (config.databaseUrl && input.options.yes !== true) {
      throw new CommandError(`demo data adds staff accounts that sign in with the published password ${DEMO_PASSWORD}: for a staging or training database only; add --yes to load it into ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//')}`);
    }
    const database = await input.openDatabase();
    const [admins] = await database.db.select({ n: count() }).from(adminUsers);
    if (!admins || admins.n === 0) {
      await database.close();
      throw new CommandError('the database has no administrator yet: create one first (`admin create`) or start PassDesk once');
    }
    // The server's own start-up path, without listening: the same services the demo rows are made with
    // (loaded here, not with the command list: it is the whole server).
    const { openRuntime } = await import('../../runtime.ts');
    const runtime = await openRuntime({ ...config, demoData: true, jobs: { ...config.jobs, worker: false } }, { logger: loggerOptions({ level: 'silent', pretty: false }), database });
    try {
      const loaded = runtime.demoModules;
      if (loaded.length === 0) return `Demo data was loaded before: nothing to add (${database.description})`;
      await auditCommand(database, { action: 'demo.seeded', entity: 'system', changes: { modules: loaded } });
      return `Loaded demo data (${loaded.join(', ')}) into ${database.description}; demo staff sign in with ${DEMO_PASSWORD}`;
    } finally {
      await runtime.close();
    }
  },
};

export default demoSeed;

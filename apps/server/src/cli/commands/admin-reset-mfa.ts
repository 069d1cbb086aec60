/**
 * `passdesk admin reset-mfa <email>`: takes a staff account's second factor off, ends its sessions
 * and queues a mail to it, as an administrator's reset does but without the no-escalation rule:
 * the way back in for the last super admin who lost their phone and recovery codes
 * (docs/operations.md "Losing the second factor").
 */
import { SECOND_FACTOR_RESET_MESSAGES } from '@passdesk/contract/access/second-factor-reset';
import { findUserByEmail } from '../../modules/auth/users.ts';
import { resetSecondFactor } from '../../modules/second-factor/reset-factor.ts';
import { auditCommandLine } from '../../platform/audit/audit.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { JobQueue } from '../../platform/jobs/job-queue.ts';
import { CommandError, optionalOption, runBy, withDatabase, type Command } from '../command.ts';

const adminResetMfa: Command = {
  name: ['admin', 'reset-mfa'],
  summary: "take a staff account's second factor off (authenticator app, recovery codes), end its sessions and mail it; no role check, for the last super admin",
  usage: '<email> (or --email <address>)',
  options: { email: { type: 'string' } },
  positionals: { min: 0, max: 1 },
  async run(input) {
    const email = (input.positionals[0] ?? optionalOption(input, 'email') ?? '').trim();
    if (email === '') throw new CommandError('the account\'s email is required: admin reset-mfa <email>');
    return withDatabase(input, async (database) => {
      const user = await findUserByEmail(database.db, email);
      if (!user) throw new CommandError(`no staff account has the email ${email}`);
      const jobs = new JobQueue(database.db);
      await database.db
        .transaction(async (tx) => {
          await resetSecondFactor(tx, jobs, user.id);
          await auditCommandLine(tx, runBy(), { action: 'auth.second_factor_reset', entity: 'admin_user', entityId: user.id });
        })
        .catch((error: unknown) => {
          if (error instanceof HttpError && error.message === SECOND_FACTOR_RESET_MESSAGES.none) throw new CommandError(`${user.email} (id ${user.id}) has no second factor to reset`);
          throw error;
        });
      return `Reset the second factor of ${user.email} (id ${user.id}): its authenticator app and recovery codes are removed, its sessions ended, and a mail to it is queued (sent by the server's job worker). It signs in with the password alone, or is asked to set up a new factor first if its role requires one`;
    });
  },
};

export default adminResetMfa;

/** `passdesk admin unlock`: lifts an account's sign-in lock-out and slow-downs (its counters from every source). */
import { clearAccountLocks } from '../../modules/auth/account-locks.ts';
import { findUserByEmail } from '../../modules/auth/users.ts';
import { auditCommandLine } from '../../platform/audit/audit.ts';
import { CommandError, requiredOption, runBy, withDatabase, type Command } from '../command.ts';

const adminUnlock: Command = {
  name: ['admin', 'unlock'],
  summary: "clear a staff account's sign-in lock-out (failed sign-ins, code requests and checks, wrong current passwords)",
  usage: '--email <address>',
  options: { email: { type: 'string' } },
  async run(input) {
    const email = requiredOption(input, 'email');
    return withDatabase(input, async (database) => {
      const user = await findUserByEmail(database.db, email);
      if (!user) throw new CommandError(`no staff account has the email ${email}`);
      const cleared = await database.db.transaction(async (tx) => {
        const count = await clearAccountLocks(tx, user.email, user.id);
        await auditCommandLine(tx, runBy(), { action: 'auth.account_unlocked', entity: 'admin_user', entityId: user.id, changes: { locks_cleared: count } });
        return count;
      });
      const inactive = user.status === 'active' ? '' : '; the account is inactive, so it still cannot sign in (an administrator activates it under Users)';
      return cleared > 0 ? `Unlocked ${user.email} (id ${user.id}): ${cleared} lock(s) cleared${inactive}` : `${user.email} (id ${user.id}) had no lock to clear${inactive}`;
    });
  },
};

export default adminUnlock;

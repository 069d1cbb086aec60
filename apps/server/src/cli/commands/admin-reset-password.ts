/** `passdesk admin reset-password`: a new password for a staff account, without mail; its sessions end. */
import { findUserByEmail } from '../../modules/auth/users.ts';
import { setOperatorPassword } from '../../modules/auth/operator-password.ts';
import { auditCommandLine } from '../../platform/audit/audit.ts';
import { CommandError, optionalOption, requiredOption, runBy, withDatabase, type Command } from '../command.ts';
import { choosePassword, describePassword } from '../password-choice.ts';

const adminResetPassword: Command = {
  name: ['admin', 'reset-password'],
  summary: "set a staff account's password (a generated one-time password unless --password is given); signs it out everywhere and clears its locks",
  usage: '--email <address> [--password <password>]',
  options: { email: { type: 'string' }, password: { type: 'string' } },
  async run(input) {
    const email = requiredOption(input, 'email');
    const choice = choosePassword(optionalOption(input, 'password'));
    return withDatabase(input, async (database) => {
      const user = await findUserByEmail(database.db, email);
      if (!user) throw new CommandError(`no staff account has the email ${email}`);
      const { locksCleared } = await setOperatorPassword(database.db, user, choice.password, choice.oneTime, (tx, result) =>
        auditCommandLine(tx, runBy(), { action: 'auth.password_reset_by_operator', entity: 'admin_user', entityId: user.id, changes: { one_time: choice.oneTime, locks_cleared: result.locksCleared } }),
      );
      const inactive = user.status === 'active' ? '' : ' (the account is inactive: an administrator activates it under Users)';
      return `Reset the password of ${user.email} (id ${user.id}), ${describePassword(choice)}; its sessions ended, ${locksCleared} lock(s) cleared${inactive}`;
    });
  },
};

export default adminResetPassword;

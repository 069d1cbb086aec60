/** `passdesk admin create`: a new super admin, e.g. when nobody can sign in any more. */
import { adminUserFieldsSchema } from '@passdesk/contract/access/admin-user-payloads';
import { ensureSystemPermissions, createSuperAdmin } from '../../modules/access/first-admin.ts';
import { findUserByEmail } from '../../modules/auth/users.ts';
import { auditCommandLine } from '../../platform/audit/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { CommandError, optionalOption, requiredOption, runBy, withDatabase, type Command } from '../command.ts';
import { choosePassword, describePassword } from '../password-choice.ts';

const fields = adminUserFieldsSchema.pick({ first_name: true, last_name: true, email: true });

const adminCreate: Command = {
  name: ['admin', 'create'],
  summary: 'create a super admin (a generated one-time password unless --password is given)',
  usage: '--email <address> [--first-name <name>] [--last-name <name>] [--password <password>]',
  options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' }, password: { type: 'string' } },
  async run(input) {
    const checked = fields.safeParse({
      email: requiredOption(input, 'email'),
      first_name: optionalOption(input, 'first-name') ?? 'Super',
      last_name: optionalOption(input, 'last-name') ?? 'Admin',
    });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw new CommandError(`--${String(issue?.path[0] ?? 'email').replace('_', '-')}: ${issue?.message ?? 'not accepted'}`);
    }
    const { email, first_name: firstName, last_name: lastName } = checked.data;
    const choice = choosePassword(optionalOption(input, 'password'));
    const passwordHash = await hashPassword(choice.password);
    return withDatabase(input, async (database) => {
      if (await findUserByEmail(database.db, email)) throw new CommandError(`an account with the email ${email} exists already: use \`admin reset-password --email ${email}\``);
      await ensureSystemPermissions(database.db);
      const id = await database.db.transaction(async (tx) => {
        const userId = await createSuperAdmin(tx, { email, passwordHash, firstName, lastName, mustChangePassword: choice.oneTime });
        await auditCommandLine(tx, runBy(), { action: 'admin_user.created', entity: 'admin_user', entityId: userId, changes: { email, first_name: firstName, last_name: lastName, user_type: 'super_admin', one_time: choice.oneTime } });
        return userId;
      });
      return `Created super admin ${email} (id ${id}), ${describePassword(choice)}`;
    });
  },
};

export default adminCreate;

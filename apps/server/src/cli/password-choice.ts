/**
 * The password a command gives an account: the one typed with `--password` (checked against the
 * password policy, kept as chosen), or a generated one-time password that must be changed at the
 * first sign-in (printed once, never stored in clear).
 */
import { newPasswordSchema } from '@passdesk/contract/auth/password';
import { generatePassword } from '../modules/access/first-admin.ts';
import { CommandError } from './command.ts';

export interface PasswordChoice {
  password: string;
  /** True for a generated password: the person must choose their own at the first sign-in. */
  oneTime: boolean;
}

export function choosePassword(given: string | undefined): PasswordChoice {
  if (given === undefined) return { password: generatePassword(), oneTime: true };
  const checked = newPasswordSchema.safeParse(given);
  if (!checked.success) throw new CommandError(`--password is not accepted: ${checked.error.issues[0]?.message ?? 'it does not meet the password policy'}`);
  return { password: given, oneTime: false };
}

/** The end of the command's line: the generated password, or that the given one was kept. */
export function describePassword(choice: PasswordChoice): string {
  return choice.oneTime ? `one-time password (shown only now; to be changed at the first sign-in): ${choice.password}` : 'with the password given';
}

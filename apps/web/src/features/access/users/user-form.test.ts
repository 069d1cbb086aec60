import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@passdesk/contract/auth/password';
import { userFormDefaults, userFormSchema } from './user-form.ts';

const filled = { ...userFormDefaults(null), first_name: 'Kavya', email: 'kavya@example.org' };

describe('user form schema', () => {
  it('needs a password that meets the policy when creating', () => {
    const missing = userFormSchema(true).safeParse(filled);
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual([PASSWORD_MESSAGES.newRequired]);
    const weak = userFormSchema(true).safeParse({ ...filled, password: 'abcdefgh' });
    expect(weak.error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.complexity);
    expect(userFormSchema(true).safeParse({ ...filled, password: 'Secure@123' }).success).toBe(true);
  });

  it('ignores the password when editing and checks the email format', () => {
    expect(userFormSchema(false).safeParse(filled).success).toBe(true);
    const badEmail = userFormSchema(false).safeParse({ ...filled, email: 'kavya@' });
    expect(badEmail.error?.issues[0]).toMatchObject({ path: ['email'], message: 'Enter a valid email address' });
  });
});

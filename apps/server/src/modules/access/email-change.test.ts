import { describe, expect, it } from 'vitest';
import { useSmtpReceiver, useTestApp } from '../../test/suite.ts';
import { createUser, signIn } from '../../test/auth-fixtures.ts';
import { EMAIL_CHANGED_MAIL_SUBJECT } from './email-changed-mail.ts';
import { ADMIN_USER_PATHS } from '@passdesk/contract/access/access-paths';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';

describe('an email change by an administrator', () => {
  const smtp = useSmtpReceiver();
  const t = useTestApp(() => ({ env: { SMTP_URL: smtp.url } }));

  const code = async (email: string) => {
    const found = /code is (\d{6})\./.exec((await smtp.waitFor(email)).text)?.[1];
    if (!found) throw new Error('no code');
    return found;
  };

  it('tells the old address, signs the user out everywhere and voids open reset codes and tokens', async () => {
    const user = await createUser(t, { email: 'old.address@passdesk.test' });
    const session = await signIn(t, user.email, user.password);
    // One code traded for a reset token, and a newer code left open.
    const post = (path: string, payload: Record<string, unknown>, ip: string) => t.inject({ method: 'POST', url: apiUrl(ADMIN_API, path), payload, remoteAddress: ip });
    await post(AUTH_PATHS.forgotPassword, { email: user.email }, '10.30.0.1');
    const verified = await post(AUTH_PATHS.verifyOtp, { email: user.email, otp: await code(user.email) }, '10.30.0.1');
    expect(verified.statusCode).toBe(200);
    const resetToken = verified.json().data.reset_token as string;
    await post(AUTH_PATHS.forgotPassword, { email: user.email }, '10.30.0.2');
    const openCode = await code(user.email);

    const admin = await t.tokenFor(1);
    const changed = await t.inject({
      method: 'PUT',
      url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.one, { id: user.id }),
      token: admin,
      payload: { first_name: 'Moved', last_name: '', email: 'new.address@passdesk.test', mobile: null, user_type: 'staff', role_ids: [], center_id: null, status: 'active' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const notice = await smtp.waitFor('old.address@passdesk.test');
    expect(notice.subject).toBe(EMAIL_CHANGED_MAIL_SUBJECT);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUTH_PATHS.me), token: session })).statusCode).toBe(401);
    expect((await post(AUTH_PATHS.verifyOtp, { email: user.email, otp: openCode }, '10.30.0.3')).statusCode).toBe(400);
    expect((await post(AUTH_PATHS.resetPassword, { reset_token: resetToken, new_password: 'Taken@Over9' }, '10.30.0.3')).statusCode).toBe(400);
    // The password is unchanged and works with the new address.
    expect((await signIn(t, 'new.address@passdesk.test', user.password)).length).toBeGreaterThan(0);
  });

  it('does nothing of the kind when the email only changes case', async () => {
    const user = await createUser(t, { email: 'same.address@passdesk.test' });
    const session = await signIn(t, user.email, user.password);
    const changed = await t.inject({
      method: 'PUT',
      url: apiUrl(ADMIN_API, ADMIN_USER_PATHS.one, { id: user.id }),
      token: await t.tokenFor(1),
      payload: { first_name: 'Same', last_name: '', email: 'Same.Address@passdesk.test', mobile: null, user_type: 'staff', role_ids: [], center_id: null, status: 'active' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUTH_PATHS.me), token: session })).statusCode).toBe(200);
  });
});

/**
 * The log of a whole run carries no secret and no email (docs/api.md "Logs"): staff and
 * inspectors sign in (right and wrong passwords), a user is created, resets a forgotten password
 * with an emailed code, changes it, signs out; a query fails on bad input. Then every log line is
 * searched for every password, token, reset code, reset token and email address the run used.
 * The same flow in production without SMTP_URL: the reset mail is not sent and not logged.
 */
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API, MOBILE_API } from '@passdesk/contract/http/paths';
import { enrolTotp } from '../../test/second-factor.ts';
import { useSmtpReceiver } from '../../test/suite.ts';
import { createTestApp, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { INSPECTOR_PASSWORD, createInspector } from '../../test/inspectors.ts';

const USER_EMAIL = 'Log.Scan.Clerk@Example.org';
const FIRST_PASSWORD = 'First@Pass1';
const RESET_PASSWORD = 'Reset@Pass2';
const CHANGED_PASSWORD = 'Changed@Pass3';

/** Runs the flow against `t`; returns every secret it saw. `code` reads the emailed reset code, if any. */
async function runFlow(t: TestApp, code: (() => Promise<string>) | undefined): Promise<string[]> {
  const secrets = [TEST_ADMIN_PASSWORD, TEST_ADMIN_EMAIL, USER_EMAIL, FIRST_PASSWORD, RESET_PASSWORD, CHANGED_PASSWORD, INSPECTOR_PASSWORD];
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token?: string) => t.inject({ method, url: `${ADMIN_API}${url}`, payload, token });
  const login = async (email: string, password: string) => {
    const answer = await call('POST', AUTH_PATHS.login, { email, password });
    return answer.statusCode === 200 ? answer.json<{ data: { token: string } }>().data.token : undefined;
  };

  expect(await login(TEST_ADMIN_EMAIL, 'Wrong@Pass0')).toBeUndefined();
  const admin = await login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
  if (!admin) throw new Error('the admin cannot sign in');
  secrets.push(admin);
  // The Super Admin role requires a second factor: the session opens once the app is set up, whose secret and codes the log must not hold either.
  const totp = await enrolTotp(t, admin);
  secrets.push(totp.secret, ...totp.recoveryCodes);
  expect((await call('GET', AUTH_PATHS.me, undefined, admin)).statusCode).toBe(200);

  const created = await call('POST', '/admin_users/create', { first_name: 'Log', last_name: 'Scan', email: USER_EMAIL, mobile: '+91 98765 43210', password: FIRST_PASSWORD, user_type: 'staff', role_ids: [], center_id: null, status: 'active' }, admin);
  expect(created.statusCode, created.body).toBe(200);
  secrets.push('98765 43210');
  // A failing query on bad input, and a search by email (the search text is not logged either).
  expect((await call('GET', '/admin_users?role_id=99999999999', undefined, admin)).statusCode).toBe(400);
  expect((await call('GET', `/admin_users?search=${encodeURIComponent(USER_EMAIL)}`, undefined, admin)).statusCode).toBe(200);

  const first = await login(USER_EMAIL, FIRST_PASSWORD);
  if (!first) throw new Error('the new user cannot sign in');
  secrets.push(first);

  expect((await call('POST', AUTH_PATHS.forgotPassword, { email: USER_EMAIL })).statusCode).toBe(200);
  let password = FIRST_PASSWORD;
  if (code) {
    const otp = await code();
    expect((await call('POST', AUTH_PATHS.verifyOtp, { email: USER_EMAIL, otp: otp === '000000' ? '111111' : '000000' })).statusCode).toBe(400);
    const verified = await call('POST', AUTH_PATHS.verifyOtp, { email: USER_EMAIL, otp });
    expect(verified.statusCode, verified.body).toBe(200);
    const resetToken = verified.json<{ data: { reset_token: string } }>().data.reset_token;
    secrets.push(otp, resetToken);
    expect((await call('POST', AUTH_PATHS.resetPassword, { reset_token: resetToken, new_password: RESET_PASSWORD })).statusCode).toBe(200);
    password = RESET_PASSWORD;
  }
  const user = await login(USER_EMAIL, password);
  if (!user) throw new Error('the user cannot sign in after the reset');
  secrets.push(user);
  const refused = await call('PATCH', AUTH_PATHS.changePassword, { old_password: 'Not@MyPass1', new_password: CHANGED_PASSWORD }, user);
  expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
  expect(refused.statusCode, refused.body).toBeLessThan(500);
  expect((await call('PATCH', AUTH_PATHS.changePassword, { old_password: password, new_password: CHANGED_PASSWORD }, user)).statusCode).toBe(200);
  const changed = await login(USER_EMAIL, CHANGED_PASSWORD);
  if (!changed) throw new Error('the user cannot sign in after changing the password');
  secrets.push(changed);
  expect((await call('POST', AUTH_PATHS.logout, undefined, changed)).statusCode).toBe(200);

  const inspector = await createInspector(t, admin);
  secrets.push(inspector.token);
  const wrong = await t.inject({ method: 'POST', url: `${MOBILE_API}/login`, payload: { login: inspector.employeeCode, password: 'Wrong@Pass0' } });
  expect(wrong.statusCode).toBe(401);
  expect((await t.inject({ method: 'GET', url: `${MOBILE_API}/keys`, token: inspector.token })).statusCode).toBe(200);
  return secrets;
}

function expectNoSecretIn(logs: Array<Record<string, unknown>>, secrets: string[]): void {
  expect(logs.length).toBeGreaterThan(20);
  const text = logs.map((line) => JSON.stringify(line)).join('\n');
  for (const secret of secrets) {
    for (const form of new Set([secret, secret.toLowerCase(), encodeURIComponent(secret), encodeURIComponent(secret.toLowerCase())])) {
      const line = text.split('\n').find((entry) => entry.includes(form));
      expect(line, `the log holds "${secret.slice(0, 12)}…"`).toBeUndefined();
    }
  }
}

describe('the log of a whole run', () => {
  const smtp = useSmtpReceiver();

  it('holds no password, token, reset code, reset token or email (SMTP configured)', async () => {
    const t = await createTestApp({ env: { SMTP_URL: smtp.url, NODE_ENV: 'production' } });
    try {
      const secrets = await runFlow(t, async () => {
        const mail = await smtp.waitFor(USER_EMAIL.toLowerCase());
        const otp = /code is (\d{6})\./.exec(mail.text)?.[1];
        if (!otp) throw new Error(`no code in: ${mail.text}`);
        return otp;
      });
      expectNoSecretIn(t.logs, secrets);
    } finally {
      await t.close();
    }
  });

  it('holds none of them in production without SMTP_URL either: the reset mail is withheld from the log', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const secrets = await runFlow(t, undefined);
      expectNoSecretIn(t.logs, secrets);
      const withheld = t.logs.filter((line) => String(line.msg).includes('SMTP_URL is not set'));
      expect(withheld.length).toBeGreaterThan(0);
      // Neither a six-digit code nor a recipient in those lines.
      for (const line of withheld) expect(JSON.stringify(line)).not.toMatch(/\b\d{6}\b|@/);
    } finally {
      await t.close();
    }
  });
});

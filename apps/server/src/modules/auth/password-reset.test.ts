import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE, INVALID_OTP_MESSAGE, INVALID_RESET_TOKEN_MESSAGE, OTP_MAX_TRIES } from '@passdesk/contract/auth/password-reset';
import { PASSWORD_MESSAGES } from '@passdesk/contract/auth/password';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { passwordResets } from '../access/access.schema.ts';
import { useSmtpReceiver, useTestApp } from '../../test/suite.ts';
import { createUser, loginRequest, signIn, type TestUser } from '../../test/auth-fixtures.ts';
import { authModule } from './auth.module.ts';
import { VERIFY_OTP_CODE_ALL_SOURCES } from './limits.ts';
import { OTP_MAIL_SUBJECT } from './otp-mail.ts';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';

const NEW_PASSWORD = 'Fresh@Pass9';

describe('forgot-password → verify-otp → reset-password, with the code read from a real SMTP receiver', () => {
  const smtp = useSmtpReceiver();
  const t = useTestApp(() => ({ modules: [authModule], env: { SMTP_URL: smtp.url } }));
  let ipCounter = 0;
  // A fresh address per request keeps the per-IP limits out of these tests (they have their own).
  const nextIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  const forgot = (email: string) => t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.forgotPassword), payload: { email }, remoteAddress: nextIp() });
  const verify = (email: string, otp: string, ip = nextIp()) => t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.verifyOtp), payload: { email, otp }, remoteAddress: ip });
  const reset = (resetToken: string, password: string) =>
    t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.resetPassword), payload: { reset_token: resetToken, new_password: password }, remoteAddress: nextIp() });

  async function emailedCode(user: TestUser): Promise<string> {
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe(OTP_MAIL_SUBJECT);
    const code = /code is (\d{6})\./.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in: ${mail.text}`);
    return code;
  }

  /** A new user who asked for a reset, and the code mailed to them. */
  async function userWithCode(): Promise<{ user: TestUser; code: string }> {
    const user = await createUser(t);
    await forgot(user.email);
    return { user, code: await emailedCode(user) };
  }

  it('answers the same for an unknown email and sends it nothing', async () => {
    const user = await createUser(t);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@passdesk.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    await emailedCode(user);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.some((message) => message.to.includes('nobody-here@passdesk.test'))).toBe(false);
  });

  it('resets the password end to end, revokes every session, does not sign in, and the old password stops working', async () => {
    const user = await createUser(t);
    const sessionA = await signIn(t, user.email, user.password);
    const sessionB = await signIn(t, user.email, user.password);
    expect((await forgot(user.email.toUpperCase())).statusCode).toBe(200);
    const code = await emailedCode(user);

    const verified = await verify(user.email, code);
    expect(verified.statusCode, verified.body).toBe(200);
    const resetToken = (verified.json() as { data: { reset_token: string } }).data.reset_token;
    expect(resetToken.length).toBeGreaterThanOrEqual(32);
    const [row] = await t.services.db.select().from(passwordResets).where(eq(passwordResets.user_id, user.id));
    expect(row?.otp_hash).not.toContain(code);
    expect(row?.reset_token_hash).not.toBe(resetToken);

    const done = await reset(resetToken, NEW_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).not.toHaveProperty('data');
    for (const token of [sessionA, sessionB]) {
      expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUTH_PATHS.me), token })).statusCode).toBe(401);
    }
    expect((await loginRequest(t, user.email, user.password, nextIp())).statusCode).toBe(401);
    expect((await loginRequest(t, user.email, NEW_PASSWORD, nextIp())).statusCode).toBe(200);
    const audited = await t.services.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.password_reset'));
    expect(audited.some((event) => event.entity_id === String(user.id))).toBe(true);
    expect(JSON.stringify(t.logs)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(t.logs)).not.toContain(code);

    // The reset token is single use.
    const again = await reset(resetToken, 'Another@Pass1');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID_RESET_TOKEN_MESSAGE);
  });

  it('refuses a code that was already used', async () => {
    const { user, code } = await userWithCode();
    expect((await verify(user.email, code)).statusCode).toBe(200);
    const reused = await verify(user.email, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(INVALID_OTP_MESSAGE);
  });

  it('refuses an expired code', async () => {
    const { user, code } = await userWithCode();
    const [row] = await t.services.db.select().from(passwordResets).where(eq(passwordResets.user_id, user.id)).orderBy(desc(passwordResets.id)).limit(1);
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBeGreaterThan(9.9 * 60_000);
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBeLessThanOrEqual(10 * 60_000 + 1000);
    await t.services.db.update(passwordResets).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(passwordResets.id, row!.id));
    const expired = await verify(user.email, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(INVALID_OTP_MESSAGE);
  });

  it('allows at most 5 tries per code from one address: after 5 wrong codes even the right one is refused from there', async () => {
    const { user, code } = await userWithCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= OTP_MAX_TRIES; attempt += 1) {
      const response = await verify(user.email, wrong, '10.21.0.1');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(INVALID_OTP_MESSAGE);
    }
    expect((await verify(user.email, code, '10.21.0.1')).statusCode).toBe(400);
    const [row] = await t.services.db.select().from(passwordResets).where(eq(passwordResets.user_id, user.id));
    expect(row?.attempts).toBe(OTP_MAX_TRIES + 1);
  });

  it('accepts the right code on the 5th try', async () => {
    const { user, code } = await userWithCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < OTP_MAX_TRIES; attempt += 1) expect((await verify(user.email, wrong, '10.21.0.2')).statusCode).toBe(400);
    expect((await verify(user.email, code, '10.21.0.2')).statusCode).toBe(200);
  });

  it("a stranger's wrong codes from other addresses do not use up the owner's tries (below the code's ceiling from all addresses)", async () => {
    const { user, code } = await userWithCode();
    const wrong = code === '000000' ? '111111' : '000000';
    expect(VERIFY_OTP_CODE_ALL_SOURCES.max - 1).toBeGreaterThan(OTP_MAX_TRIES);
    for (let attempt = 1; attempt < VERIFY_OTP_CODE_ALL_SOURCES.max; attempt += 1) expect((await verify(user.email, wrong)).statusCode).toBe(400);
    expect((await verify(user.email, code, '10.21.0.3')).statusCode).toBe(200);
  });

  it('a new code replaces the previous one', async () => {
    const user = await createUser(t);
    await forgot(user.email);
    const first = await emailedCode(user);
    await forgot(user.email);
    const second = await emailedCode(user);
    if (first !== second) expect((await verify(user.email, first)).statusCode).toBe(400);
    expect((await verify(user.email, second)).statusCode).toBe(200);
  });

  it('refuses an expired reset token and a new password that breaks the policy', async () => {
    const { user, code } = await userWithCode();
    const resetToken = ((await verify(user.email, code)).json() as { data: { reset_token: string } }).data.reset_token;
    const weak = await reset(resetToken, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.new_password).toBe(PASSWORD_MESSAGES.complexity);
    await t.services.db.update(passwordResets).set({ reset_token_expires_at: new Date(Date.now() - 1000) }).where(eq(passwordResets.user_id, user.id));
    const expired = await reset(resetToken, NEW_PASSWORD);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(INVALID_RESET_TOKEN_MESSAGE);
    expect((await loginRequest(t, user.email, user.password, nextIp())).statusCode).toBe(200);
  });

  it('clears the account locks of every source when the password is reset', async () => {
    const user = await createUser(t);
    const sources = ['10.22.0.1', '10.22.0.2'];
    for (const ip of sources) {
      for (let attempt = 0; attempt < 5; attempt += 1) await loginRequest(t, user.email, 'Wrong@1234', ip);
      expect((await loginRequest(t, user.email, user.password, ip)).statusCode).toBe(429);
    }
    await forgot(user.email);
    const code = await emailedCode(user);
    const resetToken = ((await verify(user.email, code)).json() as { data: { reset_token: string } }).data.reset_token;
    expect((await reset(resetToken, NEW_PASSWORD)).statusCode).toBe(200);
    for (const ip of sources) expect((await loginRequest(t, user.email, NEW_PASSWORD, ip)).statusCode).toBe(200);
  });
});

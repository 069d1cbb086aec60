/**
 * The account-wide ceilings (docs/api.md "Brute force"): guesses at one account from many
 * addresses are cut off for browsers the account does not remember, its owner is mailed once, and
 * the owner's remembered browser still signs in; reset mails and tries at one code are capped per
 * account whatever the addresses.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { apiUrl } from '../../test/api-url.ts';
import { createUser, loginRequest } from '../../test/auth-fixtures.ts';
import { deviceCookie } from '../../test/device-cookie.ts';
import { useSmtpReceiver, useTestApp } from '../../test/suite.ts';
import { ACCOUNT_ALERT_MAIL_SUBJECT } from './account-alert-mail.ts';
import { authModule } from './auth.module.ts';
import { LOGIN_ACCOUNT_ALL_SOURCES, RESET_MAILS_PER_ACCOUNT, VERIFY_OTP_CODE_ALL_SOURCES } from './limits.ts';
import { OTP_MAIL_SUBJECT } from './otp-mail.ts';

const WRONG = 'Wrong@1234';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('account-wide limits', () => {
  const smtp = useSmtpReceiver();
  const t = useTestApp(() => ({ modules: [authModule], env: { SMTP_URL: smtp.url } }));

  const mailsTo = (email: string, subject: string) => smtp.messages.filter((message) => message.to.includes(email.toLowerCase()) && message.subject === subject);
  const events = async (action: string, userId: number) =>
    t.services.db.select().from(auditEvents).where(and(eq(auditEvents.action, action), eq(auditEvents.entity_id, String(userId))));

  it('500 wrong passwords from 100 addresses: only the ceiling is checked, a new browser is refused even with the right password, the owner is mailed once and their browser still signs in', async () => {
    const user = await createUser(t);
    const ownBrowser = await loginRequest(t, user.email, user.password, '10.40.0.1');
    expect(ownBrowser.statusCode).toBe(200);
    const cookie = deviceCookie(ownBrowser);
    expect(ownBrowser.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Strict/);

    const statuses = (
      await Promise.all(
        Array.from({ length: 100 }, async (_, address) => {
          const answers: number[] = [];
          for (let guess = 0; guess < 5; guess += 1) answers.push((await loginRequest(t, user.email, WRONG, `10.41.${address}.1`)).statusCode);
          return answers;
        }),
      )
    ).flat();
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_ACCOUNT_ALL_SOURCES.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(500 - LOGIN_ACCOUNT_ALL_SOURCES.max);
    const checked = (await events('auth.login_failed', user.id)).length + (await events('auth.account_locked', user.id)).length;
    expect(checked).toBe(LOGIN_ACCOUNT_ALL_SOURCES.max);

    const stranger = await loginRequest(t, user.email, user.password, '10.42.0.1');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect(stranger.json().message).toMatch(/^Too many failed sign-in attempts at this account from several networks, .* Try again in \d+ (minute|second)s?/);

    await smtp.waitFor(user.email);
    await pause(300);
    expect(mailsTo(user.email, ACCOUNT_ALERT_MAIL_SUBJECT)).toHaveLength(1);
    expect(await events('auth.account_slowed', user.id)).toHaveLength(1);

    const owner = await loginRequest(t, user.email, user.password, '10.40.0.1', cookie);
    expect(owner.statusCode, owner.body).toBe(200);
  }, 180_000);

  it("another account's remembered-browser token, or a forged one, does not exempt", async () => {
    const victim = await createUser(t);
    const other = await createUser(t);
    const otherCookie = deviceCookie(await loginRequest(t, other.email, other.password, '10.43.0.1'));
    for (let address = 0; address <= LOGIN_ACCOUNT_ALL_SOURCES.max; address += 1) await loginRequest(t, victim.email, WRONG, `10.44.${address}.1`);
    expect((await loginRequest(t, victim.email, victim.password, '10.43.0.1', otherCookie)).statusCode).toBe(429);
    const forged = otherCookie.replace(/admin\.\d+\./, `admin.${victim.id}.`);
    expect((await loginRequest(t, victim.email, victim.password, '10.43.0.1', forged)).statusCode).toBe(429);
  });

  it('an unknown email meets the same ceiling, the same answers and mails nobody', async () => {
    const email = `nobody.${Date.now()}@passdesk.test`;
    const statuses: number[] = [];
    for (let address = 0; address <= LOGIN_ACCOUNT_ALL_SOURCES.max; address += 1) statuses.push((await loginRequest(t, email, WRONG, `10.45.${address}.1`)).statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_ACCOUNT_ALL_SOURCES.max);
    expect(statuses.at(-1)).toBe(429);
  });

  it('mails at most 3 reset codes per account per hour; further requests answer the same and mail nothing', async () => {
    const user = await createUser(t);
    const answers = [];
    for (let address = 0; address < 8; address += 1) {
      answers.push(await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.forgotPassword), payload: { email: user.email }, remoteAddress: `10.46.${address}.1` }));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    for (let mail = 0; mail < RESET_MAILS_PER_ACCOUNT.max; mail += 1) await smtp.waitFor(user.email);
    await pause(500);
    expect(mailsTo(user.email, OTP_MAIL_SUBJECT)).toHaveLength(RESET_MAILS_PER_ACCOUNT.max);
  });

  it('voids a code after 10 wrong tries from many addresses: even the right code is refused afterwards', async () => {
    const user = await createUser(t);
    await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.forgotPassword), payload: { email: user.email }, remoteAddress: '10.47.0.1' });
    const code = /code is (\d{6})\./.exec((await smtp.waitFor(user.email)).text)?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (otp: string, address: string) => t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.verifyOtp), payload: { email: user.email, otp }, remoteAddress: address });
    for (let address = 0; address < VERIFY_OTP_CODE_ALL_SOURCES.max; address += 1) expect((await verify(wrong, `10.48.${address}.1`)).statusCode).toBe(400);
    expect((await verify(code, '10.47.0.1')).statusCode).toBe(400);
    expect(await events('auth.password_reset_code_voided', user.id)).toHaveLength(1);
  });

  it('the right code still works after 9 wrong tries from many addresses', async () => {
    const user = await createUser(t);
    await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.forgotPassword), payload: { email: user.email }, remoteAddress: '10.49.0.1' });
    const code = /code is (\d{6})\./.exec((await smtp.waitFor(user.email)).text)?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (otp: string, address: string) => t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.verifyOtp), payload: { email: user.email, otp }, remoteAddress: address });
    for (let address = 0; address < VERIFY_OTP_CODE_ALL_SOURCES.max - 1; address += 1) expect((await verify(wrong, `10.50.${address}.1`)).statusCode).toBe(400);
    expect((await verify(code, '10.49.0.1')).statusCode).toBe(200);
  });
});

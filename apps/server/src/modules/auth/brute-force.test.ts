import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { authRateLimits } from '../../platform/rate-limit/rate-limit.schema.ts';
import { useSmtpReceiver, useTestApp } from '../../test/suite.ts';
import { createUser, loginRequest, signIn } from '../../test/auth-fixtures.ts';
import { authModule } from './auth.module.ts';
import {
  CHANGE_PASSWORD_FAILURES,
  FORGOT_PASSWORD_ACCOUNT,
  FORGOT_PASSWORD_IP,
  limitKeys,
  LOGIN_ACCOUNT_FAILURES,
  LOGIN_IP_FAILURES,
  VERIFY_OTP_ACCOUNT,
  VERIFY_OTP_IP,
} from './limits.ts';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { deviceCookie } from '../../test/device-cookie.ts';

const WRONG = 'Wrong@1234';

function expectRetryAfter(response: { statusCode: number; headers: Record<string, unknown>; json(): { message: string } }, maxSeconds: number) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(response.json().message).toMatch(/Try again in \d+ (minute|second)s?\./);
}

const statusCounts = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

/** Sends 100 requests at once (`send(index)`) and counts the answers by status. */
const burstCounts = async (send: (index: number) => Promise<{ statusCode: number }>) =>
  statusCounts((await Promise.all(Array.from({ length: 100 }, (_, index) => send(index)))).map((response) => response.statusCode));

describe('brute-force protection', () => {
  const smtp = useSmtpReceiver();
  const t = useTestApp(() => ({ modules: [authModule], env: { SMTP_URL: smtp.url } }));

  const failedLoginEvents = async (userId: number) =>
    (await t.services.db.select().from(auditEvents).where(eq(auditEvents.entity_id, String(userId)))).filter((event) =>
      ['auth.login_failed', 'auth.account_locked'].includes(event.action),
    ).length;

  it('locks an account for one source after 5 wrong passwords (429 + Retry-After even for the right one); the lock expires by itself', async () => {
    const user = await createUser(t);
    for (let attempt = 1; attempt <= LOGIN_ACCOUNT_FAILURES.max; attempt += 1) {
      expect((await loginRequest(t, user.email, WRONG, '10.1.0.1')).statusCode).toBe(401);
    }
    expectRetryAfter(await loginRequest(t, user.email, user.password, '10.1.0.1'), LOGIN_ACCOUNT_FAILURES.windowSeconds);
    const lockAudit = await t.services.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.account_locked'));
    expect(lockAudit.some((event) => event.entity_id === String(user.id))).toBe(true);

    await t.services.db
      .update(authRateLimits)
      .set({ window_ends_at: sql`now() - interval '1 second'` })
      .where(eq(authRateLimits.key, limitKeys.loginAccount(user.email, '10.1.0.1')));
    expect((await loginRequest(t, user.email, user.password, '10.1.0.1')).statusCode).toBe(200);
  });

  it("a stranger cannot lock the owner out: failures from other addresses leave the owner's browser free to sign in", async () => {
    const user = await createUser(t);
    const ownBrowser = await loginRequest(t, user.email, user.password, '10.2.9.9');
    expect(ownBrowser.statusCode).toBe(200);
    const cookie = deviceCookie(ownBrowser);
    for (const ip of ['10.2.0.1', '10.2.0.2', '10.2.0.3']) {
      for (let attempt = 1; attempt <= LOGIN_ACCOUNT_FAILURES.max + 1; attempt += 1) await loginRequest(t, user.email, WRONG, ip);
      expect((await loginRequest(t, user.email, user.password, ip)).statusCode).toBe(429);
    }
    expect((await loginRequest(t, user.email, user.password, '10.2.9.9', cookie)).statusCode).toBe(200);
  });

  it('a successful sign-in clears the count of its source', async () => {
    const user = await createUser(t);
    for (let attempt = 1; attempt < LOGIN_ACCOUNT_FAILURES.max; attempt += 1) await loginRequest(t, user.email, WRONG, '10.2.1.1');
    expect((await loginRequest(t, user.email, user.password, '10.2.1.1')).statusCode).toBe(200);
    for (let attempt = 1; attempt < LOGIN_ACCOUNT_FAILURES.max; attempt += 1) {
      expect((await loginRequest(t, user.email, WRONG, '10.2.1.1')).statusCode).toBe(401);
    }
  });

  it('the right reset code works even when the account is locked and wrong codes were sent for it, and it clears the lock', async () => {
    const user = await createUser(t);
    const ownIp = '10.2.2.1';
    for (let attempt = 1; attempt <= LOGIN_ACCOUNT_FAILURES.max; attempt += 1) await loginRequest(t, user.email, WRONG, ownIp);
    expect((await loginRequest(t, user.email, user.password, ownIp)).statusCode).toBe(429);
    // Someone else burns every limit they can reach for this email.
    let lastMailed = '';
    for (let attempt = 1; attempt <= FORGOT_PASSWORD_ACCOUNT.max; attempt += 1) {
      await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.forgotPassword), payload: { email: user.email }, remoteAddress: '10.2.2.9' });
      lastMailed = (await smtp.waitFor(user.email)).text;
    }
    expect(
      (await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.forgotPassword), payload: { email: user.email }, remoteAddress: '10.2.2.9' })).statusCode,
    ).toBe(429);
    for (let attempt = 1; attempt <= VERIFY_OTP_ACCOUNT.max + 1; attempt += 1) {
      await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.verifyOtp), payload: { email: user.email, otp: '000000' }, remoteAddress: '10.2.2.9' });
    }
    // The hourly cap of mailed codes is used up: the owner's request is answered as usual and mails
    // nothing, and the newest code in the owner's mailbox still works.
    const forgot = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.forgotPassword), payload: { email: user.email }, remoteAddress: ownIp });
    expect(forgot.statusCode).toBe(200);
    const code = /code is (\d{6})\./.exec(lastMailed)?.[1];
    const verified = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.verifyOtp), payload: { email: user.email, otp: code }, remoteAddress: ownIp });
    expect(verified.statusCode, verified.body).toBe(200);
    const newPassword = 'Owner@Again9';
    const reset = await t.inject({
      method: 'POST',
      url: apiUrl(ADMIN_API, AUTH_PATHS.resetPassword),
      payload: { reset_token: verified.json().data.reset_token, new_password: newPassword },
      remoteAddress: ownIp,
    });
    expect(reset.statusCode).toBe(200);
    expect((await loginRequest(t, user.email, newPassword, ownIp)).statusCode).toBe(200);
  });

  it('gives an unknown email the same statuses, bodies and Retry-After as a real account', async () => {
    const user = await createUser(t);
    const answers = { known: [] as Array<[number, string]>, unknown: [] as Array<[number, string]> };
    const retryAfter = { known: 0, unknown: 0 };
    for (let attempt = 1; attempt <= LOGIN_ACCOUNT_FAILURES.max + 1; attempt += 1) {
      const known = await loginRequest(t, user.email, WRONG, '10.3.0.1');
      const unknown = await loginRequest(t, 'ghost@passdesk.test', WRONG, '10.3.1.1');
      answers.known.push([known.statusCode, known.body]);
      answers.unknown.push([unknown.statusCode, unknown.body]);
      retryAfter.known = Number(known.headers['retry-after'] ?? 0);
      retryAfter.unknown = Number(unknown.headers['retry-after'] ?? 0);
    }
    expect(answers.unknown).toEqual(answers.known);
    expect(answers.known.map(([status]) => status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(retryAfter.known).toBeGreaterThan(LOGIN_ACCOUNT_FAILURES.windowSeconds - 10);
    expect(Math.abs(retryAfter.unknown - retryAfter.known)).toBeLessThanOrEqual(1);
  });

  it('limits wrong passwords per IP across accounts', async () => {
    const ip = '10.4.0.1';
    for (let attempt = 1; attempt <= LOGIN_IP_FAILURES.max; attempt += 1) {
      expect((await loginRequest(t, `someone${attempt}@passdesk.test`, WRONG, ip)).statusCode).toBe(401);
    }
    const user = await createUser(t);
    expectRetryAfter(await loginRequest(t, user.email, user.password, ip), LOGIN_IP_FAILURES.windowSeconds);
    expect((await loginRequest(t, user.email, user.password, '10.4.0.2')).statusCode).toBe(200);
  });

  it('100 parallel wrong sign-ins at one account from one IP: at most the limit are evaluated, and the right password sent with them is refused', async () => {
    const user = await createUser(t);
    const ip = '10.10.0.1';
    const burst = Array.from({ length: 99 }, () => loginRequest(t, user.email, WRONG, ip));
    burst.push(loginRequest(t, user.email, user.password, ip));
    const statuses = (await Promise.all(burst)).map((response) => response.statusCode);
    const counts = statusCounts(statuses);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(LOGIN_ACCOUNT_FAILURES.max);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(LOGIN_ACCOUNT_FAILURES.max);
    expect(counts[429]).toBeGreaterThanOrEqual(100 - LOGIN_ACCOUNT_FAILURES.max);
    expect(await failedLoginEvents(user.id)).toBeLessThanOrEqual(LOGIN_ACCOUNT_FAILURES.max);
  });

  it('100 parallel wrong sign-ins at different accounts from one IP: at most the per-IP limit are evaluated', async () => {
    const ip = '10.10.0.2';
    const counts = await burstCounts((index) => loginRequest(t, `burst${index}@passdesk.test`, WRONG, ip));
    expect(counts[401]).toBe(LOGIN_IP_FAILURES.max);
    expect(counts[429]).toBe(100 - LOGIN_IP_FAILURES.max);
  });

  it('100 parallel wrong current passwords in change-password: at most the limit are evaluated', async () => {
    const user = await createUser(t);
    const token = await signIn(t, user.email, user.password);
    const counts = await burstCounts(() =>
      t.inject({ method: 'PATCH', url: apiUrl(ADMIN_API, AUTH_PATHS.changePassword), token, payload: { old_password: WRONG, new_password: 'Another@Pass7', confirm_password: 'Another@Pass7' } }),
    );
    expect(counts[400]).toBe(CHANGE_PASSWORD_FAILURES.max);
    expect(counts[429]).toBe(100 - CHANGE_PASSWORD_FAILURES.max);
  });

  it('limits forgot-password per account and source (any email, known or not) and per IP', async () => {
    const user = await createUser(t);
    for (const email of [user.email, 'unknown-forgot@passdesk.test']) {
      for (let attempt = 1; attempt <= FORGOT_PASSWORD_ACCOUNT.max; attempt += 1) {
        const ok = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.forgotPassword), payload: { email }, remoteAddress: '10.5.1.1' });
        expect(ok.statusCode).toBe(200);
      }
      const refused = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.forgotPassword), payload: { email: email.toUpperCase() }, remoteAddress: '10.5.1.1' });
      expectRetryAfter(refused, FORGOT_PASSWORD_ACCOUNT.windowSeconds);
      const elsewhere = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.forgotPassword), payload: { email }, remoteAddress: '10.5.2.1' });
      expect(elsewhere.statusCode).toBe(200);
    }
    for (let attempt = 1; attempt <= FORGOT_PASSWORD_IP.max; attempt += 1) {
      await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.forgotPassword), payload: { email: `ip${attempt}@passdesk.test` }, remoteAddress: '10.6.0.1' });
    }
    const refused = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.forgotPassword), payload: { email: 'fresh@passdesk.test' }, remoteAddress: '10.6.0.1' });
    expectRetryAfter(refused, FORGOT_PASSWORD_IP.windowSeconds);
  });

  it('limits verify-otp per account and source, and per IP', async () => {
    const email = 'otp-guesser@passdesk.test';
    for (let attempt = 1; attempt <= VERIFY_OTP_ACCOUNT.max; attempt += 1) {
      const wrong = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.verifyOtp), payload: { email, otp: '000000' }, remoteAddress: '10.7.1.1' });
      expect(wrong.statusCode).toBe(400);
    }
    expectRetryAfter(
      await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.verifyOtp), payload: { email, otp: '000000' }, remoteAddress: '10.7.1.1' }),
      VERIFY_OTP_ACCOUNT.windowSeconds,
    );
    for (let attempt = 1; attempt <= VERIFY_OTP_IP.max; attempt += 1) {
      await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.verifyOtp), payload: { email: `v${attempt}@passdesk.test`, otp: '123456' }, remoteAddress: '10.8.0.1' });
    }
    expectRetryAfter(
      await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.verifyOtp), payload: { email: 'other@passdesk.test', otp: '123456' }, remoteAddress: '10.8.0.1' }),
      VERIFY_OTP_IP.windowSeconds,
    );
  });

  it('keeps its counters in the database, so every instance shares them, and a window that ended starts again', async () => {
    const ip = '10.9.0.1';
    for (let attempt = 1; attempt <= LOGIN_IP_FAILURES.max; attempt += 1) await loginRequest(t, `w${attempt}@passdesk.test`, WRONG, ip);
    const [row] = await t.services.db.select().from(authRateLimits).where(eq(authRateLimits.key, limitKeys.loginIp(ip)));
    expect(row?.hits).toBe(LOGIN_IP_FAILURES.max);
    expect((await loginRequest(t, 'any@passdesk.test', WRONG, ip)).statusCode).toBe(429);
    await t.services.db
      .update(authRateLimits)
      .set({ window_ends_at: sql`now() - interval '1 second'` })
      .where(eq(authRateLimits.key, limitKeys.loginIp(ip)));
    expect((await loginRequest(t, 'any@passdesk.test', WRONG, ip)).statusCode).toBe(401);
    const [restarted] = await t.services.db.select().from(authRateLimits).where(eq(authRateLimits.key, limitKeys.loginIp(ip)));
    expect(restarted?.hits).toBe(1);
    // No email is kept in the counters' keys.
    const keys = await t.services.db.select({ key: authRateLimits.key }).from(authRateLimits);
    expect(keys.some(({ key }) => key.includes('@'))).toBe(false);
  });
});

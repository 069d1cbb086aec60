import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, auditEvents, authRateLimits } from '../../platform/database/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, loginRequest, userRow } from './auth.fixtures.ts';
import { authModule } from './auth.module.ts';
import { FORGOT_PASSWORD_ACCOUNT, FORGOT_PASSWORD_IP, LOGIN_ACCOUNT_FAILURES, LOGIN_IP_FAILURES, VERIFY_OTP_ACCOUNT, VERIFY_OTP_IP } from './limits.ts';

const WRONG = 'Wrong@1234';

function expectRetryAfter(response: { statusCode: number; headers: Record<string, unknown>; json(): { message: string } }, maxSeconds: number) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(response.json().message).toMatch(/Try again in \d+ (minute|second)s?\./);
}

describe('brute-force protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ modules: [authModule] });
  });
  afterAll(async () => t?.close());

  it('locks an account after 5 wrong passwords, refuses even the right one with 429 + Retry-After, and the lock expires', async () => {
    const user = await createUser(t);
    for (let attempt = 1; attempt <= LOGIN_ACCOUNT_FAILURES.max; attempt += 1) {
      expect((await loginRequest(t, user.email, WRONG, `10.1.0.${attempt}`)).statusCode).toBe(401);
    }
    const locked = await loginRequest(t, user.email, user.password, '10.1.1.1');
    expectRetryAfter(locked, LOGIN_ACCOUNT_FAILURES.windowSeconds);
    const row = await userRow(t, user.id);
    expect(row.failed_logins).toBe(5);
    expect(row.locked_until?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    const lockAudit = await t.services.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.account_locked'));
    expect(lockAudit.some((event) => event.entity_id === String(user.id))).toBe(true);

    // The lock runs out by itself: the right password then works and clears the count.
    await t.services.db.update(adminUsers).set({ locked_until: new Date(Date.now() - 1000) }).where(eq(adminUsers.id, user.id));
    expect((await loginRequest(t, user.email, user.password, '10.1.1.2')).statusCode).toBe(200);
    const after = await userRow(t, user.id);
    expect(after.failed_logins).toBe(0);
    expect(after.locked_until).toBeNull();
  });

  it('after an expired lock, one more wrong password does not lock again at once', async () => {
    const user = await createUser(t);
    for (let attempt = 1; attempt <= LOGIN_ACCOUNT_FAILURES.max; attempt += 1) await loginRequest(t, user.email, WRONG, '10.2.0.1');
    await t.services.db.update(adminUsers).set({ locked_until: new Date(Date.now() - 1000) }).where(eq(adminUsers.id, user.id));
    expect((await loginRequest(t, user.email, WRONG, '10.2.0.2')).statusCode).toBe(401);
    const row = await userRow(t, user.id);
    expect(row.failed_logins).toBe(1);
    expect(row.locked_until).toBeNull();
    expect((await loginRequest(t, user.email, user.password, '10.2.0.3')).statusCode).toBe(200);
  });

  it('gives an unknown email the same 401s and then the same 429 as a real account', async () => {
    const user = await createUser(t);
    const answers = { known: [] as number[], unknown: [] as number[] };
    for (let attempt = 1; attempt <= LOGIN_ACCOUNT_FAILURES.max + 1; attempt += 1) {
      answers.known.push((await loginRequest(t, user.email, WRONG, `10.3.0.${attempt}`)).statusCode);
      answers.unknown.push((await loginRequest(t, 'ghost@passdesk.test', WRONG, `10.3.1.${attempt}`)).statusCode);
    }
    expect(answers.unknown).toEqual(answers.known);
    expect(answers.known).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('limits wrong passwords per IP across accounts', async () => {
    const ip = '10.4.0.1';
    for (let attempt = 1; attempt <= LOGIN_IP_FAILURES.max; attempt += 1) {
      expect((await loginRequest(t, `someone${attempt}@passdesk.test`, WRONG, ip)).statusCode).toBe(401);
    }
    const user = await createUser(t);
    const refused = await loginRequest(t, user.email, user.password, ip);
    expectRetryAfter(refused, LOGIN_IP_FAILURES.windowSeconds);
    // Another address is not affected.
    expect((await loginRequest(t, user.email, user.password, '10.4.0.2')).statusCode).toBe(200);
  });

  it('limits forgot-password per account (any email, known or not) and per IP', async () => {
    const user = await createUser(t);
    for (const email of [user.email, 'unknown-forgot@passdesk.test']) {
      for (let attempt = 1; attempt <= FORGOT_PASSWORD_ACCOUNT.max; attempt += 1) {
        const ok = await t.inject({ method: 'POST', url: '/api/v1/admin/forgot-password', payload: { email }, remoteAddress: `10.5.${attempt}.1` });
        expect(ok.statusCode).toBe(200);
      }
      const refused = await t.inject({ method: 'POST', url: '/api/v1/admin/forgot-password', payload: { email: email.toUpperCase() }, remoteAddress: '10.5.9.9' });
      expectRetryAfter(refused, FORGOT_PASSWORD_ACCOUNT.windowSeconds);
    }
    for (let attempt = 1; attempt <= FORGOT_PASSWORD_IP.max; attempt += 1) {
      await t.inject({ method: 'POST', url: '/api/v1/admin/forgot-password', payload: { email: `ip${attempt}@passdesk.test` }, remoteAddress: '10.6.0.1' });
    }
    const refused = await t.inject({ method: 'POST', url: '/api/v1/admin/forgot-password', payload: { email: 'fresh@passdesk.test' }, remoteAddress: '10.6.0.1' });
    expectRetryAfter(refused, FORGOT_PASSWORD_IP.windowSeconds);
  });

  it('limits verify-otp per account and per IP', async () => {
    const email = 'otp-guesser@passdesk.test';
    for (let attempt = 1; attempt <= VERIFY_OTP_ACCOUNT.max; attempt += 1) {
      const wrong = await t.inject({ method: 'POST', url: '/api/v1/admin/verify-otp', payload: { email, otp: '000000' }, remoteAddress: `10.7.${attempt}.1` });
      expect(wrong.statusCode).toBe(400);
    }
    expectRetryAfter(
      await t.inject({ method: 'POST', url: '/api/v1/admin/verify-otp', payload: { email, otp: '000000' }, remoteAddress: '10.7.99.1' }),
      VERIFY_OTP_ACCOUNT.windowSeconds,
    );
    for (let attempt = 1; attempt <= VERIFY_OTP_IP.max; attempt += 1) {
      await t.inject({ method: 'POST', url: '/api/v1/admin/verify-otp', payload: { email: `v${attempt}@passdesk.test`, otp: '123456' }, remoteAddress: '10.8.0.1' });
    }
    expectRetryAfter(
      await t.inject({ method: 'POST', url: '/api/v1/admin/verify-otp', payload: { email: 'other@passdesk.test', otp: '123456' }, remoteAddress: '10.8.0.1' }),
      VERIFY_OTP_IP.windowSeconds,
    );
  });

  it('keeps its counters in the database, so every instance shares them, and a window that ended starts again', async () => {
    const ip = '10.9.0.1';
    for (let attempt = 1; attempt <= LOGIN_IP_FAILURES.max; attempt += 1) await loginRequest(t, `w${attempt}@passdesk.test`, WRONG, ip);
    const [row] = await t.services.db.select().from(authRateLimits).where(eq(authRateLimits.key, `login-fail:ip:${ip}`));
    expect(row?.hits).toBe(LOGIN_IP_FAILURES.max);
    expect((await loginRequest(t, 'any@passdesk.test', WRONG, ip)).statusCode).toBe(429);
    await t.services.db
      .update(authRateLimits)
      .set({ window_ends_at: sql`now() - interval '1 second'` })
      .where(eq(authRateLimits.key, `login-fail:ip:${ip}`));
    expect((await loginRequest(t, 'any@passdesk.test', WRONG, ip)).statusCode).toBe(401);
    const [restarted] = await t.services.db.select().from(authRateLimits).where(eq(authRateLimits.key, `login-fail:ip:${ip}`));
    expect(restarted?.hits).toBe(1);
  });
});

/**
 * The inspector API's limits (docs/api.md "Limits"): every signed-in call counts against the
 * inspector's and the IP's window before it runs; past the limit, 429 with Retry-After.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { deviceCookie } from '../../test/device-cookie.ts';
import { MOBILE_LOGIN_ALL_SOURCES } from './mobile-login.ts';
import { createInspector, INSPECTOR_PASSWORD, type TestInspector } from '../../test/inspectors.ts';
import { useTestApp } from '../../test/suite.ts';
import { MOBILE_AUTH_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { MOBILE_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';


describe('inspector API limits', () => {
  const t = useTestApp({ env: { MOBILE_API_ACCOUNT_PER_MINUTE: '6', MOBILE_API_IP_PER_MINUTE: '10' } }, async (t) => ({
    admin: await t.tokenFor(1),
  }));

  const me = (inspector: TestInspector, ip: string) => t.inject({ method: 'GET', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.me), token: inspector.token, remoteAddress: ip });

  it('answers an inspector’s limit of calls in a minute, then 429 with Retry-After; another inspector is unaffected', async () => {
    const first = await createInspector(t, t.admin);
    const second = await createInspector(t, t.admin);
    for (let index = 0; index < 6; index += 1) expect((await me(first, '198.51.100.20')).statusCode).toBe(200);
    const refused = await me(first, '198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many requests from this account\. Try again in \d+ (second|seconds|minute)\.$/);
    expect((await me(second, '198.51.100.21')).statusCode).toBe(200);
  });

  it('counts calls from one IP across inspectors, parallel calls included: never more than the limit answered', async () => {
    // Four calls each: under the inspector's limit (6), over the IP's (10) together.
    const inspectors = [await createInspector(t, t.admin), await createInspector(t, t.admin), await createInspector(t, t.admin), await createInspector(t, t.admin)];
    const answers = await Promise.all(Array.from({ length: 16 }, (_, index) => me(inspectors[index % 4] as TestInspector, '198.51.100.30')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it('refuses a revoked session at once even right after it was answered', async () => {
    const inspector = await createInspector(t, t.admin);
    expect((await me(inspector, '198.51.100.40')).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.logout), token: inspector.token, remoteAddress: '198.51.100.40' })).statusCode).toBe(200);
    expect((await me(inspector, '198.51.100.40')).statusCode).toBe(401);
  });

  it('counts sign-in guesses on the inspector the login names, however it is written', async () => {
    const inspector = await createInspector(t, t.admin, { mobile: '9876512345' });
    const ways = [inspector.employeeCode, inspector.employeeCode.toLowerCase(), ` ${inspector.employeeCode} `, '9876512345', '98765-12345', '98765 12345'];
    const signIn = (login: string, password: string) => t.inject({ method: 'POST', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.login), payload: { login, password }, remoteAddress: '198.51.100.50' });
    for (const way of ways.slice(0, 5)) expect((await signIn(way, 'Wrong@1234')).statusCode).toBe(401);
    expect((await signIn(ways[5] ?? '', INSPECTOR_PASSWORD)).statusCode).toBe(429);
  });

  it('past 10 wrong passwords at one inspector from many addresses, however named, only phones that signed in as that inspector before are checked', async () => {
    const inspector = await createInspector(t, t.admin, { mobile: '9876522222' });
    const ways = [inspector.employeeCode, inspector.employeeCode.toLowerCase(), '9876522222', '98765-22222', '98765 22222'];
    const signIn = (login: string, password: string, ip: string, cookie?: string) =>
      t.inject({ method: 'POST', url: apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.login), payload: { login, password }, remoteAddress: ip, headers: cookie ? { cookie } : {} });
    const ownPhone = await signIn(inspector.employeeCode, INSPECTOR_PASSWORD, '198.51.100.60');
    expect(ownPhone.statusCode).toBe(200);
    const cookie = deviceCookie(ownPhone);

    const statuses: number[] = [];
    for (let address = 0; address < 40; address += 1) statuses.push((await signIn(ways[address % ways.length] ?? '', 'Wrong@1234', `198.51.101.${address}`)).statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MOBILE_LOGIN_ALL_SOURCES.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - MOBILE_LOGIN_ALL_SOURCES.max);
    const newPhone = await signIn('98765 22222', INSPECTOR_PASSWORD, '198.51.102.1');
    expect(newPhone.statusCode).toBe(429);
    expect(Number(newPhone.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.services.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'mobile.login_slowed'), eq(auditEvents.entity_id, String(inspector.id))))).toHaveLength(1);

    expect((await signIn(inspector.employeeCode, INSPECTOR_PASSWORD, '198.51.100.60', cookie)).statusCode).toBe(200);
  }, 120_000);
});

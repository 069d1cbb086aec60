/**
 * TRUST_PROXY names the proxies; the client's address is the first hop that is not one of them, so
 * a client cannot choose its address by writing X-Forwarded-For itself (docs/operations.md "Behind a
 * proxy"). IPv6 clients are counted by their /64 in every per-address limit.
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { useTestApp } from '../../test/suite.ts';
import type { TestApp } from '../../test/test-app.ts';
import { auditEvents } from '../audit/audit.schema.ts';

let attempt = 0;
/** A wrong password for a new unknown email each time, so that only the per-address limit is reached. */
const wrongSignIn = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: apiUrl(ADMIN_API, AUTH_PATHS.login),
    payload: { email: `nobody${(attempt += 1)}@passdesk.test`, password: 'Wrong@1234' },
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });

const lastFailureAddress = async (t: TestApp) => {
  const [event] = await t.services.db.select({ ip: auditEvents.ip }).from(auditEvents).where(eq(auditEvents.action, 'auth.login_failed')).orderBy(desc(auditEvents.id)).limit(1);
  return event?.ip;
};

/** Sends wrong sign-ins (each from `send(index)`) until one is refused; the number answered before it. */
async function answeredBeforeRefusal(t: TestApp, send: (index: number) => ReturnType<typeof wrongSignIn>, tries = 60): Promise<number> {
  for (let index = 0; index < tries; index += 1) {
    const response = await send(index);
    if (response.statusCode === 429) return index;
    expect(response.statusCode).toBe(401);
  }
  return tries;
}

/** How many wrong sign-ins one address gets before its limit: measured from a direct client. */
const perAddressLimit = (t: TestApp) => answeredBeforeRefusal(t, () => wrongSignIn(t, '198.51.100.250'));

describe('TRUST_PROXY=true: one proxy in front', () => {
  const t = useTestApp({ env: { TRUST_PROXY: 'true' } });

  it('takes the address the proxy saw (the last entry), so a forged first entry changes nothing', async () => {
    const limit = await perAddressLimit(t);
    expect(limit).toBeLessThan(60);
    const answered = await answeredBeforeRefusal(t, (index) => wrongSignIn(t, '10.0.0.1', `6.6.6.${index}, 203.0.113.5`));
    expect(answered).toBe(limit);
    expect(await lastFailureAddress(t)).toBe('203.0.113.5');
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '10.0.0.0/8, 192.0.2.10' } });

  it('skips every hop from a named proxy and takes the first that is not one', async () => {
    const limit = await perAddressLimit(t);
    const answered = await answeredBeforeRefusal(t, (index) => wrongSignIn(t, '10.0.0.1', `6.6.6.${index}, 203.0.113.6, 192.0.2.10, 10.1.2.3`));
    expect(answered).toBe(limit);
    expect(await lastFailureAddress(t)).toBe('203.0.113.6');
  });

  it('ignores X-Forwarded-For from a client that is not a proxy', async () => {
    await wrongSignIn(t, '198.51.100.9', '203.0.113.200');
    expect(await lastFailureAddress(t)).toBe('198.51.100.9');
  });
});

describe('TRUST_PROXY as a number of hops', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '2' } });

  it('takes the entry that many hops back', async () => {
    await wrongSignIn(t, '10.0.0.1', '6.6.6.6, 203.0.113.7, 10.9.9.9');
    expect(await lastFailureAddress(t)).toBe('203.0.113.7');
  });
});

describe('without TRUST_PROXY', () => {
  const t = useTestApp();

  it('takes the connection’s address whatever X-Forwarded-For says', async () => {
    await wrongSignIn(t, '198.51.100.10', '203.0.113.8');
    expect(await lastFailureAddress(t)).toBe('198.51.100.10');
  });

  it('counts IPv6 clients by their /64: a new address in the same network is the same client', async () => {
    const limit = await perAddressLimit(t);
    expect(limit).toBeLessThan(60);
    const answered = await answeredBeforeRefusal(t, (index) => wrongSignIn(t, `2001:db8:7:7::${(index + 1).toString(16)}`));
    expect(answered).toBe(limit);
    expect((await wrongSignIn(t, '2001:db8:7:8::1')).statusCode).toBe(401);
  });
});

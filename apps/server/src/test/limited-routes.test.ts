/**
 * Every limited route counts the same however its URL is written (docs/api.md "Conventions",
 * limits; platform/rate-limit/matched-route.ts): a
 * percent-encoded letter reaches the same handler and is counted by the same limit; a doubled slash
 * or another case reaches no handler at all. Sent for each limited family: the citizens' API, the
 * inspector API, sign-in, the reset code request and the reset code check.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API, MOBILE_API, USERS_API } from '@passdesk/contract/http/paths';
import { PUBLIC_CATEGORY_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { MOBILE_AUTH_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { FORGOT_PASSWORD_ACCOUNT, LOGIN_ACCOUNT_FAILURES, VERIFY_OTP_ACCOUNT } from '../modules/auth/limits.ts';
import { apiUrl } from './api-url.ts';
import { createUser } from './auth-fixtures.ts';
import { useTestApp } from './suite.ts';
import { PUBLIC_API_PER_IP } from '../platform/rate-limit/public-api.ts';

const MOBILE_IP_PER_MINUTE = 8;

const encodeLetter = (segment: string, at: number) =>
  segment.slice(0, at) + `%${segment.charCodeAt(at).toString(16)}` + segment.slice(at + 1);

/** The same route written as the router decodes it back: percent-encoded letters in each part. */
function encodedVariants(url: string): string[] {
  const parts = url.split('/');
  const last = parts.length - 1;
  return [
    parts.map((part, index) => (index === 3 && part ? encodeLetter(part, 0) : part)).join('/'),
    parts.map((part, index) => (index === last && part ? encodeLetter(part, part.length - 1) : part)).join('/'),
    parts.map((part) => [...part].map((char) => (/[a-z]/.test(char) ? `%${char.charCodeAt(0).toString(16).toUpperCase()}` : char)).join('')).join('/'),
  ];
}

/** The same words with another case or doubled slashes: no route of ours answers them. */
function unroutedVariants(url: string): string[] {
  const parts = url.split('/');
  return [
    `/${url}`,
    url.replace('/api/v1/', '/api/v1//'),
    url.replace(/\/([^/]+)$/, '//$1'),
    url.toUpperCase(),
    parts.map((part, index) => (index === 3 ? part.charAt(0).toUpperCase() + part.slice(1) : part)).join('/'),
    parts.map((part, index) => (index === parts.length - 1 ? part.toUpperCase() : part)).join('/'),
  ];
}

/** An answer no handler of the route gave: the API's not-found answer, or the web app's page. */
function unrouted(response: LightMyRequestResponse): boolean {
  if (response.statusCode === 404) return true;
  return String(response.headers['content-type']).startsWith('text/html');
}

describe('limits are decided on the matched route, never on the URL as sent', () => {
  const t = useTestApp({ env: { MOBILE_API_IP_PER_MINUTE: String(MOBILE_IP_PER_MINUTE) } });

  /**
   * Spends `limit` answers on `url` written in its encoded ways (each reaches the route), then:
   * the plain URL is refused, and every way of writing it is refused or reaches no route.
   */
  async function expectCountedOnTheRoute(send: (url: string) => Promise<LightMyRequestResponse>, url: string, limit: number) {
    const encoded = encodedVariants(url);
    for (let index = 0; index < limit; index += 1) {
      const response = await send(encoded[index % encoded.length] ?? url);
      expect(response.statusCode, `${encoded[index % encoded.length]}: ${response.body}`).not.toBe(429);
      expect(unrouted(response)).toBe(false);
    }
    expect((await send(url)).statusCode).toBe(429);
    for (const variant of [...encoded, ...unroutedVariants(url)]) {
      const response = await send(variant);
      if (response.statusCode !== 429) expect(unrouted(response), `${variant} answered ${response.statusCode}: ${response.body.slice(0, 200)}`).toBe(true);
    }
  }

  it('the citizens’ API', async () => {
    const url = apiUrl(USERS_API, PUBLIC_CATEGORY_PATHS.list);
    await expectCountedOnTheRoute((variant) => t.app.inject({ method: 'GET', url: variant, remoteAddress: '198.51.100.61' }), url, PUBLIC_API_PER_IP.max);
  });

  it('the inspector API’s public calls (its sign-in)', async () => {
    const url = apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.login);
    // A new login each time, so that only the API's per-address limit is reached.
    let attempt = 0;
    const send = (variant: string) => t.app.inject({ method: 'POST', url: variant, payload: { login: `INS-NOBODY-${(attempt += 1)}`, password: 'Wrong@1234' }, remoteAddress: '198.51.100.62' });
    await expectCountedOnTheRoute(send, url, MOBILE_IP_PER_MINUTE);
  });

  it('the panel’s sign-in', async () => {
    const user = await createUser(t);
    const url = apiUrl(ADMIN_API, AUTH_PATHS.login);
    const send = (variant: string) => t.app.inject({ method: 'POST', url: variant, payload: { email: user.email, password: 'Wrong@1234' }, remoteAddress: '198.51.100.63' });
    await expectCountedOnTheRoute(send, url, LOGIN_ACCOUNT_FAILURES.max);
  });

  it('the reset code request', async () => {
    const user = await createUser(t);
    const url = apiUrl(ADMIN_API, AUTH_PATHS.forgotPassword);
    const send = (variant: string) => t.app.inject({ method: 'POST', url: variant, payload: { email: user.email }, remoteAddress: '198.51.100.64' });
    await expectCountedOnTheRoute(send, url, FORGOT_PASSWORD_ACCOUNT.max);
  });

  it('the reset code check', async () => {
    const user = await createUser(t);
    const url = apiUrl(ADMIN_API, AUTH_PATHS.verifyOtp);
    const send = (variant: string) => t.app.inject({ method: 'POST', url: variant, payload: { email: user.email, otp: '000000' }, remoteAddress: '198.51.100.65' });
    await expectCountedOnTheRoute(send, url, VERIFY_OTP_ACCOUNT.max);
  });
});

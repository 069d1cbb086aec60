/**
 * A token signed with our own secret whose claims do not have our shapes — a session id that is
 * not a UUID, a subject that is not a positive int4 — is a 401 like any bad token, on the panel's
 * API and the inspectors' (it used to reach PostgreSQL as an invalid value and answer 500).
 */
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API, MOBILE_API } from '@passdesk/contract/http/paths';
import { MOBILE_AUTH_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { apiUrl } from '../../test/api-url.ts';
import { useTestApp } from '../../test/suite.ts';
import { SESSION_EXPIRED_MESSAGE } from './access.ts';

const SESSION = '3f0c1b9e-4d7a-4c55-9a43-0b1f6a2e8d11';
const MALFORMED = [
  { sid: 'not-a-session', sub: '1' },
  { sid: `${SESSION}x`, sub: '1' },
  { sid: "'; select 1; --", sub: '1' },
  { sid: SESSION, sub: '99999999999' },
  { sid: SESSION, sub: '2147483648' },
  { sid: SESSION, sub: '-1' },
  { sid: SESSION, sub: '0' },
  { sid: SESSION, sub: '1e3' },
  { sid: SESSION, sub: ' 1' },
  { sid: SESSION, sub: '' },
];

describe('a validly signed token with malformed claims', () => {
  const t = useTestApp();
  const inAnHour = () => new Date(Date.now() + 3_600_000);

  it('is a 401 on the panel’s API and the inspectors’, never a 5xx', async () => {
    for (const claims of MALFORMED) {
      for (const [typ, url] of [
        ['admin', apiUrl(ADMIN_API, AUTH_PATHS.me)],
        ['mobile', apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.me)],
      ] as const) {
        const token = await t.services.tokens.sign({ ...claims, typ }, inAnHour());
        const response = await t.inject({ method: 'GET', url, token });
        expect(response.statusCode, `${typ} ${JSON.stringify(claims)}`).toBe(401);
        expect(response.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
      }
    }
  });

  it('while well-shaped claims of a session that does not exist are a 401 too', async () => {
    for (const typ of ['admin', 'mobile'] as const) {
      const token = await t.services.tokens.sign({ sid: SESSION, sub: '2147483647', typ }, inAnHour());
      const url = typ === 'admin' ? apiUrl(ADMIN_API, AUTH_PATHS.me) : apiUrl(MOBILE_API, MOBILE_AUTH_PATHS.me);
      expect((await t.inject({ method: 'GET', url, token })).statusCode).toBe(401);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite.ts';
import { PUBLIC_API_PER_IP } from './public-api.ts';
import { CATEGORY_PATHS, PUBLIC_CATEGORY_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { ADMIN_API, USERS_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';

describe('the public API is rate-limited per IP', () => {
  const t = useTestApp();

  const categories = (ip: string) => t.app.inject({ method: 'GET', url: apiUrl(USERS_API, PUBLIC_CATEGORY_PATHS.list), remoteAddress: ip });

  it(`answers ${PUBLIC_API_PER_IP.max} requests a minute from one IP, then 429 with Retry-After; other IPs are unaffected`, async () => {
    for (let index = 0; index < PUBLIC_API_PER_IP.max; index += 1) {
      expect((await categories('198.51.100.7')).statusCode).toBe(200);
    }
    const refused = await categories('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many requests from your network\. Try again in \d+ (second|seconds|minute)\.$/);
    expect((await categories('198.51.100.8')).statusCode).toBe(200);
  });

  it('does not count the signed-in admin API', async () => {
    const token = await t.tokenFor(1);
    for (let index = 0; index < 5; index += 1) {
      const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CATEGORY_PATHS.list), token, remoteAddress: '198.51.100.7' });
      expect(response.statusCode).toBe(200);
    }
  });
});

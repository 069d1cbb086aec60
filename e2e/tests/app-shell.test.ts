import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../support/signed-in-app.ts';

describe('the built app in Chromium', () => {
  const app = useSignedInApp();

  it('renders the app shell at / under the Content-Security-Policy, without console errors', async () => {
    const { page, problems } = await app.guestPage();
    const response = await page.goto(app.server.url, { waitUntil: 'networkidle' });
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response?.headers()['cache-control']).toContain('no-cache');
    await expect(page.locator('#root').innerHTML()).resolves.not.toBe('');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});

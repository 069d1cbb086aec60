import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

describe('the built app in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  it('renders the app shell at / under the Content-Security-Policy, without console errors', async () => {
    const context = await browser.newContext();
    const { page, problems } = await openPage(context);
    const response = await page.goto(server.url, { waitUntil: 'networkidle' });
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response?.headers()['cache-control']).toContain('no-cache');
    await expect(page.locator('#root').innerHTML()).resolves.not.toBe('');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});

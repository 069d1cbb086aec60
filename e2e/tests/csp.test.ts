/**
 * No page breaks the server's Content-Security-Policy (no 'unsafe-eval', no inline script): every panel
 * page a super admin opens, the guest pages, the citizens' /apply and the inspector app at /inspect
 * (signed in and on a trip) are opened with a `securitypolicyviolation` listener installed before
 * any script, and Chromium's console is read for CSP reports; one violation fails the test.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { ADMIN_USER_PATHS } from '@passdesk/contract/access/access-paths';
import { MOBILE_USER_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { SCREENS, screenPath } from '@passdesk/contract/navigation/screens';
import { apiUrl } from '../../apps/server/src/test/api-url.ts';
import { signInAndStartTrip } from '../support/inspector-trip.ts';
import { useSignedInApp, WIDE } from '../support/signed-in-app.ts';

const INSPECTOR = { name: 'Nisha Policy', employee_code: 'INS-CSP', mobile: '9876500077', password: 'Inspect@2026c', status: 'active' };
/** A test's time: it opens about forty pages. */
const TEST_TIMEOUT = 300_000;

/** Before any script of the page: every violation the document reports is kept in `window.cspViolations`. */
const LISTEN = `(() => {
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + location.pathname + (event.sample ? ' (' + event.sample + ')' : ''));
  });
})();`;

interface Watched {
  page: Page;
  /** The violations seen so far: the document's reports and Chromium's console lines about the policy. */
  violations(): Promise<string[]>;
}

async function watch(context: BrowserContext): Promise<Watched> {
  await context.addInitScript(LISTEN);
  const page = await context.newPage();
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) consoleLines.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  const seen: string[] = [];
  return {
    page,
    async violations() {
      const reported = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []).catch(() => []);
      for (const line of reported) if (!seen.includes(line)) seen.push(line);
      return [...seen, ...consoleLines];
    },
  };
}

/** Opens a path and waits for its main heading (the page rendered, its scripts ran). */
async function open(watched: Watched, url: string, heading = 'h1'): Promise<void> {
  const before = await watched.violations();
  await watched.page.goto(url);
  await watched.page.locator(heading).first().waitFor();
  // Late chunks and charts load after the heading.
  await watched.page.waitForLoadState('networkidle').catch(() => undefined);
  expect(before.length).toBeLessThanOrEqual((await watched.violations()).length);
}

describe('the Content-Security-Policy on every page', () => {
  const app = useSignedInApp();
  const adminGet = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${app.server.url}${path}`, { headers: { authorization: `Bearer ${await app.adminToken()}` } });
    return ((await response.json()) as { data: T }).data;
  };

  it('reports a violation when one happens (the listener works)', async () => {
    const watched = await watch(await app.newContext(WIDE));
    await open(watched, `${app.server.url}${SCREENS.login}`);
    await watched.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.ranInline = true';
      document.body.append(script);
    });
    await expect.poll(async () => (await watched.violations()).length, { timeout: 5_000 }).toBeGreaterThan(0);
  });

  it('no panel page a super admin opens violates it', async () => {
    const { context } = await app.signedIn(SCREENS.dashboard, WIDE);
    const watched = await watch(context);
    const [card] = (await adminGet<{ items: Array<{ id: number }> }>(apiUrl(ADMIN_API, CARD_PATHS.list, 'limit=1'))).items;
    const [user] = (await adminGet<{ items: Array<{ id: number }> }>(apiUrl(ADMIN_API, ADMIN_USER_PATHS.list, 'limit=1'))).items;
    const fixed = Object.values(SCREENS).filter((path) => !path.includes(':') && !([SCREENS.login, SCREENS.forgotPassword, SCREENS.apply, SCREENS.applyStatus, SCREENS.home] as string[]).includes(path));
    const withIds = [
      ...(card ? [screenPath(SCREENS.viewCard, { id: card.id }), screenPath(SCREENS.editCard, { id: card.id })] : []),
      ...(user ? [screenPath(SCREENS.viewUser, { id: user.id })] : []),
    ];
    expect(fixed.length + withIds.length).toBeGreaterThan(25);
    for (const path of [...fixed, ...withIds]) await open(watched, `${app.server.url}${path}`);
    expect(await watched.violations()).toEqual([]);
  }, TEST_TIMEOUT);

  it('the guest pages, /apply and the inspector app at /inspect, signed in and on a trip, do not violate it', async () => {
    const response = await fetch(`${app.server.url}${apiUrl(ADMIN_API, MOBILE_USER_PATHS.create)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await app.adminToken()}` },
      body: JSON.stringify(INSPECTOR),
    });
    expect(response.status, await response.text()).toBe(200);
    const watched = await watch(await app.newContext(WIDE));
    for (const path of [SCREENS.login, SCREENS.forgotPassword, SCREENS.apply, SCREENS.applyStatus, '/no-such-page']) await open(watched, `${app.server.url}${path}`);
    await watched.page.goto(`${app.server.url}/inspect`);
    await signInAndStartTrip(watched.page, INSPECTOR.employee_code, INSPECTOR.password, 'GJ01CS1234');
    await watched.page.waitForLoadState('networkidle').catch(() => undefined);
    expect(await watched.violations()).toEqual([]);
  }, TEST_TIMEOUT);
});

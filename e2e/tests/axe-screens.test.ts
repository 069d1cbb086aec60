/**
 * axe on every screen of the menu (and the profile, a role's form with its permission grid, the
 * sign-in page): light and dark on a desktop, right to left (Arabic), and a 390 px phone. Any
 * serious or critical violation fails, naming the screen and the mode. No screen links to itself
 * as "the home page", and no screen reports a Content-Security-Policy violation (neither a
 * `securitypolicyviolation` event nor a console message about the policy).
 *
 * Each mode is one page that walks the screens by client-side navigation, as a user clicking
 * through the menu would: one full load per mode instead of one per screen.
 */
import { MENU, type MenuItem } from '@passdesk/contract/navigation/menu';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { screenshot, type PageProblems } from '../support/browser.ts';
import { cspViolations, watchCspViolations } from '../support/network.ts';
import { navigateInApp, openSignedIn } from '../support/shell-session.ts';
import { useSignedInApp, WIDE } from '../support/signed-in-app.ts';

const PHONE = { width: 390, height: 844 };

function menuPaths(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => (item.kind === 'group' ? menuPaths(item.children) : item.kind === 'link' && item.path ? [item.path] : []));
}
const SCREENS = [...new Set([...menuPaths(MENU), '/profile'])];

/** The CSP violations reported since the last call: events recorded in the page and console errors about the policy. */
function cspReports(page: Page, problems: PageProblems): () => Promise<string[]> {
  let events = 0;
  let messages = 0;
  return async () => {
    const recorded = await cspViolations(page);
    const aboutPolicy = problems.consoleErrors.filter((text) => /content[ -]security[ -]policy/i.test(text));
    const fresh = [...recorded.slice(events).map((text) => `securitypolicyviolation ${text}`), ...aboutPolicy.slice(messages).map((text) => `console: ${text}`)];
    events = recorded.length;
    messages = aboutPolicy.length;
    return fresh;
  };
}

describe('accessibility of every screen', { timeout: 600_000 }, () => {
  const app = useSignedInApp();

  /** A signed-in page at the first screen, recording CSP violations from its first script on. */
  async function openMode(search = '', viewport = WIDE) {
    const opened = await app.guestPage(viewport);
    await watchCspViolations(opened.page);
    await openSignedIn(opened.page, app.server.url, await app.adminToken(), `${SCREENS[0]}${search}`);
    return opened;
  }

  /** Walks every screen on `page` by client-side navigation and collects the problems, screen by screen. */
  async function walk({ page, problems }: { page: Page; problems: PageProblems }, mode: string, dir: 'ltr' | 'rtl' = 'ltr'): Promise<string[]> {
    const found: string[] = [];
    const reports = cspReports(page, problems);
    for (const path of SCREENS) {
      await navigateInApp(page, path);
      for (const violation of await seriousViolations(page, { settle: true })) found.push(`${mode} ${path}: ${violation}`);
      // "Home" never leads back to the page it is on.
      const selfHome = await page.getByRole('link', { name: /home page/i }).evaluateAll((links, here) => links.filter((link) => new URL((link as HTMLAnchorElement).href).pathname === here).length, path);
      if (selfHome > 0) found.push(`${mode} ${path}: a "home page" link to itself`);
      // The mode holds on every screen (the language, and so the direction, is not lost on the way).
      const shownDir = await page.evaluate(() => document.documentElement.dir || 'ltr');
      if (shownDir !== dir) found.push(`${mode} ${path}: the page is ${shownDir}, not ${dir}`);
      for (const report of await reports()) found.push(`${mode} ${path}: ${report}`);
    }
    // The role form with its permission grid (a dialog).
    await navigateInApp(page, '/roles');
    // The add button (its name depends on the language).
    await page.locator('#content button.MuiButton-contained').first().click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    for (const violation of await seriousViolations(page)) found.push(`${mode} role form: ${violation}`);
    for (const report of await reports()) found.push(`${mode} role form: ${report}`);
    await screenshot(page, `axe-role-form-${mode}`);
    return found;
  }

  it('light, on a desktop', async () => {
    expect(await walk(await openMode(), 'light')).toEqual([]);
  });

  it('dark, on a desktop', async () => {
    const opened = await openMode();
    await opened.page.getByTestId('mode-toggle').click();
    await opened.page.waitForTimeout(300);
    expect(await walk(opened, 'dark')).toEqual([]);
  });

  it('right to left, in Arabic', async () => {
    const opened = await openMode('?lng=ar');
    await opened.page.locator('html[dir="rtl"]').waitFor();
    expect(await walk(opened, 'rtl', 'rtl')).toEqual([]);
  });

  it('on a 390 px phone', async () => {
    expect(await walk(await openMode('', PHONE), 'phone')).toEqual([]);
  });

  it('the sign-in page', async () => {
    const { page, problems } = await app.guestPage();
    await watchCspViolations(page);
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await cspReports(page, problems)()).toEqual([]);
  });
});

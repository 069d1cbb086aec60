/**
 * axe on every screen of the menu (and the profile, a role's form with its permission grid, the
 * sign-in page): light and dark on a desktop, right to left (Arabic), and a 390 px phone. Any
 * serious or critical violation fails, naming the screen and the mode. No screen links to itself
 * as "the home page".
 */
import { MENU, type MenuItem } from '@passdesk/contract/navigation/menu';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { screenshot } from '../support/browser.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';

const PHONE = { width: 390, height: 844 };

function menuPaths(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => (item.kind === 'group' ? menuPaths(item.children) : item.kind === 'link' && item.path ? [item.path] : []));
}
const SCREENS = [...new Set([...menuPaths(MENU), '/profile'])];

describe('accessibility of every screen', { timeout: 600_000 }, () => {
  const app = useSignedInApp();

  /** Opens each screen in turn on `page` and collects the violations, screen by screen. */
  async function check(page: Page, mode: string): Promise<string[]> {
    const found: string[] = [];
    for (const path of SCREENS) {
      await page.goto(`${app.server.url}${path}`);
      await page.locator('#content h1').first().waitFor();
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      for (const violation of await seriousViolations(page, { settle: true })) found.push(`${mode} ${path}: ${violation}`);
      // "Home" never leads back to the page it is on.
      const selfHome = await page.getByRole('link', { name: /home page/i }).evaluateAll((links, here) => links.filter((link) => new URL((link as HTMLAnchorElement).href).pathname === here).length, path);
      if (selfHome > 0) found.push(`${mode} ${path}: a "home page" link to itself`);
    }
    // The role form with its permission grid (a dialog).
    await page.goto(`${app.server.url}/roles`);
    await page.locator('#content h1').waitFor();
    // The add button (its name depends on the language).
    await page.locator('#content button.MuiButton-contained').first().click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    for (const violation of await seriousViolations(page)) found.push(`${mode} role form: ${violation}`);
    await screenshot(page, `axe-role-form-${mode}`);
    return found;
  }

  it('light, on a desktop', async () => {
    const { page } = await app.signedIn('/dashboard');
    expect(await check(page, 'light')).toEqual([]);
  });

  it('dark, on a desktop', async () => {
    const { page } = await app.signedIn('/dashboard');
    await page.getByTestId('mode-toggle').click();
    await page.waitForTimeout(300);
    expect(await check(page, 'dark')).toEqual([]);
  });

  it('right to left, in Arabic', async () => {
    const { page } = await app.signedIn('/dashboard?lng=ar');
    await page.locator('html[dir="rtl"]').waitFor();
    expect(await check(page, 'rtl')).toEqual([]);
  });

  it('on a 390 px phone', async () => {
    const { page } = await app.signedIn('/dashboard', PHONE);
    expect(await check(page, 'phone')).toEqual([]);
  });

  it('the sign-in page', async () => {
    const { page } = await app.guestPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

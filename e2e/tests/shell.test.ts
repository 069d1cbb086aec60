/**
 * The panel's shell in Chromium against the real server (docs/panel.md): menu, layouts, settings,
 * languages with right-to-left, error pages, and accessibility in light, dark and RTL.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { screenshot } from '../support/browser.ts';
import { adminToken, pushPath } from '../support/shell-session.ts';
import { useSignedInApp, WIDE } from '../support/signed-in-app.ts';

async function navWidth(page: Page): Promise<number> {
  const box = await page.getByTestId('vertical-nav').boundingBox();
  if (!box) throw new Error('no vertical nav');
  return Math.round(box.width);
}

/** Texts of a list's direct entries: links, groups and section headings. */
async function topLevelEntries(page: Page): Promise<string[]> {
  return page.getByTestId('vertical-nav').locator(':scope > div > div > ul > li').allInnerTexts();
}

async function chooseLayout(page: Page, layout: 'Vertical' | 'Horizontal'): Promise<void> {
  await page.getByTestId('customizer-button').click();
  await page.getByTestId('customizer-layout').getByRole('button', { name: layout }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('customizer').waitFor({ state: 'hidden' });
}

describe('the panel shell', () => {
  const app = useSignedInApp();
  const signedIn = app.signedIn;

  it('shows the menu in order, with its nesting, for a super admin', async () => {
    const { page, problems } = await signedIn('/dashboard');
    const entries = (await topLevelEntries(page)).map((text) => text.split('\n')[0]?.trim());
    expect(entries).toEqual([
      'Dashboard',
      'CARD',
      'Card Category Management',
      'Card Management',
      'User Management',
      'Center Management',
      'Route Management',
      'Reports',
      'Mobile App Management',
      'Delete Cards',
    ]);
    const children = async (group: string, title: string) => {
      await page.getByRole('button', { name: title, exact: true }).click();
      return page.locator(`[data-nav-group="${group}"] ul li`).allInnerTexts();
    };
    expect(await children('cardManagement', 'Card Management')).toEqual(['Create Card', 'Daily Report', 'Renew Card', 'Web Application Card']);
    expect(await children('userManagement', 'User Management')).toEqual(['1. Permissions', '2. Roles', '3. User', 'Audit Trail', 'Mail Outbox']);
    expect(await children('mobileAppManagement', 'Mobile App Management')).toEqual(['Mobile App User', 'Card Scan', 'APK Sharing']);
    await expect(page.getByRole('button', { name: 'Logout' }).count()).resolves.toBe(1);
    expect(problems.pageErrors).toEqual([]);
  });

  it('opens the group holding the route by itself, and marks nested paths active', async () => {
    const { page } = await signedIn('/renew-card/edit/7');
    await expect(page.locator('[data-nav-group="cardManagement"] > div[aria-expanded="true"]').count()).resolves.toBe(1);
    await expect(page.locator('[data-nav-path="/renew-card"] [aria-current="page"]').count()).resolves.toBe(1);
    // The tab is named after the route table's title, whichever screen renders it.
    await expect.poll(() => page.title()).toBe('Renew a Card · PassDesk');
  });

  it('accordion closes the other groups; collapse lets each toggle on its own', async () => {
    const { page } = await signedIn('/dashboard');
    const expanded = (group: string) => page.locator(`[data-nav-group="${group}"] > div`).first().getAttribute('aria-expanded');
    await page.getByRole('button', { name: 'Card Management', exact: true }).click();
    await page.getByRole('button', { name: 'User Management', exact: true }).click();
    expect(await expanded('cardManagement')).toBe('false');
    expect(await expanded('userManagement')).toBe('true');

    await page.getByTestId('customizer-button').click();
    await page.getByTestId('customizer-nav-toggle').getByRole('button', { name: 'Collapse' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('customizer').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Card Management', exact: true }).click();
    expect(await expanded('cardManagement')).toBe('true');
    expect(await expanded('userManagement')).toBe('true');
    await page.getByRole('button', { name: 'User Management', exact: true }).click();
    expect(await expanded('userManagement')).toBe('false');
    expect(await expanded('cardManagement')).toBe('true');
  });

  it('is 260 px wide, 68 px collapsed, and widens back to 260 px on hover', async () => {
    const { page } = await signedIn('/dashboard');
    expect(await navWidth(page)).toBe(260);
    await page.getByTestId('nav-collapse-toggle').click();
    await page.mouse.move(900, 500);
    await expect.poll(() => navWidth(page)).toBe(68);
    await page.getByTestId('vertical-nav').hover();
    await expect.poll(() => navWidth(page)).toBe(260);
    await page.mouse.move(900, 500);
    await expect.poll(() => navWidth(page)).toBe(68);
    await screenshot(page, 'shell-collapsed');
  });

  it('forces the horizontal layout to vertical on a 1000 px window and restores it at 1400 px', async () => {
    const { page } = await signedIn('/dashboard', { width: 1400, height: 900 });
    await chooseLayout(page, 'Horizontal');
    await page.getByTestId('horizontal-nav').waitFor();
    expect(await page.getByTestId('vertical-nav').count()).toBe(0);
    await screenshot(page, 'shell-horizontal');

    await page.setViewportSize({ width: 1000, height: 900 });
    await page.getByTestId('horizontal-nav').waitFor({ state: 'detached' });
    await expect(page.locator('[data-layout]').getAttribute('data-layout')).resolves.toBe('vertical');
    await page.getByTestId('nav-drawer-button').click();
    await page.getByTestId('nav-drawer').getByRole('link', { name: 'Dashboard' }).waitFor();
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 1400, height: 900 });
    await page.getByTestId('horizontal-nav').waitFor();
    await expect(page.locator('[data-layout]').getAttribute('data-layout')).resolves.toBe('horizontal');
  });

  it('keeps a dark-mode choice across a reload, but not a layout choice', async () => {
    const { page } = await signedIn('/dashboard');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByTestId('mode-toggle').click();
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    await chooseLayout(page, 'Horizontal');
    await page.getByTestId('horizontal-nav').waitFor();

    await page.reload();
    await page.getByTestId('app-bar').waitFor();
    expect(await background()).toBe(dark);
    await page.getByTestId('vertical-nav').waitFor();
    expect(await page.getByTestId('horizontal-nav').count()).toBe(0);
  });

  it('switching to Arabic turns the page right to left and moves the menu to the right edge, without a reload', async () => {
    const { page, problems } = await signedIn('/dashboard');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByTestId('language-button').click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    await page.getByTestId('vertical-nav').getByText('لوحة المعلومات').waitFor();
    const box = await page.getByTestId('vertical-nav').boundingBox();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(WIDE.width);
    await screenshot(page, 'shell-rtl');

    await page.getByTestId('language-button').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    const back = await page.getByTestId('vertical-nav').boundingBox();
    expect(Math.round(back?.x ?? -1)).toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });

  it('takes the language from ?lng= first and keeps it in local storage', async () => {
    const { page } = await signedIn('/dashboard?lng=hi');
    await page.getByTestId('vertical-nav').getByText('डैशबोर्ड').waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, localStorage.getItem('passdesk.language')])).toEqual(['hi', 'ltr', 'hi']);
    await page.goto(`${app.server.url}/dashboard`);
    await page.getByTestId('vertical-nav').getByText('डैशबोर्ड').waitFor();
  });

  it('has an account menu with name, email, user type, Profile, Change Password and Logout', async () => {
    // A session of its own: logging out revokes it on the server.
    const { page } = await signedIn('/dashboard', WIDE, await adminToken(app.server.url));
    await page.getByTestId('user-menu-button').click();
    const menu = page.locator('#user-menu');
    await menu.getByText('admin@passdesk.local').waitFor();
    await menu.getByText('Super Admin').waitFor();
    // Measured once the menu has finished growing open.
    await expect.poll(async () => Math.round((await menu.locator('.MuiPaper-root').boundingBox())?.width ?? 0)).toBe(245);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');

    await page.getByTestId('user-menu-button').click();
    await page.locator('#user-menu').getByRole('menuitem', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.waitFor();
    await dialog.getByLabel('Current Password', { exact: false }).first().fill('Wrong@12345');
    await dialog.getByLabel('New Password', { exact: false }).first().fill('Better@12345');
    await dialog.getByLabel('Confirm Password', { exact: false }).first().fill('Better@12345');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The server refuses the wrong current password; its message comes as an error toast under the app bar.
    const toast = page.locator('[role="status"]').filter({ hasText: /password/i }).first();
    await toast.waitFor();
    // Once it has slid in: 75 px from the top, at most 350 px wide.
    const toastBar = page.locator('[role="status"]').first().locator('xpath=..');
    await expect.poll(async () => Math.round((await toastBar.boundingBox())?.y ?? 0)).toBe(75);
    expect((await toastBar.boundingBox())?.width ?? 999).toBeLessThanOrEqual(350);
    await screenshot(page, 'shell-change-password-toast');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByTestId('user-menu-button').click();
    await page.locator('#user-menu').getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login(\?|$)/);
    // Logout goes to plain /login, with no redirect back to the page left.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('passdesk.accessToken'))).toBeNull();
  });

  it('applies customizer choices live: boxed or full content, app bar and footer hidden, scroll-to-top after 400 px', async () => {
    const { page } = await signedIn('/dashboard', { width: 1920, height: 900 });
    const mainWidth = async () => Math.round((await page.locator('main#content').boundingBox())?.width ?? 0);
    expect(await mainWidth()).toBe(1440);
    await page.getByTestId('customizer-button').click();
    const customizer = page.getByTestId('customizer');
    // Slid in from the right edge, 400 px wide.
    await expect.poll(async () => Math.round((await customizer.boundingBox())?.x ?? 0)).toBe(1920 - 400);
    expect(Math.round((await customizer.boundingBox())?.width ?? 0)).toBe(400);
    await page.getByTestId('customizer-content-width').getByRole('button', { name: 'Full' }).click();
    expect(await mainWidth()).toBe(1920 - 260);
    await page.getByTestId('customizer-app-bar').getByRole('button', { name: 'Hidden' }).click();
    await page.getByTestId('customizer-footer').getByRole('button', { name: 'Hidden' }).click();
    await page.keyboard.press('Escape');
    await customizer.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('app-bar').count()).toBe(0);
    expect(await page.getByTestId('footer').count()).toBe(0);

    await page.evaluate(() => {
      const content = document.querySelector('main#content');
      if (content instanceof HTMLElement) content.style.minHeight = '3000px';
    });
    const scrollButton = page.getByTestId('scroll-to-top');
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForTimeout(300);
    expect(await scrollButton.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 600));
    await scrollButton.waitFor({ state: 'visible' });
    await scrollButton.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('sends unknown paths to /404, which has a way back, signed in or not', async () => {
    const { page } = await signedIn('/dashboard');
    await page.goto(`${app.server.url}/nowhere`);
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: /Page Not Found/ }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL('**/dashboard');

    const { page: guestPage } = await app.guestPage();
    await guestPage.goto(`${app.server.url}/nowhere/deeper?x=1`);
    await guestPage.waitForURL('**/404');
    await guestPage.goto(`${app.server.url}/401`);
    await guestPage.getByRole('heading', { name: /not authorized/i }).waitFor();
  });

  it('shows a reload message, inside the shell, when a page chunk fails to load', async () => {
    const { page } = await signedIn('/profile');
    await page.waitForLoadState('networkidle');
    // From now on no script arrives (a deploy removed the old chunks, or the network dropped).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.getByTestId('vertical-nav').getByRole('link', { name: 'Delete Cards' }).click();
    await page.getByRole('alert').getByText('This page could not be loaded').waitFor();
    await page.getByRole('button', { name: 'Reload the page' }).waitFor();
    expect(await page.getByTestId('vertical-nav').isVisible()).toBe(true);
  });

  it('shows the same reload message for a page outside the shell', async () => {
    const { page } = await app.guestPage();
    await page.goto(`${app.server.url}/404`);
    await page.getByRole('heading', { name: /Page Not Found/ }).waitFor();
    await page.route('**/assets/*.js', (route) => route.abort());
    // A page whose code is not in yet (the error pages share one small chunk, loaded with /404).
    await pushPath(page, '/forgot-password');
    await page.getByRole('alert').getByText('This page could not be loaded').waitFor();
  });

  it('has no serious or critical accessibility violations in light, dark and right-to-left', async () => {
    const { page } = await signedIn('/card-management');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page, { settle: true })).toEqual([]);
    await screenshot(page, 'shell-light');

    await page.getByTestId('mode-toggle').click();
    await page.waitForTimeout(300);
    expect(await seriousViolations(page, { settle: true })).toEqual([]);
    await screenshot(page, 'shell-dark');

    await page.getByTestId('customizer-button').click();
    await page.getByTestId('customizer').waitFor();
    expect(await seriousViolations(page, { settle: true })).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByTestId('mode-toggle').click();
    await page.getByTestId('language-button').click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.getByTestId('vertical-nav').getByText('لوحة المعلومات').waitFor();
    await page.waitForTimeout(300);
    expect(await seriousViolations(page, { settle: true })).toEqual([]);
    await screenshot(page, 'shell-rtl-light');

    await page.goto(`${app.server.url}/404`);
    await page.getByRole('heading').first().waitFor();
    expect(await seriousViolations(page, { settle: true })).toEqual([]);
  });

  it('has no serious or critical accessibility violations on a phone, with the menu drawer open', async () => {
    const { page } = await signedIn('/dashboard', { width: 390, height: 844 });
    await page.getByTestId('nav-drawer-button').click();
    await page.getByTestId('nav-drawer').getByRole('link', { name: 'Dashboard' }).waitFor();
    await page.waitForTimeout(400);
    expect(await seriousViolations(page, { settle: true })).toEqual([]);
    await screenshot(page, 'shell-phone-drawer');
  });
});

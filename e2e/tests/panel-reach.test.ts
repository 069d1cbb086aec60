/**
 * Reaching every screen: a user with two roles opens every menu item without a /401 (guard and
 * menu share one rule); /401 keeps the shell when signed in; a user with no roles sees the
 * "no rights yet" page; a skip link leads past the menu; Hindi renders in the shipped Devanagari
 * font (read from Chromium's own choice of font for the heading).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { submitLogin } from '../support/shell-session.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';

const READ = { read: true };

/** The fonts Chromium used to draw the first element matching `selector`. */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  return fonts.map((font) => font.familyName);
}

describe('reaching every screen', () => {
  const app = useSignedInApp();

  it('a user with two roles opens every menu item without a /401', async () => {
    const user = await app.createUser({
      first_name: 'Meera',
      last_name: 'Two Roles',
      email: 'meera.tworoles@passdesk.local',
      password: 'Meera@12345',
      role: { name: 'Route desk', permissions: { 'Route Management': READ, 'Center Management': READ } },
      moreRoles: [{ name: 'Report desk', permissions: { Reports: READ, Dashboard: READ, 'Card Category Management': READ } }],
    });
    const { page, problems } = await app.signIn(user.email, user.password);
    const nav = page.getByTestId('vertical-nav');
    await nav.locator('a[href]').first().waitFor();
    const links = await nav.locator('a[href]').evaluateAll((found) => found.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    // The logo's "/" redirects to the landing page (the next test); the rest are the menu items.
    const paths = links.filter((path) => path !== '/');
    expect(links).toContain('/');
    expect(paths).toEqual(expect.arrayContaining(['/routes', '/center-management', '/reports', '/card-category']));
    for (const path of paths) {
      await nav.locator(`a[href="${path}"]`).first().click();
      await page.waitForURL((url) => url.pathname === path);
      await page
        .locator('#content h1, #content h2')
        .first()
        .waitFor()
        .catch((error: unknown) => {
          throw new Error(`menu item ${path}: no heading in the content at ${page.url()}: ${String(error)}`);
        });
      expect(page.url(), `menu item ${path}`).not.toContain('/401');
    }
    expect(problems.pageErrors).toEqual([]);
  });

  it('the logo, clicked while the landing page is still loading, ends on the landing page', async () => {
    // The landing page's code is held back, so the click on the logo ("/", which redirects to the
    // landing page) comes while that page is still suspended: the redirect used to render and
    // never run, leaving an empty page at "/" (ShellLayout's page boundary, keyed by path, fixed it).
    const user = await app.createUser({
      first_name: 'Lata',
      last_name: 'Logo Click',
      email: 'lata.logo@passdesk.local',
      password: 'Lata@12345',
      role: { name: 'Logo desk', permissions: { Dashboard: READ, 'Route Management': READ } },
    });
    const { page, context } = await app.guestPage();
    context.setDefaultTimeout(45_000);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/DashboardPage-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${app.server.url}/login`);
    await submitLogin(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.getByTestId('vertical-nav').locator('a[href="/"]').first().click();
    // The redirect runs while the landing page's code is still held back...
    await expect.poll(() => visited, { timeout: 45_000 }).toEqual(['/', '/dashboard']);
    release();
    // ...and the page shows once its code arrives.
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  });

  it('keeps the shell on /401 when signed in, and offers a skip link to the content', async () => {
    const { page } = await app.signedIn('/401');
    await page.getByTestId('app-bar').waitFor();
    await page.getByTestId('vertical-nav').waitFor();
    await screenshot(page, 'reach-401-in-shell');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip.evaluate((link) => link === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('content');
  });

  it('shows a user with no roles the "no rights yet" page instead of lists that fail', async () => {
    const user = await app.createUser({ first_name: 'Nisha', last_name: 'No Roles', email: 'nisha.noroles@passdesk.local', password: 'Nisha@12345' });
    const { page } = await app.signIn(user.email, user.password);
    await page.getByText('Ask an administrator to give your role access.').waitFor();
    await page.goto(`${app.server.url}/routes`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Ask an administrator to give your role access.').waitFor();
    await screenshot(page, 'reach-no-roles');
  });

  it('renders Hindi with the shipped Devanagari font', async () => {
    const { page } = await app.guestPage();
    await page.goto(`${app.server.url}/login?lng=hi`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    await expect(heading.innerText()).resolves.toMatch(/[\u0900-\u097F]/);
    await page.evaluate(() => document.fonts.ready);
    // The family as Chromium names the face it drew with, e.g. "Noto Sans Devanagari SemiBold".
    await expect.poll(async () => (await renderedFonts(page, 'h1')).join(' | '), { timeout: 10_000 }).toMatch(/Noto Sans Devanagari/);
    await screenshot(page, 'reach-login-hindi');
  });
});

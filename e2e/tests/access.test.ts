/**
 * Access control in Chromium against the real server (docs/panel.md "Route access", "The menu"): what a role shows and opens, and
 * a super admin giving a new user exactly one screen through the Roles and User screens.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';

/** Every demo user's password (README "Demo sign-ins"). */
const DEMO_PASSWORD = 'Demo@1234';
const REPORT_VIEWER = 'rahul.verma@passdesk.local';
/** Each test signs in through argon2 and walks several screens. */
const TEST_TIMEOUT = 240_000;

/** The side menu's top-level entries, first line of each (a group's children are left out). */
async function menuEntries(page: Page): Promise<string[]> {
  await page.getByTestId('vertical-nav').waitFor();
  const texts = await page.getByTestId('vertical-nav').locator(':scope > div > div > ul > li').allInnerTexts();
  return texts.map((text) => text.split('\n')[0]?.trim() ?? '');
}

/** Where the panel ends up after opening a path: the session restores, then the route guard decides. */
async function pathAfterOpening(page: Page, baseUrl: string, path: string): Promise<string> {
  await page.goto(`${baseUrl}${path}`);
  // Both a shell page and the /401 page have a main heading once settled (the session restored and
  // the route guard passed or refused); the splash before it has none.
  await page.locator('h1').first().waitFor();
  return new URL(page.url()).pathname;
}

describe('access control in the panel', () => {
  const app = useSignedInApp();
  const signIn = app.signIn;

  it('shows a Report Viewer only what the role allows and sends other pages to /401', async () => {
    const { page, problems } = await signIn(REPORT_VIEWER, DEMO_PASSWORD);
    // The first permitted menu item is the landing page.
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    // The Card heading heads only the card entries, so it does not stand above Reports alone.
    expect(await menuEntries(page)).toEqual(['Dashboard', 'Reports']);
    await screenshot(page, 'access-report-viewer');

    expect(await pathAfterOpening(page, app.server.url, '/roles')).toBe('/401');
    expect(await pathAfterOpening(page, app.server.url, '/report')).toBe('/401');
    expect(await pathAfterOpening(page, app.server.url, '/profile')).toBe('/profile');
    expect(await pathAfterOpening(page, app.server.url, '/reports')).toBe('/reports');
    expect(problems.pageErrors).toEqual([]);
    // Refused pages are refused in the panel: no call reached the server to be turned down.
    expect(problems.consoleErrors).toEqual([]);
  }, TEST_TIMEOUT);

  it('lets a super admin make a role with Card Category Management read and a user holding it, who then sees exactly that menu', async () => {
    const { page: admin, problems } = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);

    await admin.goto(`${app.server.url}/roles`);
    await admin.getByRole('button', { name: 'Add role' }).click();
    const roleDialog = admin.getByRole('dialog', { name: 'Add role' });
    await roleDialog.getByLabel('Name').fill('Category Reader');
    await roleDialog.getByLabel('Description').fill('Looks up card categories');
    await roleDialog.getByRole('checkbox', { name: 'Read Card Category Management' }).check();
    await screenshot(admin, 'access-role-form');
    await roleDialog.getByRole('button', { name: 'Save' }).click();
    await roleDialog.waitFor({ state: 'detached' });
    await admin.getByRole('rowheader', { name: 'Category Reader' }).waitFor();

    await admin.goto(`${app.server.url}/user`);
    await admin.getByRole('button', { name: 'Add user' }).click();
    const userDialog = admin.getByRole('dialog', { name: 'Add user' });
    await userDialog.getByLabel('First name').fill('Neha');
    await userDialog.getByLabel('Last name').fill('Joshi');
    // A taken email is reported on its field, from the server's 409.
    await userDialog.getByLabel('Email').fill(REPORT_VIEWER.toUpperCase());
    await userDialog.getByLabel(/^Password/).fill('Neha@2026');
    await userDialog.getByRole('combobox', { name: 'Roles' }).click();
    await admin.getByRole('option', { name: 'Category Reader' }).click();
    await userDialog.getByRole('button', { name: 'Save' }).click();
    await userDialog.getByText('This email address is already in use').waitFor();
    await screenshot(admin, 'access-user-form-email-taken');
    await userDialog.getByLabel('Email').fill('neha.joshi@passdesk.local');
    await userDialog.getByRole('button', { name: 'Save' }).click();
    await userDialog.waitFor({ state: 'detached' });
    await admin.getByRole('link', { name: 'Neha Joshi', exact: true }).waitFor();
    await screenshot(admin, 'access-users');

    // The role is held now: deleting it is refused with the server's message in the dialog.
    await admin.goto(`${app.server.url}/roles`);
    await admin.getByRole('button', { name: 'Delete Category Reader' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete role?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByText('This role is held by 1 user and cannot be deleted').waitFor();
    await screenshot(admin, 'access-role-delete-refused');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(problems.pageErrors).toEqual([]);

    const { page: neha } = await signIn('neha.joshi@passdesk.local', 'Neha@2026');
    // The sign-in may pass through / on its way (the home page forwards to the first permitted
    // entry): wait for where it settles, which must be that entry.
    await neha.waitForURL((url) => url.pathname !== '/', { timeout: 15_000 }).catch(() => undefined);
    expect(new URL(neha.url()).pathname).toBe('/card-category');
    expect(await menuEntries(neha)).toEqual(['CARD', 'Card Category Management']);
    expect(await pathAfterOpening(neha, app.server.url, '/dashboard')).toBe('/401');
    await screenshot(neha, 'access-new-user-menu');
  }, TEST_TIMEOUT);

  it('hides the buttons of actions the user may not take', async () => {
    const auditor = await app.createUser({
      first_name: 'Imran',
      last_name: 'Qureshi',
      email: 'imran.qureshi@passdesk.local',
      password: 'Imran@2026',
      role: { name: 'Access Auditor', permissions: { 'User Management': { read: true }, '2. Roles': { read: true }, '3. User': { read: true } } },
    });

    const { page } = await signIn(auditor.email, auditor.password);
    await page.goto(`${app.server.url}/roles`);
    await page.getByRole('rowheader', { name: 'Access Auditor' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add role' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    await page.goto(`${app.server.url}/user`);
    await page.getByRole('link', { name: 'Imran Qureshi', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Add user' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    await screenshot(page, 'access-read-only-users');
  }, TEST_TIMEOUT);
});

/**
 * Sign-in, guest-only pages, the Change Password dialog and forgot password, in Chromium against
 * the real built server. The reset code is read from a real SMTP receiver.
 */
import { PASSWORD_MESSAGES } from '@passdesk/contract/auth/password';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '../../apps/server/src/test/smtp-receiver.ts';
import { seriousViolations } from '../support/axe.ts';
import { screenshot } from '../support/browser.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server.ts';
import { submitLogin as signIn } from '../support/shell-session.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../apps/server/src/test/api-url.ts';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { SCREENS } from '@passdesk/contract/navigation/screens';

const RESET_PASSWORD = 'Reset@2026x';
const CHANGED_PASSWORD = 'Changed@2026y';

describe('sign-in and passwords in Chromium', () => {
  let smtp: SmtpReceiver;
  let adminPassword = ADMIN_PASSWORD;

  // The receiver starts first: the server is given its URL.
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const app = useSignedInApp({ env: () => ({ SMTP_URL: smtp.url }) });
  const freshPage = () => app.guestPage({ width: 1280, height: 800 });

  it('sends a protected page to /login with its path, query and hash, and back there after sign-in', async () => {
    const { context, page, problems } = await freshPage();
    await page.goto(`${app.server.url}/card-category?page=2#top`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/card-category?page=2#top');
    await page.locator('#auth-email').waitFor();
    await screenshot(page, 'auth-login');

    // A wrong password is an error on the page, not "session expired".
    await signIn(page, ADMIN_EMAIL, 'Wrong@12345');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first().textContent()).resolves.toContain('Invalid email or password');
    expect(await page.getByText('Session expired. Please log in again.').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/login');

    await signIn(page, ADMIN_EMAIL.toUpperCase(), adminPassword);
    await page.waitForURL((url) => url.pathname === '/card-category');
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}${url.hash}`).toBe('/card-category?page=2#top');
    expect(await page.evaluate(() => Boolean(localStorage.getItem('passdesk.accessToken')))).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('a failed sign-in shows its error once', async () => {
    const { context, page, problems } = await freshPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${app.server.url}/login`);
    await signIn(page, ADMIN_EMAIL, 'Wrong@12345');
    // The inline error in its final form: the Alert's code is fetched only after the failure.
    await page.locator('.MuiAlert-root[role="alert"]').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(await page.getByText('Invalid email or password').count()).toBe(1);
    // And no toast repeating it: a toast on /login asks for the toaster's code at once, before the
    // inline error can show (lib/notify.ts), so no such request means no toast.
    expect(requested.filter((path) => path.includes('/ToasterHost-'))).toEqual([]);
    expect(await page.locator('[data-rht-toaster]').count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('sends a signed-in user who opens /login to the home page, and restores the session with the splash', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${app.server.url}/login`);
    await signIn(page, ADMIN_EMAIL, adminPassword);
    // No redirect: the first menu item the user may open.
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto(`${app.server.url}/login`);
    // GuestOnly sends it to / and the home page opens the first menu item.
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await page.locator('#auth-email').count()).toBe(0);

    // Reloading restores the session from the stored token: the full-screen splash (logo and
    // spinner) shows while `me` loads (held back a little here so it can be seen), in a layout
    // whose frame index.html does not draw, a collapsed menu (in the one it draws, every signed-in
    // page shows its static frame's own wait view instead: e2e first-load test).
    await page.evaluate(() => localStorage.setItem('passdesk.settings', JSON.stringify({ navCollapsed: true })));
    await page.route(`**${apiUrl(ADMIN_API, AUTH_PATHS.me)}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${app.server.url}${SCREENS.profile}`);
    const splash = page.getByTestId('session-splash');
    await splash.waitFor();
    await splash.getByText('PassDesk').waitFor();
    expect(await splash.locator('.MuiCircularProgress-root').count()).toBe(1);
    await screenshot(page, 'auth-session-splash');
    await splash.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(SCREENS.profile);
    await page.unroute(`**${apiUrl(ADMIN_API, AUTH_PATHS.me)}`);

    // A stored token that no longer works: silently logged out (no toast), storage cleared.
    await page.evaluate(() => localStorage.setItem('passdesk.accessToken', 'not-a-valid-token'));
    await page.goto(`${app.server.url}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.getByText('Session expired. Please log in again.').count()).toBe(0);
    expect(await page.evaluate(() => [localStorage.getItem('passdesk.accessToken'), localStorage.getItem('passdesk.userData')])).toEqual([null, null]);
    await context.close();
  });

  it('signs in with the keyboard alone; the guest pages and the dialog pass axe', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${app.server.url}/login`);
    await page.locator('#auth-email').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // The email field has the focus; Tab reaches the password, its toggle, the link and the button.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('auth-email');
    await page.keyboard.press('Enter');
    await page.locator('#auth-email-helper-text[role="alert"]').waitFor();
    await page.keyboard.type(ADMIN_EMAIL);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('auth-password');
    await page.keyboard.type(adminPassword);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Show Password');
    await page.keyboard.press('Space');
    expect(await page.locator('#auth-password').getAttribute('type')).toBe('text');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Forgot password?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.locator('#change-password-old_password-helper-text').waitFor();
    // The account menu fades out behind the dialog; half transparent, axe would measure its contrast mid-fade.
    await page.locator('#user-menu').waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    // Escape closes the dialog.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();

    const guest = await freshPage();
    await guest.page.goto(`${app.server.url}/forgot-password`);
    await guest.page.locator('#auth-email').waitFor();
    expect(await seriousViolations(guest.page)).toEqual([]);
    await guest.context.close();
  });

  it('ends the session on a 401 with the session-expired toast', async () => {
    const { context, page } = await freshPage();
    await page.goto(`${app.server.url}/login`);
    await signIn(page, ADMIN_EMAIL, adminPassword);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // The dashboard's own request must be answered first: revoked while it is still on its way, its
    // 401 ends the session before the profile is opened (the menu item detached under the click).
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.locator('#content [aria-busy="true"]').waitFor({ state: 'detached' });
    // Revoke this session on the server, then make the panel call the API.
    const token = await page.evaluate(() => localStorage.getItem('passdesk.accessToken'));
    await fetch(`${app.server.url}${apiUrl(ADMIN_API, AUTH_PATHS.logout)}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.locator('input[name="first_name"]').fill('Changed');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Session expired. Please log in again.').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('passdesk.accessToken'))).toBeNull();
    await context.close();
  });

  it('resets a forgotten password with the code from the email, then signs in with the new password', async () => {
    const { context, page, problems } = await freshPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.locator('#auth-email').waitFor();
    await screenshot(page, 'auth-forgot-password');
    await page.locator('#auth-email').fill(ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Send code' }).click();

    // The code is mailed after the answer, not awaited by it: on a busy machine it can take a while.
    const mail = await smtp.waitFor(ADMIN_EMAIL, 45_000);
    const code = /code is (\d{6})\./.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.locator('#auth-otp').waitFor();
    // A wrong code first: the message is shown under the field.
    await page.locator('#auth-otp').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.locator('#auth-otp-helper-text').filter({ hasText: 'invalid or has expired' }).waitFor();
    await screenshot(page, 'auth-verify-otp');
    await page.locator('#auth-otp').fill(code ?? '');
    await page.getByRole('button', { name: 'Verify code' }).click();

    await page.locator('#reset-new_password').waitFor();
    await page.locator('#reset-new_password').fill('short');
    await page.locator('#reset-confirm_password').fill('other');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(PASSWORD_MESSAGES.minLength).waitFor();
    await page.getByText(PASSWORD_MESSAGES.mismatch).waitFor();
    await screenshot(page, 'auth-reset-password');
    await page.locator('#reset-new_password').fill(RESET_PASSWORD);
    await page.locator('#reset-confirm_password').fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();

    // Not signed in: back to the login page.
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('passdesk.accessToken'))).toBeNull();
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first().waitFor();
    await signIn(page, ADMIN_EMAIL, RESET_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    adminPassword = RESET_PASSWORD;
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('shows each password message in the Change Password dialog, and on success toasts and logs out', async () => {
    const { context, page, problems } = await freshPage();
    await page.goto(`${app.server.url}/login`);
    await signIn(page, ADMIN_EMAIL, adminPassword);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.waitFor();
    // MUI gives the dialog role to the paper itself.
    expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(408);

    const current = page.locator('#change-password-old_password');
    const next = page.locator('#change-password-new_password');
    const confirm = page.locator('#change-password-confirm_password');
    const helper = (field: string) => page.locator(`#change-password-${field}-helper-text`);
    const save = dialog.getByRole('button', { name: 'Save' });

    await save.click();
    await expect(helper('old_password').textContent()).resolves.toBe(PASSWORD_MESSAGES.currentRequired);
    await expect(helper('new_password').textContent()).resolves.toBe(PASSWORD_MESSAGES.newRequired);
    await expect(helper('confirm_password').textContent()).resolves.toBe(PASSWORD_MESSAGES.confirmRequired);
    await screenshot(page, 'auth-change-password-required');

    await next.fill('Ab1@x');
    await expect(helper('new_password').textContent()).resolves.toBe(PASSWORD_MESSAGES.minLength);
    await next.fill('abcdefgh1');
    await expect(helper('new_password').textContent()).resolves.toBe(PASSWORD_MESSAGES.complexity);
    await next.fill('Abcdefgh1#');
    await expect(helper('new_password').textContent()).resolves.toBe(PASSWORD_MESSAGES.complexity);
    await next.fill(CHANGED_PASSWORD);
    await confirm.fill(`${CHANGED_PASSWORD}-`);
    await expect(helper('confirm_password').textContent()).resolves.toBe(PASSWORD_MESSAGES.mismatch);
    await screenshot(page, 'auth-change-password-messages');

    // The show/hide toggle reveals what was typed.
    expect(await next.getAttribute('type')).toBe('password');
    await dialog.getByRole('button', { name: 'Show New Password' }).click();
    expect(await next.getAttribute('type')).toBe('text');

    // Closing resets the form.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await dialog.waitFor();
    expect(await next.inputValue()).toBe('');

    // A wrong current password: the server's message in an error toast, still signed in.
    await current.fill('Wrong@12345');
    await next.fill(CHANGED_PASSWORD);
    await confirm.fill(CHANGED_PASSWORD);
    await save.click();
    await page.getByText('Current password is incorrect').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    await current.fill(adminPassword);
    await save.click();
    await page.getByText('Password changed successfully. Please log in again.').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByText('Session expired. Please log in again.').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('passdesk.accessToken'))).toBeNull();
    await signIn(page, ADMIN_EMAIL, CHANGED_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});

/**
 * Forgot password on the default install (no SMTP_URL, docs/operations.md "Mail"): a demo user asks
 * for a code, the super admin reads it in the panel's Mail Outbox (marked as not sent), and the
 * user finishes the reset and signs in with the new password — from the panel alone.
 */
import { describe, expect, it } from 'vitest';
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { seriousViolations } from '../support/axe.ts';
import { screenshot } from '../support/browser.ts';
import { submitLogin } from '../support/shell-session.ts';
import { useSignedInApp, WIDE } from '../support/signed-in-app.ts';

const DEMO_USER = 'vikram.singh@passdesk.local';
const NEW_PASSWORD = 'Vikram@2026new';
const PHONE = { width: 390, height: 844 };
const TEST_TIMEOUT = 240_000;

describe('the mail outbox', () => {
  const app = useSignedInApp();

  it('lets a newcomer finish forgot-password for a demo user with the code read in the Mail Outbox', async () => {
    const guest = await app.guestPage(WIDE);
    await guest.page.goto(`${app.server.url}${SCREENS.forgotPassword}`);
    await guest.page.locator('#auth-email').fill(DEMO_USER);
    await guest.page.getByRole('button', { name: 'Send code' }).click();
    await guest.page.locator('#auth-otp').waitFor();

    // The super admin finds the Mail Outbox under User Management.
    const { page, problems } = await app.signedIn(SCREENS.dashboard, WIDE);
    await page.getByRole('button', { name: 'User Management', exact: true }).click();
    await page.getByRole('link', { name: 'Mail Outbox' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mail Outbox' }).waitFor();
    await page.getByText('No SMTP server is configured (SMTP_URL)').waitFor();
    const mail = page.getByRole('article').filter({ hasText: `To ${DEMO_USER}` }).first();
    await mail.waitFor();
    await expect(mail.getByText('Not sent: no SMTP server configured').count()).resolves.toBe(1);
    const code = /code is (\d{6})\./.exec(await mail.innerText())?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await screenshot(page, 'mail-outbox');
    expect(await seriousViolations(page, { settle: true }), 'Mail Outbox').toEqual([]);

    await guest.page.locator('#auth-otp').fill(code ?? '');
    await guest.page.getByRole('button', { name: 'Verify code' }).click();
    await guest.page.locator('#reset-new_password').fill(NEW_PASSWORD);
    await guest.page.locator('#reset-confirm_password').fill(NEW_PASSWORD);
    await guest.page.getByRole('button', { name: 'Reset password' }).click();
    await guest.page.waitForURL((url) => url.pathname === SCREENS.login);
    await submitLogin(guest.page, DEMO_USER, NEW_PASSWORD);
    await guest.page.waitForURL((url) => url.pathname !== SCREENS.login);
    expect(problems.pageErrors).toEqual([]);
    expect(guest.problems.pageErrors).toEqual([]);
  }, TEST_TIMEOUT);

  it('shows the outbox on a 390 px phone, and to nobody but super admins', async () => {
    const phone = await app.signedIn(SCREENS.mailOutbox, PHONE);
    await phone.page.getByRole('heading', { level: 1, name: 'Mail Outbox' }).waitFor();
    await phone.page.getByRole('article').first().waitFor();
    await screenshot(phone.page, 'mail-outbox-phone');
    expect(await seriousViolations(phone.page, { settle: true }), 'Mail Outbox on a phone').toEqual([]);

    const admin = await app.createUser({
      first_name: 'Omar',
      last_name: 'Access',
      email: 'omar.access@passdesk.local',
      password: 'Omar@123456',
      role: { name: 'All user rights', permissions: { 'User Management': { read: true }, '1. Permissions': { read: true }, '2. Roles': { read: true }, '3. User': { read: true } } },
    });
    const signedIn = await app.signIn(admin.email, admin.password);
    // They land on 1. Permissions, so the User Management group is open: its items show, Mail Outbox not.
    await signedIn.page.waitForURL((url) => url.pathname === SCREENS.permissions);
    await signedIn.page.getByRole('link', { name: '3. User' }).waitFor();
    await expect(signedIn.page.getByRole('link', { name: 'Mail Outbox' }).count()).resolves.toBe(0);
    await signedIn.page.goto(`${app.server.url}${SCREENS.mailOutbox}`);
    await signedIn.page.waitForURL((url) => url.pathname === SCREENS.notAuthorized);
  }, TEST_TIMEOUT);
});

/**
 * The second factor in Chromium (docs/api.md "Second factor"): a staff member sets up an
 * authenticator app from the profile (codes computed from the key shown as text), keeps the
 * recovery codes (downloaded), then signs in from fresh browsers with a code, with a recovery
 * code, and is refused a reused code and a reused recovery code; makes new recovery codes and
 * removes the app, each with the password again; a role that requires a second factor takes
 * its holder to the set-up right after the password; and an administrator resets another user's
 * factor from the user's page.
 */
import fs from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { SECOND_FACTOR_PATHS } from '@passdesk/contract/auth/second-factor';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { screenPath, SCREENS } from '@passdesk/contract/navigation/screens';
import { adminToken, submitLogin } from '../support/shell-session.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';

/** The app's code for the step `steps` away from now. */
const codeOf = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

describe('the second factor in Chromium', () => {
  const app = useSignedInApp();

  /** A fresh browser at /login, past the password: the second step's form. */
  const secondStep = async (email: string, password: string): Promise<Page> => {
    const { page } = await app.guestPage();
    await page.goto(`${app.server.url}/login`);
    await submitLogin(page, email, password);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    return page;
  };
  const enterCode = async (page: Page, code: string) => {
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
  };
  const signedIn = (page: Page) => page.getByTestId('app-bar').waitFor();
  const refused = (page: Page) => page.getByRole('alert').filter({ hasText: 'The code is wrong or was already used' }).waitFor();

  /** Sets up an authenticator app on the signed-in page's profile (a wrong first code refused); its key and recovery codes (downloaded). */
  const enrolFromProfile = async (page: Page) => {
    await page.goto(`${app.server.url}/profile`);
    await page.getByRole('button', { name: 'Show two-step sign-in' }).click();
    await page.getByText('Off. With an authenticator app').waitFor();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('alert').filter({ hasText: 'The code is wrong or was already used' }).waitFor();
    await page.getByLabel('6-digit code').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();

    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(codes).toHaveLength(10);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('passdesk-recovery-codes.txt');
    expect(fs.readFileSync(await download.path(), 'utf8')).toBe(`${codes.join('\n')}\n`);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('On, with an authenticator app. Recovery codes left: 10.').waitFor();

    return { secret, codes };
  };

  it('enrols from the profile, then signs in with a code and with a recovery code, each accepted once', async () => {
    const user = await app.createUser({
      first_name: 'Kavya',
      last_name: 'Shah',
      email: 'kavya.second-factor@passdesk.test',
      password: 'Kavya@12345',
      role: { name: 'Second factor clerk', permissions: { Dashboard: { read: true } } },
    });
    const { page } = await app.signIn(user.email, user.password);
    const { secret, codes } = await enrolFromProfile(page);

    // The enrolment used this step's code: the next step's is the next one accepted. The same
    // code string is offered twice: computing "the next step's" again could, across a 30-second
    // boundary, give a later code the server rightly accepts.
    const nextCode = codeOf(secret, 1);
    const withCode = await secondStep(user.email, user.password);
    await enterCode(withCode, nextCode);
    await signedIn(withCode);

    const reusedCode = await secondStep(user.email, user.password);
    await enterCode(reusedCode, nextCode);
    await refused(reusedCode);

    const recovery = codes[0] ?? '';
    const withRecovery = await secondStep(user.email, user.password);
    await enterCode(withRecovery, recovery);
    await signedIn(withRecovery);

    const reusedRecovery = await secondStep(user.email, user.password);
    await enterCode(reusedRecovery, recovery);
    await refused(reusedRecovery);
    // Start again goes back to the password.
    await reusedRecovery.getByRole('button', { name: 'Start again' }).click();
    await reusedRecovery.getByRole('button', { name: 'Log in' }).waitFor();
  });

  it('takes the holder of a role that requires a second factor to its set-up, then into the panel', async () => {
    const user = await app.createUser({
      first_name: 'Omkar',
      last_name: 'Joshi',
      email: 'omkar.required-factor@passdesk.test',
      password: 'Omkar@12345',
      role: { name: 'Guarded clerk', permissions: { Dashboard: { read: true } }, requires_second_factor: true },
    });
    const { page } = await app.guestPage();
    await page.goto(`${app.server.url}/login`);
    await submitLogin(page, user.email, user.password);
    await page.getByRole('heading', { name: 'A second factor is required' }).waitFor();
    // Nothing else opens meanwhile: the menu and the app bar are not there.
    expect(await page.getByTestId('app-bar').count()).toBe(0);
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel('6-digit code').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await signedIn(page);
    // And the next sign-in asks for the code.
    const next = await secondStep(user.email, user.password);
    await enterCode(next, codeOf(secret, 1));
    await signedIn(next);
  });

  it('makes new recovery codes and removes the app from the profile, each with the password again', async () => {
    const user = await app.createUser({
      first_name: 'Ishaan',
      last_name: 'Mehta',
      email: 'ishaan.second-factor@passdesk.test',
      password: 'Ishaan@12345',
      role: { name: 'Second factor reader', permissions: { Dashboard: { read: true } } },
    });
    const { page } = await app.signIn(user.email, user.password);
    const { codes } = await enrolFromProfile(page);

    await page.getByRole('button', { name: 'Make new recovery codes' }).click();
    const renew = page.getByRole('form', { name: 'Make new recovery codes' });
    await renew.getByLabel('Password').fill('Wrong@12345');
    await renew.getByRole('button', { name: 'Make new recovery codes' }).click();
    await renew.getByRole('alert').filter({ hasText: 'Current password is incorrect' }).waitFor();
    await renew.getByLabel('Password').fill(user.password);
    await renew.getByRole('button', { name: 'Make new recovery codes' }).click();
    await page.getByText('New recovery codes made. The old ones no longer work.').waitFor();
    const renewed = (await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(renewed).toHaveLength(10);
    expect(renewed.filter((code) => codes.includes(code))).toEqual([]);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('On, with an authenticator app. Recovery codes left: 10.').waitFor();

    const oldCode = await secondStep(user.email, user.password);
    await enterCode(oldCode, codes[1] ?? '');
    await refused(oldCode);

    await page.getByRole('button', { name: 'Remove authenticator app' }).click();
    const remove = page.getByRole('form', { name: 'Remove authenticator app' });
    await remove.getByLabel('Password').fill(user.password);
    await remove.getByRole('button', { name: 'Remove authenticator app' }).click();
    await page.getByText('Authenticator app removed.').waitFor();
    await page.getByText('Off. With an authenticator app').waitFor();

    // Signing in takes the password only again.
    const { page: fresh } = await app.guestPage();
    await fresh.goto(`${app.server.url}/login`);
    await submitLogin(fresh, user.email, user.password);
    await signedIn(fresh);
  });
  it("lets an administrator reset another user's second factor from the user's page: the user is signed out and signs in with the password alone", async () => {
    const user = await app.createUser({
      first_name: 'Rohan',
      last_name: 'Mehta',
      email: 'rohan.reset@passdesk.test',
      password: 'Rohan@12345',
      role: { name: 'Second factor reset clerk', permissions: { Dashboard: { read: true } } },
    });
    // The user sets up an authenticator app through the API, as the profile would.
    const userToken = await adminToken(app.server.url, user.email, user.password);
    const call = (path: string, token: string, body?: unknown) =>
      fetch(`${app.server.url}${ADMIN_API}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const setup = (await (await call(SECOND_FACTOR_PATHS.totp, userToken, {})).json()) as { data: { secret: string } };
    expect((await call(SECOND_FACTOR_PATHS.totpConfirm, userToken, { code: codeOf(setup.data.secret) })).status).toBe(200);

    const { page } = await app.signedIn(screenPath(SCREENS.viewUser, { id: user.id }));
    await page.getByText('On', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Reset second factor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset second factor?' });
    await dialog.getByText('signed out everywhere').waitFor();
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await page.getByText('Second factor reset: the user was signed out and mailed').waitFor();
    await page.getByText('Off', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Reset second factor' }).count()).toBe(0);

    expect((await call(AUTH_PATHS.me, userToken)).status).toBe(401);
    expect(await adminToken(app.server.url, user.email, user.password)).toEqual(expect.any(String));
  });
});

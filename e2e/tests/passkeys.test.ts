/**
 * Passkeys in Chromium (docs/api.md "Passkeys", docs/panel.md "Signing in and out"), with the
 * DevTools protocol's virtual authenticator (a platform authenticator that keeps discoverable
 * passkeys and checks its user), so no hardware is needed: a staff member adds a named passkey
 * from the profile, renames it, signs in with it from a fresh browser without the password and as
 * the second step after it, and removes it with the password again.
 *
 * WebAuthn binds a passkey to a domain name, never an IP address: these pages open the server as
 * `localhost`, the relying party the server then names (PASSKEY_ORIGIN unset: the request's own).
 */
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { submitLogin } from '../support/shell-session.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';

type VirtualCredential = { credentialId: string; isResidentCredential: boolean; rpId?: string; privateKey: string; userHandle?: string; signCount: number };

/** A virtual authenticator on the page, as a phone's or laptop's own: a PIN or fingerprint always given. */
async function addAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

describe('passkeys in Chromium', () => {
  const app = useSignedInApp();
  const local = () => app.server.url.replace('127.0.0.1', 'localhost');
  const signedIn = (page: Page) => page.getByTestId('app-bar').waitFor();

  it('adds a named passkey from the profile, signs in with it without the password and as the second step, renames and removes it', async () => {
    const user = await app.createUser({
      first_name: 'Meera',
      last_name: 'Iyer',
      email: 'meera.passkey@passdesk.test',
      password: 'Meera@12345',
      role: { name: 'Passkey clerk', permissions: { Dashboard: { read: true } } },
    });
    const { page, context } = await app.guestPage();
    context.setDefaultTimeout(45_000);
    const laptop = await addAuthenticator(page);
    await page.goto(`${local()}${SCREENS.login}`);
    await submitLogin(page, user.email, user.password);
    await signedIn(page);

    await page.goto(`${local()}/profile`);
    await page.getByRole('button', { name: 'Show two-step sign-in' }).click();
    await page.getByText('No passkeys yet.').waitFor();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const add = page.getByRole('form', { name: 'Add a passkey' });
    // A nameless passkey is refused before the browser is asked: the device keeps nothing.
    await add.getByRole('button', { name: 'Add a passkey' }).click();
    await add.getByText('Name the passkey').waitFor();
    expect((await laptop.cdp.send('WebAuthn.getCredentials', { authenticatorId: laptop.authenticatorId })).credentials).toHaveLength(0);
    await add.getByLabel('Name of this passkey').fill('Work laptop');
    await add.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Passkey added. You can sign in with it now.').waitFor();
    await page.getByText('On, with passkeys.').waitFor();
    const list = page.getByRole('list', { name: 'Passkeys' });
    await list.getByText('Work laptop').waitFor();
    await list.getByText(/not used yet/).waitFor();

    await list.getByRole('button', { name: 'Rename: Work laptop' }).click();
    const rename = page.getByRole('form', { name: 'Rename: Work laptop' });
    await rename.getByLabel('Name of this passkey').fill('Office laptop');
    await rename.getByRole('button', { name: 'Save' }).click();
    await list.getByText('Office laptop').waitFor();

    // The passkey lives in the authenticator: a fresh browser with the same authenticator signs in with it.
    const { credentials } = (await laptop.cdp.send('WebAuthn.getCredentials', { authenticatorId: laptop.authenticatorId })) as { credentials: VirtualCredential[] };
    const passkey = credentials.at(-1);
    expect(passkey?.isResidentCredential).toBe(true);
    expect(passkey?.rpId).toBe('localhost');
    // Each device's copy counts on from further ahead, as the server wants every signature's counter higher.
    let copies = 0;
    const fresh = async () => {
      copies += 1;
      const opened = await app.guestPage();
      opened.context.setDefaultTimeout(45_000);
      const device = await addAuthenticator(opened.page);
      await device.cdp.send('WebAuthn.addCredential', { authenticatorId: device.authenticatorId, credential: { ...passkey!, signCount: passkey!.signCount + 100 * copies } });
      await opened.page.goto(`${local()}${SCREENS.login}`);
      return opened.page;
    };

    const withoutPassword = await fresh();
    await withoutPassword.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await signedIn(withoutPassword);

    // The password now asks for a second step, which the passkey alone answers.
    const secondStep = await fresh();
    await submitLogin(secondStep, user.email, user.password);
    await secondStep.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    expect(await secondStep.getByLabel('Code').count()).toBe(0);
    await secondStep.getByRole('button', { name: 'Use a passkey' }).click();
    await signedIn(secondStep);

    await page.reload();
    await page.getByRole('button', { name: 'Show two-step sign-in' }).click();
    await list.getByText(/last used/).waitFor();
    await list.getByRole('button', { name: 'Remove: Office laptop' }).click();
    const remove = page.getByRole('form', { name: 'Remove the passkey “Office laptop”' });
    await remove.getByLabel('Password').fill('Wrong@12345');
    await remove.getByRole('button', { name: 'Remove' }).click();
    await remove.getByRole('alert').filter({ hasText: 'Current password is incorrect' }).waitFor();
    await remove.getByLabel('Password').fill(user.password);
    await remove.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Passkey removed.').waitFor();
    await page.getByText('No passkeys yet.').waitFor();

    // Without it, the passkey is refused and the password alone signs in.
    const refused = await fresh();
    await refused.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await refused.getByRole('alert').filter({ hasText: 'The passkey was not accepted. Please try again.' }).waitFor();
    await submitLogin(refused, user.email, user.password);
    await signedIn(refused);
  });

  it('meets a role\'s required second factor with a passkey instead of an authenticator app', async () => {
    const user = await app.createUser({
      first_name: 'Arjun',
      last_name: 'Nair',
      email: 'arjun.required-passkey@passdesk.test',
      password: 'Arjun@12345',
      role: { name: 'Guarded passkey clerk', permissions: { Dashboard: { read: true } }, requires_second_factor: true },
    });
    const { page, context } = await app.guestPage();
    context.setDefaultTimeout(45_000);
    const phone = await addAuthenticator(page);
    await page.goto(`${local()}${SCREENS.login}`);
    await submitLogin(page, user.email, user.password);
    await page.getByRole('heading', { name: 'A second factor is required' }).waitFor();
    await page.getByRole('button', { name: 'Add a passkey instead' }).click();
    await page.getByLabel('Name of this passkey').fill('My phone');
    await page.getByRole('form', { name: 'Add a passkey' }).getByRole('button', { name: 'Add a passkey' }).click();
    await signedIn(page);
    expect((await phone.cdp.send('WebAuthn.getCredentials', { authenticatorId: phone.authenticatorId })).credentials).toHaveLength(1);

    // The next sign-in with the password asks for the passkey.
    const next = await app.guestPage();
    const device = await addAuthenticator(next.page);
    const [credential] = (await phone.cdp.send('WebAuthn.getCredentials', { authenticatorId: phone.authenticatorId })).credentials;
    await device.cdp.send('WebAuthn.addCredential', { authenticatorId: device.authenticatorId, credential: credential! });
    await next.page.goto(`${local()}${SCREENS.login}`);
    await submitLogin(next.page, user.email, user.password);
    await next.page.getByRole('button', { name: 'Use a passkey' }).click();
    await signedIn(next.page);
  });
});

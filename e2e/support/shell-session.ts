/**
 * Signing in: through the real login endpoint (a token kept where the panel looks for it:
 * browser local storage, docs/panel.md "Constants") or through the login page's form.
 */
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server.ts';
import { signInAnsweringSecondStep } from './admin-second-factor.ts';
import { SCREENS } from '@passdesk/contract/navigation/screens';

export const TOKEN_KEY = 'passdesk.accessToken';

/**
 * A token of `email` (the first administrator by default) from POST /login; the second step, when
 * asked, answered as the account's phone would (admin-second-factor.ts).
 */
export async function adminToken(baseUrl: string, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
  return signInAnsweringSecondStep(baseUrl, email, password);
}

/** Opens `path` signed in: the token is stored first, then the page loads and restores the session. */
export async function openSignedIn(page: Page, baseUrl: string, token: string, path: string = SCREENS.dashboard): Promise<void> {
  await page.goto(`${baseUrl}${SCREENS.notFound}`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId('app-bar').waitFor();
}

/** Fills the login form that is on the page and presses "Log in". */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.locator('#auth-email').fill(email);
  await page.locator('#auth-password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Goes to `path` inside the running app (the router's own history, no page load). */
export async function pushPath(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Client-side navigation to a screen of the signed-in shell: resolves once `path` shows its own
 * heading (not the previous screen's) and has finished loading its data.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const previous = await page.evaluate(() => {
    const heading = document.querySelector('#content h1');
    heading?.setAttribute('data-left', '');
    return { path: location.pathname, heading: heading?.textContent ?? '' };
  });
  if (previous.path !== path) await pushPath(page, path);
  await page.waitForFunction(
    ([to, before]) => {
      const heading = document.querySelector('#content h1');
      return location.pathname === to && heading !== null && (to === before.path || !heading.hasAttribute('data-left') || heading.textContent !== before.heading);
    },
    [path, previous] as const,
  );
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/**
 * What `panel-load --all` measures: every page of the contract's SCREENS table, each as its user
 * opens it, plus the inspector web app (/inspect, a second entry served by the server) signed out
 * and signed in. Whether a page is measured signed out or signed in is found by opening it in the
 * browser, not written down: a page that shows itself to a visitor without a token (the guest,
 * citizen and error pages) is measured signed out; any other is measured with the demo
 * administrator's token; a page that forwards elsewhere either way (/ → the first menu item) is
 * left out and said so. A page with an `:id` is opened on the first record of its list in the demo data.
 */
import type { Browser } from 'playwright-core';
import { ADMIN_API, MOBILE_API } from '@passdesk/contract/http/paths';
import { ADMIN_USER_PATHS } from '@passdesk/contract/access/access-paths';
import { APPLICATION_PATHS } from '@passdesk/contract/applications/applications-paths';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { MOBILE_AUTH_PATHS, MOBILE_USER_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { RENEWAL_PATHS } from '@passdesk/contract/renewals/renewals-paths';
import { SCREENS, type ScreenPath } from '@passdesk/contract/navigation/screens';
import { pathOf } from '@passdesk/contract/http/paths';
import { TOKEN_KEY } from '../../e2e/support/shell-session.ts';

/** The inspector web app's entry (apps/server/src/platform/http/web-app.ts `isInspectorPath`). */
export const INSPECT_PATH = '/inspect';
/** Where the inspector app keeps its session (apps/web/src/inspect/mobile-api.ts). */
export const INSPECT_SESSION_KEY = 'passdesk.inspect.session';

export type SignIn = 'signed out' | 'staff' | 'inspector';

export interface ScreenTarget {
  label: string;
  url: string;
  signIn: SignIn;
}

/** The list whose first record opens a page with an `:id`. */
const ID_SOURCES: Partial<Record<ScreenPath, string>> = {
  [SCREENS.viewCard]: CARD_PATHS.list,
  [SCREENS.editCard]: CARD_PATHS.list,
  [SCREENS.renewCard]: RENEWAL_PATHS.expired,
  [SCREENS.viewRenewal]: RENEWAL_PATHS.renewed,
  [SCREENS.reviewApplication]: APPLICATION_PATHS.list,
  [SCREENS.viewUser]: ADMIN_USER_PATHS.list,
};

async function api<T>(baseUrl: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

async function firstId(baseUrl: string, token: string, listPath: string): Promise<number | undefined> {
  const list = await api<{ items?: { id: number }[] }>(baseUrl, `${ADMIN_API}${listPath}?limit=1`, token);
  return list.items?.[0]?.id;
}

/** An inspector account made for the run and its session, as the inspector app stores it. */
export async function inspectorSession(baseUrl: string, token: string): Promise<string> {
  const inspector = { name: 'Bench Inspector', employee_code: `BENCH-${Date.now()}`, mobile: '9000000001', password: 'Bench@Inspect1', status: 'active' };
  await api(baseUrl, `${ADMIN_API}${MOBILE_USER_PATHS.create}`, token, inspector);
  const response = await fetch(`${baseUrl}${MOBILE_API}${MOBILE_AUTH_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: inspector.employee_code, password: inspector.password }),
  });
  if (!response.ok) throw new Error(`inspector sign-in: ${response.status} ${await response.text()}`);
  return JSON.stringify(((await response.json()) as { data: unknown }).data);
}

/** The path a page lands on, opened in a fresh context with `token` stored (or none). */
async function landing(browser: Browser, baseUrl: string, path: string, token: string | undefined): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}${SCREENS.notFound}`);
    if (token) await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    return new URL(page.url()).pathname;
  } finally {
    await context.close();
  }
}

/** Every screen to measure, and the ones left out with why. */
export async function screenTargets(browser: Browser, baseUrl: string, token: string): Promise<{ targets: ScreenTarget[]; skipped: string[] }> {
  const targets: ScreenTarget[] = [];
  const skipped: string[] = [];
  for (const screen of Object.values(SCREENS)) {
    let path: string = screen;
    if (screen.includes(':id')) {
      const source = ID_SOURCES[screen];
      const id = source === undefined ? undefined : await firstId(baseUrl, token, source);
      if (id === undefined) {
        skipped.push(`${screen}: no record to open in the demo data`);
        continue;
      }
      path = pathOf(screen, { id });
    }
    if ((await landing(browser, baseUrl, path, undefined)) === path) targets.push({ label: screen, url: path, signIn: 'signed out' });
    else if ((await landing(browser, baseUrl, path, token)) === path) targets.push({ label: screen, url: path, signIn: 'staff' });
    else skipped.push(`${screen}: forwards to another page signed in or out`);
  }
  targets.push({ label: INSPECT_PATH, url: INSPECT_PATH, signIn: 'signed out' }, { label: INSPECT_PATH, url: INSPECT_PATH, signIn: 'inspector' });
  return { targets, skipped };
}

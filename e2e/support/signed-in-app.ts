/**
 * The one set-up of every browser test: the real server and Chromium, started once for a describe
 * block and stopped after it (the server must exit 0); pages in contexts of their own (closed
 * after the block) — as a guest, signed in with a token, or signed in through the login page —
 * and the test-user factory (a role and a user holding it, made through the API).
 */
import type { PermissionFlags } from '@passdesk/contract/access/permissions';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { launchBrowser, openPage, screenshot, type PageProblems } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { adminToken, openSignedIn, submitLogin } from './shell-session.ts';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../apps/server/src/test/api-url.ts';
import { ADMIN_USER_PATHS, ROLE_PATHS } from '@passdesk/contract/access/access-paths';
import { SCREENS } from '@passdesk/contract/navigation/screens';

export const WIDE = { width: 1440, height: 900 };

type Viewport = { width: number; height: number };
type OpenedPage = { context: BrowserContext; page: Page; problems: PageProblems };

interface TestUserSpec {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  /** A role made for this user, with its flags per permission name (and whether it requires a second factor). */
  role?: { name: string; permissions: Record<string, Partial<PermissionFlags>>; requires_second_factor?: boolean };
  /** Further roles made for this user (a user may hold several). */
  moreRoles?: Array<{ name: string; permissions: Record<string, Partial<PermissionFlags>> }>;
}

interface TestUser {
  id: number;
  email: string;
  password: string;
  roleId?: number;
}

export interface SignedInAppOptions {
  /**
   * Extra server environment. A function runs in beforeAll, before the server starts (after the
   * test's own beforeAll, e.g. an SMTP receiver): it may also prepare the data directory.
   */
  env?: Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);
  /** Extra Chromium switches, e.g. FAKE_CAMERA_ARGS for the webcam photo. */
  browserArgs?: readonly string[];
}

export interface SignedInApp {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The first administrator's token, made on first use (sign-in attempts count towards rate limits). */
  adminToken(): Promise<string>;
  /** A new context (closed after the block) at this size. */
  newContext(viewport?: Viewport): Promise<BrowserContext>;
  /** A new page of a fresh context, signed in as nobody. */
  guestPage(viewport?: Viewport): Promise<OpenedPage>;
  /** A new page opened at `path`, signed in with `token` (the administrator's by default). */
  signedIn(path?: string, viewport?: Viewport, token?: string): Promise<OpenedPage>;
  /** A new page signed in through the login page; resolves once the landing page's shell shows. */
  signIn(email: string, password: string, viewport?: Viewport): Promise<OpenedPage>;
  /** The test-user factory: a user (and a role of their own), made by the administrator through the API. */
  createUser(spec: TestUserSpec): Promise<TestUser>;
}

/** Call inside `describe`: registers the beforeAll/afterAll that start and stop everything. */
export function useSignedInApp(options: SignedInAppOptions = {}): SignedInApp {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let token: Promise<string> | undefined;
  const contexts: BrowserContext[] = [];
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started (use the app inside its describe block)`);
    return value;
  };

  beforeAll(async () => {
    server = await startServer(typeof options.env === 'function' ? await options.env() : options.env);
    browser = await launchBrowser(options.browserArgs);
  });
  // A failed test prints what the server logged (warnings and errors), so a failure on CI can be read.
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      const log = server?.output().trim();
      if (log) console.log(`server log (last 8,000 characters):\n${log.slice(-8_000)}`);
    });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  /** POST to the admin API as the administrator; the answer's data. */
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${app.server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await app.adminToken()}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };

  const app: SignedInApp = {
    get server() {
      return ready(server, 'the server');
    },
    get browser() {
      return ready(browser, 'the browser');
    },
    adminToken() {
      token ??= adminToken(app.server.url);
      return token;
    },
    async newContext(viewport = WIDE) {
      const context = await app.browser.newContext({ viewport, acceptDownloads: true });
      contexts.push(context);
      return context;
    },
    async guestPage(viewport = WIDE) {
      const context = await app.newContext(viewport);
      return { context, ...(await openPage(context)) };
    },
    async signedIn(path: string = SCREENS.dashboard, viewport = WIDE, sessionToken?: string) {
      const opened = await app.guestPage(viewport);
      await openSignedIn(opened.page, app.server.url, sessionToken ?? (await app.adminToken()), path);
      return opened;
    },
    async signIn(email, password, viewport = WIDE) {
      const opened = await app.guestPage(viewport);
      const { page } = opened;
      // The machine may be busy (two cores, builds next door): be patient rather than flaky.
      opened.context.setDefaultTimeout(45_000);
      await page.goto(`${app.server.url}${SCREENS.login}`);
      await submitLogin(page, email, password);
      await page.waitForURL((url) => url.pathname !== SCREENS.login);
      await page.getByTestId('app-bar').waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
        await screenshot(page, `sign-in-failed-${email}`);
        throw new Error(`${email} signed in to ${page.url()} without the shell: ${String(error)}`);
      });
      return opened;
    },
    async createUser({ role, moreRoles = [], ...user }) {
      const roleId = role ? (await post<{ id: number }>(apiUrl(ADMIN_API, ROLE_PATHS.create), role)).id : undefined;
      const moreIds: number[] = [];
      for (const extra of moreRoles) moreIds.push((await post<{ id: number }>(apiUrl(ADMIN_API, ROLE_PATHS.create), extra)).id);
      const created = await post<{ id: number }>(apiUrl(ADMIN_API, ADMIN_USER_PATHS.create), { ...user, role_ids: [...(roleId === undefined ? [] : [roleId]), ...moreIds] });
      return { id: created.id, email: user.email, password: user.password, roleId };
    },
  };
  return app;
}

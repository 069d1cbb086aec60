/**
 * The set-up most browser tests share: the real server and Chromium, started once for a describe
 * block and stopped after it (the server must exit 0), and pages opened signed in as the first
 * administrator, each in a context of its own.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, openPage, type PageProblems } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { adminToken, openSignedIn } from './shell-session.ts';

export const WIDE = { width: 1440, height: 900 };

export interface SignedInApp {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The administrator's token made in beforeAll. */
  readonly token: string;
  /** A new context (closed after the block) at this size. */
  newContext(viewport?: { width: number; height: number }): Promise<BrowserContext>;
  /** A new page opened at `path`, signed in with `token` (the administrator's by default). */
  signedIn(path?: string, viewport?: { width: number; height: number }, token?: string): Promise<{ page: Page; problems: PageProblems }>;
}

/** Call inside `describe`: registers the beforeAll/afterAll that start and stop everything. */
export function useSignedInApp(env: Record<string, string> = {}): SignedInApp {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let token: string | undefined;
  const contexts: BrowserContext[] = [];
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started (use the app inside its describe block)`);
    return value;
  };

  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
    token = await adminToken(server.url);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    expect(await server?.stop()).toBe(0);
  });

  const app: SignedInApp = {
    get server() {
      return ready(server, 'the server');
    },
    get browser() {
      return ready(browser, 'the browser');
    },
    get token() {
      return ready(token, 'the admin token');
    },
    async newContext(viewport = WIDE) {
      const context = await app.browser.newContext({ viewport });
      contexts.push(context);
      return context;
    },
    async signedIn(path = '/dashboard', viewport = WIDE, sessionToken = app.token) {
      const opened = await openPage(await app.newContext(viewport));
      await openSignedIn(opened.page, app.server.url, sessionToken, path);
      return opened;
    },
  };
  return app;
}

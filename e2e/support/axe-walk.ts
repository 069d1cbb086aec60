/**
 * axe on every screen of the menu (and the profile): one
 * signed-in page per mode (light, dark, right to left, a 390 px phone) walks the screens by
 * client-side navigation, as a user clicking through the menu would — one full load per mode
 * instead of one per screen. Any serious or critical violation is reported, naming the screen and
 * the mode; so is a screen that links to itself as "the home page", one that loses the mode's
 * direction, and any Content-Security-Policy violation (a `securitypolicyviolation` event or a
 * console message about the policy). The modes are split over two test files
 * (axe-screens-*.test.ts) so that the browser tests' two workers share them.
 */
import { MENU, type MenuItem } from '@passdesk/contract/navigation/menu';
import { SCREENS } from '@passdesk/contract/navigation/screens';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { walkStates } from './axe-states.ts';
import type { PageProblems } from './browser.ts';
import { cspViolations, watchCspViolations } from './network.ts';
import { navigateInApp, openSignedIn } from './shell-session.ts';
import { WIDE, type SignedInApp } from './signed-in-app.ts';

export const PHONE = { width: 390, height: 844 };

function menuPaths(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => (item.kind === 'group' ? menuPaths(item.children) : item.kind === 'link' && item.path ? [item.path] : []));
}
/** The pages the walk opens: every menu link, and the profile. */
const WALKED = [...new Set([...menuPaths(MENU), SCREENS.profile])];

/** The CSP violations reported since the last call: events recorded in the page and console errors about the policy. */
export function cspReports(page: Page, problems: PageProblems): () => Promise<string[]> {
  let events = 0;
  let messages = 0;
  return async () => {
    const recorded = await cspViolations(page);
    const aboutPolicy = problems.consoleErrors.filter((text) => /content[ -]security[ -]policy/i.test(text));
    const fresh = [...recorded.slice(events).map((text) => `securitypolicyviolation ${text}`), ...aboutPolicy.slice(messages).map((text) => `console: ${text}`)];
    events = recorded.length;
    messages = aboutPolicy.length;
    return fresh;
  };
}

/** The walk over every screen, for one describe block's app (see useSignedInApp). */
export function screenWalk(app: SignedInApp) {
  /** A signed-in page at the first screen, recording CSP violations from its first script on. */
  async function openMode(search = '', viewport = WIDE) {
    const opened = await app.guestPage(viewport);
    await watchCspViolations(opened.page);
    await openSignedIn(opened.page, app.server.url, await app.adminToken(), `${WALKED[0]}${search}`);
    return { ...opened, search };
  }

  /** Walks every screen on `page` by client-side navigation and collects the problems, screen by screen. */
  async function walk({ page, problems, search }: { page: Page; problems: PageProblems; search: string }, mode: string, dir: 'ltr' | 'rtl' = 'ltr'): Promise<string[]> {
    const found: string[] = [];
    const reports = cspReports(page, problems);
    for (const path of WALKED) {
      await navigateInApp(page, path);
      for (const violation of await seriousViolations(page, { settle: true })) found.push(`${mode} ${path}: ${violation}`);
      // "Home" never leads back to the page it is on.
      const selfHome = await page.getByRole('link', { name: /home page/i }).evaluateAll((links, here) => links.filter((link) => new URL((link as HTMLAnchorElement).href).pathname === here).length, path);
      if (selfHome > 0) found.push(`${mode} ${path}: a "home page" link to itself`);
      // The mode holds on every screen (the language, and so the direction, is not lost on the way).
      const shownDir = await page.evaluate(() => document.documentElement.dir || 'ltr');
      if (shownDir !== dir) found.push(`${mode} ${path}: the page is ${shownDir}, not ${dir}`);
      for (const report of await reports()) found.push(`${mode} ${path}: ${report}`);
    }
    // Forms filled and showing errors, dialogs open, /apply and /inspect (axe-states.ts).
    await walkStates(page, app.server.url, search, mode, async (state, shown = []) => {
      for (const violation of await seriousViolations(page)) found.push(`${mode} ${state}: ${violation}`);
      for (const report of await reports()) found.push(`${mode} ${state}: ${report}`);
      // In Arabic no message is left in English (the contract's rules included).
      if (dir === 'rtl') for (const text of shown.filter((message) => /[A-Za-z]{3,}/.test(message))) found.push(`${mode} ${state}: "${text}" is not translated`);
    });
    return found;
  }

  return { openMode, walk };
}

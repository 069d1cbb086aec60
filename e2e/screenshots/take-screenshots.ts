/**
 * `npm run screenshots`: the README's pictures of four screens, taken from the running app so they
 * never go stale — the card list, a card's view and the dashboard on a 1440 px screen, and the
 * public application form on a 390 px phone. It builds the web app and the server bundle as
 * `npm start` does, starts the server with the demo data in a DATA_DIR of its own (deleted after;
 * or SCREENSHOTS_DATA_DIR) on a free port (or SCREENSHOTS_PORT), signs in as the first
 * administrator and writes docs/screenshots/*.png with Debian's Chromium. Not part of `npm test`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { SCREENS, screenPath } from '@passdesk/contract/navigation/screens';
import { apiUrl } from '../../apps/server/src/test/api-url.ts';
import { buildServerBundle } from '../../apps/server/src/test/server-process.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, ROOT, type RunningServer } from '../support/server.ts';
import { adminToken, openSignedIn } from '../support/shell-session.ts';

const OUT = path.join(ROOT, 'docs', 'screenshots');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The first card of the list as the panel sorts it, to show its view. */
async function firstCardId(server: RunningServer, token: string): Promise<number> {
  const response = await fetch(`${server.url}${apiUrl(ADMIN_API, CARD_PATHS.list, 'limit=1')}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`the card list answered ${response.status}`);
  const body = (await response.json()) as { data: { items?: Array<{ id: number }> } };
  const id = body.data.items?.[0]?.id;
  if (id === undefined) throw new Error('the demo data has no card to show');
  return id;
}

/** Waits until the screen has its data: no busy region left and the network quiet. */
async function settled(page: Page): Promise<void> {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(page: Page, name: string): Promise<void> {
  await settled(page);
  const file = path.join(OUT, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  console.log(`screenshots: ${path.relative(ROOT, file)}`);
}

async function signedInScreens(browser: Browser, server: RunningServer, token: string): Promise<void> {
  const context = await browser.newContext({ viewport: DESKTOP, colorScheme: 'light' });
  const page = await context.newPage();
  await openSignedIn(page, server.url, token, SCREENS.dashboard);
  await page.locator('#content h1').waitFor();
  await shoot(page, 'dashboard');

  await page.goto(`${server.url}${SCREENS.cards}`);
  await page.locator('tbody th[scope="row"]').first().waitFor();
  await shoot(page, 'card-list');

  const id = await firstCardId(server, token);
  await page.goto(`${server.url}${screenPath(SCREENS.viewCard, { id })}`);
  await page.locator('#content h1', { hasText: /Card/ }).waitFor();
  await page.locator('#content img').first().waitFor();
  await shoot(page, 'card-view');
  await context.close();
}

async function applyOnPhone(browser: Browser, server: RunningServer): Promise<void> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(`${server.url}${SCREENS.apply}`);
  await page.locator('h1').first().waitFor();
  await shoot(page, 'apply-phone');
  await context.close();
}

async function main(): Promise<void> {
  buildServerBundle();
  fs.mkdirSync(OUT, { recursive: true });
  const env: Record<string, string> = {};
  if (process.env.SCREENSHOTS_DATA_DIR) env.DATA_DIR = process.env.SCREENSHOTS_DATA_DIR;
  if (process.env.SCREENSHOTS_PORT) env.PORT = process.env.SCREENSHOTS_PORT;
  const server = await startServer(env);
  let failure: unknown;
  const browser = await launchBrowser().catch((error: unknown) => {
    failure = error;
    return undefined;
  });
  if (browser) {
    try {
      const token = await adminToken(server.url);
      await signedInScreens(browser, server, token);
      await applyOnPhone(browser, server);
    } catch (error) {
      failure = error;
    } finally {
      await browser.close();
    }
  }
  const code = await server.stop();
  if (failure !== undefined) throw failure;
  if (code !== 0) throw new Error(`the server exited with ${code}:\n${server.output().slice(-4000)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`screenshots: FAILED: ${(error as Error).message}`);
    process.exit(1);
  },
);

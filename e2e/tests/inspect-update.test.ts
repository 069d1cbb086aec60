/**
 * The inspector app's updates, in Chromium on a 390 px phone against the real server, restarted on
 * each new release at the same address (a release is a new build in the served folder):
 *
 * - a release that changes only an icon keeps every file name but gets a new cache version, so the
 *   installed app finds the new service worker; it waits, the app says "New version ready", and
 *   Reload makes it take over and shows the new icon;
 * - a page left open on the old version, once the new one has taken over and the old files are
 *   gone from the server, still loads the QR decoder it had not needed yet (from the old version's
 *   cache, kept while that page is open) and reads a card; the old cache goes once it is closed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { MOBILE_USER_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { apiUrl } from '../../apps/server/src/test/api-url.ts';
import { launchBrowser, openPage, screenshot } from '../support/browser.ts';
import { fakeCameraFileArgs, writeQrVideo } from '../support/fake-camera.ts';
import { BUILT_DIR, buildRelease, precacheOf, publicCopy } from '../support/inspect-release.ts';
import { signInAndStartTrip } from '../support/inspector-trip.ts';
import { freePort, startServer, type RunningServer } from '../support/server.ts';
import { adminToken } from '../support/shell-session.ts';

const PHONE = { width: 390, height: 844 };
const NEW_ICON_COLOUR = '#7a1fa2';
const INSPECTOR = { name: 'Meera Joshi', employee_code: 'INS-UPD', mobile: '9876543219', password: 'Inspect@2026u', status: 'active' };

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-inspect-update-'));
const VIDEO = path.join(work, `camera-${crypto.randomUUID()}.y4m`);
const dataDir = path.join(work, 'data');

/** The app's cache names in this page's origin. */
const cacheNames = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('passdesk-inspect-') && name !== 'passdesk-inspect-retiring'));
const fetchedText = (page: Page, url: string) => page.evaluate(async (target) => (await fetch(target)).text(), url);
/** Whether this page's registration has a worker waiting. */
const hasWaiting = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/inspect'))?.waiting != null);
const prompt = (page: Page) => page.getByRole('status').filter({ hasText: 'New version ready' });
/** The hashed entry script the page runs. */
const entryOf = (page: Page) => page.evaluate(() => new URL(document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '').pathname);

describe('inspector app updates', () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let port = 0;
  const contexts: BrowserContext[] = [];
  let iconRelease = '';
  let codeRelease = '';

  let deployedDir = '';

  /** The server stopped and started again at the same address on another build. */
  const deploy = async (distDir: string) => {
    if (server && deployedDir === distDir) return server;
    await server?.stop();
    server = await startServer({ DATA_DIR: dataDir, PORT: String(port), WEB_DIST_DIR: distDir });
    deployedDir = distDir;
    return server;
  };
  const running = () => {
    if (!server || !browser) throw new Error('not started');
    return { server, browser };
  };
  const phone = async () => {
    const context = await running().browser.newContext({ viewport: PHONE, locale: 'en-IN' });
    context.setDefaultTimeout(45_000);
    contexts.push(context);
    return context;
  };

  beforeAll(async () => {
    writeQrVideo(VIDEO, 'nothing to read yet');
    // A release whose only change is the icon (its name kept), and one that changes the code.
    const newIcon = publicCopy(path.join(work, 'public-new-icon'), (dir) => {
      const icon = path.join(dir, 'inspect/icon.svg');
      fs.writeFileSync(icon, fs.readFileSync(icon, 'utf8').replace('#0b1f3a', NEW_ICON_COLOUR));
    });
    iconRelease = await buildRelease(path.join(work, 'release-icon'), { publicDir: newIcon });
    codeRelease = await buildRelease(path.join(work, 'release-code'), { publicDir: newIcon, codeChange: 'a release with changed code', removeFilesOf: iconRelease });
    fs.mkdirSync(dataDir);
    port = await freePort();
    browser = await launchBrowser(fakeCameraFileArgs(VIDEO));
    await deploy(BUILT_DIR);
  }, 300_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    if (server) expect(await server.stop()).toBe(0);
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('a release that changes only an icon reaches the installed app, which asks before it reloads', async () => {
    const built = precacheOf(BUILT_DIR);
    const withIcon = precacheOf(iconRelease);
    // The same file names, a new version.
    expect(withIcon.files).toEqual(built.files);
    expect(withIcon.version).not.toBe(built.version);

    const context = await phone();
    const { page, problems } = await openPage(context);
    await page.goto(`${running().server.url}/inspect`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect(cacheNames(page)).resolves.toEqual([`passdesk-inspect-${built.version}`]);
    const oldIcon = await fetchedText(page, '/inspect/icon.svg');
    expect(oldIcon).toContain('#0b1f3a');

    await deploy(iconRelease);
    // The phone comes back online: the app looks for a new version.
    await context.setOffline(true);
    await context.setOffline(false);
    await prompt(page).waitFor();
    await expect(hasWaiting(page)).resolves.toBe(true);
    // Until the inspector accepts, the open page keeps its version.
    await expect(fetchedText(page, '/inspect/icon.svg')).resolves.toBe(oldIcon);
    expect((await cacheNames(page)).sort()).toEqual([`passdesk-inspect-${built.version}`, `passdesk-inspect-${withIcon.version}`].sort());
    await screenshot(page, 'inspect-update-ready-390');
    const box = await prompt(page).getByRole('button', { name: 'Reload' }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width && box.height >= 44).toBe(true);

    const reloaded = page.waitForEvent('load');
    await prompt(page).getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.getByLabel('Employee code or mobile').waitFor();
    await expect(hasWaiting(page)).resolves.toBe(false);
    await expect(fetchedText(page, '/inspect/icon.svg')).resolves.toContain(NEW_ICON_COLOUR);
    expect(await prompt(page).count()).toBe(0);
    // No page of the old version is left: its cache goes.
    await page.waitForFunction(async (current) => {
      const names = (await caches.keys()).filter((name) => name.startsWith('passdesk-inspect-') && name !== 'passdesk-inspect-retiring');
      return names.length === 1 && names[0] === current;
    }, `passdesk-inspect-${withIcon.version}`);
    expect(problems.pageErrors).toEqual([]);
  }, 240_000);

  it('a page left open on the old version still loads the QR decoder once its files are gone from the server', async () => {
    const current = await deploy(iconRelease);
    const token = await adminToken(current.url);
    const admin = async <T>(url: string, init: RequestInit = {}): Promise<T> => {
      const response = await fetch(`${running().server.url}${url}`, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...init.headers } });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: T }).data;
    };
    await admin(apiUrl(ADMIN_API, MOBILE_USER_PATHS.create), { method: 'POST', body: JSON.stringify(INSPECTOR) });
    const card = (await admin<{ items: Array<{ id: number; card_number: string }> }>(apiUrl(ADMIN_API, CARD_PATHS.list, 'status=active&limit=1&sort=card_number'))).items[0];
    if (!card) throw new Error('no active demo card');
    const { qr } = await admin<{ qr: string }>(apiUrl(ADMIN_API, CARD_PATHS.view, { id: card.id }));

    const old = precacheOf(iconRelease);
    const next = precacheOf(codeRelease);
    const decoder = old.files.find((file) => /\/ponyfill-[\w-]+\.js$/.test(file));
    if (!decoder) throw new Error('the inspector app has no lazy QR decoder chunk');
    expect(next.files).not.toContain(decoder);

    // A phone with the app open on a trip, the camera not used yet.
    const context = await phone();
    const first = await openPage(context);
    await first.page.goto(`${current.url}/inspect`);
    await signInAndStartTrip(first.page, INSPECTOR.employee_code, INSPECTOR.password, 'gj05cd4321');
    await first.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const oldEntry = await entryOf(first.page);
    expect(old.files).toContain(oldEntry);

    // The new release replaces the old files on the server.
    const deployed = await deploy(codeRelease);
    expect(fs.existsSync(path.join(codeRelease, decoder))).toBe(false);
    expect((await fetch(`${deployed.url}${decoder}`)).status).toBe(404);

    // A second tab opens the app: the new version is found, and accepted there.
    const second = await openPage(context);
    await second.page.goto(`${deployed.url}/inspect`);
    await prompt(second.page).waitFor();
    // In the inspector's language (here Arabic, right to left), at 390 px.
    await second.page.getByLabel('Language').selectOption('ar');
    const arabicPrompt = second.page.getByRole('status').filter({ hasText: 'إصدار جديد جاهز' });
    await arabicPrompt.waitFor();
    await screenshot(second.page, 'inspect-update-ready-ar-390');
    const reloaded = second.page.waitForEvent('load');
    await arabicPrompt.getByRole('button', { name: 'إعادة التحميل' }).click();
    await reloaded;
    await second.page.waitForFunction(() => document.querySelector('[data-testid="trip-counts"]') !== null);
    const newEntry = await entryOf(second.page);
    expect(next.files).toContain(newEntry);
    expect(newEntry).not.toBe(oldEntry);

    // The first tab still runs the old version, now under the new worker: the decoder comes from the old cache.
    expect(await entryOf(first.page)).toBe(oldEntry);
    // A phone's browser may have dropped its HTTP cache: only the worker's caches count.
    const devtools = await context.newCDPSession(first.page);
    await devtools.send('Network.clearBrowserCache');
    await devtools.detach();
    const decoderResponse = first.page.waitForResponse((response) => new URL(response.url()).pathname === decoder);
    writeQrVideo(VIDEO, qr);
    await first.page.getByRole('button', { name: /^Scan card$/ }).click();
    const response = await decoderResponse;
    expect(response.status()).toBe(200);
    expect(response.fromServiceWorker()).toBe(true);
    await first.page.locator('[data-testid="verdict"][data-result="valid"]').waitFor();
    expect((await cacheNames(first.page)).sort()).toEqual([`passdesk-inspect-${old.version}`, `passdesk-inspect-${next.version}`].sort());

    // Once the old page is closed, the next page load lets the old cache go.
    await first.page.close();
    await second.page.reload();
    await second.page.waitForFunction(async (current) => {
      const names = (await caches.keys()).filter((name) => name.startsWith('passdesk-inspect-') && name !== 'passdesk-inspect-retiring');
      return names.length === 1 && names[0] === current;
    }, `passdesk-inspect-${next.version}`);
    expect([...first.problems.pageErrors, ...second.problems.pageErrors]).toEqual([]);
  }, 240_000);
});

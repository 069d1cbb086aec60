/**
 * The first load (docs/performance.md): /login transfers at most 150 kB of JavaScript, compressed,
 * as Chromium received it; built files come precompressed; no page load fires a
 * Content-Security-Policy violation; a cold signed-in list page asks for its rows together with
 * its code, not after the first render: by the third wave of requests (main JS first). /login's
 * sign-in card, /forgot-password's first step, the error pages, every signed-in page's shell
 * frame and heading (the route table's static headings), and the citizens' pages' header and
 * heading are drawn by index.html before any JavaScript, at the places React's then take. The styles of a list page's first screen come
 * with the shell's chunk (apps/web/src/theme/first-screen-styles.css), not inserted one by one by
 * emotion in the first commit. A slow session restore shows the loading view (logo and spinner)
 * inside the static frame after 300 ms.
 */
import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../apps/web/vite-compile-hints.ts';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { apiUrl } from '../../apps/server/src/test/api-url.ts';
import { openPage, screenshot } from '../support/browser.ts';
import { emotionNames, FIRST_SCREEN_STYLES_FILE, FIRST_SCREEN_WIDTHS, readFirstScreen } from '../support/first-screen-styles.ts';
import { cspViolations, recordTransfers, watchCspViolations } from '../support/network.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';
import { TOKEN_KEY } from '../support/shell-session.ts';
import { PROTECTED_ROUTES, SHELL_HEADINGS } from '../../apps/web/src/app/route-info.ts';

const LOGIN_JS_BUDGET = 150 * 1024;
/** A name zod's core gives its base schema type: in a script, that script is zod's. */
const ZOD_MARK = '$ZodType';
/** A Popper.js modifier's name: in a script, that script holds MUI's Tooltip and Popper.js. */
const POPPER_MARK = 'preventOverflow';

/** The scripts among `scripts` whose source holds `mark`. */
function holding(mark: string, scripts: Map<string, string>): string[] {
  return [...scripts].filter(([, source]) => source.includes(mark)).map(([url]) => url);
}

/** Where the card, its heading and its button stand (x, y, width, height, rounded to the pixel). */
async function boxes(page: Page, selectors: readonly string[]): Promise<number[][]> {
  const found: number[][] = [];
  for (const selector of selectors) {
    const box = await page.locator(selector).boundingBox();
    expect(box, selector).not.toBeNull();
    found.push([box!.x, box!.y, box!.width, box!.height].map(Math.round));
  }
  return found;
}

/** Where the text itself of each element stands (its visible language's words only): x, y, width, height. */
async function textBoxes(page: Page, selectors: readonly string[]): Promise<number[][]> {
  const found: number[][] = [];
  for (const selector of selectors) {
    const box = await page.locator(selector).evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rect = range.getBoundingClientRect();
      return [rect.x, rect.y, rect.width, rect.height];
    });
    found.push(box.map(Math.round));
  }
  return found;
}

/** The box of an element's first text node alone (what follows it in boxes of its own left out). */
async function firstTextBox(page: Page, selector: string): Promise<number[]> {
  const box = await page.locator(selector).evaluate((element) => {
    const range = document.createRange();
    if (element.firstChild) range.selectNodeContents(element.firstChild);
    const rect = range.getBoundingClientRect();
    return [rect.x, rect.y, rect.width, rect.height];
  });
  return box.map(Math.round);
}

/**
 * The static paint as it stays: its first frame is drawn in the system font, Inter starts after it
 * (apps/web/src/boot/boot.ts); the places are compared once Inter is in.
 */
async function staticFontsIn(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-boot-fonts'));
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/**
 * `url` as index.html draws it without the main script, Inter in: the static frame `frame` with
 * the heading of `path` reading `title`.
 */
async function staticPaintOf(context: BrowserContext, url: string, path: string, frame: string, title: string): Promise<Page> {
  const still = await context.newPage();
  await still.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await still.goto(url);
  const heading = still.locator(`#boot .boot-head[data-page="${path}"]`);
  await heading.waitFor();
  await staticFontsIn(still);
  expect(await still.locator('html').getAttribute('data-boot')).toBe(frame);
  expect(await heading.locator('.boot-h1').innerText()).toBe(title);
  return still;
}

/** The page's cumulative layout shift so far (what Lighthouse's CLS adds up), from the buffered entries. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(total);
        }, 200);
      }),
  );
}

/**
 * The layout shifts so far (buffered entries) that moved an element matching one of `selectors`,
 * or one holding it: each as the moved element's tag and its rectangles before and after.
 */
async function shiftsOf(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate(
    (watched) =>
      new Promise<string[]>((resolve) => {
        type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        const elements = watched.flatMap((selector) => [...document.querySelectorAll(selector)]);
        const moved: string[] = [];
        const rect = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(',');
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            for (const { node, previousRect, currentRect } of (entry as PerformanceEntry & { sources: Source[] }).sources) {
              if (node && elements.some((element) => node.contains(element) || element.contains(node))) moved.push(`${node.nodeName} ${rect(previousRect)} -> ${rect(currentRect)}`);
            }
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(moved);
        }, 200);
      }),
    selectors,
  );
}

function expectSamePlaces(drawn: number[][], rendered: number[][], label: string): void {
  expect(rendered.length).toBe(drawn.length);
  for (const [index, box] of rendered.entries()) {
    for (const [side, value] of box.entries()) expect(Math.abs(value - drawn[index]![side]!), `${label}, box ${index}, side ${side}: ${JSON.stringify({ drawn: drawn[index], rendered: box })}`).toBeLessThanOrEqual(1);
  }
}

describe('first load', () => {
  const app = useSignedInApp();

  it('/login transfers at most 150 kB of compressed JavaScript and fires no CSP violation', async () => {
    const { page, problems } = await openPage(await app.newContext());
    await watchCspViolations(page);
    const log = await recordTransfers(page);
    await page.goto(`${app.server.url}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    const scripts = log.transfers.filter((transfer) => transfer.type === 'Script');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.encoding, script.url).toBe('br');
    const total = log.scriptBytes();
    console.log(`/login JavaScript: ${scripts.length} files, ${(total / 1024).toFixed(1)} kB transferred`);
    expect(total).toBeLessThanOrEqual(LOGIN_JS_BUDGET);
    // The translations are compressed by the server too.
    const translations = log.transfers.filter((transfer) => transfer.url.includes('/locales/') && transfer.bytes > 0);
    expect(translations.length).toBeGreaterThan(0);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('/login shows its sign-in card before any script but the boot script in the page, where React then draws its own, with no layout shift', async () => {
    for (const width of [390, 1280]) {
      const context = await app.newContext({ width, height: 844 });
      // Without the main script: what index.html draws on its own.
      const still = await context.newPage();
      await still.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
      await still.goto(`${app.server.url}/login`);
      await still.locator('#boot .boot-login-card').waitFor();
      await staticFontsIn(still);
      expect(await still.locator('#boot .boot-login-card .boot-title').innerText()).toBe('Welcome to PassDesk');
      const drawn = await boxes(still, ['#boot .boot-login-card', '#boot .boot-login-card .boot-title', '#boot .boot-login-card .boot-submit', '#boot .boot-login-card .boot-passkey']);
      // With it: React's page replaces the static one at the same place.
      const { page } = await openPage(context);
      await page.goto(`${app.server.url}/login`);
      await page.getByRole('button', { name: 'Log in' }).waitFor();
      expect(await page.locator('#boot').count()).toBe(0);
      const rendered = await boxes(page, ['main .MuiCard-root', 'main h1', 'main button[type=submit]', 'main button:has-text("Sign in with a passkey")']);
      expectSamePlaces(drawn, rendered, `${width} px`);
      // React draws its card in steps under the static one (features/auth/LoginPage.tsx): none may shift.
      expect(await layoutShift(page), `${width} px`).toBeLessThan(0.001);
      await context.close();
    }
  });

  it('/forgot-password shows its first step in the static card before any script, where React then draws its own, with no layout shift', async () => {
    for (const mode of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        const label = `${mode}, ${width} px`;
        const context = await app.newContext({ width, height: 844 });
        if (mode === 'dark') await context.addInitScript(() => localStorage.setItem('passdesk.settings', JSON.stringify({ mode: 'dark' })));
        // Without the main script: what index.html draws on its own.
        const still = await context.newPage();
        await still.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
        await still.goto(`${app.server.url}/forgot-password`);
        expect(await still.locator('html').getAttribute('data-boot')).toBe('forgot');
        await staticFontsIn(still);
        const card = '#boot .boot-forgot-card';
        expect(await still.locator(`${card} .boot-title`).innerText()).toBe('Forgot password');
        const drawn = await boxes(still, [card, `${card} .boot-title`, `${card} .boot-step-icon >> nth=0`, `${card} .boot-step-icon >> nth=2`, `${card} .boot-field`, `${card} .boot-submit`, `${card} .boot-back`]);
        const drawnLabels = await textBoxes(still, [`${card} .boot-step-label >> nth=0`, `${card} .boot-step-label >> nth=2`]);
        await screenshot(still, `first-load-static-forgot-password-${mode}-${width}`);
        // With it: React's card replaces the static one at the same place.
        const { page, problems } = await openPage(context);
        await page.goto(`${app.server.url}/forgot-password`);
        await page.getByRole('button', { name: 'Send code' }).waitFor();
        expect(await page.locator('#boot').count()).toBe(0);
        const rendered = await boxes(page, ['main .MuiCard-root', 'main h1', 'main ol svg >> nth=0', 'main ol svg >> nth=2', 'main .MuiOutlinedInput-root', 'main button[type=submit]', 'main a[href="/login"]']);
        expectSamePlaces(drawn, rendered, label);
        expectSamePlaces(drawnLabels, await textBoxes(page, ['main ol .MuiStepLabel-label >> nth=0', 'main ol .MuiStepLabel-label >> nth=2']), `${label}, step labels`);
        expect(await layoutShift(page), label).toBeLessThan(0.01);
        expect(problems.pageErrors).toEqual([]);
        await context.close();
      }
    }
  });

  it('/404, and /401 signed out, show their error page before any script, where React then draws its own, which does not move', async () => {
    for (const { path, title } of [
      { path: '/404', title: 'Page Not Found ⚠️' },
      { path: '/401', title: 'You are not authorized! 🔐' },
    ] as const) {
      for (const width of [390, 1280]) {
        const label = `${path}, ${width} px`;
        const context = await app.newContext({ width, height: 844 });
        const still = await context.newPage();
        await still.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
        await still.goto(`${app.server.url}${path}`);
        expect(await still.locator('html').getAttribute('data-boot')).toBe('error');
        await staticFontsIn(still);
        const shown = `#boot .boot-error[data-page="${path}"]`;
        expect(await still.locator(`${shown} .boot-error-title`).innerText()).toBe(title);
        const drawnText = await textBoxes(still, [`${shown} .boot-code`, `${shown} .boot-error-title`, `${shown} .boot-error-text`]);
        const drawn = await boxes(still, [`${shown} .boot-brand svg`, `${shown} .boot-name`, `${shown} .boot-art`, `${shown} .boot-home`]);
        await screenshot(still, `first-load-static-${path.slice(1)}-${width}`);
        const { page, problems } = await openPage(context);
        await page.goto(`${app.server.url}${path}`);
        await page.locator('main h1').waitFor();
        expect(await page.locator('#boot').count()).toBe(0);
        expect(await page.locator('main h1').innerText()).toBe(title);
        expectSamePlaces(drawnText, await textBoxes(page, ['main h1 >> xpath=preceding-sibling::p', 'main h1', 'main h1 + p']), `${label}, text`);
        expectSamePlaces(drawn, await boxes(page, ['main svg >> nth=0', 'main span >> nth=0', 'main h1 >> xpath=preceding-sibling::div', 'main a']), `${label}, logo, illustration and button`);
        // React's page never moves. The static one may, once: its first frame is in the system font,
        // in which /401's title takes two lines on a phone, and the column is centred on the screen,
        // so Inter's arrival moves it up half a line (0.013) before React's takes its place.
        expect(await shiftsOf(page, ['main']), label).toEqual([]);
        expect(await layoutShift(page), label).toBeLessThan(0.02);
        expect(problems.pageErrors).toEqual([]);
        await context.close();
      }
    }
    // Signed in, /401 is drawn inside the shell: no static error page there.
    const context = await app.newContext({ width: 1280, height: 844 });
    await context.addInitScript(([tokenKey, tokenValue]) => localStorage.setItem(tokenKey, tokenValue), [TOKEN_KEY, await app.adminToken()] as const);
    const page = await context.newPage();
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${app.server.url}/401`);
    expect(await page.locator('html').getAttribute('data-boot')).toBeNull();
    await context.close();
  });

  it('a signed-in list page shows the shell frame and its heading before any script, where React then draws its own (light, dark, right to left)', async () => {
    const token = await app.adminToken();
    const variants = [
      { name: 'light', settings: null, language: null, title: 'Route Management' },
      { name: 'dark', settings: JSON.stringify({ mode: 'dark' }), language: null, title: 'Route Management' },
      { name: 'Arabic', settings: null, language: 'ar', title: null },
    ] as const;
    for (const variant of variants) {
      for (const width of [390, 1280]) {
        const label = `${variant.name}, ${width} px`;
        const context = await app.newContext({ width, height: 844 });
        await context.addInitScript(([tokenKey, tokenValue, settings, language]) => {
          localStorage.setItem(tokenKey, tokenValue);
          if (settings) localStorage.setItem('passdesk.settings', settings);
          if (language) localStorage.setItem('passdesk.language', language);
        }, [TOKEN_KEY, token, variant.settings, variant.language] as const);
        // The menu button and the logo in the app bar below 1200 px; the side menu's paper and logo from 1200 px.
        const frame = width < 1200 ? ['.boot-menu', '.boot-bar .boot-brand svg'] : ['.boot-nav', '.boot-nav .boot-brand svg', '.boot-nav .boot-name'];
        const reactFrame = width < 1200 ? ['[data-testid=nav-drawer-button]', '[data-testid=app-bar] a[href="/"] svg'] : ['[data-testid=vertical-nav]', '[data-testid=vertical-nav] a[href="/"] svg', '[data-testid=vertical-nav] a[href="/"] span'];
        // Without the main script: what index.html draws on its own.
        const still = await context.newPage();
        await still.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
        await still.goto(`${app.server.url}/routes`);
        const heading = still.locator('#boot .boot-head[data-page="/routes"]');
        await heading.waitFor();
        await staticFontsIn(still);
        expect(await still.locator('html').getAttribute('data-boot')).toBe('shell');
        if (variant.title) expect(await heading.locator('.boot-h1').innerText()).toBe(variant.title);
        // Arabic's font comes with the main script (only for a language in use): without it the words
        // are narrower, so there the text's start edge, top and height are compared, not its width.
        const textPlace = (box: number[]) => (variant.language ? [box[0]! + box[2]!, box[1]!, box[3]!] : box);
        const drawnText = (await textBoxes(still, ['#boot .boot-head[data-page="/routes"] .boot-h1', '#boot .boot-head[data-page="/routes"] .boot-sub'])).map(textPlace);
        const drawnFrame = await boxes(still, frame.map((selector) => `#boot ${selector}`));
        const drawnTitle = await heading.locator('.boot-h1').innerText();
        // With it: React's shell and page replace the static ones at the same places.
        const { page } = await openPage(context);
        await page.goto(`${app.server.url}/routes`);
        await page.locator('main h1').waitFor();
        expect(await page.locator('#boot').count()).toBe(0);
        expect(await page.locator('main h1').innerText()).toBe(drawnTitle);
        expectSamePlaces(drawnText, (await textBoxes(page, ['main h1', 'main h1 + p'])).map(textPlace), `${label}, heading`);
        expectSamePlaces(drawnFrame, await boxes(page, reactFrame), `${label}, frame`);
        await context.close();
      }
    }
  });

  // Every signed-in route, at a record that does not exist: its page keeps the heading it shows while a record loads.
  const signedInPages = PROTECTED_ROUTES.map(({ path }) => ({ route: path, url: path.replace(/:\w+/g, '99999999'), heading: SHELL_HEADINGS[path] }));

  it.each(signedInPages)('$url shows the shell frame and its heading (or the frame alone) before any script, where React then draws its own, and neither moves', async ({ route, url, heading }) => {
    const token = await app.adminToken();
    for (const width of [390, 1280]) {
      const label = `${url}, ${width} px`;
      const context = await app.newContext({ width, height: 844 });
      await context.addInitScript(([tokenKey, tokenValue]) => localStorage.setItem(tokenKey, tokenValue), [TOKEN_KEY, token] as const);
      const frame = width < 1200 ? ['.boot-menu', '.boot-bar .boot-brand svg'] : ['.boot-nav', '.boot-nav .boot-brand svg', '.boot-nav .boot-name'];
      const reactFrame = width < 1200 ? ['[data-testid=nav-drawer-button]', '[data-testid=app-bar] a[href="/"] svg'] : ['[data-testid=vertical-nav]', '[data-testid=vertical-nav] a[href="/"] svg', '[data-testid=vertical-nav] a[href="/"] span'];
      // Without the main script: what index.html draws on its own.
      const still = await context.newPage();
      await still.route(/\/assets\/index-[\w-]+\.js$/, (request) => request.abort());
      await still.goto(`${app.server.url}${url}`);
      expect(await still.locator('html').getAttribute('data-boot'), label).toBe('shell');
      expect(await still.locator('html').getAttribute('data-boot-page'), label).toBe(route);
      await staticFontsIn(still);
      const head = `#boot .boot-head[data-page="${route}"]`;
      expect(await still.locator('#boot .boot-head:visible').count(), label).toBe(heading ? 1 : 0);
      // A subtitle beside the page's actions from 600 px is drawn on a phone only.
      const subtitled = Boolean(heading?.subtitle && (!heading.subtitleOnPhones || width < 600));
      if (heading?.subtitle) expect(await still.locator(`${head} .boot-sub`).isVisible(), label).toBe(subtitled);
      const drawnText = heading ? await textBoxes(still, subtitled ? [`${head} .boot-h1`, `${head} .boot-sub`] : [`${head} .boot-h1`]) : [];
      const drawnTitle = heading ? await still.locator(`${head} .boot-h1`).innerText() : '';
      const drawnFrame = await boxes(still, frame.map((selector) => `#boot ${selector}`));
      await screenshot(still, `first-load-static${url.replaceAll('/', '-')}-${width}`);
      // With it: React's shell and page replace the static ones at the same places.
      const { page, problems } = await openPage(context);
      await page.goto(`${app.server.url}${url}`);
      await page.locator('#boot').waitFor({ state: 'detached' });
      expectSamePlaces(drawnFrame, await boxes(page, reactFrame), `${label}, frame`);
      if (heading) {
        expect(await page.locator('main h1').innerText(), label).toBe(drawnTitle);
        const rendered = await textBoxes(page, subtitled ? ['main h1', 'main h1 + p'] : ['main h1']);
        // The dashboard's subtitle is followed by the day of its figures once they arrive, in a box of its own: the subtitle's own words are compared.
        if (route === '/dashboard') rendered[1] = await firstTextBox(page, 'main h1 + p');
        expectSamePlaces(drawnText, rendered, `${label}, heading`);
      }
      // Neither the heading nor the frame moves once React's are drawn (a page's own content below
      // may: the card form's sections settle as its options arrive, with or without the static paint).
      expect(await shiftsOf(page, [...reactFrame, 'main h1', 'main h1 + p']), label).toEqual([]);
      expect(problems.pageErrors, label).toEqual([]);
      await context.close();
    }
  });

  it('a cold signed-in card list and dashboard load no form code, and on a phone the dashboard draws the charts near the screen only, the others when scrolled to', async () => {
    const token = await app.adminToken();
    for (const path of ['/card-management', '/dashboard']) {
      const { page, problems } = await openPage(await app.newContext({ width: 390, height: 844 }));
      await page.goto(`${app.server.url}/404`);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
      await page.goto('about:blank');
      const log = await recordTransfers(page);
      await page.goto(`${app.server.url}${path}`);
      if (path === '/dashboard') {
        // Below the figures, the category chart's top is on screen; the trend is two screens down.
        const chartIn = (name: RegExp) => page.getByRole('region', { name }).locator('.MuiChartsSurface-root');
        await chartIn(/^Cards by category/).waitFor();
        const trend = chartIn(/^Cards issued and renewed/);
        expect(await trend.count()).toBe(0);
        await page.getByRole('heading', { level: 2, name: /^Cards issued and renewed/ }).scrollIntoViewIfNeeded();
        await trend.waitFor();
      } else {
        await page.locator('table[aria-busy="false"] tbody tr').first().waitFor();
      }
      expect(holding(ZOD_MARK, await log.scriptSources()), path).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      await page.context().close();
    }
  });

  it('a printed dashboard draws every chart, also those not yet scrolled to', async () => {
    const { page, problems } = await openPage(await app.newContext({ width: 390, height: 844 }));
    await page.goto(`${app.server.url}/404`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, await app.adminToken()] as const);
    await page.goto(`${app.server.url}/dashboard`);
    const chartIn = (name: RegExp) => page.getByRole('region', { name }).locator('.MuiChartsSurface-root');
    await chartIn(/^Cards by category/).waitFor();
    const trend = chartIn(/^Cards issued and renewed/);
    expect(await trend.count()).toBe(0);
    await page.pdf({ format: 'A4' });
    expect(await trend.count()).toBe(1);
    expect(problems.pageErrors).toEqual([]);
    await page.context().close();
  });

  it("the citizens' pages show their header and heading before any script, signed out, where React then draws its own, with no layout shift", async () => {
    for (const { path, title } of [
      { path: '/apply', title: 'Apply for a bus pass' },
      { path: '/apply/status', title: 'Application status' },
    ] as const) {
      for (const width of [390, 1280]) {
        const label = `${path}, ${width} px`;
        const context = await app.newContext({ width, height: 844 });
        const still = await staticPaintOf(context, `${app.server.url}${path}`, path, 'citizen', title);
        const drawnText = await textBoxes(still, [`#boot .boot-head[data-page="${path}"] .boot-h1`, `#boot .boot-head[data-page="${path}"] .boot-sub`]);
        const drawnFrame = await boxes(still, ['#boot .boot-top', '#boot .boot-top .boot-brand svg', '#boot .boot-top .boot-name', '#boot .boot-translate']);
        if (width === 390) await screenshot(still, `first-load-citizen-static-${path.slice(1).replace('/', '-')}`);
        const { page } = await openPage(context);
        await page.goto(`${app.server.url}${path}`);
        await page.locator('main h1').waitFor();
        expect(await page.locator('#boot').count()).toBe(0);
        expect(await page.locator('main h1').innerText()).toBe(title);
        expectSamePlaces(drawnText, await textBoxes(page, ['main h1', 'main h1 + p']), `${label}, heading`);
        expectSamePlaces(drawnFrame, await boxes(page, ['header', 'header svg >> nth=0', 'header span >> nth=0', '[data-testid=language-button]']), `${label}, header`);
        expect(await layoutShift(page)).toBeLessThan(0.01);
        await context.close();
      }
    }
  });

  it('a list page signed out, or in a layout the static frame does not draw, gets no static frame', async () => {
    const context = await app.newContext({ width: 1280, height: 844 });
    const page = await context.newPage();
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${app.server.url}/routes`);
    expect(await page.locator('html').getAttribute('data-boot')).toBeNull();
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, await app.adminToken()] as const);
    await page.evaluate(() => localStorage.setItem('passdesk.settings', JSON.stringify({ navCollapsed: true })));
    await page.reload();
    expect(await page.locator('html').getAttribute('data-boot')).toBeNull();
    await page.evaluate(() => localStorage.removeItem('passdesk.settings'));
    await page.reload();
    expect(await page.locator('html').getAttribute('data-boot')).toBe('shell');
    await context.close();
  });

  it('while a slow session restore holds the page, the static frame shows the logo and a spinner after 300 ms, then React draws the page', async () => {
    for (const width of [390, 1440]) {
      const context = await app.newContext({ width, height: 844 });
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, await app.adminToken()] as const);
      const { page } = await openPage(context);
      // The real server answers /me, only later: the restore is slow.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route((url) => url.pathname === apiUrl(ADMIN_API, AUTH_PATHS.me), async (route) => {
        await held;
        await route.continue();
      });
      const started = Date.now();
      await page.goto(`${app.server.url}/routes`, { waitUntil: 'commit' });
      const waiting = page.locator('#boot .boot-wait');
      const shownAt = await waiting.evaluate((element) => getComputedStyle(element).visibility === 'visible');
      // Not at once: a restore that is quick shows the frame alone.
      if (Date.now() - started < 250) expect(shownAt).toBe(false);
      await page.waitForFunction(() => {
        const element = document.querySelector('#boot .boot-wait');
        return element !== null && getComputedStyle(element).visibility === 'visible';
      });
      expect(await waiting.locator('.boot-spinner').isVisible()).toBe(true);
      expect(await waiting.locator('.boot-brand svg').isVisible()).toBe(true);
      expect(await page.locator('#boot .boot-head[data-page="/routes"] .boot-h1').isVisible()).toBe(true);
      await screenshot(page, `first-load-restore-wait-${width}`);
      release();
      await page.locator('main h1').waitFor();
      expect(await page.locator('#boot').count()).toBe(0);
      await context.close();
    }
  });

  it('a cold signed-in /routes asks for its rows by the third wave of requests and shows them, fetching nothing twice and no form code until a form opens, with no CSP violation', async () => {
    const { page, problems } = await openPage(await app.newContext());
    await watchCspViolations(page);
    const token = await app.adminToken();
    await page.goto(`${app.server.url}/404`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
    // Away from /404 first: a translation it was still loading would otherwise land in the log.
    await page.goto('about:blank');
    const log = await recordTransfers(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    await page.goto(`${app.server.url}/routes`);
    await page.locator('table[aria-busy="false"] tbody tr').first().waitFor();
    const listRequests = log.transfers.filter((transfer) => /\/api\/v1\/admin\/routes\?/.test(transfer.url));
    // One request for the rows: the page's own query took the preloaded answer.
    expect(listRequests.map((transfer) => new URL(transfer.url).search)).toEqual(['?page=1&limit=10&sort=route_number&order=asc']);
    const paths = log.transfers.map((transfer) => new URL(transfer.url).pathname);
    // The entry's stylesheet is in the page itself: no page's import fetches it again
    // (apps/web/vite-preload-deps.ts), and no file comes twice.
    expect(paths.filter((file) => file.endsWith('.css'))).toEqual([]);
    expect(paths.filter((file, index) => paths.indexOf(file) !== index)).toEqual([]);
    // ICU's number and date data are loaded by a worker, not in the page's render (lib/intl-warm.ts).
    expect(workers.filter((file) => /^\/assets\/intl-warm\.worker-[\w-]+\.js$/.test(file))).toHaveLength(1);
    // Every script is compiled off the main thread as it streams in (apps/web/vite-compile-hints.ts).
    const sources = await log.scriptSources();
    expect(sources.size).toBeGreaterThan(3);
    expect([...sources].filter(([, source]) => !source.startsWith(`${COMPILE_HINT}\n`)).map(([url]) => url)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    // Waves from what each request waited for (its initiator in Chromium's network events:
    // requestWaves), document = 0: the main script (1); the session, translations and the shell's
    // chunk with the page loaders, which the main script asks for (2); the page's code and its rows,
    // which the shell's chunk asks for (3). How fast an answer came changes no wave, so one load is
    // enough (the count by timing needed the least of three: a request that merely ended before
    // another started was counted as waited for).
    const listWave = await log.waveOf(/\/api\/v1\/admin\/routes\?/);
    console.log(`cold /routes: the list request starts in wave ${listWave} (main JS = 1)`);
    expect(listWave).toBeLessThanOrEqual(3);
    // No form code until a form opens (components/chunk-load.ts lazyComponent): zod comes with the edit dialog.
    expect(holding(ZOD_MARK, sources)).toEqual([]);
    // Nor the Tooltip's, until a hint is wanted (components/Hint.tsx): shown on hover, gone when the pointer leaves.
    expect(holding(POPPER_MARK, sources)).toEqual([]);
    const edit = page.getByRole('button', { name: /^Edit / }).first();
    await edit.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe(await edit.getAttribute('aria-label'));
    expect(holding(POPPER_MARK, await log.scriptSources())).not.toEqual([]);
    await page.mouse.move(1, 1);
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
    await edit.click();
    await page.getByRole('dialog').waitFor();
    expect(holding(ZOD_MARK, await log.scriptSources())).not.toEqual([]);
    await page.context().close();
  });

  it("a cold signed-in /routes finds its first screen's styles shipped: emotion inserts none of them at run time", async () => {
    const shipped = emotionNames(fs.readFileSync(FIRST_SCREEN_STYLES_FILE, 'utf8'));
    expect(shipped.size).toBeGreaterThan(50);
    for (const width of FIRST_SCREEN_WIDTHS) {
      const { rules, inserted } = await readFirstScreen(app.browser, app.server.url, await app.adminToken(), width);
      // The page is styled by emotion's classes (the shipped file is among emotion's sheets).
      expect(emotionNames(rules.join('\n')).size, `emotion classes with rules on /routes at ${width} px`).toBeGreaterThan(50);
      // Every class rule emotion needed, its inner styled layers' included, was shipped.
      expect(inserted, `stale apps/web/src/theme/first-screen-styles.css at ${width} px: node --import tsx e2e/support/first-screen-styles.ts && npm run build`).toEqual([]);
    }
  });
});

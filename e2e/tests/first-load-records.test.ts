/**
 * A record's page keeps the heading of its static first paint (docs/architecture.md "First load"):
 * index.html draws the page's title before any script, React draws it at the same place and keeps
 * that one element while the record loads, and the record's number comes beside it in an element
 * of its own, so the heading neither becomes a new element nor grows when the record arrives (its
 * Largest Contentful Paint stays the static paint's: docs/performance.md "Panel load"). At 390
 * and 1440 px, light, dark and right to left. A card's page and an application's review, whose
 * largest paint is the holder's photo, ask for the record and the photo from the boot script, before
 * the page's code has arrived, and the page takes those answers rather than asking again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_API, pathOf } from '@passdesk/contract/http/paths';
import { APPLICATION_PATHS } from '@passdesk/contract/applications/applications-paths';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { RENEWAL_PATHS } from '@passdesk/contract/renewals/renewals-paths';
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { openPage, screenshot } from '../support/browser.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';
import { TOKEN_KEY } from '../support/shell-session.ts';
import { openWithoutMainScript, RECORD_PAGE_VARIANTS, variantContext } from '../support/record-first-load.ts';
import { SHELL_HEADINGS } from '../../apps/web/src/app/route-info.ts';


/**
 * Where the text of a heading's title stands: x, y, width, height. React's heading: its first text
 * node (not the record's number); the static one: its visible words (it holds every language's).
 */
async function titleBox(page: Page, heading: string): Promise<number[]> {
  const box = await page.locator(heading).evaluate((element) => {
    const range = document.createRange();
    if (element.closest('#boot')) range.selectNodeContents(element);
    else range.selectNode(element.firstChild!);
    const rect = range.getBoundingClientRect();
    return [rect.x, rect.y, rect.width, rect.height];
  });
  return box.map(Math.round);
}

function expectNear(drawn: number[], rendered: number[], label: string): void {
  expect(rendered.length, label).toBe(drawn.length);
  for (const [side, value] of rendered.entries()) expect(Math.abs(value - drawn[side]!), `${label}, side ${side}: ${JSON.stringify({ drawn, rendered })}`).toBeLessThanOrEqual(1);
}

describe("a record's page's first load", () => {
  const app = useSignedInApp();

  async function adminGet<T>(path: string): Promise<T> {
    const response = await fetch(`${app.server.url}${ADMIN_API}${path}?limit=1`, { headers: { authorization: `Bearer ${await app.adminToken()}` } });
    expect(response.status, path).toBe(200);
    return ((await response.json()) as { data: T }).data;
  }

  /** The page of the first record of a list in the demo data, its record's request and number. */
  async function recordPage(screen: keyof typeof SHELL_HEADINGS & `${string}:id`, list: string, record: `${string}:id`, numberOf: (item: Record<string, unknown>) => unknown) {
    const first = (await adminGet<{ items: Record<string, unknown>[] }>(list)).items[0]!;
    const id = Number(first.id);
    return { screen, id, url: pathOf(screen, { id }), request: `${ADMIN_API}${pathOf(record, { id })}`, number: String(numberOf(first)) };
  }

  const pages = [
    { name: 'edit-card', of: () => recordPage(SCREENS.editCard, CARD_PATHS.list, CARD_PATHS.view, (card) => card.card_number) },
    { name: "a card's page", of: () => recordPage(SCREENS.viewCard, CARD_PATHS.list, CARD_PATHS.view, (card) => card.card_number) },
    { name: "a renewal's form", of: () => recordPage(SCREENS.renewCard, RENEWAL_PATHS.expired, RENEWAL_PATHS.quote, (card) => card.card_number) },
    { name: "an application's review", of: () => recordPage(SCREENS.reviewApplication, APPLICATION_PATHS.list, APPLICATION_PATHS.view, (application) => application.application_number) },
  ];

  it.each(pages)('$name keeps the static heading, one element that does not grow, from before any script to the loaded record', async ({ name, of }) => {
    const { screen, url, request, number } = await of();
    expect(SHELL_HEADINGS[screen], name).not.toBeNull();
    const token = await app.adminToken();
    for (const variant of RECORD_PAGE_VARIANTS) {
      const label = `${name}, ${variant.name}, ${variant.width} px`;
      const context = await variantContext(app, variant, token);
      // Without the main script: what index.html draws on its own.
      const still = await openWithoutMainScript(context, `${app.server.url}${url}`);
      const staticHeading = `#boot .boot-head[data-page="${screen}"] .boot-h1`;
      await still.locator(staticHeading).waitFor();
      await still.waitForFunction(() => document.documentElement.hasAttribute('data-boot-fonts'));
      await still.evaluate(async () => {
        await document.fonts.ready;
      });
      const drawnTitle = await still.locator(staticHeading).innerText();
      // Arabic's font comes with the main script: there the title's start edge, top and height are compared, not its width.
      const place = (box: number[]) => (variant.language ? [box[0]! + box[2]!, box[1]!, box[3]!] : box);
      const drawn = place(await titleBox(still, staticHeading));
      await screenshot(still, `first-load-record-static-${screen.replaceAll('/', '-').replace(':', '')}-${variant.name}-${variant.width}`);

      // With it, the record's answer held until React's loading page is checked.
      const { page, problems } = await openPage(context);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route((address) => address.pathname === request, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${app.server.url}${url}`);
      await page.locator('#boot').waitFor({ state: 'detached' });
      const heading = page.locator('main h1');
      expect(await heading.innerText(), label).toBe(drawnTitle);
      expectNear(drawn, place(await titleBox(page, 'main h1')), `${label}, loading`);
      const element = await heading.elementHandle();
      const loadingBox = await heading.boundingBox();
      release();
      await expect.poll(() => heading.innerText(), { timeout: 10_000 }).toBe(`${drawnTitle} ${number}`);
      // The same element, the title where it was, the heading no larger, the number in a smaller type.
      expect(await element!.evaluate((h1) => h1.isConnected && h1 === document.querySelector('main h1')), label).toBe(true);
      expectNear(drawn, place(await titleBox(page, 'main h1')), `${label}, loaded`);
      // Its top and height (its width is its words' where the actions stand beside it).
      const loadedBox = await heading.boundingBox();
      expectNear([loadingBox!.y, loadingBox!.height].map(Math.round), [loadedBox!.y, loadedBox!.height].map(Math.round), `${label}, heading box`);
      const sizes = await element!.evaluate((h1) => [parseFloat(getComputedStyle(h1).fontSize), parseFloat(getComputedStyle(h1.lastElementChild!).fontSize)]);
      expect(sizes[1]!, label).toBeLessThan(sizes[0]!);
      await screenshot(page, `first-load-record-${screen.replaceAll('/', '-').replace(':', '')}-${variant.name}-${variant.width}`);
      expect(problems.pageErrors, label).toEqual([]);
      await context.close();
    }
  });

  const photoPages = [
    {
      name: "a card's page",
      of: () => recordPage(SCREENS.viewCard, CARD_PATHS.list, CARD_PATHS.view, (card) => card.card_number),
      // The card's photo: a public /media URL the record names (not the app bar's profile picture).
      isPhoto: (address: URL) => /^\/media\/(demo-)?card-photos\//.test(address.pathname),
      shown: 'main button img',
    },
    {
      name: "an application's review",
      of: () => recordPage(SCREENS.reviewApplication, APPLICATION_PATHS.list, APPLICATION_PATHS.view, (application) => application.application_number),
      // The applicant's photo: its permission-checked route, by the application's id.
      isPhoto: (address: URL, id: number) => address.pathname === `${ADMIN_API}${pathOf(APPLICATION_PATHS.photo, { id })}`,
      shown: '[data-testid=application-photo]',
    },
  ];

  it.each(photoPages)("$name asks for its record and the holder's photo before its code arrives, and asks once", async ({ name, of, isPhoto, shown }) => {
    const { id, url, request } = await of();
    const token = await app.adminToken();
    for (const width of [390, 1440]) {
      const label = `${name}, ${width} px`;
      const context = await app.newContext({ width, height: 844 });
      await context.addInitScript(([tokenKey, tokenValue]) => localStorage.setItem(tokenKey, tokenValue), [TOKEN_KEY, token] as const);
      const { page, problems } = await openPage(context);
      const asked: string[] = [];
      page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
      // The main script held: nothing of the page's code can ask for anything.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const photoAsked = page.waitForRequest((sent) => isPhoto(new URL(sent.url()), id), { timeout: 10_000 });
      await page.goto(`${app.server.url}${url}`);
      const photo = new URL((await photoAsked).url()).pathname;
      expect(asked, label).toContain(request);
      release();
      const image = page.locator(shown);
      await expect.poll(() => image.evaluate((element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(asked.filter((path) => path === request), `${label}: ${JSON.stringify(asked)}`).toHaveLength(1);
      expect(asked.filter((path) => path === photo), `${label}: ${JSON.stringify(asked)}`).toHaveLength(1);
      await screenshot(page, `first-load-record-photo-${url.split('/')[1]}-${width}`);
      expect(problems.pageErrors, label).toEqual([]);
      expect(problems.consoleErrors, label).toEqual([]);
      await context.close();
    }
  });
});

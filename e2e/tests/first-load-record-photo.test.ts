/**
 * A record's page whose largest paint is the holder's photo draws that photo in its static first
 * paint, before any of the page's code has arrived (docs/architecture.md "First load"): a card's
 * page and a pending application's review. The static photo stands where React draws its own
 * (within 1 px, at 390 and 1440 px, light, dark and right to left), React's is drawn before the
 * static frame goes, and the static photo is a largest paint that React's photo never replaces
 * (Chrome keeps a removed element's paint; React's, no larger, is no new one): on a phone the
 * page's largest paint.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_API, pathOf } from '@passdesk/contract/http/paths';
import { APPLICATION_PATHS } from '@passdesk/contract/applications/applications-paths';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { openPage, screenshot } from '../support/browser.ts';
import { useSignedInApp } from '../support/signed-in-app.ts';
import { openWithoutMainScript, RECORD_PAGE_VARIANTS, variantContext } from '../support/record-first-load.ts';


interface Paint {
  element: string;
  size: number;
}

/** Records every largest-contentful-paint entry, naming its element while it is in the page, and whether React's photo was loaded when the static frame went. */
async function watchPaints(context: BrowserContext, shown: string): Promise<void> {
  await context.addInitScript((selector) => {
    const paints: Paint[] = [];
    const state = { paints, photoAtRemoval: null as boolean | null };
    Object.assign(window, { recordPhotoPaint: state });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
        const element = entry.element;
        paints.push({ element: !element ? 'removed' : element.matches(selector) ? "the page's photo" : `${element.tagName.toLowerCase()}.${element.className}`, size: entry.size });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver((changes, observer) => {
      if (!changes.some((change) => [...change.removedNodes].some((node) => node instanceof Element && node.id === 'boot'))) return;
      observer.disconnect();
      const photo = document.querySelector(selector);
      state.photoAtRemoval = photo instanceof HTMLImageElement && photo.complete && photo.naturalWidth > 0;
    }).observe(document, { childList: true, subtree: true });
  }, shown);
}

async function box(page: Page, selector: string): Promise<number[]> {
  const rect = await page.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
  return [rect.x, rect.y, rect.width, rect.height].map(Math.round);
}

describe("a record's photo in the first paint", () => {
  const app = useSignedInApp();

  async function adminGet<T>(path: string): Promise<T> {
    const response = await fetch(`${app.server.url}${ADMIN_API}${path}`, { headers: { authorization: `Bearer ${await app.adminToken()}` } });
    expect(response.status, path).toBe(200);
    return ((await response.json()) as { data: T }).data;
  }

  const pages = [
    {
      name: "a card's page",
      url: async () => pathOf(SCREENS.viewCard, { id: Number((await adminGet<{ items: { id: number }[] }>(`${CARD_PATHS.list}?limit=1`)).items[0]!.id) }),
      shown: 'main button img',
    },
    {
      name: "a pending application's review",
      url: async () => {
        // One whose status row alone stands above the photo (no duplicates' note).
        const { items } = await adminGet<{ items: { id: number }[] }>(`${APPLICATION_PATHS.list}?status=pending&limit=25`);
        for (const { id } of items) {
          const application = await adminGet<{ duplicates: unknown[]; photo_url: string | null }>(pathOf(APPLICATION_PATHS.view, { id }));
          if (application.duplicates.length === 0 && application.photo_url) return pathOf(SCREENS.reviewApplication, { id });
        }
        throw new Error('no pending application without duplicates in the demo data');
      },
      shown: '[data-testid=application-photo]',
    },
  ];

  it.each(pages)("$name: the static frame draws the photo where React draws it, and React's photo is no new largest paint", async ({ name, url: urlOf, shown }) => {
    const url = await urlOf();
    const token = await app.adminToken();
    for (const variant of RECORD_PAGE_VARIANTS) {
      const label = `${name}, ${variant.name}, ${variant.width} px`;
      const context = await variantContext(app, variant, token);
      // Without the main script: what index.html and the boot script draw on their own.
      const still = await openWithoutMainScript(context, `${app.server.url}${url}`);
      await still.locator('#boot .boot-photo').waitFor({ timeout: 10_000 });
      await still.waitForFunction(() => document.documentElement.hasAttribute('data-boot-fonts'));
      await still.evaluate(async () => {
        await document.fonts.ready;
      });
      expect(await still.locator('#boot .boot-photo').evaluate((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0), label).toBe(true);
      const drawn = await box(still, '#boot .boot-photo');
      await screenshot(still, `first-load-record-photo-static-${url.split('/')[1]}-${variant.name}-${variant.width}`);

      // With it: React's photo where the static one was, drawn before the frame went.
      await watchPaints(context, shown);
      const { page, problems } = await openPage(context);
      await page.goto(`${app.server.url}${url}`);
      await page.locator('#boot').waitFor({ state: 'detached', timeout: 10_000 });
      const rendered = await box(page, shown);
      for (const [side, value] of rendered.entries()) expect(Math.abs(value - drawn[side]!), `${label}, side ${side}: ${JSON.stringify({ drawn, rendered })}`).toBeLessThanOrEqual(1);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const state = await page.evaluate(() => (window as unknown as { recordPhotoPaint: { paints: Paint[]; photoAtRemoval: boolean | null } }).recordPhotoPaint);
      expect(state.photoAtRemoval, label).toBe(true);
      // React's photo is never a new largest paint; on a phone nothing later is (on a wide screen
      // a card's page shows its QR code, larger, beside the details).
      const paints = `${label}: ${JSON.stringify(state.paints)}`;
      expect(state.paints.map(({ element }) => element), paints).toContain('img.boot-photo');
      expect(state.paints.map(({ element }) => element), paints).not.toContain("the page's photo");
      if (variant.width < 600) expect(state.paints.at(-1)?.element, paints).toBe('img.boot-photo');
      await screenshot(page, `first-load-record-photo-loaded-${url.split('/')[1]}-${variant.name}-${variant.width}`);
      expect(problems.pageErrors, label).toEqual([]);
      expect(problems.consoleErrors, label).toEqual([]);
      await context.close();
    }
  });
});

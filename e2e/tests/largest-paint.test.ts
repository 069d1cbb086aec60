/**
 * The largest text painted on a page (Chromium's Largest Contentful Paint, what Lighthouse times) is
 * the static heading index.html draws before any script, and stays it once React's page is drawn and
 * its data has arrived (docs/architecture.md "First load"): on pages whose largest text React draws
 * late — the daily reports' empty list, the profile's form hints, the mail outbox's notice, the
 * offences' subtitle, the card list's rows, the new card's form, the dashboard's subtitle with the
 * day of its figures — no later text is larger, at the phone and desktop sizes Lighthouse measures. Demo data, as the benchmark measures them.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { useSignedInApp } from '../support/signed-in-app.ts';
import { TOKEN_KEY } from '../support/shell-session.ts';

/** Lighthouse's mobile (Moto G Power) and desktop screens. */
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1350, height: 940 };

const CASES = [
  { path: SCREENS.dailyReports, viewports: [PHONE, DESKTOP], settled: 'main [role=status]' },
  { path: SCREENS.profile, viewports: [PHONE, DESKTOP], settled: 'main form' },
  { path: SCREENS.mailOutbox, viewports: [PHONE], settled: 'main [role=alert]' },
  { path: SCREENS.offences, viewports: [PHONE], settled: 'main tbody tr' },
  { path: SCREENS.cards, viewports: [PHONE, DESKTOP], settled: 'main tbody tr' },
  { path: SCREENS.addCard, viewports: [PHONE, DESKTOP], settled: 'main form' },
  // The day of the figures, said after the subtitle once they arrive.
  { path: SCREENS.dashboard, viewports: [PHONE, DESKTOP], settled: 'main h1 + p > span' },
] as const;

interface LargestPaint {
  /** The painted element's class when Chromium reported it (before React took the static frame away). */
  element: string;
  size: number;
}

/** Records every largest-contentful-paint entry as it comes, naming its element while it is still in the page. */
async function recordLargestPaints(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: { element: string; size: number }[] = [];
    Object.assign(window, { largestPaints: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
        seen.push({ element: entry.element ? `${entry.element.tagName.toLowerCase()}.${entry.element.className}` : 'removed', size: entry.size });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

describe('largest text painted', () => {
  const app = useSignedInApp();

  it.each(CASES)('$path: the static heading stays the largest text painted once the page has drawn its data', async ({ path, viewports, settled }) => {
    const token = await app.adminToken();
    for (const viewport of viewports) {
      const label = `${path}, ${viewport.width} px`;
      const context = await app.newContext(viewport);
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
      await recordLargestPaints(context);
      const page = await context.newPage();
      await page.goto(`${app.server.url}${path}`);
      await page.locator('#boot').waitFor({ state: 'detached' });
      await page.locator(settled).first().waitFor();
      await page.waitForLoadState('networkidle');
      // A frame after the data's: its paint has been reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const paints = await page.evaluate(() => (window as unknown as { largestPaints: LargestPaint[] }).largestPaints);
      expect(paints.length, `${label}: ${JSON.stringify(paints)}`).toBeGreaterThan(0);
      expect(paints.at(-1)!.element, `${label}: ${JSON.stringify(paints)}`).toBe('div.boot-head');
      await context.close();
    }
  });
});

/**
 * What the record pages' first-load tests share (docs/architecture.md "First load"): the variants
 * they check a record's page in, a context signed in with that variant's stored settings and
 * language, and the page as index.html and the boot script draw it without the main script.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { SignedInApp } from './signed-in-app.ts';
import { TOKEN_KEY } from './shell-session.ts';

export const RECORD_PAGE_VARIANTS = [
  { name: 'light', width: 390, settings: null, language: null },
  { name: 'light', width: 1440, settings: null, language: null },
  { name: 'dark', width: 390, settings: JSON.stringify({ mode: 'dark' }), language: null },
  { name: 'Arabic', width: 1440, settings: null, language: 'ar' },
] as const;

export type RecordPageVariant = (typeof RECORD_PAGE_VARIANTS)[number];

/** A browser context at the variant's width, the token, settings and language stored before any page loads. */
export async function variantContext(app: SignedInApp, variant: RecordPageVariant, token: string): Promise<BrowserContext> {
  const context = await app.newContext({ width: variant.width, height: 844 });
  await context.addInitScript(([tokenKey, tokenValue, settings, language]) => {
    localStorage.setItem(tokenKey, tokenValue);
    if (settings) localStorage.setItem('passdesk.settings', settings);
    if (language) localStorage.setItem('passdesk.language', language);
  }, [TOKEN_KEY, token, variant.settings, variant.language] as const);
  return context;
}

/** Opens `url` with the main script refused: what index.html and the boot script draw on their own. */
export async function openWithoutMainScript(context: BrowserContext, url: string): Promise<Page> {
  const still = await context.newPage();
  await still.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await still.goto(url);
  return still;
}

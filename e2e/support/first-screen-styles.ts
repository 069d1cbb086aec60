/**
 * The emotion styles a list page's first screen uses, read from the built panel in Chromium
 * (docs/architecture.md "First load", step 7): `apps/web/src/theme/first-screen-styles.css`,
 * which the shell's chunk hands to emotion as already inserted, so the first commit of the shell
 * and the page inserts no style at run time. Re-run after changing a style of the shell, the app
 * bar, the page heading or the data table (e2e first-load test fails when the file is stale):
 *
 *   node --import tsx e2e/support/first-screen-styles.ts && npm run build
 *
 * It builds the panel once more, into a scratch folder, with the shipped styles left out
 * (`VITE_FIRST_SCREEN_STYLES=off`), so that emotion inserts every style at run time; then, on a
 * cold signed-in /routes at a phone's width (412 px, Lighthouse's mobile preset) and a laptop's
 * (1366 px), rows on screen, it takes every class rule of emotion's `mui` sheets in their order —
 * those of the elements' classes and those of MUI's inner styled layers, which no element carries
 * but emotion inserts all the same. A class name is a hash of its styles, so a stale rule can never
 * style an element wrongly: it only styles nothing, and the style it no longer covers is inserted
 * at run time as before (which the first-load test reports).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { buildServerBundle } from '../../apps/server/src/test/server-process.ts';
import { launchBrowser } from './browser.ts';
import { ROOT, startServer } from './server.ts';
import { adminToken, TOKEN_KEY } from './shell-session.ts';

export const FIRST_SCREEN_STYLES_FILE = path.join(ROOT, 'apps/web/src/theme/first-screen-styles.css');
export const FIRST_SCREEN_PATH = SCREENS.routes;
export const FIRST_SCREEN_WIDTHS = [412, 1366] as const;

/** Emotion's class names (`mui-<name>`) that a CSS text styles. */
export function emotionNames(css: string): Set<string> {
  return new Set([...css.matchAll(/\.mui-([A-Za-z0-9_-]+)/g)].map((match) => match[1]!));
}

export interface FirstScreen {
  /** The class rules of emotion's `mui` sheets, in order (shipped and inserted at run time). */
  rules: string[];
  /** The class rules emotion inserted at run time (`insertRule`), as it wrote them. */
  inserted: string[];
}

/** Whether a rule styles an emotion class (global styles and keyframes do not). */
function stylesAClass(rule: string): boolean {
  return /\.mui-[A-Za-z0-9_-]+/.test(rule);
}

/** Opens `FIRST_SCREEN_PATH` cold, signed in, at `width`, and reads emotion's rules once the rows are on screen. */
export async function readFirstScreen(browser: Browser, baseUrl: string, token: string, width: number): Promise<FirstScreen> {
  const context = await browser.newContext({ viewport: { width, height: 823 }, isMobile: width < 600, hasTouch: width < 600 });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}${SCREENS.notFound}`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
    await page.addInitScript(() => {
      const inserted: string[] = [];
      Object.defineProperty(window, '__insertedRules', { value: inserted });
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
        inserted.push(rule);
        return insertRule.call(this, rule, index);
      };
    });
    await page.goto(`${baseUrl}${FIRST_SCREEN_PATH}`);
    await page.locator('#content table[aria-busy="false"] tbody tr').first().waitFor();
    const { rules, inserted } = await page.evaluate(() => {
      const rules: string[] = [];
      for (const sheet of document.styleSheets) {
        if ((sheet.ownerNode as Element | null)?.getAttribute('data-emotion') !== 'mui') continue;
        for (const rule of sheet.cssRules) rules.push(rule.cssText);
      }
      return { rules, inserted: (window as unknown as { __insertedRules: string[] }).__insertedRules };
    });
    return { rules: rules.filter(stylesAClass), inserted: inserted.filter(stylesAClass) };
  } finally {
    await context.close();
  }
}

/**
 * The first screen's rules at every width, from a build that ships none (so all are emotion's own,
 * inserted at run time): each class's rules once, as emotion inserted them (in order and with their
 * repeats: a class's later rule may restate an earlier one to win over a rule between them).
 */
export async function captureFirstScreenStyles(): Promise<string[]> {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-first-screen-'));
  process.env.VITE_FIRST_SCREEN_STYLES = 'off';
  try {
    await build({ root: path.join(ROOT, 'apps/web'), configFile: path.join(ROOT, 'apps/web/vite.config.ts'), logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
  } finally {
    delete process.env.VITE_FIRST_SCREEN_STYLES;
  }
  buildServerBundle();
  const server = await startServer({ WEB_DIST_DIR: distDir });
  const browser = await launchBrowser();
  try {
    const token = await adminToken(server.url);
    const rules: string[] = [];
    const covered = new Set<string>();
    for (const width of FIRST_SCREEN_WIDTHS) {
      const seen = (await readFirstScreen(browser, server.url, token, width)).rules;
      const fresh = seen.filter((rule) => ![...emotionNames(rule)].some((name) => covered.has(name)));
      rules.push(...fresh);
      for (const rule of fresh) for (const name of emotionNames(rule)) covered.add(name);
    }
    return rules;
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(distDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const rules = await captureFirstScreenStyles();
  const header = '/* Generated by e2e/support/first-screen-styles.ts from the built panel: do not edit by hand. */\n';
  fs.writeFileSync(FIRST_SCREEN_STYLES_FILE, `${header}${rules.join('\n')}\n`);
  console.log(`${rules.length} rules, ${emotionNames(rules.join('\n')).size} classes → ${path.relative(ROOT, FIRST_SCREEN_STYLES_FILE)}`);
}

/**
 * The panel's first load in Chromium (docs/performance.md, "Panel load"): JavaScript transferred
 * by /login and by a signed-in /routes, time until /routes shows its rows (cold: empty cache;
 * warm: the same browser again), the wave in which the list request starts (from what each request
 * waited for, its initiator in Chromium's network events: e2e/support/network.ts `requestWaves`,
 * the document is wave 0, the main script wave 1), and Lighthouse's performance score on its mobile and desktop
 * presets for both pages: the median of `--lighthouse-runs` runs (5 by default, as Lighthouse's
 * own guidance on variability advises; every run's score is printed beside it). Needs
 * `npm run build` first.
 *
 *   npm run bench -- panel-load [--runs 5] [--lighthouse-runs 5]
 * Every screen instead: `--all` (every-screen.ts).
 */
import * as chromeLauncher from 'chrome-launcher';
import { chromium, type Page } from 'playwright-core';
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { CHROMIUM, launchBrowser } from '../../e2e/support/browser.ts';
import { recordTransfers } from '../../e2e/support/network.ts';
import { startServer } from '../../e2e/support/server.ts';
import { adminToken, TOKEN_KEY } from '../../e2e/support/shell-session.ts';
import { describeMachine, median, numberOption } from '../support/machine.ts';
import { lighthouseRun, type LighthouseResult } from './lighthouse-run.ts';

const RUNS = numberOption('runs', 5);
const LIGHTHOUSE_RUNS = numberOption('lighthouse-runs', 5);
const LIST_REQUEST = /\/api\/v1\/admin\/routes\?/;
/** Lighthouse's metrics behind the score, printed with it. */
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift'];

async function rowsVisible(page: Page): Promise<number> {
  await page.locator('table[aria-busy="false"] tbody tr').first().waitFor();
  return page.evaluate(() => performance.now());
}

const server = await startServer();
const token = await adminToken(server.url);
const browser = await launchBrowser();
try {
  // JavaScript transferred, cold.
  const loginContext = await browser.newContext();
  const loginPage = await loginContext.newPage();
  const loginLog = await recordTransfers(loginPage);
  await loginPage.goto(`${server.url}${SCREENS.login}`, { waitUntil: 'networkidle' });
  const loginJs = loginLog.scriptBytes();
  await loginContext.close();

  const cold: number[] = [];
  const warm: number[] = [];
  let routesJs = 0;
  const listWaves: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}${SCREENS.notFound}`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
    const log = await recordTransfers(page); // cache off: a cold load
    await page.goto(`${server.url}${SCREENS.routes}`);
    cold.push(await rowsVisible(page));
    routesJs = log.scriptBytes();
    const wave = await log.waveOf(LIST_REQUEST);
    if (wave === undefined) throw new Error('no list request recorded');
    listWaves.push(wave);
    await log.stop();
    // Warm: the same browser context again, its cache filled.
    await page.goto(`${server.url}${SCREENS.routes}`);
    warm.push(await rowsVisible(page));
    await context.close();
  }

  // Lighthouse, in its own Chromium, every run cold (its storage reset empties the HTTP cache but
  // keeps localStorage): /login first, signed out — with a stored token it would measure the
  // dashboard it forwards to — then /routes with the token stored.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const scores: Record<string, number> = {};
  const audits: Record<string, string> = {};
  try {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    for (const path of [SCREENS.login, SCREENS.routes]) {
      if (path === SCREENS.routes) {
        const setup = await cdp.contexts()[0]!.newPage();
        await setup.goto(`${server.url}${SCREENS.notFound}`);
        await setup.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
        await setup.close();
      }
      for (const preset of ['mobile', 'desktop'] as const) {
        const runs: { score: number; result: LighthouseResult }[] = [];
        for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
          const result = await lighthouseRun(`${server.url}${path}`, chrome.port, { desktop: preset === 'desktop' });
          const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
          if (landed !== path) throw new Error(`Lighthouse measured ${landed}, not ${path}`);
          runs.push({ score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100), result });
        }
        // The median run by score, its metrics shown with every run's score.
        const middle = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
        scores[`${path} ${preset}`] = median(runs.map((run) => run.score));
        audits[`${path} ${preset}`] = `runs ${runs.map((run) => run.score).join(', ')}; median run: ${METRICS.map((id) => `${id} ${middle.result.lhr.audits[id]?.displayValue ?? '?'}`).join(', ')}`;
      }
    }
    await cdp.close();
  } finally {
    chrome.kill();
  }

  console.log(describeMachine());
  console.log(`\n| measure | value |\n| --- | --- |`);
  console.log(`| /login JavaScript transferred (cold) | ${(loginJs / 1024).toFixed(1)} kB |`);
  console.log(`| /routes JavaScript transferred (cold, signed in) | ${(routesJs / 1024).toFixed(1)} kB |`);
  console.log(`| /routes rows visible, cold (median of ${RUNS}) | ${median(cold).toFixed(0)} ms |`);
  console.log(`| /routes rows visible, warm (median of ${RUNS}) | ${median(warm).toFixed(0)} ms |`);
  console.log(`| wave in which the list request starts, from its initiators (document 0, main JS 1; each of ${RUNS} runs) | ${listWaves.join(', ')} |`);
  for (const [name, score] of Object.entries(scores)) console.log(`| Lighthouse performance ${name}, median of ${LIGHTHOUSE_RUNS} | ${score} (${audits[name]}) |`);
} finally {
  await browser.close();
  await server.stop();
}

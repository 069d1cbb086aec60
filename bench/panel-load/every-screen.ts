/**
 * Every screen's Lighthouse performance (docs/performance.md, "Panel load"): the pages of the
 * contract's SCREENS table and /inspect, each as its user opens it (screen-targets.ts), on the
 * mobile and desktop presets, the median of `--lighthouse-runs` cold runs (3 by default), with the
 * median run's LCP, TBT and JavaScript (kB transferred, files), beside the goals. `--only
 * /apply,/dashboard` measures just those. Needs `npm run build` first; the server starts with the
 * demo data.
 *
 *   npm run bench -- panel-load --all [--lighthouse-runs 3] [--only /apply,/dashboard]
 */
import * as chromeLauncher from 'chrome-launcher';
import { chromium, type Browser } from 'playwright-core';
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { CHROMIUM, launchBrowser } from '../../e2e/support/browser.ts';
import { startServer } from '../../e2e/support/server.ts';
import { adminToken, TOKEN_KEY } from '../../e2e/support/shell-session.ts';
import { describeMachine, median, numberOption, stringOption } from '../support/machine.ts';
import { lighthouseRun, type LighthouseResult } from './lighthouse-run.ts';
import { INSPECT_SESSION_KEY, inspectorSession, screenTargets, type ScreenTarget, type SignIn } from './screen-targets.ts';

const LIGHTHOUSE_RUNS = numberOption('lighthouse-runs', 3);
const ONLY = stringOption('only')?.split(',');
/** docs/performance.md "Panel load": the score every screen must reach. */
const GOALS = { mobile: 95, desktop: 98 } as const;
type Preset = keyof typeof GOALS;

interface ScriptRequest {
  resourceType?: string;
  transferSize?: number;
}

/** JavaScript the page transferred: kB and files, from Lighthouse's network-requests audit. */
function scripts(result: LighthouseResult): { kB: number; files: number } {
  const items = ((result.lhr.audits['network-requests']?.details as { items?: ScriptRequest[] } | undefined)?.items ?? []).filter((item) => item.resourceType === 'Script');
  return { kB: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024, files: items.length };
}

/** Stores (or clears) the tokens in the measuring Chromium's local storage, which Lighthouse's reset keeps. */
async function signInAs(browser: Browser, baseUrl: string, signIn: SignIn, staffToken: string, inspector: string): Promise<void> {
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${baseUrl}${SCREENS.notFound}`);
  await page.evaluate(
    ([tokenKey, token, sessionKey, session]) => {
      localStorage.clear();
      if (token) localStorage.setItem(tokenKey, token);
      if (session) localStorage.setItem(sessionKey, session);
    },
    [TOKEN_KEY, signIn === 'staff' ? staffToken : '', INSPECT_SESSION_KEY, signIn === 'inspector' ? inspector : ''] as const,
  );
  await page.close();
}

async function measure(target: ScreenTarget, baseUrl: string, port: number, preset: Preset): Promise<string> {
  const runs: { score: number; result: LighthouseResult }[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    const result = await lighthouseRun(`${baseUrl}${target.url}`, port, { desktop: preset === 'desktop' });
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed !== target.url) throw new Error(`Lighthouse measured ${landed}, not ${target.url}`);
    runs.push({ score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100), result });
  }
  const score = median(runs.map((run) => run.score));
  const middle = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
  const audit = (id: string): string => middle.result.lhr.audits[id]?.displayValue ?? '?';
  const js = scripts(middle.result);
  const verdict = score >= GOALS[preset] ? 'met' : 'missed';
  return `| ${target.label} | ${target.signIn} | ${preset} | ${score} (${runs.map((run) => run.score).join(', ')}) | ${GOALS[preset]} ${verdict} | ${audit('largest-contentful-paint')} | ${audit('total-blocking-time')} | ${js.kB.toFixed(0)} kB | ${js.files} |`;
}

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const token = await adminToken(server.url);
  const inspector = await inspectorSession(server.url, token);
  const probe = await launchBrowser();
  const { targets, skipped } = await screenTargets(probe, server.url, token).finally(() => probe.close());
  const chosen = targets.filter((target) => !ONLY || ONLY.includes(target.label));
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const rows: string[] = [];
  for (const target of chosen) {
    await signInAs(cdp, server.url, target.signIn, token, inspector);
    for (const preset of ['mobile', 'desktop'] as const) {
      const row = await measure(target, server.url, chrome.port, preset);
      console.error(row);
      rows.push(row);
    }
  }
  await cdp.close();
  console.log(describeMachine());
  console.log(`\nLighthouse performance, median of ${LIGHTHOUSE_RUNS} cold runs (each run's score in brackets); LCP, TBT and JavaScript of the median run.\n`);
  console.log('| screen | as | preset | score | goal | LCP | TBT | JavaScript | files |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  for (const reason of skipped) console.log(`\nNot measured: ${reason}`);
} finally {
  chrome.kill();
  await server.stop();
}

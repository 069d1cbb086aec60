/**
 * What a cold signed-in /routes costs the server (docs/performance.md, "Panel load"): the server
 * process's CPU time (user + system, from /proc) from the navigation until the rows are on screen
 * and the page is quiet, in Chromium, against a reference checkout's server and panel (e.g. main
 * before a change) measured in alternate rounds of the same run. On one machine the server shares
 * the cores with the browser, so its CPU during the load is time the page's main thread may wait.
 * Each round is a new browser context (empty cache) signed in through local storage first.
 *
 *   git worktree add /tmp/reference <commit>   # then build it there: node scripts/build-server.mjs, npm run build
 *   npm run build && node scripts/build-server.mjs
 *   node --import tsx bench/panel-load/server-cost.ts --reference-root /tmp/reference [--runs 10]
 */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import path from 'node:path';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { ROOT, startServer, type RunningServer } from '../../e2e/support/server.ts';
import { adminToken, TOKEN_KEY } from '../../e2e/support/shell-session.ts';
import { describeMachine, median, numberOption, stringOption } from '../support/machine.ts';
import { processCpuSeconds } from '../support/process-cpu.ts';

const RUNS = numberOption('runs', 10);
const REFERENCE_ROOT = stringOption('reference-root');
if (!REFERENCE_ROOT) throw new Error('--reference-root <a checkout with its server bundle and panel built> is required');
/** After the rows: the page's remaining requests (translations of later namespaces, the worker) end. */
const SETTLE_MS = 500;

interface Side {
  name: string;
  server: RunningServer;
  token: string;
  cpu: number[];
}

async function side(name: string, root: string): Promise<Side> {
  const server = await startServer({ WEB_DIST_DIR: path.join(root, 'apps/web/dist') }, { bundle: path.join(root, 'apps/server/dist/main.mjs') });
  return { name, server, token: await adminToken(server.url), cpu: [] };
}

const sides = [await side('reference', path.resolve(REFERENCE_ROOT)), await side('this', ROOT)];
const browser = await launchBrowser();
try {
  for (let round = 0; round < RUNS; round += 1) {
    for (const current of round % 2 === 0 ? sides : [...sides].reverse()) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.goto(`${current.server.url}${SCREENS.notFound}`);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, current.token] as const);
      await page.goto('about:blank');
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const before = processCpuSeconds(current.server.pid);
      await page.goto(`${current.server.url}${SCREENS.routes}`);
      await page.locator('table[aria-busy="false"] tbody tr').first().waitFor();
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      current.cpu.push(Math.round((processCpuSeconds(current.server.pid) - before) * 1000));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await Promise.all(sides.map((current) => current.server.stop()));
}

console.log(describeMachine());
console.log(`\n| server CPU for a cold /routes, ${RUNS} rounds | median | min | max | per round |\n| --- | --- | --- | --- | --- |`);
for (const { name, cpu } of sides) console.log(`| ${name} | ${median(cpu)} ms | ${Math.min(...cpu)} ms | ${Math.max(...cpu)} ms | ${cpu.join(', ')} |`);
const [reference, current] = sides.map(({ cpu }) => median(cpu));
if (reference && current !== undefined) console.log(`\nthis / reference: ${(current / reference).toFixed(2)}×`);

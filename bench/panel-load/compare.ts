/**
 * Two builds of the panel side by side (docs/performance.md, "Panel load"): Lighthouse's mobile
 * preset on a cold signed-in page, the reference build and this checkout's apps/web/dist measured
 * alternately in one Lighthouse Chromium, so both see the same machine load. Besides the score it
 * prints, per run, the main thread's long-task time read from Lighthouse's own task list (what
 * Total Blocking Time is made of, less noisy than the score): the sum over tasks longer than
 * 12.5 ms of real time (50 ms under the preset's 4× CPU slowdown) of their time beyond that; and
 * the same sum over the tasks' CPU time read from the trace (`tdur` of the page's main thread),
 * which another process's load on a shared machine stretches far less than their wall time.
 *
 *   cp -r apps/web/dist /tmp/reference-dist   # e.g. from main, before the change
 *   npm run build && node --import tsx bench/panel-load/compare.ts --reference /tmp/reference-dist [--runs 4] [--path /routes] [--save /tmp/lhr]
 *
 * `--desktop` measures on Lighthouse's desktop preset instead (no CPU slowdown: the long-task sums
 * then count time beyond 50 ms of real time). Each run also names its largest contentful element.
 *
 * `--signed-out` measures the page as a visitor opens it (a citizens' page: /apply, /apply/status);
 * otherwise every page but /login is opened with the demo administrator's token stored.
 *
 * With `--reference-root <checkout>` instead (a worktree with its server bundle and panel built,
 * as for server-cost.ts), the reference runs that checkout's server too: a change to the server's
 * cost shows in the page's figures. Without it both builds are served by this checkout's server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { CHROMIUM } from '../../e2e/support/browser.ts';
import { ROOT, startServer, type RunningServer } from '../../e2e/support/server.ts';
import { adminToken, TOKEN_KEY } from '../../e2e/support/shell-session.ts';
import { describeMachine, median, numberOption, stringOption } from '../support/machine.ts';
import { lighthouseRun, type LighthouseResult } from './lighthouse-run.ts';

const RUNS = numberOption('runs', 4);
const PAGE = stringOption('path') ?? SCREENS.routes;
const REFERENCE_ROOT = stringOption('reference-root');
const REFERENCE = stringOption('reference') ?? (REFERENCE_ROOT && path.join(REFERENCE_ROOT, 'apps/web/dist'));
const SAVE = stringOption('save');
const SIGNED_OUT = process.argv.includes('--signed-out');
const DESKTOP = process.argv.includes('--desktop');
if (!REFERENCE) throw new Error('--reference <a built apps/web/dist> or --reference-root <a checkout, built> is required');
/** Lighthouse's simulated CPU slowdown (4× on the mobile preset, none on desktop) and the long-task threshold. */
const SLOWDOWN = DESKTOP ? 1 : 4;
const LONG_TASK_MS = 50;

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** Σ max(0, 4 × task − 50 ms) over the main thread's top-level tasks, as observed. */
  longTaskMs: number;
  /** The same over the tasks' CPU time (trace `tdur`), and the main thread's CPU time in all. */
  longTaskCpuMs: number;
  cpuMs: number;
  load: number;
  /** The largest contentful element, as Lighthouse names it (its selector and its HTML's start). */
  lcpElement: string;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The page's main thread: the renderer main thread that ran the most. */
function mainThreadTasks(events: readonly TraceEvent[]): TraceEvent[] {
  const rendererMain = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || !rendererMain.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), event]);
  }
  const busiest = (tasks: TraceEvent[]) => tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  return [...byThread.values()].sort((a, b) => busiest(b) - busiest(a))[0] ?? [];
}

interface ElementItem {
  node?: { selector?: string; snippet?: string };
  items?: ElementItem[];
}

/** The node Lighthouse's largest-contentful-paint-element audit names (its first table's first row). */
function largestContentfulElement(lhr: LighthouseResult['lhr']): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as ElementItem | undefined;
  const first = details?.items?.[0];
  const node = first?.node ?? first?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'} ${(node.snippet ?? '').slice(0, 120)}` : 'none';
}

interface Build {
  name: string;
  server: RunningServer;
  runs: Run[];
}

async function startBuild(name: string, distDir: string, serverBundle?: string): Promise<Build> {
  return { name, server: await startServer({ WEB_DIST_DIR: path.resolve(distDir) }, { bundle: serverBundle }), runs: [] };
}

const builds = await Promise.all([
  startBuild('reference', REFERENCE, REFERENCE_ROOT && path.resolve(REFERENCE_ROOT, 'apps/server/dist/main.mjs')),
  startBuild('this', path.join(ROOT, 'apps/web/dist')),
]);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });

try {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  if (PAGE !== SCREENS.login && !SIGNED_OUT) {
    for (const build of builds) {
      const token = await adminToken(build.server.url);
      const setup = await cdp.contexts()[0]!.newPage();
      await setup.goto(`${build.server.url}${SCREENS.notFound}`);
      await setup.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
      await setup.close();
    }
  }
  for (let round = 0; round < RUNS; round += 1) {
    for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
      const result = await lighthouseRun(`${build.server.url}${PAGE}`, chrome.port, { desktop: DESKTOP });
      const lhr = result.lhr;
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== PAGE) throw new Error(`Lighthouse measured ${landed}, not ${PAGE}`);
      const tasks = (lhr.audits['main-thread-tasks']?.details as { items?: { duration: number }[] } | undefined)?.items ?? [];
      const traceTasks = mainThreadTasks(result.artifacts.Trace.traceEvents as unknown as TraceEvent[]);
      const run: Run = {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
        longTaskMs: tasks.reduce((sum, task) => sum + Math.max(0, SLOWDOWN * task.duration - LONG_TASK_MS), 0),
        longTaskCpuMs: traceTasks.reduce((sum, task) => sum + Math.max(0, (SLOWDOWN * (task.tdur ?? 0)) / 1000 - LONG_TASK_MS), 0),
        cpuMs: traceTasks.reduce((sum, task) => sum + (task.tdur ?? 0) / 1000, 0),
        load: os.loadavg()[0] ?? 0,
        lcpElement: largestContentfulElement(lhr),
      };
      build.runs.push(run);
      if (SAVE) {
        fs.mkdirSync(SAVE, { recursive: true });
        const stem = path.join(SAVE, `${build.name}-${round}`);
        fs.writeFileSync(`${stem}.json`, JSON.stringify(lhr));
        fs.writeFileSync(`${stem}.trace.json`, JSON.stringify(result.artifacts.Trace));
      }
      console.log(
        `round ${round + 1} ${build.name}: score ${run.score}, FCP ${run.fcp.toFixed(0)} ms, LCP ${run.lcp.toFixed(0)} ms, ` +
          `TBT ${run.tbt.toFixed(0)} ms, long-task time ${run.longTaskMs.toFixed(0)} ms (by CPU time ${run.longTaskCpuMs.toFixed(0)} ms), ` +
          `main-thread CPU ${run.cpuMs.toFixed(0)} ms, load ${run.load.toFixed(2)}; LCP element ${run.lcpElement}`,
      );
    }
  }
  await cdp.close();
} finally {
  chrome.kill();
  await Promise.all(builds.map((build) => build.server.stop()));
}

console.log(describeMachine());
console.log(`\n| ${PAGE}${SIGNED_OUT ? ' (signed out)' : ''}, Lighthouse ${DESKTOP ? 'desktop' : 'mobile'}, median of ${RUNS} | score | FCP | LCP | TBT | long-task time (wall) | long-task time (CPU) | main-thread CPU |\n| --- | --- | --- | --- | --- | --- | --- | --- |`);
for (const { name, runs } of builds) {
  const of = (pick: (run: Run) => number) => median(runs.map(pick));
  console.log(
    `| ${name} | ${of((run) => run.score)} | ${of((run) => run.fcp).toFixed(0)} ms | ${of((run) => run.lcp).toFixed(0)} ms | ` +
      `${of((run) => run.tbt).toFixed(0)} ms | ${of((run) => run.longTaskMs).toFixed(0)} ms | ${of((run) => run.longTaskCpuMs).toFixed(0)} ms | ` +
      `${of((run) => run.cpuMs).toFixed(0)} ms |`,
  );
}

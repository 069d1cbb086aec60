/**
 * Time from `npm start` to /readyz answering 200 on an already-built checkout, on the embedded
 * PGlite database and on PostgreSQL. Median of several runs, for a first start (empty DATA_DIR or
 * a fresh database: migrations, first admin, demo data) and for a restart (everything in place).
 * The embedded database's first start twice: as a user gets it after `npm install`, which prepared
 * the demo DATA_DIR that start claims (made again before each run, outside the timings, by the
 * script `npm install` runs), and with nothing prepared (the first start loads the demo data).
 * The two take turns run by run. The install's prepared folder is left as it was found.
 *
 * By default it times `npm start` itself; a run where npm start had to rebuild the web app (its
 * sources changed meanwhile) is discarded. `--via node` times the server entry that npm start
 * runs (`node apps/server/dist/main.mjs`, bundled first), to separate npm's and the launcher's share.
 * `--data-dir DIR` times only restarts of an embedded database already in DIR (kept as it is, demo
 * data off): the 1,000,000 cards bench/cards-list seeds with its own `--data-dir`.
 *
 *   npm run bench -- startup [--runs 5] [--via npm|node] [--data-dir DIR]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (default) for the PostgreSQL part
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PREPARED_FOLDER } from '../../apps/server/src/platform/first-start/prepared-data-dir.ts';
import { buildServerBundle } from '../../apps/server/src/test/server-process.ts';
import { freePort } from '../support/free-port.ts';
import { describeMachine, median, numberOption, stringOption } from '../support/machine.ts';
import { processGroupCpuSeconds } from '../support/process-cpu.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = numberOption('runs', 5);
const viaIndex = process.argv.indexOf('--via');
const VIA = viaIndex >= 0 && process.argv[viaIndex + 1] === 'node' ? 'node' : 'npm';
const COMMAND: [string, string[]] =
  VIA === 'npm' ? ['npm', ['start', '--silent']] : [process.execPath, ['apps/server/dist/main.mjs']];
const GIVEN_DATA_DIR = stringOption('data-dir');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface StartTiming {
  wallMs: number;
  /** CPU seconds of the whole process tree up to that moment. */
  cpuSeconds: number;
  /** What the start printed (and logged) until then. */
  output: string;
}

/** The environment every timed start gets, before its own. */
const BASE_ENV = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ENV_FILE: '', LOG_FORMAT: 'json', LOG_LEVEL: 'warn', HOST: '127.0.0.1' };

/** Prepares the first start's demo DATA_DIR as `npm install` does (its postinstall script), for the settings of the timed starts. */
function prepareAsNpmInstallDoes(): void {
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/warm-first-start.ts'], { cwd: ROOT, env: BASE_ENV, encoding: 'utf8' });
  if (!fs.existsSync(PREPARED_FOLDER)) throw new Error(`the first start's demo data was not prepared:\n${prepared.stdout}${prepared.stderr}`);
}

/** One start until /readyz is 200; undefined when npm start had to rebuild the web app (not a built checkout). */
async function timeOneStart(env: Record<string, string>): Promise<StartTiming | undefined> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(COMMAND[0], COMMAND[1], {
    cwd: ROOT,
    env: { ...BASE_ENV, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so the whole tree (npm, start.mjs, server) is stopped by its id.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close': the output has all arrived too.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  let elapsed: StartTiming | undefined;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (response.status === 200) {
          elapsed = { wallMs: performance.now() - started, cpuSeconds: child.pid ? processGroupCpuSeconds(child.pid) : 0, output: '' };
          break;
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  return /Building the web app|rebuilding/.test(output) || !elapsed ? undefined : { ...elapsed, output };
}

interface Prepared {
  env: Record<string, string>;
  /** Checks the first start's output (what it printed): throws when it did not start as meant. */
  check?: (firstStart: StartTiming) => void;
  cleanup: () => Promise<void>;
}

interface Variant {
  label: string;
  prepare: () => Promise<Prepared>;
}

/**
 * A first start and a restart of each variant, `RUNS` times, the variants taking turns run by run:
 * the machine's load moves them alike.
 */
async function timeStarts(...variants: Variant[]) {
  const first = variants.map((): StartTiming[] => []);
  const restart = variants.map((): StartTiming[] => []);
  while (first.some((timings) => timings.length < RUNS)) {
    for (const [index, { label, prepare }] of variants.entries()) {
      const firsts = first[index] ?? [];
      if (firsts.length >= RUNS) continue;
      const { env, check, cleanup } = await prepare();
      try {
        const cold = await timeOneStart(env);
        if (cold) check?.(cold);
        const warm = await timeOneStart(env);
        if (cold === undefined || warm === undefined) {
          console.log(`  ${label}: npm start rebuilt the web app (sources changed meanwhile); run discarded`);
          continue;
        }
        firsts.push(cold);
        restart[index]?.push(warm);
        console.log(
          `  ${label} run ${firsts.length}: first start ${(cold.wallMs / 1000).toFixed(2)} s (CPU ${cold.cpuSeconds.toFixed(2)} s), ` +
            `restart ${(warm.wallMs / 1000).toFixed(2)} s (CPU ${warm.cpuSeconds.toFixed(2)} s)`,
        );
      } finally {
        await cleanup();
      }
    }
  }
  const wall = (timings: StartTiming[] = []) => median(timings.map((timing) => timing.wallMs)) / 1000;
  const cpu = (timings: StartTiming[] = []) => median(timings.map((timing) => timing.cpuSeconds));
  return variants.map(({ label }, index) => ({ label, first: wall(first[index]), firstCpu: cpu(first[index]), restart: wall(restart[index]), restartCpu: cpu(restart[index]) }));
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

console.log(describeMachine());
// A built checkout: build once, outside the timings, if the build is missing or stale.
if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
  console.log('building the web app first (not timed)...');
  spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}
// `--via node` runs the bundle npm start makes (npm start bundles it again on each start itself).
if (VIA === 'node') buildServerBundle();

/** Restarts of the embedded database in GIVEN_DATA_DIR, kept as it is. */
async function timeRestartsOf(dataDir: string) {
  const timings: StartTiming[] = [];
  while (timings.length < RUNS) {
    const timing = await timeOneStart({ DATA_DIR: dataDir, DEMO_DATA: 'false' });
    if (timing === undefined) continue;
    timings.push(timing);
    console.log(`  ${dataDir} run ${timings.length}: ${(timing.wallMs / 1000).toFixed(2)} s (CPU ${timing.cpuSeconds.toFixed(2)} s)`);
  }
  const wall = median(timings.map((timing) => timing.wallMs)) / 1000;
  console.log(`\n| PGlite in ${dataDir}, restart: wall / CPU, median of ${RUNS} | goal |\n|---|---|\n| ${wall.toFixed(2)} s / ${median(timings.map((timing) => timing.cpuSeconds)).toFixed(2)} s | ≤ 3 s |`);
}

if (GIVEN_DATA_DIR) {
  await timeRestartsOf(GIVEN_DATA_DIR);
  process.exit(0);
}

/** A DATA_DIR not made yet, as `./data` before the first `npm start`. */
function newDataDir(): { dataDir: string; cleanup: () => Promise<void> } {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-bench-'));
  return { dataDir: path.join(parent, 'data'), cleanup: async () => fs.rmSync(parent, { recursive: true, force: true }) };
}

const PASSWORD_SHOWN = /Generated password \(shown only this once\): \S+/;
const installHadPrepared = fs.existsSync(PREPARED_FOLDER);
const results = [];
results.push(
  ...(await timeStarts(
    {
      label: 'PGlite, prepared by npm install',
      prepare: async () => {
        prepareAsNpmInstallDoes();
        const { dataDir, cleanup } = newDataDir();
        const check = (start: StartTiming) => {
          if (fs.existsSync(PREPARED_FOLDER) || !PASSWORD_SHOWN.test(start.output)) throw new Error(`the first start did not claim the prepared DATA_DIR:\n${start.output}`);
        };
        return { env: { DATA_DIR: dataDir }, check, cleanup };
      },
    },
    {
      label: 'PGlite, nothing prepared',
      prepare: async () => {
        fs.rmSync(PREPARED_FOLDER, { recursive: true, force: true });
        const { dataDir, cleanup } = newDataDir();
        const check = (start: StartTiming) => {
          if (!PASSWORD_SHOWN.test(start.output) || !/Demo data loaded: /.test(start.output)) throw new Error(`the first start did not load the demo data:\n${start.output}`);
        };
        return { env: { DATA_DIR: dataDir }, check, cleanup };
      },
    },
  )),
);
if (installHadPrepared) prepareAsNpmInstallDoes();
results.push(
  ...(await timeStarts({
    label: 'PostgreSQL',
    prepare: async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-bench-'));
      const name = `passdesk_bench_${crypto.randomBytes(5).toString('hex')}`;
      await adminQuery(`create database ${name}`);
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
        cleanup: async () => {
          await adminQuery(`drop database if exists ${name} with (force)`);
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  })),
);

console.log(`\ntimed: ${VIA === 'npm' ? 'npm start' : 'node apps/server/dist/main.mjs'}`);
console.log(`| database | first start (empty database): wall / CPU, median of ${RUNS} | restart: wall / CPU, median of ${RUNS} | goal: first, restart |`);
console.log('|---|---|---|---|');
for (const r of results) {
  console.log(`| ${r.label} | ${r.first.toFixed(2)} s / ${r.firstCpu.toFixed(2)} s | ${r.restart.toFixed(2)} s / ${r.restartCpu.toFixed(2)} s | ≤ 3 s, ≤ 2 s |`);
}

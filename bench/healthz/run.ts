/**
 * /healthz requests per second with autocannon: PassDesk (the real server process, every hook,
 * helmet headers, request ids) beside a bare Fastify hello-world, measured alternately in the same
 * run so both see the same machine load. Goal: PassDesk at 80 % of the bare figure or better.
 *
 *   npm run bench -- healthz [--duration 10] [--rounds 3] [--connections 50]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { spawnServer } from '../../apps/server/src/test/server-process.ts';
import { describeMachine, median, numberOption } from '../support/machine.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = numberOption('duration', 10);
const ROUNDS = numberOption('rounds', 3);
const CONNECTIONS = numberOption('connections', 50);

async function startBare(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bare-fastify.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', () => reject(new Error('bare Fastify exited')));
  });
  return { url, child };
}

async function requestsPerSecond(url: string, duration: number): Promise<number> {
  const result = await autocannon({ url: `${url}/healthz`, connections: CONNECTIONS, duration });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

console.log(describeMachine());
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-bench-'));
const passdesk = spawnServer({ DATA_DIR: dataDir, PORT: '0', ADMIN_PASSWORD: 'Admin@12345', DEMO_DATA: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production' });
const bare = await startBare();
try {
  const passdeskUrl = await passdesk.url();
  // Warm both up (JIT, connection set-up) before measuring.
  await requestsPerSecond(bare.url, 3);
  await requestsPerSecond(passdeskUrl, 3);
  const bareRps: number[] = [];
  const passdeskRps: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    bareRps.push(await requestsPerSecond(bare.url, DURATION));
    passdeskRps.push(await requestsPerSecond(passdeskUrl, DURATION));
    console.log(`  round ${round}: bare Fastify ${bareRps.at(-1)?.toFixed(0)} req/s, PassDesk ${passdeskRps.at(-1)?.toFixed(0)} req/s`);
  }
  const bareMedian = median(bareRps);
  const passdeskMedian = median(passdeskRps);
  const ratio = (passdeskMedian / bareMedian) * 100;
  console.log(`\n| server | /healthz req/s (median of ${ROUNDS} × ${DURATION} s, ${CONNECTIONS} connections) |`);
  console.log('|---|---|');
  console.log(`| bare Fastify hello-world | ${bareMedian.toFixed(0)} |`);
  console.log(`| PassDesk | ${passdeskMedian.toFixed(0)} (${ratio.toFixed(0)} % of bare; goal ≥ 80 %) |`);
} finally {
  await passdesk.stop('SIGTERM');
  bare.child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

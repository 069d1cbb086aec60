/**
 * /healthz throughput with autocannon: PassDesk (the real server process, every hook, security
 * headers, request ids, logger) beside a bare Fastify hello-world, measured alternately in the same
 * run. Goal: PassDesk at 80 % of the bare figure or better.
 *
 * Two figures per round, because this 2-core machine is shared with other work:
 * - requests per second (wall clock; stretches with the machine's load), and
 * - server CPU time per request, read from /proc for the same requests: what one request costs,
 *   hardly affected by other processes. Their inverse ratio is the throughput ratio on an idle core.
 *
 *   npm run bench -- healthz [--duration 10] [--rounds 4] [--connections 50]
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { spawnServer } from '../../apps/server/src/test/server-process.ts';
import { startChildServer } from '../support/child-server.ts';
import { describeMachine, median, numberOption } from '../support/machine.ts';
import { processCpuSeconds } from '../support/process-cpu.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = numberOption('duration', 10);
const ROUNDS = numberOption('rounds', 4);
const CONNECTIONS = numberOption('connections', 50);

interface Target {
  name: string;
  url: string;
  pid: number;
}

interface Measure {
  rps: number;
  cpuMicrosPerRequest: number;
}

function startBare(withSecurityHeaders: boolean): Promise<{ url: string; child: ChildProcess }> {
  return startChildServer(path.join(here, 'bare-fastify.ts'), { BARE_SECURITY_HEADERS: withSecurityHeaders ? '1' : '0' });
}

async function measure(target: Target, duration: number): Promise<Measure> {
  const cpuBefore = processCpuSeconds(target.pid);
  const result = await autocannon({ url: `${target.url}/healthz`, connections: CONNECTIONS, duration });
  const cpu = processCpuSeconds(target.pid) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, cpuMicrosPerRequest: (cpu * 1e6) / result.requests.total };
}

console.log(describeMachine());
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-bench-'));
const passdeskProcess = spawnServer({ DATA_DIR: dataDir, PORT: '0', ADMIN_PASSWORD: 'Admin@12345', DEMO_DATA: 'false', LOG_LEVEL: 'info', NODE_ENV: 'production' });
const bareProcess = await startBare(false);
const bareHeadersProcess = await startBare(true);
try {
  const bare: Target = { name: 'bare Fastify hello-world', url: bareProcess.url, pid: bareProcess.child.pid ?? 0 };
  const bareHeaders: Target = { name: 'bare Fastify + PassDesk security headers', url: bareHeadersProcess.url, pid: bareHeadersProcess.child.pid ?? 0 };
  const passdesk: Target = { name: 'PassDesk', url: await passdeskProcess.url(), pid: passdeskProcess.child.pid ?? 0 };
  const targets = [bare, bareHeaders, passdesk];
  // Warm every server up (JIT, connection set-up) before measuring.
  for (const target of targets) await measure(target, 3);
  const rounds: Array<Map<string, Measure>> = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    // Rotate who goes first, so a load change during a round does not always favour the same one.
    const order = targets.map((_, index) => targets[(index + round) % targets.length]!);
    const measured = new Map<string, Measure>();
    for (const target of order) measured.set(target.name, await measure(target, DURATION));
    rounds.push(measured);
    console.log(`  round ${round}: ${targets.map((t) => `${t.name} ${measured.get(t.name)!.rps.toFixed(0)} req/s, ${measured.get(t.name)!.cpuMicrosPerRequest.toFixed(1)} µs CPU/req`).join('; ')}`);
  }
  const pick = (name: string, field: keyof Measure) => median(rounds.map((r) => r.get(name)![field]));
  const ratio = (name: string, field: keyof Measure) =>
    median(rounds.map((r) => (field === 'rps' ? r.get(name)!.rps / r.get(bare.name)!.rps : r.get(bare.name)!.cpuMicrosPerRequest / r.get(name)!.cpuMicrosPerRequest))) * 100;
  console.log(`\n/healthz, ${CONNECTIONS} connections, median of ${ROUNDS} rotating rounds of ${DURATION} s (ratios: median of per-round ratios)`);
  console.log('| server | req/s | ÷ bare | server CPU per request | bare CPU ÷ this CPU |');
  console.log('|---|---|---|---|---|');
  for (const target of targets) {
    console.log(
      `| ${target.name} | ${pick(target.name, 'rps').toFixed(0)} | ${ratio(target.name, 'rps').toFixed(0)} % | ${pick(target.name, 'cpuMicrosPerRequest').toFixed(1)} µs | ${ratio(target.name, 'cpuMicrosPerRequest').toFixed(0)} % |`,
    );
  }
  console.log('goal: PassDesk ≥ 80 % of the bare hello-world');
} finally {
  await passdeskProcess.stop('SIGTERM');
  bareProcess.child.kill('SIGTERM');
  bareHeadersProcess.child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

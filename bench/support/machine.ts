/** The machine a benchmark ran on, for docs/performance.md. */
import fs from 'node:fs';
import os from 'node:os';

export function describeMachine(): string {
  const cpuinfo = fs.readFileSync('/proc/cpuinfo', 'utf8');
  const model = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown CPU';
  const ramGiB = (os.totalmem() / 1024 ** 3).toFixed(1);
  const load = os.loadavg().map((value) => value.toFixed(2)).join(' ');
  return [
    `date: ${new Date().toISOString()}`,
    `nproc: ${os.availableParallelism()}`,
    `CPU: ${model}`,
    `RAM: ${ramGiB} GiB`,
    `Node: ${process.version}`,
    `load average at start (1/5/15 min): ${load}`,
  ].join('\n');
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** `--runs 5` style options with defaults. */
export function numberOption(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** `--reference /tmp/dist` style options. */
export function stringOption(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/**
 * CPU seconds used so far by every process of a process group (Linux /proc). On a machine that
 * other work keeps busy, wall-clock times stretch; CPU time shows what the start itself costs.
 */
import fs from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

interface ProcStat {
  pgid: number;
  cpuSeconds: number;
}

function readStat(pid: string | number): ProcStat | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // the process ended meanwhile
  }
  // Fields after the command name (which may hold spaces) start at ") ": state, ppid, pgrp, ...
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return { pgid: Number(fields[2]), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND };
}

export function processCpuSeconds(pid: number): number {
  return readStat(pid)?.cpuSeconds ?? 0;
}

export function processGroupCpuSeconds(pgid: number): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat?.pgid === pgid) total += stat.cpuSeconds;
  }
  return total;
}

/**
 * CPU seconds so far of each PostgreSQL backend serving `database` on this machine, by pid (its
 * process title reads `postgres: [cluster: ]user database host(port) state`). Sample it while the
 * backends live: a backend's CPU time goes with it when its connection closes.
 */
export function databaseBackendCpuSeconds(database: string): Map<number, number> {
  const backends = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let title: string;
    try {
      title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!title.startsWith('postgres:') || !title.split(/[\s\0]+/).includes(database)) continue;
    const stat = readStat(entry);
    if (stat) backends.set(Number(entry), stat.cpuSeconds);
  }
  return backends;
}

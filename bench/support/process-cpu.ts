/**
 * CPU seconds used so far by every process of a process group (Linux /proc). On a machine that
 * other work keeps busy, wall-clock times stretch; CPU time shows what the start itself costs.
 */
import fs from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

export function processGroupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    // Fields after the command name (which may hold spaces) start at ") ".
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    if (Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}

import fs from 'node:fs';

/** A `Vm…:  123456 kB` line of /proc/<pid>/status (Linux), in bytes: VmRSS now, VmHWM the peak over the process's life. */
export function procStatusBytes(pid: number | 'self', field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

/**
 * Resets the kernel's peak RSS of `pid` (VmHWM) to its RSS now (`5` to /proc/<pid>/clear_refs,
 * Linux 4.0+, same user or root): VmHWM read later is the true peak since this moment, spikes
 * between two samples included. Answers whether the kernel took it.
 */
export function resetPeakRss(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

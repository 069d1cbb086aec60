import fs from 'node:fs';

/** A `Vm…:  123456 kB` line of /proc/<pid>/status (Linux), in bytes: VmRSS now, VmHWM the peak over the process's life. */
export function procStatusBytes(pid: number | 'self', field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

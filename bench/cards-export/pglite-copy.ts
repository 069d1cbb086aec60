/**
 * PGlite's own COPY of the export's SELECT to CSV, the reference for a PGlite export run: started by
 * run.ts as a process of its own on the seeded DATA_DIR while the server is stopped (it takes the
 * DATA_DIR's lock as the server does). `COPY … TO '/dev/blob'` hands the whole CSV back as a Blob.
 * Prints one JSON line: the COPY's wall time and this process's CPU for it (PGlite runs inside it),
 * the CSV's size and lines, the time to open the database (not part of the COPY's), peak RSS.
 *
 *   node --import tsx bench/cards-export/pglite-copy.ts <DATA_DIR>
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from '../../apps/server/src/platform/database/data-dir-lock.ts';
import { pgliteExtensions } from '../../apps/server/src/platform/database/database.ts';
import { procStatusBytes } from '../support/proc-status.ts';
import { EXPORT_SELECT } from './export-select.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-copy.ts <DATA_DIR>');
const lock = acquireDataDirLock(dataDir);
try {
  const opening = performance.now();
  const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: await pgliteExtensions() });
  const openSeconds = (performance.now() - opening) / 1000;
  try {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const result = await client.query(`copy (${EXPORT_SELECT}) to '/dev/blob' (format csv)`);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    if (!result.blob) throw new Error('COPY returned no blob');
    // Counted after the timing: the CSV's lines (no field of the seeded cards holds a line break).
    const bytes = new Uint8Array(await result.blob.arrayBuffer());
    let lines = 0;
    for (let index = bytes.indexOf(10); index !== -1; index = bytes.indexOf(10, index + 1)) lines += 1;
    console.log(JSON.stringify({ seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, bytes: bytes.length, lines, openSeconds, vmHwm: procStatusBytes('self', 'VmHWM') }));
  } finally {
    await client.close();
  }
} finally {
  lock.release();
}

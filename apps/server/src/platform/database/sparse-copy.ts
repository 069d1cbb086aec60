/**
 * A copy of a file that writes only its blocks holding something other than zeros: the rest stays
 * a hole of the new file (read back as zeros, its size the same). For the embedded database's WAL
 * segment, 16 MB written in full by PostgreSQL when the segment is made and mostly zeros in the
 * migrated template (pglite-template.ts), where copying it whole was most of a first start's copy.
 */
import fs from 'node:fs';

const CHUNK_BYTES = 64 * 1024;

export function copyFileSparsely(from: string, to: string): void {
  const source = fs.openSync(from, 'r');
  try {
    const target = fs.openSync(to, 'wx');
    try {
      const chunk = Buffer.alloc(CHUNK_BYTES);
      const zeros = Buffer.alloc(CHUNK_BYTES);
      let position = 0;
      for (;;) {
        const read = fs.readSync(source, chunk, 0, CHUNK_BYTES, position);
        if (read === 0) break;
        const bytes = chunk.subarray(0, read);
        if (!bytes.equals(zeros.subarray(0, read))) fs.writeSync(target, bytes, 0, read, position);
        position += read;
      }
      fs.ftruncateSync(target, position);
    } finally {
      fs.closeSync(target);
    }
  } finally {
    fs.closeSync(source);
  }
}

/**
 * Files that no row owns (yet, or any more): a key is written here, and committed, before its
 * file is stored; the transaction that makes a row point at the file crosses it off. A key left
 * here belongs to a request that died in between (SIGKILL, crash, power cut); the sweep in
 * pending-files.ts deletes such files (docs/reliability.md "Faults").
 */
import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const pendingFiles = pgTable('pending_files', {
  key: varchar('key', { length: 200 }).primaryKey(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * No file without its row, even when the process dies between storing a file and committing the
 * row that points at it (SIGKILL, out of memory, power cut). Files are stored before the
 * transaction (a transaction must not wait on uploads), so the order is:
 *
 *   1. `notePendingFiles`: the new keys are written down in pending_files and committed;
 *   2. the files are stored;
 *   3. the row's transaction calls `claimPendingFiles`, which crosses the keys off — the file is
 *      owned exactly when the row is committed.
 *
 * Files a committed change no longer needs (a replaced photo) go the other way: the transaction
 * writes their keys down with `releaseFiles`, and they are deleted after the commit.
 * `sweepPendingFiles` deletes every file still written down after the grace period, at start-up
 * and every few minutes (docs/reliability.md "Faults"). Features use these steps through
 * store-and-claim.ts, which takes them in this order and deletes what no row took.
 */
import { and, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../database/database.ts';
import { pendingFiles } from './pending-files.schema.ts';
import type { Storage } from './storage.ts';

/** Writes the keys down before their files are stored (its own, committed statement). */
export async function notePendingFiles(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(pendingFiles).values(keys.map((key) => ({ key }))).onConflictDoNothing();
}

/**
 * Inside the transaction that makes rows point at the files: crosses them off. A key that is no
 * longer written down was swept (the request outlived the grace period): the transaction fails
 * rather than commit a row whose file is gone.
 */
export async function claimPendingFiles(tx: DbOrTx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const claimed = await tx.delete(pendingFiles).where(inArray(pendingFiles.key, [...keys])).returning({ key: pendingFiles.key });
  if (claimed.length !== new Set(keys).size) throw new Error('stored files were swept before their row was written; the request took longer than PENDING_FILE_GRACE_SECONDS');
}

/** Inside the transaction that stops using files: writes them down, so they are deleted even if the process dies after the commit. */
export async function releaseFiles(tx: DbOrTx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.insert(pendingFiles).values(keys.map((key) => ({ key }))).onConflictDoNothing();
}

export interface PendingFileServices {
  db: Db;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Deletes files written down here and crosses them off; a file that cannot be deleted (storage
 * unreachable) stays written down for the next sweep. `olderThanSeconds` spares requests in flight.
 */
export async function deletePendingFiles(services: PendingFileServices, keys: readonly string[], olderThanSeconds?: number): Promise<number> {
  let deleted = 0;
  for (const key of keys) {
    try {
      // The row lock held while the file goes makes a concurrent claim wait, then find nothing.
      const gone = await services.db.transaction(async (tx) => {
        const age = olderThanSeconds === undefined ? undefined : lte(pendingFiles.created_at, sql`now() - make_interval(secs => ${olderThanSeconds})`);
        const [row] = await tx.delete(pendingFiles).where(and(sql`${pendingFiles.key} = ${key}`, age)).returning({ key: pendingFiles.key });
        if (!row) return false;
        await services.storage.delete(key);
        return true;
      });
      if (gone) deleted += 1;
    } catch (error) {
      services.log.warn({ err: error, key }, 'could not delete a file no row owns; the next sweep tries again');
    }
  }
  return deleted;
}

/** Deletes every file written down longer than `graceSeconds` ago; returns how many went. */
export async function sweepPendingFiles(services: PendingFileServices, graceSeconds: number): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await services.db
      .select({ key: pendingFiles.key })
      .from(pendingFiles)
      .where(lte(pendingFiles.created_at, sql`now() - make_interval(secs => ${graceSeconds})`))
      .limit(500);
    if (rows.length === 0) return total;
    const deleted = await deletePendingFiles(services, rows.map((row) => row.key), graceSeconds);
    total += deleted;
    if (deleted === 0) return total;
  }
}

/** How often a running instance sweeps (besides once at start-up). */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Sweeps once now (awaited: files a killed predecessor left are gone before the server listens)
 * and then every few minutes; returns the stop function. A failed sweep is logged and retried.
 */
export async function startPendingFileSweeper(services: PendingFileServices, graceSeconds: number): Promise<() => void> {
  const sweep = async () => {
    try {
      await sweepPendingFiles(services, graceSeconds);
    } catch (error) {
      services.log.warn({ err: error }, 'sweeping files no row owns failed; trying again later');
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

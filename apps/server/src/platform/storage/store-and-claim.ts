/**
 * Files and the rows that name them, one way for every feature (docs/architecture.md "Files and
 * the media route"): a card's photo and documents, an application's, a renewal's new photo, a
 * profile picture, an APK, a report's workbook.
 *
 *   await storeAndClaim(services, async (files) => {
 *     await files.put([{ key, body, contentType }]);     // written down as pending, then stored
 *     return db.transaction(async (tx) => {
 *       await tx.update(...).set({ photo_key: key });
 *       await files.claim(tx);                            // the row's from this commit on
 *       await files.release(tx, [oldKey]);                // files the change stops using
 *     });
 *   });
 *
 * When `run` ends, however it ends, the database decides what goes: a file it stored that no
 * committed transaction claimed is deleted (the write failed, rolled back, or answered without
 * claiming: a replayed request, a row removed meanwhile), and so is a file released by a
 * transaction that committed. A claimed file stays, a released file whose transaction rolled back
 * stays. A process killed in between leaves the keys written down for the sweep (pending-files.ts).
 */
import type { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../database/database.ts';
import { claimPendingFiles, deletePendingFiles, notePendingFiles, releaseFiles, type PendingFileServices } from './pending-files.ts';
import { pendingFiles } from './pending-files.schema.ts';

export interface FileToStore {
  key: string;
  body: Readable | Buffer;
  contentType: string;
}

export interface RowFiles {
  /** Writes the keys down as pending (committed), then stores the files one after the other. */
  put(files: readonly FileToStore[]): Promise<void>;
  /** One file the caller streams itself (checked on the way): its key written down first, then `store` runs. */
  store<T>(key: string, store: () => Promise<T>): Promise<T>;
  /** Inside the transaction that writes the rows naming the stored files: they are owned from its commit on. */
  claim(tx: DbOrTx): Promise<void>;
  /** Inside a transaction that stops using files: they are deleted once it has committed. */
  release(tx: DbOrTx, keys: readonly string[]): Promise<void>;
}

/** Runs `run` with a file holder, then deletes what the database says no row owns (see above). */
export async function storeAndClaim<T>(services: PendingFileServices, run: (files: RowFiles) => Promise<T>): Promise<T> {
  const stored: string[] = [];
  const released: string[] = [];
  const note = async (keys: readonly string[]) => {
    await notePendingFiles(services.db, keys);
    stored.push(...keys);
  };
  const files: RowFiles = {
    async put(list) {
      await note(list.map((file) => file.key));
      for (const file of list) await services.storage.put(file.key, file.body, { contentType: file.contentType });
    },
    async store(key, store) {
      await note([key]);
      return store();
    },
    claim: (tx) => claimPendingFiles(tx, stored),
    async release(tx, keys) {
      await releaseFiles(tx, keys);
      released.push(...keys);
    },
  };
  try {
    return await run(files);
  } finally {
    await deleteUnowned(services, [...stored, ...released]);
  }
}

/** Deletes the files among `keys` still written down as pending; one that cannot go now is left to the sweep. */
async function deleteUnowned(services: PendingFileServices, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    const left = await services.db.select({ key: pendingFiles.key }).from(pendingFiles).where(inArray(pendingFiles.key, [...new Set(keys)]));
    await deletePendingFiles(services, left.map((row) => row.key));
  } catch (error) {
    services.log.warn({ err: error }, 'could not delete files no row owns; the sweep of pending files will');
  }
}

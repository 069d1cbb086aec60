/**
 * Storing a file and claiming it with its row (store-and-claim.ts), on the local folder and on a
 * real S3 server: a committed claim keeps the file, anything else deletes it; a released file goes
 * only when its transaction commits; a failed upload leaves nothing written down. The row here is a
 * system_state entry naming the file.
 */
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useS3Server, useTestApp } from '../../test/suite.ts';
import type { TestApp } from '../../test/test-app.ts';
import { systemState } from '../database/system-state.schema.ts';
import { pendingFiles } from './pending-files.schema.ts';
import { storeAndClaim, type FileToStore, type RowFiles } from './store-and-claim.ts';
import { deletePendingFiles } from './pending-files.ts';
import { newStorageKey, type Storage } from './storage.ts';

const file = (): FileToStore => ({ key: newStorageKey('card-photos', 'jpg'), body: Buffer.from('photo'), contentType: 'image/jpeg' });

function storeAndClaimContract(t: TestApp) {
  const exists = async (key: string) => {
    const object = await t.services.storage.get(key);
    object?.body.destroy();
    return object !== undefined;
  };
  const pending = async (keys: string[]) => (await t.services.db.select({ key: pendingFiles.key }).from(pendingFiles).where(inArray(pendingFiles.key, keys))).length;
  const rowName = () => `file-row-${crypto.randomUUID()}`;
  /** Writes a row naming `key` and claims the stored files in the same transaction. */
  const writeRow = (files: RowFiles, name: string, key: string) =>
    t.services.db.transaction(async (tx) => {
      await tx.insert(systemState).values({ key: name, value: key });
      await files.claim(tx);
    });

  it('keeps files claimed by a committed row, and nothing stays written down', async () => {
    const [photo, document] = [file(), file()];
    const name = rowName();
    await storeAndClaim(t.services, async (files) => {
      await files.put([photo, document]);
      await writeRow(files, name, photo.key);
    });
    expect(await exists(photo.key)).toBe(true);
    expect(await exists(document.key)).toBe(true);
    expect(await pending([photo.key, document.key])).toBe(0);
  });

  it('deletes the files when the row fails after claiming them, and passes the error on', async () => {
    const photo = file();
    const refused = storeAndClaim(t.services, async (files) => {
      await files.put([photo]);
      await t.services.db.transaction(async (tx) => {
        await files.claim(tx);
        throw new Error('the row is refused');
      });
    });
    await expect(refused).rejects.toThrow('the row is refused');
    expect(await exists(photo.key)).toBe(false);
    expect(await pending([photo.key])).toBe(0);
  });

  it('deletes a file no committed transaction claimed, even when the write answers without error', async () => {
    const photo = file();
    const answer = await storeAndClaim(t.services, async (files) => {
      await files.put([photo]);
      // An earlier answer replayed: a transaction commits without claiming the new file.
      await t.services.db.transaction(async (tx) => tx.select().from(systemState).limit(1));
      return 'replayed';
    });
    expect(answer).toBe('replayed');
    expect(await exists(photo.key)).toBe(false);
  });

  it('deletes a released file once its change commits, and keeps it when the change rolls back', async () => {
    const [old, kept] = [file(), file()];
    const [oldRow, keptRow] = [rowName(), rowName()];
    await storeAndClaim(t.services, async (files) => {
      await files.put([old, kept]);
      await t.services.db.transaction(async (tx) => {
        await tx.insert(systemState).values([{ key: oldRow, value: old.key }, { key: keptRow, value: kept.key }]);
        await files.claim(tx);
      });
    });
    await storeAndClaim(t.services, (files) =>
      t.services.db.transaction(async (tx) => {
        await tx.delete(systemState).where(eq(systemState.key, oldRow));
        await files.release(tx, [old.key]);
      }),
    );
    const rolledBack = storeAndClaim(t.services, (files) =>
      t.services.db.transaction(async (tx) => {
        await tx.delete(systemState).where(eq(systemState.key, keptRow));
        await files.release(tx, [kept.key]);
        throw new Error('the change is refused');
      }),
    );
    await expect(rolledBack).rejects.toThrow('the change is refused');
    expect(await exists(old.key)).toBe(false);
    expect(await exists(kept.key)).toBe(true);
    expect(await pending([old.key, kept.key])).toBe(0);
  });

  it('leaves nothing when an upload fails half-way: the files stored before it go too', async () => {
    const first = file();
    const broken: FileToStore = {
      key: newStorageKey('card-documents', 'pdf'),
      body: new Readable({
        read() {
          this.destroy(new Error('the client went away'));
        },
      }),
      contentType: 'application/pdf',
    };
    const name = rowName();
    const failed = storeAndClaim(t.services, async (files) => {
      await files.put([first, broken]);
      await writeRow(files, name, first.key);
    });
    await expect(failed).rejects.toThrow();
    expect(await exists(first.key)).toBe(false);
    expect(await exists(broken.key)).toBe(false);
    expect(await pending([first.key, broken.key])).toBe(0);
    expect(await t.services.db.select().from(systemState).where(eq(systemState.key, name))).toEqual([]);
  });

  it('leaves a file it cannot delete written down for the sweep, and still answers the write\'s error', async () => {
    const photo = file();
    const real = t.services.storage;
    const storage: Storage = { kind: real.kind, put: (key, body, options) => real.put(key, body, options), get: (key) => real.get(key), delete: () => Promise.reject(new Error('storage down')), check: () => real.check() };
    let warnings = 0;
    const services = { db: t.services.db, storage, log: { warn: () => void (warnings += 1) } };
    const refused = storeAndClaim(services, async (files) => {
      await files.put([photo]);
      throw new Error('the row is refused');
    });
    await expect(refused).rejects.toThrow('the row is refused');
    expect(await pending([photo.key])).toBe(1);
    expect(warnings).toBeGreaterThan(0);
    expect(await deletePendingFiles(t.services, [photo.key])).toBe(1);
    expect(await exists(photo.key)).toBe(false);
  });
}

describe('storing a file and claiming it with its row, in a local folder', () => {
  const t = useTestApp({ modules: [] });
  storeAndClaimContract(t);
});

describe('storing a file and claiming it with its row, on S3', () => {
  const s3 = useS3Server();
  const t = useTestApp(() => ({ modules: [], env: s3.env }));
  storeAndClaimContract(t);
});

/**
 * The journal of files no row owns (pending-files.ts): the sweep deletes only what is older than
 * the grace period and not claimed; a claim after a sweep fails instead of committing a row whose
 * file is gone; released files are deleted with their entries.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite.ts';
import { storedFiles } from '../../test/multipart.ts';
import { claimPendingFiles, deletePendingFiles, notePendingFiles, releaseFiles, sweepPendingFiles } from './pending-files.ts';
import { pendingFiles } from './pending-files.schema.ts';
import { newStorageKey } from './storage.ts';

describe('pending files', () => {
  const t = useTestApp({ modules: [] });

  const store = async () => {
    const key = newStorageKey('card-photos', 'jpg');
    await notePendingFiles(t.services.db, [key]);
    await t.services.storage.put(key, Buffer.from('photo'), { contentType: 'image/jpeg' });
    return key;
  };
  const written = async () => (await t.services.db.select({ key: pendingFiles.key }).from(pendingFiles)).map((row) => row.key).sort();
  const age = (key: string, seconds: number) => t.services.db.execute(sql`update pending_files set created_at = now() - make_interval(secs => ${seconds}) where key = ${key}`);

  it('sweeps files older than the grace period, spares newer and claimed ones', async () => {
    const [old, fresh, claimed] = [await store(), await store(), await store()];
    await age(old, 7200);
    await age(claimed, 7200);
    await t.services.db.transaction((tx) => claimPendingFiles(tx, [claimed]));

    expect(await sweepPendingFiles(t.services, 3600)).toBe(1);
    expect(await written()).toEqual([fresh]);
    const files = storedFiles(t).filter((name) => !name.endsWith('.type'));
    expect(files).toContain(fresh);
    expect(files).toContain(claimed);
    expect(files).not.toContain(old);
    await deletePendingFiles(t.services, [fresh]);
    expect(await written()).toEqual([]);
  });

  it('refuses to claim a file the sweep took: the row is not written', async () => {
    const key = await store();
    await sweepPendingFiles(t.services, 0);
    await expect(t.services.db.transaction((tx) => claimPendingFiles(tx, [key]))).rejects.toThrow(/swept/);
  });

  it('deletes released files once their change is committed, and keeps the entry when the delete fails', async () => {
    const key = await store();
    await t.services.db.transaction((tx) => claimPendingFiles(tx, [key]));
    await t.services.db.transaction((tx) => releaseFiles(tx, [key]));
    expect(await written()).toEqual([key]);
    const failing = { ...t.services, storage: { ...t.services.storage, delete: () => Promise.reject(new Error('storage down')) }, log: { warn: () => undefined } };
    expect(await deletePendingFiles(failing, [key])).toBe(0);
    expect(await written()).toEqual([key]);
    expect(await deletePendingFiles(t.services, [key])).toBe(1);
    expect(await written()).toEqual([]);
    expect(storedFiles(t)).not.toContain(key);
  });
});

/**
 * The embedded database's memory settings (docs/operations.md "The embedded database's memory")
 * apply however a cluster is opened: new from the initdb template, in memory, reopened from its
 * folder, and restored from a snapshot. PGlite only: PostgreSQL's settings are its operator's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, restorePgliteFolder, type Database } from './database.ts';
import { PgliteTemplate } from './pglite-template.ts';

async function sharedBuffers(database: Database): Promise<string | undefined> {
  const [row] = await database.withSession((session) => session.query<{ shared_buffers: string }>('show shared_buffers'));
  return row?.shared_buffers;
}

describe('the embedded database memory settings', { timeout: 120_000 }, () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-pglite-memory-'));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('give PostgreSQL 16 MB of shared buffers, not PGlite’s 128 MB, on every way of opening it', async () => {
    const template = new PgliteTemplate(path.join(folder, 'template.tar.gz'));
    const inMemory = await openDatabase({ pgliteTemplate: template });
    expect(await sharedBuffers(inMemory)).toBe('16MB');
    await inMemory.close();

    const dataDir = path.join(folder, 'data');
    const created = await openDatabase({ dataDir, pgliteTemplate: template });
    expect(await sharedBuffers(created)).toBe('16MB');
    const snapshot = await created.dump?.();
    await created.close();

    const reopened = await openDatabase({ dataDir, pgliteTemplate: template });
    expect(await sharedBuffers(reopened)).toBe('16MB');
    await reopened.close();

    if (!snapshot) throw new Error('the embedded database gave no snapshot');
    const restoredDir = path.join(folder, 'restored');
    fs.mkdirSync(restoredDir);
    await restorePgliteFolder(path.join(restoredDir, 'pglite'), snapshot);
    const restored = await openDatabase({ dataDir: restoredDir, pgliteTemplate: template });
    expect(await sharedBuffers(restored)).toBe('16MB');
    await restored.close();
  });
});

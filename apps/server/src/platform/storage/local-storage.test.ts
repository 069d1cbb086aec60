import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.ts';
import { newStorageKey } from './storage.ts';
import { storageContract } from '../../test/storage-contract.ts';

describe('LocalStorage (a temporary folder)', () => {
  let root: string;
  let storage: LocalStorage;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-files-'));
    storage = new LocalStorage(root);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  storageContract({
    storage: () => storage,
    storedEntries: async () =>
      fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .sort(),
  });

  it('leaves no temporary file when the body fails before the file has even opened', async () => {
    const entries = () => fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
    const before = entries();
    // Many at once, so that the file system's thread pool runs opens and removals side by side.
    for (let round = 0; round < 10; round++) {
      const puts = Array.from({ length: 20 }, async () => {
        const body = new PassThrough();
        const put = storage.put(newStorageKey('apk', 'apk'), body, { contentType: 'application/octet-stream' });
        body.write('PK');
        // The request's stream fails (the client went away); the test itself only watches.
        body.on('error', () => undefined);
        setImmediate(() => body.destroy(new Error('the client went away')));
        await expect(put).rejects.toThrow('the client went away');
      });
      await Promise.all(puts);
    }
    expect(entries()).toEqual(before);
  });
});

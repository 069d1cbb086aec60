import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { LocalStorage } from './local-storage.ts';
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
});

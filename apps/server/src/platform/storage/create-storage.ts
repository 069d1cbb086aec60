/** Picks the storage driver from the configuration. */
import path from 'node:path';
import type { Config } from '../config/config.ts';
import { LocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

export async function createStorage(config: Config): Promise<Storage> {
  if (config.s3) {
    const { S3Storage } = await import('./s3-storage.ts');
    return new S3Storage(config.s3);
  }
  return new LocalStorage(path.join(config.dataDir, 'files'));
}

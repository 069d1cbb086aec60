/** Picks the storage driver from the configuration and checks it answers before the server starts. */
import path from 'node:path';
import type { Config } from '../config/config.ts';
import { LocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

/** Start-up refused because the configured storage does not answer; names the variable to fix. */
export class StorageUnavailableError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
  }
}

export async function createStorage(config: Config): Promise<Storage> {
  if (config.s3) {
    const { S3Storage } = await import('./s3-storage.ts');
    const storage = new S3Storage(config.s3);
    try {
      await storage.check();
    } catch (error) {
      const where = config.s3.endpoint ? ` at ${config.s3.endpoint}` : '';
      throw new StorageUnavailableError(
        config.s3.endpoint ? 'S3_ENDPOINT' : 'S3_BUCKET',
        `cannot reach bucket "${config.s3.bucket}"${where} (${(error as Error).name}: ${(error as Error).message || 'no answer'})`,
      );
    }
    return storage;
  }
  const root = path.join(config.dataDir, 'files');
  try {
    const storage = new LocalStorage(root);
    await storage.check();
    return storage;
  } catch (error) {
    throw new StorageUnavailableError('DATA_DIR', `cannot write files to ${root} (${(error as Error).message})`);
  }
}

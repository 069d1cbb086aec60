/** The local-folder storage driver (DATA_DIR/files). */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { byteCounter, isStorageKey, type Storage, type StoredObject } from './storage.ts';

export class LocalStorage implements Storage {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable | Buffer, options: { contentType: string }): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // Write to a temporary name first so a failed or aborted stream never leaves a partial file.
    const temporary = `${target}.${crypto.randomUUID()}.part`;
    const counter = byteCounter();
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    try {
      await pipeline(source, counter, fs.createWriteStream(temporary, { flags: 'wx' }));
      await fs.promises.writeFile(`${target}.type`, options.contentType);
      await fs.promises.rename(temporary, target);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      await fs.promises.rm(`${target}.type`, { force: true });
      throw error;
    }
    return { size: counter.bytes };
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const file = this.pathOf(key);
    try {
      const stat = await fs.promises.stat(file);
      const contentType = await fs.promises.readFile(`${file}.type`, 'utf8').catch(() => undefined);
      return { body: fs.createReadStream(file), size: stat.size, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await fs.promises.rm(file, { force: true });
    await fs.promises.rm(`${file}.type`, { force: true });
  }

  async check(): Promise<void> {
    await fs.promises.access(this.root, fs.constants.W_OK);
  }
}

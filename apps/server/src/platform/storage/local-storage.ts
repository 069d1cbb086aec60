/** The local-folder storage driver (DATA_DIR/files). */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { byteCounter, isStorageKey, type Storage, type StoredObject } from './storage.ts';

export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  /** Set while a backup copies the folder: deletes wait, so every file the snapshot's rows name is copied. */
  private readonly holds = new Set<Promise<void>>();

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
    // Keys are fresh UUIDs, so one name per key is enough, and delete() finds what a killed write left.
    const temporary = `${target}.part`;
    const counter = byteCounter();
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    const file = fs.createWriteStream(temporary, { flags: 'wx' });
    try {
      await pipeline(source, counter, file);
      await fs.promises.writeFile(`${target}.type`, options.contentType);
      await fs.promises.rename(temporary, target);
    } catch (error) {
      // A stream aborted at once may still be opening its file: removed before the open completes,
      // the empty temporary file would appear afterwards and stay. Wait until it has closed.
      if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
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

  /** The folder the files are in (backups copy it). */
  get folder(): string {
    return this.root;
  }

  /** Runs `fn` (a backup) with deletes held back until it ends; writes go on. */
  async holdDeletes<T>(fn: () => Promise<T>): Promise<T> {
    const running = fn();
    const settled = running.then(
      () => undefined,
      () => undefined,
    );
    this.holds.add(settled);
    try {
      return await running;
    } finally {
      this.holds.delete(settled);
    }
  }

  async delete(key: string): Promise<void> {
    while (this.holds.size > 0) await Promise.all(this.holds);
    const file = this.pathOf(key);
    await fs.promises.rm(file, { force: true });
    await fs.promises.rm(`${file}.type`, { force: true });
    // A write the process died in the middle of leaves its temporary file.
    await fs.promises.rm(`${file}.part`, { force: true });
  }

  async check(): Promise<void> {
    await fs.promises.access(this.root, fs.constants.W_OK);
  }
}

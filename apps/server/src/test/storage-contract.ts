/**
 * The behaviour every Storage driver must show, run by each driver's test file against a real
 * backend (a temporary folder, a real S3 server). Test support only.
 */
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { newStorageKey, type Storage } from '../platform/storage/storage.ts';

const MB = 1024 * 1024;

/** `size` bytes of random data, delivered in 64 KiB chunks, optionally failing after `failAfter` bytes. */
function randomStream(size: number, failAfter?: number): { stream: Readable; sha256: Promise<string> } {
  const hash = crypto.createHash('sha256');
  let sent = 0;
  let resolveHash: (value: string) => void = () => undefined;
  const sha256 = new Promise<string>((resolve) => {
    resolveHash = resolve;
  });
  const stream = new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('client went away mid-upload'));
        return;
      }
      if (sent >= size) {
        resolveHash(hash.digest('hex'));
        this.push(null);
        return;
      }
      const chunk = crypto.randomBytes(Math.min(64 * 1024, size - sent));
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, sha256 };
}

async function sha256Of(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    hash.update(buffer);
  }
  return { sha256: hash.digest('hex'), size };
}

export interface StorageUnderTest {
  storage: () => Storage;
  /** Every object really present in the backend (files on disk, objects in the bucket). */
  storedEntries: () => Promise<string[]>;
}

export function storageContract({ storage, storedEntries }: StorageUnderTest): void {
  it('streams a multi-megabyte body in and out unchanged, with its content type', async () => {
    const key = newStorageKey('reports', 'bin');
    const body = randomStream(7 * MB);
    const { size } = await storage().put(key, body.stream, { contentType: 'application/octet-stream' });
    expect(size).toBe(7 * MB);
    const stored = await storage().get(key);
    expect(stored).toBeDefined();
    expect(stored?.contentType).toBe('application/octet-stream');
    expect(stored?.size).toBe(7 * MB);
    const read = await sha256Of(stored!.body);
    expect(read.size).toBe(7 * MB);
    expect(read.sha256).toBe(await body.sha256);
  });

  it('stores a buffer and reports its size', async () => {
    const key = newStorageKey('profile-images', 'png');
    const { size } = await storage().put(key, Buffer.from('tiny png'), { contentType: 'image/png' });
    expect(size).toBe(8);
    const stored = await storage().get(key);
    expect(stored?.contentType).toBe('image/png');
    expect((await sha256Of(stored!.body)).size).toBe(8);
  });

  it('answers undefined for a key that holds nothing', async () => {
    expect(await storage().get(newStorageKey('profile-images', 'png'))).toBeUndefined();
  });

  it('deletes an object, and deleting it again is harmless', async () => {
    const key = newStorageKey('documents', 'pdf');
    await storage().put(key, Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
    expect(await storage().get(key)).toBeDefined();
    await storage().delete(key);
    expect(await storage().get(key)).toBeUndefined();
    await expect(storage().delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys it did not make, before touching the backend', async () => {
    const before = await storedEntries();
    for (const key of ['../escape.png', 'profile-images/../../etc/passwd', '/etc/passwd', 'photo.png', 'profile-images/2026/11/../x.png']) {
      await expect(storage().put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/invalid storage key/);
      await expect(storage().get(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage().delete(key)).rejects.toThrow(/invalid storage key/);
    }
    expect(await storedEntries()).toEqual(before);
  });

  it('leaves nothing behind when the body fails part-way', async () => {
    const before = await storedEntries();
    // Early failure (a single request) and a late one (after a whole multipart part was sent).
    for (const failAfter of [256 * 1024, 6 * MB]) {
      const key = newStorageKey('uploads', 'bin');
      const body = randomStream(10 * MB, failAfter);
      await expect(storage().put(key, body.stream, { contentType: 'application/octet-stream' })).rejects.toThrow();
      expect(await storage().get(key)).toBeUndefined();
    }
    expect(await storedEntries()).toEqual(before);
  });
}

/**
 * Where files live (photos, documents, APKs, generated reports). One interface, two drivers:
 * a local folder (default) and S3-compatible object storage. Keys are always made by the server.
 */
import crypto from 'node:crypto';
import { Transform, type Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size?: number;
  contentType?: string;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Streams a body to `key`. A failed write leaves nothing behind. */
  put(key: string, body: Readable | Buffer, options: { contentType: string }): Promise<{ size: number }>;
  /** A readable stream of the object, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
  /** Checks the storage answers (used by readiness checks and start-up). */
  check(): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** A fresh key such as `profile-images/2026/11/<uuid>.png`; never derived from a client's file name. */
export function newStorageKey(folder: string, extension: string, now = new Date()): string {
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `${folder}/${year}/${month}/${crypto.randomUUID()}.${extension.toLowerCase()}`;
  // Folder and extension come from code, never from a request; a bad one is a programming error.
  if (!isStorageKey(key)) throw new Error(`cannot make a storage key from folder "${folder}" and extension "${extension}"`);
  return key;
}

/** Whether a key has the shape the server makes (guards media routes against path tricks). */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/**
 * The storage did not answer (connection refused or reset, time-out, a 5xx from S3): the request
 * gets 503 and may be tried again. A refusal the storage did answer (403, 404...) is not this.
 */
export class StorageUnreachableError extends Error {
  constructor(cause: unknown) {
    super(`file storage unreachable: ${(cause as Error | undefined)?.message ?? String(cause)}`, { cause });
    this.name = 'StorageUnreachableError';
  }
}

/** Counts the bytes passing through, so drivers can report a streamed body's size. */
export function byteCounter(): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

/** The S3-compatible storage driver (AWS S3, MinIO, Ceph, R2...). Streams both ways. */
import { Readable, pipeline } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config/config.ts';
import { byteCounter, isStorageKey, StorageUnreachableError, type Storage, type StoredObject } from './storage.ts';

/** Socket errors of an endpoint that cannot be reached. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** Whether the bucket answered 5xx, or never answered (refused, reset, time-out); not a refusal (4xx) or a bug of ours. */
function isUnreachable(error: unknown): boolean {
  const { $metadata, code, name } = error as { $metadata?: { httpStatusCode?: number }; code?: unknown; name?: unknown };
  if ($metadata?.httpStatusCode !== undefined) return $metadata.httpStatusCode >= 500;
  return (typeof code === 'string' && NETWORK_CODES.has(code)) || name === 'TimeoutError';
}

/** Runs an S3 call; a bucket that cannot be reached becomes StorageUnreachableError (503). */
async function reaching<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isUnreachable(error) ? new StorageUnreachableError(error) : error;
  }
}

export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    // The SDK warns on every start that a future release will need Node 22; that is not an error
    // of this installation, and stderr is kept for problems an operator must act on.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  private checkKey(key: string): string {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return key;
  }

  async put(key: string, body: Readable | Buffer, options: { contentType: string }): Promise<{ size: number }> {
    const checkedKey = this.checkKey(key);
    // Counted on the way through; pipeline() hands a source failure on to the upload.
    const counter = byteCounter();
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    pipeline(source, counter, () => undefined);
    // A multipart upload that fails is aborted by lib-storage, so no partial object remains.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.config.bucket, Key: checkedKey, Body: counter, ContentType: options.contentType },
    });
    await reaching(() => upload.done());
    return { size: counter.bytes };
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const checkedKey = this.checkKey(key);
    try {
      const result = await reaching(() => this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: checkedKey })));
      if (!result.Body) return undefined;
      return { body: result.Body as Readable, size: result.ContentLength, contentType: result.ContentType };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const checkedKey = this.checkKey(key);
    await reaching(() => this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: checkedKey })));
  }

  async check(): Promise<void> {
    // Bounded: an endpoint that never answers must not hold up start-up or a readiness probe.
    await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }), { abortSignal: AbortSignal.timeout(5000) });
  }
}

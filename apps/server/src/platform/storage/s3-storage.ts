/** The S3-compatible storage driver (AWS S3, MinIO, Ceph, R2...). Streams both ways. */
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config/config.ts';
import { isStorageKey, type Storage, type StoredObject } from './storage.ts';

export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
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
    let size = 0;
    if (!Buffer.isBuffer(body)) {
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
    } else {
      size = body.length;
    }
    // A multipart upload that fails is aborted by lib-storage, so no partial object remains.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.config.bucket, Key: this.checkKey(key), Body: body, ContentType: options.contentType },
    });
    await upload.done();
    return { size };
  }

  async get(key: string): Promise<StoredObject | undefined> {
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.checkKey(key) }));
      if (!result.Body) return undefined;
      return { body: result.Body as Readable, size: result.ContentLength, contentType: result.ContentType };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.checkKey(key) }));
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
  }
}

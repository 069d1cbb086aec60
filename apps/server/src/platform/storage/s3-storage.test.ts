import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { S3Storage } from './s3-storage.ts';
import { storageContract } from '../../test/storage-contract.ts';

describe('S3Storage (against a real s3rver HTTP server)', () => {
  let server: TestS3Server;
  let storage: S3Storage;
  let lister: S3Client;
  beforeAll(async () => {
    server = await startS3Server();
    storage = new S3Storage(server.config);
    lister = new S3Client({
      region: server.config.region,
      endpoint: server.config.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: server.config.accessKeyId, secretAccessKey: server.config.secretAccessKey },
    });
  });
  afterAll(async () => {
    lister?.destroy();
    await server?.close();
  });

  storageContract({
    storage: () => storage,
    storedEntries: async () => {
      const listed = await lister.send(new ListObjectsV2Command({ Bucket: server.config.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
  });

  it('checks that the bucket answers, and fails for a bucket that does not exist', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const missing = new S3Storage({ ...server.config, bucket: 'no-such-bucket' });
    await expect(missing.check()).rejects.toThrow();
  });
});

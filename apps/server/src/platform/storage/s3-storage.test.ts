import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useS3Server } from '../../test/suite.ts';
import { S3Storage } from './s3-storage.ts';
import { storageContract } from '../../test/storage-contract.ts';

describe('S3Storage (against a real s3rver HTTP server)', () => {
  const server = useS3Server();
  let storage: S3Storage;
  let lister: S3Client;
  beforeAll(() => {
    storage = new S3Storage(server.config);
    lister = new S3Client({
      region: server.config.region,
      endpoint: server.config.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: server.config.accessKeyId, secretAccessKey: server.config.secretAccessKey },
    });
  });
  afterAll(() => lister?.destroy());

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

/**
 * A real S3-compatible HTTP server (s3rver) on a free port with its files in a temporary folder,
 * for tests of the S3 storage driver and of anything that stores files in S3.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../platform/config/config.ts';

export interface TestS3Server {
  config: S3Config;
  /** The same settings as S3_* environment variables, for a server process or loadConfig. */
  env: Record<string, string>;
  /** The folder s3rver keeps its buckets in (to check what is really stored). */
  directory: string;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'passdesk-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = {
    endpoint,
    bucket,
    // s3rver accepts this fixed pair (it checks signatures).
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
    forcePathStyle: true,
  };
  return {
    config,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_REGION: config.region,
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

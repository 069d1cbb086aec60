import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problem(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has working defaults: port 3000, ./data, embedded database with demo data, local files, logged mail', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.s3).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.adminEmail).toBe('admin@passdesk.local');
    expect(config.database).toEqual({ poolMax: 10, connectTimeoutMs: 3000, poolWaitMs: 10000, statementTimeoutMs: 15000 });
    expect(config.jobs).toEqual({ worker: true, pollIntervalMs: 1000 });
    expect(config.trustProxy).toBe(0);
  });

  it('names the variable and the value for a bad port', () => {
    for (const value of ['abc', '70000', '-1', '3.5']) {
      const error = problem({ PORT: value });
      expect(error.variable).toBe('PORT');
      expect(error.message).toContain(`"${value}"`);
    }
  });

  it('accepts only PostgreSQL URLs for DATABASE_URL and turns demo data off with it', () => {
    expect(problem({ DATABASE_URL: 'mysql://db/x' }).variable).toBe('DATABASE_URL');
    expect(problem({ DATABASE_URL: 'not a url' }).message).toMatch(/^DATABASE_URL is invalid: must be a URL starting with postgres:/);
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/passdesk' });
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/passdesk');
    expect(config.demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', DEMO_DATA: 'yes' }).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('wants the S3 bucket and keys together, naming the first missing one', () => {
    expect(problem({ S3_BUCKET: 'files' }).variable).toBe('S3_ACCESS_KEY_ID');
    expect(problem({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' }).variable).toBe('S3_SECRET_ACCESS_KEY');
    expect(problem({ S3_ENDPOINT: 'http://minio:9000' }).variable).toBe('S3_BUCKET');
    expect(problem({ S3_ENDPOINT: 'ftp://minio' }).variable).toBe('S3_ENDPOINT');
    const s3 = loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }).s3;
    expect(s3).toEqual({ endpoint: 'http://minio:9000', bucket: 'files', accessKeyId: 'id', secretAccessKey: 'secret', region: 'us-east-1', forcePathStyle: true });
    const aws = loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_REGION: 'ap-south-1' }).s3;
    expect(aws).toMatchObject({ endpoint: undefined, region: 'ap-south-1', forcePathStyle: false });
  });

  it('checks flags, URLs, secrets and emails', () => {
    expect(problem({ TRUST_PROXY: 'maybe' }).variable).toBe('TRUST_PROXY');
    expect(problem({ SMTP_URL: 'http://mail' }).variable).toBe('SMTP_URL');
    expect(problem({ JWT_SECRET: 'short' }).message).toContain('at least 32 characters');
    expect(problem({ ADMIN_EMAIL: 'nobody' }).variable).toBe('ADMIN_EMAIL');
    expect(loadConfig({ ADMIN_EMAIL: 'IT@Agency.Example' }).adminEmail).toBe('it@agency.example');
    expect(problem({ LOG_LEVEL: 'loud' }).variable).toBe('LOG_LEVEL');
    expect(problem({ DATABASE_POOL_MAX: '0' }).variable).toBe('DATABASE_POOL_MAX');
    expect(problem({ JOBS_POLL_INTERVAL_MS: 'often' }).variable).toBe('JOBS_POLL_INTERVAL_MS');
    expect(loadConfig({ JOBS_WORKER: 'false' }).jobs.worker).toBe(false);
  });

  it('reads TRUST_PROXY as the proxies in front: none, one for true, a hop count, or their addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(0);
    // `true` is one proxy, never "believe whatever the client wrote first".
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.10 ,2001:db8::/32,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.0.2.10', '2001:db8::/32', 'loopback']);
    for (const value of ['maybe', '10.0.0.0/33', '10.0.0.300', 'example.org', ',', '11']) {
      expect(problem({ TRUST_PROXY: value }).variable).toBe('TRUST_PROXY');
    }
    expect(problem({ TRUST_PROXY: '10.0.0.0/8,nginx' }).message).toContain('"nginx" is neither');
  });
});

/**
 * Environment configuration, validated once at start-up. A bad value stops the process with one
 * line naming the variable (see main.ts), never a stack trace.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { repoPath } from '../repo-paths.ts';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of true/false, 1/0, yes/no, on/off',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value))
  .optional();

const urlWithProtocols = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(urlWithProtocols(['postgres:', 'postgresql:']).optional()),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(3000),
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600000).default(15000),
  S3_ENDPOINT: optionalString.pipe(urlWithProtocols(['http:', 'https:']).optional()),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_REGION: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag,
  SMTP_URL: optionalString.pipe(urlWithProtocols(['smtp:', 'smtps:']).optional()),
  MAIL_FROM: z.string().default('PassDesk <no-reply@passdesk.local>'),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** Ed25519 private key (PKCS#8 PEM, or its DER in base64) that signs card QR codes; generated and kept in the database when absent. */
  /** Secrets retired by a rotation, comma-separated: their tokens still verify until they expire (docs/operations.md). */
  JWT_SECRET_PREVIOUS: optionalString.pipe(
    z
      .string()
      .transform((value) => value.split(',').map((secret) => secret.trim()).filter((secret) => secret.length > 0))
      .refine((secrets) => secrets.every((secret) => secret.length >= 32), 'each secret must be at least 32 characters')
      .optional(),
  ),
  CARD_SIGNING_KEY: optionalString.refine((value) => value === undefined || isEd25519PrivateKey(value), 'must be an Ed25519 private key (PKCS#8 PEM, or its DER in base64)'),
  /** Key of the ID-number hash that finds duplicate cards; generated and kept in the database when absent. */
  ID_HASH_KEY: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  ADMIN_EMAIL: z.email('must be an email address').default('admin@passdesk.local'),
  ADMIN_PASSWORD: optionalString,
  DEMO_DATA: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag,
  CURRENCY: z.string().regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code').default('INR'),
  TIME_ZONE: z.string().default('Asia/Kolkata'),
  WEB_DIST_DIR: optionalString,
  JOBS_WORKER: booleanFlag,
  JOBS_POLL_INTERVAL_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(10).max(600000).default(1000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(1000).max(3_600_000).default(600_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100).max(600_000).default(30_000),
  MOBILE_SESSION_TTL_DAYS: z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(365).default(30),
  MOBILE_API_ACCOUNT_PER_MINUTE: z.coerce.number({ error: 'must be a number of requests' }).int().min(1).max(10_000_000).default(300),
  MOBILE_API_IP_PER_MINUTE: z.coerce.number({ error: 'must be a number of requests' }).int().min(1).max(10_000_000).default(1200),
  /** Seconds after which a file no row took is deleted by the sweep (platform/storage/pending-files.ts). */
  PENDING_FILE_GRACE_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int('must be a whole number of seconds').min(0).max(30 * 86400).default(3600),
  REPORT_RETENTION_DAYS: z.coerce.number({ error: 'must be a number of days' }).int('must be a whole number of days').min(1, 'must be at least 1 day').max(3650, 'must be at most 3650 days').default(30),
});

/** The S3 variables that must be set together. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export interface S3Config {
  endpoint?: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  database: { poolMax: number; connectTimeoutMs: number; poolWaitMs: number; statementTimeoutMs: number };
  s3?: S3Config;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret?: string;
  /** Retired token secrets that still verify (JWT_SECRET_PREVIOUS). */
  jwtSecretsPrevious: string[];
  cardSigningKey?: string;
  idHashKey?: string;
  sessionTtlHours: number;
  adminEmail: string;
  adminPassword?: string;
  demoData: boolean;
  logLevel: string;
  trustProxy: boolean;
  currency: string;
  timeZone: string;
  webDistDir: string;
  jobs: { worker: boolean; pollIntervalMs: number };
  /**
   * Time-outs of a request (docs/architecture.md "Limits"): the whole request (headers and body)
   * must arrive within `requestTimeoutMs`, and a connection silent for `idleTimeoutMs` is closed.
   */
  http: { requestTimeoutMs: number; idleTimeoutMs: number };
  /** The inspector app's API: how long a phone stays signed in, requests a minute per inspector and per IP. */
  mobile: { sessionTtlHours: number; accountPerMinute: number; ipPerMinute: number };
  /** Generated report files (and their runs) are removed this many days after they finished. */
  reports: { retentionDays: number };
  /** Files stored for a request that never committed its row are deleted after this many seconds. */
  pendingFileGraceSeconds: number;
}

/** PEM (newlines may be written as \\n) or base64 DER, PKCS#8. */
export function parseEd25519PrivateKey(value: string): crypto.KeyObject {
  const text = value.trim().replaceAll('\\n', '\n');
  const key = text.startsWith('-----BEGIN')
    ? crypto.createPrivateKey({ key: text, format: 'pem' })
    : crypto.createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`an ${key.asymmetricKeyType ?? 'unknown'} key, not Ed25519`);
  return key;
}

function isEd25519PrivateKey(value: string): boolean {
  try {
    parseEd25519PrivateKey(value);
    return true;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly problem: string,
  ) {
    super(`${variable} ${problem}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    // A secret's value is never echoed, even a wrong one.
    const got = /KEY|SECRET|PASSWORD/.test(variable) ? '' : ` (got "${env[variable] ?? ''}")`;
    throw new ConfigError(variable, `is invalid: ${issue?.message ?? 'bad value'}${got}`);
  }
  const e = parsed.data;
  const s3Set = S3_REQUIRED.filter((key) => e[key] !== undefined);
  const anyS3 = s3Set.length > 0 || e.S3_ENDPOINT !== undefined || e.S3_REGION !== undefined;
  if (anyS3 && s3Set.length < S3_REQUIRED.length) {
    const missing = S3_REQUIRED.filter((key) => e[key] === undefined);
    throw new ConfigError(missing[0] ?? 'S3_BUCKET', `is missing: set ${S3_REQUIRED.join(', ')} together, or none of them`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    database: {
      poolMax: e.DATABASE_POOL_MAX,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      poolWaitMs: e.DATABASE_POOL_WAIT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION ?? 'us-east-1',
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
          }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    jwtSecretsPrevious: e.JWT_SECRET_PREVIOUS ?? [],
    cardSigningKey: e.CARD_SIGNING_KEY,
    idHashKey: e.ID_HASH_KEY,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    // Demo data is on by default with the embedded database only.
    demoData: e.DEMO_DATA ?? e.DATABASE_URL === undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    currency: e.CURRENCY,
    timeZone: e.TIME_ZONE,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? repoPath('apps/web/dist')),
    jobs: { worker: e.JOBS_WORKER ?? true, pollIntervalMs: e.JOBS_POLL_INTERVAL_MS },
    http: { requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS, idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS },
    mobile: { sessionTtlHours: e.MOBILE_SESSION_TTL_DAYS * 24, accountPerMinute: e.MOBILE_API_ACCOUNT_PER_MINUTE, ipPerMinute: e.MOBILE_API_IP_PER_MINUTE },
    reports: { retentionDays: e.REPORT_RETENTION_DAYS },
    pendingFileGraceSeconds: e.PENDING_FILE_GRACE_SECONDS,
  };
}

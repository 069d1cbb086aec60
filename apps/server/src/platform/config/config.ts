/**
 * Environment configuration, validated once at start-up. A bad value stops the process with one
 * line naming the variable (see main.ts), never a stack trace.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { PRINT_LANGUAGES, type PrintLanguage } from '@passdesk/contract/print/printable-text';
import { repoPath } from '../repo-paths.ts';
import { trustProxySchema, type TrustProxy } from './trust-proxy.ts';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** An empty value (`TRUST_PROXY=` in `.env`) is no value: the default applies. */
const booleanFlag = optionalString.pipe(
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
      error: 'must be one of true/false, 1/0, yes/no, on/off',
    })
    .transform((value) => ['1', 'true', 'yes', 'on'].includes(value))
    .optional(),
);

/** Secrets or keys a rotation retired, comma-separated, each at least 32 characters. */
const retiredSecrets = (what: 'secret' | 'key') =>
  optionalString.pipe(
    z
      .string()
      .transform((value) => value.split(',').map((secret) => secret.trim()).filter((secret) => secret.length > 0))
      .refine((secrets) => secrets.every((secret) => secret.length >= 32), `each ${what} must be at least 32 characters`)
      .optional(),
  );

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

/**
 * What the configuration's documentation says of a variable: its topic, one line of meaning, and
 * the default as a person reads it when it is not the schema's own default value (config-docs.ts
 * writes `.env.example` and the README's table from these; `npm run config:docs`).
 */
export interface VariableDoc {
  topic: string;
  meaning: string;
  /**
   * The default as the documentation shows it, in Markdown, when the schema has no default value of
   * its own: words ("generated once and kept in the database") or one code span (`` `false` ``).
   */
  shownDefault?: string;
  /** A value `.env.example` shows instead of the default (a connection string's shape). */
  example?: string;
}
const doc = (topic: string, meaning: string, more: Omit<VariableDoc, 'topic' | 'meaning'> = {}) => ({ topic, meaning, ...more });

const SERVER = 'Server';
const DATABASE = 'Database';
const FILES = 'Files (S3-compatible storage)';
const MAIL = 'Mail';
const SECRETS = 'Secrets and sessions';
const FIRST_START = 'First start';
const LOGS = 'Logs';
const AGENCY = 'The agency';
const JOBS = 'Background jobs';
const LIMITS = 'Limits';

export const envSchema = z.object({
  ENV_FILE: optionalString.meta(doc(SERVER, 'file of variables loaded at start; a variable already set in the environment wins; empty: no file', { shownDefault: '`.env` beside the app' })),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production').meta(doc(SERVER, '`development`, `production` or `test`')),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000)
    .meta(doc(SERVER, 'HTTP port')),
  HOST: z.string().default('0.0.0.0').meta(doc(SERVER, 'address to listen on')),
  DATA_DIR: z.string().default('./data').meta(doc(SERVER, 'embedded database (`pglite/`) and local files (`files/`)')),
  WEB_DIST_DIR: optionalString.meta(doc(SERVER, 'the built web app to serve', { shownDefault: '`apps/web/dist`' })),
  TRUST_PROXY: optionalString
    .pipe(trustProxySchema.optional())
    .meta(
      doc(
        SERVER,
        'the proxies in front that set `X-Forwarded-For`: `false` (none), `true` (exactly one: nginx or a load balancer), a number of hops, or their addresses/CIDR ranges (`10.0.0.0/8,192.0.2.10`); the client is the first hop from the right that is not one (docs/operations.md "Behind a proxy")',
        { shownDefault: '`false`' },
      ),
    ),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(1000).max(3_600_000).default(600_000).meta(doc(SERVER, 'a request (headers and body) must arrive within this time, or it is cut with 408')),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100).max(600_000).default(30_000).meta(doc(SERVER, 'a connection silent this long is closed (a half-sent body cannot hold it)')),
  DATABASE_URL: optionalString.pipe(urlWithProtocols(['postgres:', 'postgresql:']).optional()).meta(doc(DATABASE, 'PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used', { example: 'postgres://passdesk:secret@db.internal:5432/passdesk' })),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10).meta(doc(DATABASE, 'connections per instance (PostgreSQL)')),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(3000).meta(doc(DATABASE, 'opening a new connection to PostgreSQL: past this the database is taken as unreachable (503)')),
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(60000).default(10000).meta(doc(DATABASE, 'longest a request waits for a pooled connection while all are busy, before answering 503')),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600000).default(15000).meta(doc(DATABASE, 'longest a single SQL statement may run')),
  S3_ENDPOINT: optionalString.pipe(urlWithProtocols(['http:', 'https:']).optional()).meta(doc(FILES, 'S3-compatible endpoint (MinIO, Ceph, R2…); leave empty for AWS', { example: 'https://s3.internal' })),
  S3_BUCKET: optionalString.meta(doc(FILES, 'bucket; set it with the two keys to store files in S3 instead of `DATA_DIR/files`')),
  S3_ACCESS_KEY_ID: optionalString.meta(doc(FILES, 'access key id (with `S3_BUCKET` and `S3_SECRET_ACCESS_KEY`)')),
  S3_SECRET_ACCESS_KEY: optionalString.meta(doc(FILES, 'secret access key (with `S3_BUCKET` and `S3_ACCESS_KEY_ID`)')),
  S3_REGION: z.string().trim().min(1, 'must not be empty').default('us-east-1').meta(doc(FILES, 'region of the bucket')),
  S3_FORCE_PATH_STYLE: booleanFlag.meta(doc(FILES, 'path-style bucket addressing', { shownDefault: 'on with `S3_ENDPOINT`' })),
  SMTP_URL: optionalString.pipe(urlWithProtocols(['smtp:', 'smtps:']).optional()).meta(doc(MAIL, 'outgoing mail server; without it mail is not sent but kept in the Mail Outbox (super admins, `passdesk mail outbox`)', { example: 'smtp://user:pass@mail.example.org:587' })),
  MAIL_FROM: z.string().default('PassDesk <no-reply@passdesk.local>').meta(doc(MAIL, 'sender of outgoing mail')),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()).meta(doc(SECRETS, 'token signing key (at least 32 characters); instances sharing a database share the generated one', { shownDefault: 'generated once and kept in the database' })),
  /** Secrets retired by a rotation, comma-separated: their tokens still verify until they expire (docs/operations.md). */
  JWT_SECRET_PREVIOUS: retiredSecrets('secret').meta(doc(SECRETS, 'retired token secrets, comma-separated: their tokens still work until they expire (rotation, docs/operations.md)')),
  /** Ed25519 private key (PKCS#8 PEM, or its DER in base64) that signs card QR codes; generated and kept in the database when absent. */
  CARD_SIGNING_KEY: optionalString
    .refine((value) => value === undefined || isEd25519PrivateKey(value), 'must be an Ed25519 private key (PKCS#8 PEM, or its DER in base64)')
    .meta(doc(SECRETS, 'Ed25519 private key (PKCS#8 PEM, or its DER in base64) that signs card QR codes (rotation, docs/operations.md)', { shownDefault: 'generated once and kept in the database' })),
  /** Key of the ID-number hash that finds duplicate cards; generated and kept in the database when absent. */
  ID_HASH_KEY: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()).meta(doc(SECRETS, 'key of the ID-number hash that finds duplicate cards (at least 32 characters); changing it breaks duplicate detection for existing cards', { shownDefault: 'generated once and kept in the database' })),
  MFA_ENCRYPTION_KEY: optionalString
    .pipe(z.string().min(32, 'must be at least 32 characters').optional())
    .meta(doc(SECRETS, `key that encrypts staff members' authenticator-app secrets at rest (at least 32 characters); keep it out of the database's backups (rotation, docs/operations.md "The second factor's key")`, { shownDefault: 'generated once and kept in the database' })),
  MFA_ENCRYPTION_KEY_PREVIOUS: retiredSecrets('key').meta(doc(SECRETS, 'retired second-factor keys, comma-separated: they still decrypt, and each start re-encrypts under the current key (rotation, docs/operations.md)')),
  PASSKEY_ORIGIN: optionalString
    .pipe(urlWithProtocols(['https:', 'http:']).optional())
    .meta(doc(SECRETS, 'the panel\'s address as the browser shows it (`https://passdesk.example.org`): passkeys are accepted only from it (docs/operations.md "Passkeys")', { shownDefault: 'the address each request came to' })),
  PASSKEY_RP_ID: optionalString
    .pipe(z.string().regex(/^[a-z0-9.-]+$/, 'must be a host name (`passdesk.example.org`), without scheme or port').optional())
    .meta(doc(SECRETS, 'the relying party id passkeys are bound to: the panel\'s host name or a parent domain of it; changing it orphans every registered passkey (docs/operations.md "Passkeys")', { shownDefault: 'the host of `PASSKEY_ORIGIN`' })),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12).meta(doc(SECRETS, 'how long a sign-in to the panel lasts')),
  MOBILE_SESSION_TTL_DAYS: z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(365).default(30).meta(doc(SECRETS, 'how long an inspector\'s phone stays signed in (revocable from the panel at any time)')),
  ADMIN_EMAIL: z.email('must be an email address').default('admin@passdesk.local').meta(doc(FIRST_START, 'first super admin, created on an empty database')),
  ADMIN_PASSWORD: optionalString.meta(doc(FIRST_START, 'its password (must meet the password policy); used only on an empty database', { shownDefault: 'generated, printed once' })),
  DEMO_DATA: booleanFlag.meta(doc(FIRST_START, 'load realistic demo data once', { shownDefault: 'on with the embedded database' })),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').meta(doc(LOGS, '`fatal` … `trace`, or `silent`')),
  LOG_FORMAT: optionalString.pipe(z.enum(['pretty', 'json'], { error: 'must be pretty or json' }).optional()).meta(doc(LOGS, 'log line format: `pretty` or `json`', { shownDefault: '`pretty` in a terminal, else `json`' })),
  CURRENCY: z.string().regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code').default('INR').meta(doc(AGENCY, 'currency of fees (ISO 4217 code)')),
  TIME_ZONE: z.string().default('Asia/Kolkata').meta(doc(AGENCY, 'time zone of the pass offices: dates, days and the nightly jobs')),
  PRINT_LANGUAGE: z
    .enum(PRINT_LANGUAGES, { error: `must be one of ${PRINT_LANGUAGES.join(', ')}` })
    .default('en')
    .meta(doc(AGENCY, 'language printed beside English on cards and receipts, and of the mails to applicants and holders whose own language is not known: `en` (English only), `hi`, `gu` or `ar` (docs/domain.md "Printing", "Mails to applicants and holders")')),
  JOBS_WORKER: booleanFlag.meta(doc(JOBS, 'run background jobs (reports, exports) in this instance; each job runs on one instance only', { shownDefault: '`true`' })),
  JOBS_POLL_INTERVAL_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(10).max(600000).default(1000).meta(doc(JOBS, 'how often an idle worker looks for due jobs')),
  /** Seconds after which a file no row took is deleted by the sweep (platform/storage/pending-files.ts). */
  PENDING_FILE_GRACE_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int('must be a whole number of seconds').min(0).max(30 * 86400).default(3600).meta(doc(JOBS, 'a stored file no row took within this time (its request died: crash, SIGKILL) is deleted by the sweep')),
  REPORT_RETENTION_DAYS: z.coerce.number({ error: 'must be a number of days' }).int('must be a whole number of days').min(1, 'must be at least 1 day').max(3650, 'must be at most 3650 days').default(30).meta(doc(JOBS, 'days a generated report file (and its run) is kept after it finished')),
  APPLICATION_EXPIRY_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(3650, 'must be at most 3650 days')
    .default(30)
    .meta(doc(JOBS, 'a web application nobody reviewed in this many days expires, and its files are deleted (daily at 02:00)')),
  APPLICATIONS_PER_ADDRESS_PER_DAY: z.coerce
    .number({ error: 'must be a number of applications' })
    .int('must be a whole number')
    .min(1)
    .max(100_000)
    .default(10)
    .meta(doc(LIMITS, 'applications the public form accepts from one client address (an IPv6 client by its /64) in 24 hours; raise it where a help desk or kiosk sends many (docs/operations.md "Web applications")')),
  APPLICATIONS_PENDING_FILES_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int('must be a whole number')
    .min(1)
    .max(10_000_000)
    .default(5120)
    .meta(doc(LIMITS, 'the files of pending (unreviewed) applications may take this much storage; past it the public form answers "try again later" and staff are told (docs/operations.md "Web applications")')),
  MOBILE_API_ACCOUNT_PER_MINUTE: z.coerce.number({ error: 'must be a number of requests' }).int().min(1).max(10_000_000).default(300).meta(doc(LIMITS, 'inspector API requests a minute per inspector (429 with `Retry-After` above it)')),
  MOBILE_API_IP_PER_MINUTE: z.coerce.number({ error: 'must be a number of requests' }).int().min(1).max(10_000_000).default(1200).meta(doc(LIMITS, 'inspector API requests a minute per client address (an IPv6 client by its /64)')),
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
  /** MFA_ENCRYPTION_KEY: encrypts authenticator secrets; generated and kept in the database when absent. */
  mfaKey?: string;
  /** Retired second-factor keys that still decrypt (MFA_ENCRYPTION_KEY_PREVIOUS). */
  mfaKeysPrevious: string[];
  /** PASSKEY_ORIGIN and PASSKEY_RP_ID; unset: the address of each request (passkey-party.ts). */
  passkeys: { origin?: string; rpId?: string };
  sessionTtlHours: number;
  adminEmail: string;
  adminPassword?: string;
  demoData: boolean;
  logLevel: string;
  /** LOG_FORMAT; undefined: pretty in a terminal, JSON otherwise (main.ts decides). */
  logFormat?: 'pretty' | 'json';
  /** Fastify's trustProxy: the number of proxy hops in front (0: none) or the proxies' addresses (trust-proxy.ts). */
  trustProxy: TrustProxy;
  currency: string;
  timeZone: string;
  /** Cards and receipts print in English and this language (English alone for `en`). */
  printLanguage: PrintLanguage;
  webDistDir: string;
  jobs: { worker: boolean; pollIntervalMs: number };
  /**
   * Time-outs of a request (docs/architecture.md "How a request flows"): the whole request (headers and body)
   * must arrive within `requestTimeoutMs`, and a connection silent for `idleTimeoutMs` is closed.
   */
  http: { requestTimeoutMs: number; idleTimeoutMs: number };
  /** The inspector app's API: how long a phone stays signed in, requests a minute per inspector and per IP. */
  mobile: { sessionTtlHours: number; accountPerMinute: number; ipPerMinute: number };
  /** The public application form: accepted per client address a day, the pending files' budget, and the days before an unreviewed one expires. */
  applications: { perAddressPerDay: number; pendingFilesBytes: number; expiryDays: number };
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
  const anyS3 = s3Set.length > 0 || e.S3_ENDPOINT !== undefined;
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
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
          }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    jwtSecretsPrevious: e.JWT_SECRET_PREVIOUS ?? [],
    cardSigningKey: e.CARD_SIGNING_KEY,
    idHashKey: e.ID_HASH_KEY,
    mfaKey: e.MFA_ENCRYPTION_KEY,
    mfaKeysPrevious: e.MFA_ENCRYPTION_KEY_PREVIOUS ?? [],
    passkeys: { origin: e.PASSKEY_ORIGIN && new URL(e.PASSKEY_ORIGIN).origin, rpId: e.PASSKEY_RP_ID ?? (e.PASSKEY_ORIGIN && new URL(e.PASSKEY_ORIGIN).hostname) },
    sessionTtlHours: e.SESSION_TTL_HOURS,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    // Demo data is on by default with the embedded database only.
    demoData: e.DEMO_DATA ?? e.DATABASE_URL === undefined,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    trustProxy: e.TRUST_PROXY ?? 0,
    currency: e.CURRENCY,
    timeZone: e.TIME_ZONE,
    printLanguage: e.PRINT_LANGUAGE,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? repoPath('apps/web/dist')),
    jobs: { worker: e.JOBS_WORKER ?? true, pollIntervalMs: e.JOBS_POLL_INTERVAL_MS },
    http: { requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS, idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS },
    mobile: { sessionTtlHours: e.MOBILE_SESSION_TTL_DAYS * 24, accountPerMinute: e.MOBILE_API_ACCOUNT_PER_MINUTE, ipPerMinute: e.MOBILE_API_IP_PER_MINUTE },
    reports: { retentionDays: e.REPORT_RETENTION_DAYS },
    applications: {
      perAddressPerDay: e.APPLICATIONS_PER_ADDRESS_PER_DAY,
      pendingFilesBytes: e.APPLICATIONS_PENDING_FILES_MB * 1024 * 1024,
      expiryDays: e.APPLICATION_EXPIRY_DAYS,
    },
    pendingFileGraceSeconds: e.PENDING_FILE_GRACE_SECONDS,
  };
}

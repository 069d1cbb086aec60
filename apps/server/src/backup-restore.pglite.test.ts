/**
 * Embedded backup round trip (docs/reliability.md "Backup and restore"): `npm run backup` while the server
 * runs and cards are being created, `npm run restore` into a new DATA_DIR, start on it. Every card
 * acknowledged before the backup is there, row counts agree with each other, every file a row
 * names is restored with the original's checksum, and the restored server serves the photos.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { SECOND_FACTOR_PATHS } from '@passdesk/contract/auth/second-factor';
import { loadConfig } from './platform/config/config.ts';
import { loggerOptions } from './platform/logging/logger.ts';
import { listFiles } from './platform/backup/backup-folder.ts';
import { openRuntime, type Runtime } from './runtime.ts';
import { cardDocuments, cards } from './modules/cards/cards.public.ts';
import { auditEvents } from './platform/audit/audit.schema.ts';
import { photo } from './modules/cards/cards.fixtures.ts';
import { cardBatchForm, seedCardMasterData, type CardMasterData } from './test/card-batch.ts';
import { secondStepOf, totpCode } from './test/second-factor.ts';
import { REPO_ROOT, spawnServer, tempDataDir, type ServerProcess } from './test/server-process.ts';

const EMAIL = 'admin@passdesk.test';
const PASSWORD = 'Admin@12345';
const BEFORE_BACKUP = 4;

/** Runs `npm run passdesk -- <args>`'s entry as `npm` would, with only the given environment. */
function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/passdesk.mjs'), ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ENV_FILE: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Sets up an authenticator app through the API for the token's account; its secret and the moment its first code was used. */
async function setUpAuthenticator(base: string, token: string): Promise<{ secret: string; enrolledAt: number }> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const setup = await fetch(`${base}${ADMIN_API}${SECOND_FACTOR_PATHS.totp}`, { method: 'POST', headers, body: '{}' });
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
  const enrolledAt = Date.now();
  const confirm = await fetch(`${base}${ADMIN_API}${SECOND_FACTOR_PATHS.totpConfirm}`, { method: 'POST', headers, body: JSON.stringify({ code: totpCode(secret, 0, enrolledAt) }) });
  expect(confirm.status).toBe(200);
  return { secret, enrolledAt };
}

describe('npm run backup while the embedded server runs, npm run restore on a new DATA_DIR', { timeout: 150_000 }, () => {
  const dataDir = tempDataDir();
  const restoredDir = tempDataDir();
  const backupDir = path.join(tempDataDir(), 'backup');
  let server: ServerProcess | undefined;
  let restored: Runtime | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await restored?.close();
    for (const dir of [dataDir, restoredDir, path.dirname(backupDir)]) fs.rmSync(dir, { recursive: true, force: true });
  });
  const env = (dir: string) => ({ DATA_DIR: dir, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, DEMO_DATA: 'false', JOBS_WORKER: 'false', LOG_LEVEL: 'warn' });
  const open = (dir: string) => openRuntime(loadConfig({ ...env(dir), WEB_DIST_DIR: path.join(dir, 'no-web') }), { logger: loggerOptions({ level: 'silent', pretty: false }) });

  it('restores every acknowledged card with its files, checksums equal', async () => {
    // Master data first (the embedded database belongs to one process at a time).
    const seeding = await open(dataDir);
    const master: CardMasterData = await seedCardMasterData(seeding.services.db);
    await seeding.close();

    server = spawnServer({ ...env(dataDir), PORT: '0' });
    const base = await server.url();
    const login = await fetch(`${base}${ADMIN_API}${AUTH_PATHS.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    // The Super Admin role requires a second factor: the session opens once an authenticator app is set up.
    const authenticator = await setUpAuthenticator(base, token);
    const jpeg = await photo('jpeg', 800, 600);
    let index = 0;
    const createCard = async (): Promise<number> => {
      const form = cardBatchForm(master, index++, jpeg);
      const response = await fetch(`${base}${ADMIN_API}/cards/create`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType }, body: form.body });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { id: number } }).data.id;
    };
    const before: number[] = [];
    for (let n = 0; n < BEFORE_BACKUP; n += 1) before.push(await createCard());

    // Writes go on while the backup is taken.
    let writing = true;
    const during: number[] = [];
    const writer = (async () => {
      while (writing) during.push(await createCard());
    })();
    const backup = await runCli(['backup', backupDir], env(dataDir));
    writing = false;
    await writer;
    expect(backup.output).toContain('by the running server');
    expect(backup.code, backup.output).toBe(0);
    const acknowledged = before.length + during.length;
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });

    const restore = await runCli(['restore', backupDir], { DATA_DIR: restoredDir });
    expect(restore.code, restore.output).toBe(0);
    restored = await open(restoredDir);
    const db = restored.services.db;

    // The restore is on the restored installation's audit trail, done from the command line.
    const [restoredEvent] = await db.select().from(auditEvents).where(eq(auditEvents.action, 'backup.restored'));
    expect(restoredEvent).toMatchObject({ actor_type: 'cli', actor_id: null, entity: 'database' });

    const rows = await db.select({ id: cards.id, photo_key: cards.photo_key }).from(cards);
    const ids = new Set(rows.map((row) => row.id));
    for (const id of before) expect(ids.has(id), `card ${id}`).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(before.length);
    expect(rows.length).toBeLessThanOrEqual(acknowledged);
    const [documentCount] = await db.select({ n: count() }).from(cardDocuments);
    expect(documentCount?.n).toBe(rows.length);

    // Every file a row names is restored, byte for byte the original.
    const documents = await db.select({ storage_key: cardDocuments.storage_key }).from(cardDocuments);
    const named = [...rows.map((row) => row.photo_key), ...documents.map((document) => document.storage_key)];
    const restoredFiles = new Set(listFiles(path.join(restoredDir, 'files')));
    for (const key of named) {
      expect(restoredFiles.has(key), key).toBe(true);
      expect(sha256(path.join(restoredDir, 'files', key)), key).toBe(sha256(path.join(dataDir, 'files', key)));
    }

    // The restored installation serves them.
    const password = await restored.app.inject({ method: 'POST', url: `${ADMIN_API}${AUTH_PATHS.login}`, payload: { email: EMAIL, password: PASSWORD } });
    // The authenticator app came back with the backup: the restored installation asks for its next code.
    const session = await restored.app.inject({
      method: 'POST',
      url: `${ADMIN_API}${AUTH_PATHS.loginSecondStep}`,
      payload: { challenge: secondStepOf(password).challenge, code: totpCode(authenticator.secret, 1, authenticator.enrolledAt) },
    });
    const restoredToken = (session.json() as { data: { token: string } }).data.token;
    const view = await restored.app.inject({ method: 'GET', url: `${ADMIN_API}/cards/view/${before[0]}`, headers: { authorization: `Bearer ${restoredToken}` } });
    expect(view.statusCode).toBe(200);
    const photoUrl = (view.json() as { data: { photo_url: string } }).data.photo_url;
    const image = await restored.app.inject({ method: 'GET', url: photoUrl, headers: { authorization: `Bearer ${restoredToken}` } });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(fs.readFileSync(path.join(dataDir, 'files', rows.find((row) => row.id === before[0])?.photo_key ?? '')))).toBe(true);
  });
});

/**
 * SIGKILL in the middle of a batch of card creations on PostgreSQL (docs/reliability.md "Faults"): the real
 * server process is killed while uploads are in flight, then started again on the same database
 * and DATA_DIR. Every acknowledged card is there, and nothing is half-written: every card row's
 * photo and documents are in storage, and every stored file belongs to a row (what the killed
 * requests stored before their rows committed is swept at start-up, PENDING_FILE_GRACE_SECONDS=0).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { SECOND_FACTOR_PATHS } from '@passdesk/contract/auth/second-factor';
import { openDatabase, type Database } from './platform/database/database.ts';
import { pendingFiles } from './platform/storage/pending-files.schema.ts';
import { cardDocuments, cards } from './modules/cards/cards.public.ts';
import { photo } from './modules/cards/cards.fixtures.ts';
import { cardBatchForm, seedCardMasterData } from './test/card-batch.ts';
import { totpCode } from './test/second-factor.ts';
import { spawnServer, tempDataDir, type ServerProcess } from './test/server-process.ts';
import { createTestPostgresDatabase, type TestPostgresDatabase } from './test/test-database.ts';

const EMAIL = 'admin@passdesk.test';
const PASSWORD = 'Admin@12345';
const BATCH = 40;
const PARALLEL = 4;
/** Acknowledged cards before the kill; the others are in flight or not sent. */
const KILL_AFTER = 8;

describe('SIGKILL during a batch of card creations (PostgreSQL)', { timeout: 120_000 }, () => {
  const dataDir = tempDataDir();
  const servers: ServerProcess[] = [];
  let created: TestPostgresDatabase | undefined;
  let database: Database | undefined;
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await database?.close();
    await created?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const start = (url: string) => {
    const server = spawnServer({
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      PORT: '0',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      DEMO_DATA: 'false',
      JOBS_WORKER: 'false',
      PENDING_FILE_GRACE_SECONDS: '0',
    });
    servers.push(server);
    return server;
  };
  // The Super Admin role requires a second factor: the first sign-in sets up an authenticator app,
  // later ones answer the second step with its next code.
  let authenticator: { secret: string; enrolledAt: number; steps: number } | undefined;
  const post = (url: string, body: object, token?: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const login = async (base: string): Promise<string> => {
    const response = await post(`${base}${ADMIN_API}${AUTH_PATHS.login}`, { email: EMAIL, password: PASSWORD });
    expect(response.status).toBe(200);
    const data = ((await response.json()) as { data: { token?: string; second_step?: { challenge: string } } }).data;
    if (data.second_step && authenticator) {
      authenticator.steps += 1;
      const step = await post(`${base}${ADMIN_API}${AUTH_PATHS.loginSecondStep}`, { challenge: data.second_step.challenge, code: totpCode(authenticator.secret, authenticator.steps, authenticator.enrolledAt) });
      expect(step.status).toBe(200);
      return ((await step.json()) as { data: { token: string } }).data.token;
    }
    const token = data.token ?? '';
    const setup = await post(`${base}${ADMIN_API}${SECOND_FACTOR_PATHS.totp}`, {}, token);
    const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
    const enrolledAt = Date.now();
    expect((await post(`${base}${ADMIN_API}${SECOND_FACTOR_PATHS.totpConfirm}`, { code: totpCode(secret, 0, enrolledAt) }, token)).status).toBe(200);
    authenticator = { secret, enrolledAt, steps: 0 };
    return token;
  };
  /** Stored files (not their `.type` notes), as storage keys. */
  const storedKeys = () => {
    const root = path.join(dataDir, 'files');
    return fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => !name.endsWith('.type') && fs.statSync(path.join(root, name)).isFile())
      .map((name) => name.split(path.sep).join('/'))
      .sort();
  };

  it('keeps every acknowledged card, and no card without its files or file without its card', async () => {
    created = await createTestPostgresDatabase();
    database = await openDatabase({ url: created.url, poolMax: 2 });
    const first = start(created.url);
    const base = await first.url();
    const db = database.db;
    const master = await seedCardMasterData(db);
    const token = await login(base);
    const jpeg = await photo('jpeg', 1600, 1200);

    const form = (index: number) => cardBatchForm(master, index, jpeg);

    const acknowledged: number[] = [];
    let killed = false;
    let next = 0;
    const worker = async () => {
      while (!killed && next < BATCH) {
        const body = form(next);
        next += 1;
        try {
          const response = await fetch(`${base}${ADMIN_API}/cards/create`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType }, body: body.body });
          if (response.status !== 200) throw new Error(`card create answered ${response.status}: ${await response.text()}`);
          acknowledged.push(((await response.json()) as { data: { id: number } }).data.id);
          if (acknowledged.length >= KILL_AFTER && !killed) {
            // Killed while the other workers' uploads are in flight.
            killed = true;
            first.child.kill('SIGKILL');
          }
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.length).toBeLessThan(BATCH);

    const second = start(created.url);
    const secondBase = await second.url();

    // Every acknowledged card is there, whole.
    const rows = await db.select({ id: cards.id, photo_key: cards.photo_key }).from(cards);
    const ids = new Set(rows.map((row) => row.id));
    for (const id of acknowledged) expect(ids.has(id), `card ${id}`).toBe(true);
    const documents = await db.select({ card_id: cardDocuments.card_id, storage_key: cardDocuments.storage_key }).from(cardDocuments);
    expect(documents.map((document) => document.card_id).sort()).toEqual([...ids].sort());
    // Files and rows match exactly: no card without its files, no file without its card, nothing half-written.
    const referenced = [...rows.map((row) => row.photo_key), ...documents.map((document) => document.storage_key)].sort();
    expect(storedKeys()).toEqual(referenced);
    expect(await db.select().from(pendingFiles)).toEqual([]);

    // And the restarted server serves them and takes new cards.
    const secondToken = await login(secondBase);
    const photoOf = await fetch(`${secondBase}${ADMIN_API}/cards/view/${acknowledged[0]}`, { headers: { authorization: `Bearer ${secondToken}` } });
    expect(photoOf.status).toBe(200);
    const more = form(BATCH + 1);
    const again = await fetch(`${secondBase}${ADMIN_API}/cards/create`, { method: 'POST', headers: { authorization: `Bearer ${secondToken}`, 'content-type': more.contentType }, body: more.body });
    expect(again.status).toBe(200);
  });
});

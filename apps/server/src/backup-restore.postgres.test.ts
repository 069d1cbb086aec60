/**
 * PostgreSQL backup round trip (docs/reliability.md "Backup and restore"), the procedure of
 * docs/operations.md: `pg_dump --format=custom` while PassDesk serves, a copy of the file storage,
 * `pg_restore` into a new empty database, start on it. Every table has the same row count, every
 * file the same checksum, and the restored instance serves the cards.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { issueSession } from './platform/auth/sessions.ts';
import { loadConfig } from './platform/config/config.ts';
import { loggerOptions } from './platform/logging/logger.ts';
import { listFiles } from './platform/backup/backup-folder.ts';
import { openRuntime, type Runtime } from './runtime.ts';
import { photo } from './modules/cards/cards.fixtures.ts';
import { cardBatchForm, seedCardMasterData } from './test/card-batch.ts';
import { tempDataDir } from './test/server-process.ts';
import { createTestPostgresDatabase, type TestPostgresDatabase } from './test/test-database.ts';

/** Row count of every table of the public schema. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by tablename");
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) counts[name] = Number((await client.query<{ n: string }>(`select count(*) as n from "${name}"`)).rows[0]?.n);
    return counts;
  } finally {
    await client.end();
  }
}

const checksums = (root: string) => Object.fromEntries(listFiles(root).map((name) => [name, crypto.createHash('sha256').update(fs.readFileSync(path.join(root, name))).digest('hex')]));

describe('pg_dump / pg_restore plus a storage copy', { timeout: 90_000 }, () => {
  const dataDir = tempDataDir();
  const restoredDir = tempDataDir();
  const dumpFile = path.join(dataDir, 'passdesk.dump');
  const databases: TestPostgresDatabase[] = [];
  const runtimes: Runtime[] = [];
  afterAll(async () => {
    for (const runtime of runtimes) await runtime.close();
    for (const database of databases) await database.drop();
    for (const dir of [dataDir, restoredDir]) fs.rmSync(dir, { recursive: true, force: true });
  });
  const open = async (url: string, dir: string) => {
    const config = loadConfig({ DATABASE_URL: url, DATA_DIR: dir, ADMIN_PASSWORD: 'Admin@12345', JOBS_WORKER: 'false', WEB_DIST_DIR: path.join(dir, 'no-web') });
    const runtime = await openRuntime(config, { logger: loggerOptions({ level: 'silent', pretty: false }) });
    runtimes.push(runtime);
    return runtime;
  };
  const token = async (runtime: Runtime) => (await issueSession(runtime.services.db, runtime.services.tokens, { subjectType: 'admin', subjectId: 1, ttlHours: 1 })).token;

  it('restores every row and file', async () => {
    const original = await createTestPostgresDatabase();
    databases.push(original);
    const runtime = await open(original.url, dataDir);
    const master = await seedCardMasterData(runtime.services.db);
    const bearer = `Bearer ${await token(runtime)}`;
    const jpeg = await photo('jpeg', 800, 600);
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const form = cardBatchForm(master, index, jpeg);
      const response = await runtime.app.inject({ method: 'POST', url: `${ADMIN_API}/cards/create`, headers: { authorization: bearer, 'content-type': form.contentType }, payload: form.body });
      expect(response.statusCode, response.body).toBe(200);
      ids.push((response.json() as { data: { id: number } }).data.id);
    }

    // While it serves: the dump, then the files (a file is stored before its row, so the copy has every file the dump names).
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dumpFile}`, original.url]);
    fs.cpSync(path.join(dataDir, 'files'), path.join(restoredDir, 'files'), { recursive: true });

    const restored = await createTestPostgresDatabase();
    databases.push(restored);
    execFileSync('pg_restore', ['--no-owner', `--dbname=${restored.url}`, dumpFile]);
    expect(await rowCounts(restored.url)).toEqual(await rowCounts(original.url));
    expect((await rowCounts(restored.url)).cards).toBe(3);
    expect(checksums(path.join(restoredDir, 'files'))).toEqual(checksums(path.join(dataDir, 'files')));

    const second = await open(restored.url, restoredDir);
    const view = await second.app.inject({ method: 'GET', url: `${ADMIN_API}/cards/view/${ids[0]}`, headers: { authorization: `Bearer ${await token(second)}` } });
    expect(view.statusCode).toBe(200);
    const image = await second.app.inject({ method: 'GET', url: (view.json() as { data: { photo_url: string } }).data.photo_url, headers: { authorization: `Bearer ${await token(second)}` } });
    expect(image.statusCode).toBe(200);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedClientOf, openDatabase, unpackMigratedTemplate } from './database.ts';
import { migrate } from './migrate.ts';
import { migrationsDigest, PgliteTemplate } from './pglite-template.ts';

/** Counts the times a template was really handed to PGlite. */
class CountingTemplate extends PgliteTemplate {
  used = 0;
  override read(): Blob | undefined {
    const blob = super.read();
    if (blob) this.used += 1;
    return blob;
  }
}

/** Counts the times the migrated template's tar was read. */
class CountingMigratedTemplate extends PgliteTemplate {
  migratedReads = 0;
  override readMigrated(): Blob | undefined {
    this.migratedReads += 1;
    return super.readMigrated();
  }
}

describe('the PGlite initdb template', { timeout: 120_000 }, () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passdesk-template-'));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('is saved by the first new database, the next new DATA_DIR starts from it and keeps its data, and a migrated one skips the migrations', async () => {
    const template = new CountingTemplate(path.join(folder, 'first', 'template.tar.gz'));
    const first = await openDatabase({ pgliteTemplate: template });
    await first.close();
    expect(template.used).toBe(0);
    expect(fs.statSync(template.file).size).toBeGreaterThan(100_000);

    const dataDir = path.join(folder, 'data');
    const second = await openDatabase({ dataDir, pgliteTemplate: template });
    expect(template.used).toBe(1);
    expect((await migrate(second)).length).toBeGreaterThan(0);
    // Kept as the migrated template: the next new DATA_DIR starts from it with nothing left to migrate.
    const client = embeddedClientOf(second.db);
    expect(client && (await template.saveMigrated(client))).toBe(true);
    await second.withSession((session) => session.query(`insert into system_state (key, value) values ('probe', '"kept"')`));
    await second.close();

    // Reopening an existing DATA_DIR never touches the template.
    const reopened = await openDatabase({ dataDir, pgliteTemplate: template });
    expect(template.used).toBe(1);
    const rows = await reopened.withSession((session) => session.query<{ value: string }>("select value from system_state where key = 'probe'"));
    expect(rows).toEqual([{ value: 'kept' }]);
    await reopened.close();

    const third = await openDatabase({ dataDir: path.join(folder, 'data-migrated'), pgliteTemplate: template });
    expect(template.used).toBe(1);
    expect(await migrate(third)).toEqual([]);
    await third.close();
  });

  it('copies a new DATA_DIR from the unpacked migrated template, without unpacking its tar', async () => {
    const template = new CountingMigratedTemplate(path.join(folder, 'unpacked', 'template.tar'));
    const source = await openDatabase({ pgliteTemplate: template });
    await migrate(source);
    const client = embeddedClientOf(source.db);
    expect(client && (await template.saveMigrated(client))).toBe(true);
    await source.close();
    expect(await unpackMigratedTemplate(template)).toBe(true);
    expect(fs.existsSync(path.join(template.migratedFolder, 'PG_VERSION'))).toBe(true);
    template.migratedReads = 0;

    const dataDir = path.join(folder, 'data-copied');
    const copied = await openDatabase({ dataDir, pgliteTemplate: template });
    expect(template.migratedReads).toBe(0);
    expect(await migrate(copied)).toEqual([]);
    await copied.withSession((session) => session.query(`insert into system_state (key, value) values ('probe', '"own"')`));
    await copied.close();
    // The template's one WAL segment is zeros but for its last records, and is copied as such: sparsely.
    const wal = path.join(dataDir, 'pglite', 'pg_wal');
    const segments = fs.readdirSync(wal).filter((name) => /^[0-9A-F]{24}$/.test(name));
    expect(segments).toHaveLength(1);
    const segment = fs.statSync(path.join(wal, segments[0] ?? ''));
    expect(segment.size).toBe(16 * 1024 * 1024);
    expect(segment.blocks * 512).toBeLessThan(segment.size / 4);
    // The copy is the DATA_DIR's own: the template folder did not change, and no copy is left aside.
    const next = await openDatabase({ dataDir: path.join(folder, 'data-copied-next'), pgliteTemplate: template });
    expect(await next.withSession((session) => session.query("select value from system_state where key = 'probe'"))).toEqual([]);
    await next.close();
    expect(fs.readdirSync(folder).filter((name) => name.startsWith('data-copied.'))).toEqual([]);
  });

  it('discards an unpacked migrated template that PGlite cannot open and starts from the next one', async () => {
    const template = new PgliteTemplate(path.join(folder, 'broken-unpacked', 'template.tar'));
    fs.mkdirSync(template.migratedFolder, { recursive: true });
    fs.writeFileSync(path.join(template.migratedFolder, 'PG_VERSION'), 'not a cluster');
    const database = await openDatabase({ dataDir: path.join(folder, 'data-after-broken-unpacked'), pgliteTemplate: template });
    expect(await database.withSession((session) => session.query<{ ok: number }>('select 1 as ok'))).toEqual([{ ok: 1 }]);
    await database.close();
    expect(fs.existsSync(template.migratedFolder)).toBe(false);
  });

  it('discards an unusable template, initialises the usual way and saves a good one', async () => {
    const template = new PgliteTemplate(path.join(folder, 'broken', 'template.tar.gz'));
    fs.mkdirSync(path.dirname(template.file), { recursive: true });
    fs.writeFileSync(template.file, 'not a tarball');
    const database = await openDatabase({ dataDir: path.join(folder, 'data-after-broken'), pgliteTemplate: template });
    expect(await database.withSession((session) => session.query<{ ok: number }>('select 1 as ok'))).toEqual([{ ok: 1 }]);
    await database.close();
    expect(fs.statSync(template.file).size).toBeGreaterThan(100_000);
  });

  it('names the migrated template by the migration files: a changed or added migration makes another', () => {
    const migrations = path.join(folder, 'migrations');
    fs.mkdirSync(migrations, { recursive: true });
    fs.writeFileSync(path.join(migrations, '0000_a.sql'), 'create table a (id int);');
    const first = migrationsDigest(migrations);
    fs.writeFileSync(path.join(migrations, '0000_a.sql'), 'create table a (id bigint);');
    const changed = migrationsDigest(migrations);
    fs.writeFileSync(path.join(migrations, '0001_b.sql'), 'create table b (id int);');
    expect(new Set([first, changed, migrationsDigest(migrations)]).size).toBe(3);
  });
});

/**
 * Every command of `npm run passdesk`, on the database of this pass (a DATA_DIR of its own on
 * PGlite, a database of its own on PostgreSQL), run as the command line runs them: one line out,
 * the exit code, the rows it changed, and its audit entry with the command line as actor. Bad input
 * changes nothing. (passdesk-lock.pglite.test.ts: the embedded database a running server holds.)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUsers } from '../modules/access/access.schema.ts';
import { cardSigningKeys, ensureSigningKey, publishedKeys } from '../modules/cards/cards.public.ts';
import { dayIn } from '../platform/time/today.ts';
import { limitKeys } from '../modules/auth/limits.ts';
import { auditEvents } from '../platform/audit/audit.schema.ts';
import { issueSession } from '../platform/auth/sessions.ts';
import { sessions } from '../platform/auth/sessions.schema.ts';
import { verifyPassword } from '../platform/auth/passwords.ts';
import { retiredJwtSecrets, TokenService } from '../platform/auth/tokens.ts';
import { listFiles } from '../platform/backup/backup-folder.ts';
import { openDatabase, type Database } from '../platform/database/database.ts';
import { LocalStorage } from '../platform/storage/local-storage.ts';
import { newStorageKey } from '../platform/storage/storage.ts';
import { readMigrations } from '../platform/database/migrate.ts';
import { openMigratedTestDatabase } from '../test/test-database.ts';
import { systemState } from '../platform/database/system-state.schema.ts';
import { authRateLimits } from '../platform/rate-limit/rate-limit.schema.ts';
import { onPostgres, usePassdeskCli } from '../test/passdesk-cli.ts';
import { useTestPostgresDatabase } from '../test/suite.ts';

const EMAIL = 'it@transit.example';

describe(`npm run passdesk on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}`, { timeout: 120_000 }, () => {
  const { dir, postgres, dataDir, passdesk, inspect } = usePassdeskCli('passdesk-cli-');
  /** The new, empty database a PostgreSQL backup is restored into. */
  const target = onPostgres ? useTestPostgresDatabase() : undefined;
  const events = (database: Database, action: string) => database.db.select().from(auditEvents).where(eq(auditEvents.action, action));
  const userCount = async (database: Database) => (await database.db.select({ n: count() }).from(adminUsers))[0]?.n;

  /** One line on stdout and nothing on stderr (exit 0), or one line on stderr and nothing on stdout (exit ≠ 0). */
  function oneLine(result: { code: number; out: string; err: string }): string {
    const text = result.code === 0 ? result.out : result.err;
    expect(result.code === 0 ? result.err : result.out, text).toBe('');
    expect(text.endsWith('\n') && !text.slice(0, -1).includes('\n'), text).toBe(true);
    return text.trim();
  }

  let generated = '';

  it('db status before anything: every migration pending; a command needing the schema refuses', async () => {
    const status = oneLine(await passdesk('db status'));
    expect(status).toContain(`0 applied, ${readMigrations().length} pending`.replace('0 applied', onPostgres ? '0 migrations applied (latest none)' : '0 applied'));
    const refused = await passdesk(`admin create --email ${EMAIL}`);
    expect(refused.code).toBe(1);
    expect(oneLine(refused)).toMatch(/db migrate`.*first/);
  });

  // On PostgreSQL the migrations run one by one. A new embedded DATA_DIR is made from the cached
  // cluster that already holds this release's migrations (docs/architecture.md), so there the first
  // run finds nothing to apply; migrate.test.ts applies every migration to an empty embedded cluster.
  it(onPostgres ? 'db migrate applies every migration once, and says so; the second run has nothing to do' : 'db migrate on a new DATA_DIR makes it with every migration applied, and says so', async () => {
    // The cached migrated cluster exists (made here if no earlier test made it), as npm install leaves it.
    if (!onPostgres) await (await openMigratedTestDatabase()).close();
    const first = await passdesk('db migrate');
    expect(first.code, first.err).toBe(0);
    const upToDate = `The database is up to date: ${readMigrations().length} migrations applied`;
    expect(oneLine(first)).toContain(onPostgres ? `Applied ${readMigrations().length} migration(s)` : upToDate);
    expect(oneLine(await passdesk('db migrate'))).toContain(upToDate);
    expect(oneLine(await passdesk('db status'))).toMatch(new RegExp(`^${readMigrations().length} migrations applied \\(latest ${readMigrations().at(-1)?.name}\\), none pending`));
    const audited = await inspect((database) => events(database, 'database.migrated'));
    if (!onPostgres) {
      expect(audited).toEqual([]);
      return;
    }
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor_type: 'cli', actor_id: null, entity: 'database', user_agent: 'passdesk command line' });
    expect(audited[0]?.changes).toMatchObject({ applied: readMigrations().map((migration) => migration.name) });
    expect(String(audited[0]?.changes?.run_by)).toMatch(/.+@.+/);
  });

  it('admin create: a super admin with a one-time password it prints once, who must change it', async () => {
    const line = oneLine(await passdesk(`admin create --email ${EMAIL} --first-name Asha --last-name Rao`));
    const match = /^Created super admin it@transit\.example \(id (\d+)\), one-time password \(shown only now; to be changed at the first sign-in\): (\S+)$/.exec(line);
    expect(match, line).not.toBeNull();
    generated = match?.[2] ?? '';
    await inspect(async (database) => {
      const [user] = await database.db.select().from(adminUsers).where(eq(adminUsers.email, EMAIL));
      expect(user).toMatchObject({ first_name: 'Asha', last_name: 'Rao', user_type: 'super_admin', status: 'active', must_change_password: true });
      expect(await verifyPassword(user?.password_hash ?? '', generated)).toBe(true);
      const [audited] = await events(database, 'admin_user.created');
      expect(audited).toMatchObject({ actor_type: 'cli', entity: 'admin_user', entity_id: String(user?.id) });
      expect(JSON.stringify(audited)).not.toContain(generated);
    });
    // With a password of one's own, kept as given.
    expect(oneLine(await passdesk('admin create --email second@transit.example --password Second@2026'))).toMatch(/^Created super admin second@transit\.example \(id \d+\), with the password given$/);
  });

  it('admin create refuses bad input with one clear line and creates nobody', async () => {
    const before = await inspect(userCount);
    const cases: Array<[string, RegExp, number]> = [
      [`admin create --email ${EMAIL.toUpperCase()}`, /exists already: use `admin reset-password/, 1],
      ['admin create --email not-an-address', /--email: Enter a valid email address/, 1],
      ['admin create --email x@transit.example --password short', /--password is not accepted: Password must be at least 8 characters/, 1],
      ['admin create', /--email is required/, 1],
      ['admin create --email x@transit.example --role boss', /Unknown option '--role'; usage: npm run passdesk -- admin create --email/, 2],
    ];
    for (const [line, message, code] of cases) {
      const result = await passdesk(line);
      expect(result.code, line).toBe(code);
      expect(oneLine(result), line).toMatch(message);
    }
    expect(await inspect(userCount)).toBe(before);
  });

  it('admin reset-password: a new one-time password, every session ended, the lock-out lifted', async () => {
    const { userId, sessionId } = await inspect(async (database) => {
      const [user] = await database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, EMAIL));
      const id = user?.id ?? 0;
      const session = await issueSession(database.db, new TokenService('s'.repeat(40)), { subjectType: 'admin', subjectId: id, ttlHours: 1 });
      await database.db.insert(authRateLimits).values({ key: limitKeys.loginAccount(EMAIL, '10.0.0.9'), hits: 5, window_ends_at: new Date(Date.now() + 600_000) });
      return { userId: id, sessionId: session.sessionId };
    });
    const line = oneLine(await passdesk(`admin reset-password --email ${EMAIL}`));
    const match = /^Reset the password of it@transit\.example \(id \d+\), one-time password .*: (\S+); its sessions ended, 1 lock\(s\) cleared$/.exec(line);
    expect(match, line).not.toBeNull();
    await inspect(async (database) => {
      const [user] = await database.db.select().from(adminUsers).where(eq(adminUsers.id, userId));
      expect(user?.must_change_password).toBe(true);
      expect(await verifyPassword(user?.password_hash ?? '', match?.[1] ?? '')).toBe(true);
      expect(await verifyPassword(user?.password_hash ?? '', generated)).toBe(false);
      const [session] = await database.db.select().from(sessions).where(eq(sessions.id, sessionId));
      expect(session?.revoked_at).not.toBeNull();
      expect(await database.db.select().from(authRateLimits)).toEqual([]);
      expect(await events(database, 'auth.password_reset_by_operator')).toMatchObject([{ actor_type: 'cli', entity_id: String(userId), changes: { one_time: true, locks_cleared: 1 } }]);
    });
    expect(oneLine(await passdesk(`admin reset-password --email ${EMAIL} --password Chosen@2026`))).toContain('with the password given');
    const unknown = await passdesk('admin reset-password --email nobody@transit.example');
    expect(unknown.code).toBe(1);
    expect(oneLine(unknown)).toBe('passdesk admin reset-password: no staff account has the email nobody@transit.example');
  });

  it("admin unlock clears the account's locks from every source, its account-wide slow-down and reset-mail cap, and nobody else's", async () => {
    const later = new Date(Date.now() + 600_000);
    await inspect((database) =>
      database.db.insert(authRateLimits).values([
        { key: limitKeys.loginAccount(EMAIL, '10.0.0.1'), hits: 5, window_ends_at: later },
        { key: limitKeys.loginAccount(EMAIL, '10.0.0.2'), hits: 7, window_ends_at: later },
        { key: limitKeys.verifyAccount(EMAIL, '10.0.0.1'), hits: 10, window_ends_at: later },
        { key: limitKeys.loginAccountAllSources(EMAIL), hits: 11, window_ends_at: later },
        { key: limitKeys.loginAccountAlert(EMAIL), hits: 1, window_ends_at: later },
        { key: limitKeys.resetMails(EMAIL), hits: 3, window_ends_at: later },
        { key: limitKeys.loginIp('10.0.0.1'), hits: 20, window_ends_at: later },
        { key: limitKeys.loginAccount('second@transit.example', '10.0.0.1'), hits: 5, window_ends_at: later },
      ]),
    );
    expect(oneLine(await passdesk(`admin unlock --email ${EMAIL.toUpperCase()}`))).toMatch(/^Unlocked it@transit\.example \(id \d+\): 6 lock\(s\) cleared$/);
    const left = await inspect((database) => database.db.select({ key: authRateLimits.key }).from(authRateLimits));
    expect(left.map((row) => row.key).sort()).toEqual([limitKeys.loginAccount('second@transit.example', '10.0.0.1'), limitKeys.loginIp('10.0.0.1')].sort());
    expect(oneLine(await passdesk(`admin unlock --email ${EMAIL}`))).toMatch(/had no lock to clear$/);
    expect(await inspect((database) => events(database, 'auth.account_unlocked'))).toMatchObject([{ actor_type: 'cli', changes: { locks_cleared: 6 } }, { actor_type: 'cli', changes: { locks_cleared: 0 } }]);
    expect((await passdesk('admin unlock')).code).toBe(1);
  });

  it('keys rotate: a new token secret and card key; the old secret still verifies, the old key stays published', async () => {
    // As a first start leaves them: a generated secret and card key.
    const { before, oldKey } = await inspect(async (database) => {
      await database.db.insert(systemState).values({ key: 'jwt_secret', value: 'o'.repeat(48) });
      const { keyId } = await ensureSigningKey(database.db, undefined, dayIn('Asia/Kolkata'));
      return { before: 'o'.repeat(48), oldKey: keyId };
    });
    const line = oneLine(await passdesk('keys rotate'));
    expect(line).toMatch(new RegExp(String.raw`^Rotated the token secret \(\S+ → \S+; the old one verifies its tokens until \S+\) and the card QR key \(${oldKey} → \S+; the old one stays published until \d{4}-\d\d-\d\d\); restart every PassDesk instance`));
    await inspect(async (database) => {
      const [secret] = await database.db.select().from(systemState).where(eq(systemState.key, 'jwt_secret'));
      expect(secret?.value).not.toBe(before);
      expect(await retiredJwtSecrets(database.db)).toEqual([before]);
      const current = await database.db.select().from(cardSigningKeys).where(isNull(cardSigningKeys.retired_at));
      expect(current).toHaveLength(1);
      expect(current[0]?.key_id).not.toBe(oldKey);
      const [old] = await database.db.select().from(cardSigningKeys).where(eq(cardSigningKeys.key_id, oldKey));
      expect(old?.retired_at).not.toBeNull();
      const [audited] = await events(database, 'keys.rotated');
      expect(audited).toMatchObject({ actor_type: 'cli', changes: { card_key_before: oldKey } });
      expect(JSON.stringify(audited)).not.toContain(before);
    });
    // Only the card key; a secret set in the configuration is rotated there.
    expect(oneLine(await passdesk('keys rotate --cards'))).toMatch(/^Rotated the card QR key/);
    const configured = await passdesk('keys rotate', { JWT_SECRET: 'c'.repeat(40) });
    expect(configured.code).toBe(1);
    expect(oneLine(configured)).toContain('JWT_SECRET is set, so the token secret is rotated in the configuration');
  });

  it('keys revoke: the key leaves the published list at once, the current one is replaced, the audit trail says who; bad input changes nothing', async () => {
    const today = dayIn('Asia/Kolkata');
    const listed = () => inspect((database) => publishedKeys(database.db, today));
    const before = await listed();
    const current = before.find((key) => key.retired_at === null)?.key_id ?? '';
    const retired = before.find((key) => key.retired_at !== null)?.key_id ?? '';
    expect(retired, 'keys rotate left a retired key').not.toBe('');

    expect(oneLine(await passdesk(`keys revoke ${retired} --reason backup-copied-off-site`))).toMatch(new RegExp(`^Revoked the card QR key ${retired}; running instances stopped trusting it`));
    expect((await listed()).map((key) => key.key_id)).not.toContain(retired);

    const line = oneLine(await passdesk(`keys revoke ${current} --reason signing-host-compromised`));
    const successor = /new cards are signed with (\S+);/.exec(line)?.[1] ?? '';
    expect(successor).toMatch(/^[A-Za-z0-9_-]{8}$/);
    const after = await listed();
    expect(after.map((key) => key.key_id)).not.toContain(current);
    expect(after.find((key) => key.retired_at === null)?.key_id).toBe(successor);

    await inspect(async (database) => {
      const audited = await database.db.select().from(auditEvents).where(eq(auditEvents.entity, 'card_signing_key')).orderBy(auditEvents.id);
      expect(audited.map((event) => [event.actor_type, event.action, event.entity_id])).toEqual([
        ['cli', 'revoke', retired],
        ['cli', 'revoke', current],
      ]);
      expect(audited[1]?.changes).toMatchObject({ reason: 'signing-host-compromised', replaced_by: successor, run_by: expect.any(String) });
    });

    const rowsBefore = await inspect((database) => database.db.select().from(cardSigningKeys));
    for (const [bad, says] of [
      ['keys revoke AAAAAAAA --reason leaked', 'No card signing key has this id: AAAAAAAA'],
      // An id may begin with a dash (base64url): it is read as the id, not as an option.
      ['keys revoke -AAAAAAA --reason leaked', 'No card signing key has this id: -AAAAAAA'],
      [`keys revoke ${retired} --reason again`, 'This key is already revoked'],
      ['keys revoke not-a-key --reason leaked', 'is not a key id'],
      [`keys revoke ${successor}`, '--reason is required'],
    ] as const) {
      const refused = await passdesk(bad);
      expect(refused.code, bad).toBe(1);
      expect(oneLine(refused)).toContain(says);
    }
    expect(await inspect((database) => database.db.select().from(cardSigningKeys))).toEqual(rowsBefore);
  });

  it(`demo seed loads the demo data once${onPostgres ? ', and on PostgreSQL only with --yes' : ''}`, async () => {
    if (onPostgres) {
      const refused = await passdesk('demo seed');
      expect(refused.code).toBe(1);
      expect(oneLine(refused)).toContain('add --yes');
      expect(oneLine(refused)).not.toContain(postgres?.url ?? '');
    }
    const line = oneLine(await passdesk(onPostgres ? 'demo seed --yes' : 'demo seed'));
    expect(line).toMatch(/^Loaded demo data \(.*access.*cards.*\) into .*; demo staff sign in with Demo@1234$/);
    expect(oneLine(await passdesk(onPostgres ? 'demo seed --yes' : 'demo seed'))).toMatch(/^Demo data was loaded before: nothing to add/);
    await inspect(async (database) => {
      expect(await userCount(database)).toBeGreaterThan(5);
      expect(await events(database, 'demo.seeded')).toMatchObject([{ actor_type: 'cli', entity: 'system' }]);
    });
  });

  /** Row count of every table, by name. */
  const rowCounts = (database: Database) =>
    database.withSession(async (session) => {
      const tables = await session.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by tablename");
      const counts: Record<string, number> = {};
      for (const { name } of tables) counts[name] = Number((await session.query<{ n: string }>(`select count(*) as n from "${name}"`))[0]?.n);
      return counts;
    });
  const checksums = (root: string) => Object.fromEntries(listFiles(root).map((name) => [name, crypto.createHash('sha256').update(fs.readFileSync(path.join(root, name))).digest('hex')]));

  it(`backup${onPostgres ? ' (pg_dump, beside the data)' : ' (no server running)'} and restore into an empty ${onPostgres ? 'database' : 'DATA_DIR'}: every row and file`, async () => {
    const files = new LocalStorage(path.join(dir.path, 'data', 'files'));
    await files.put(newStorageKey('profile-images', 'jpg'), crypto.randomBytes(2048), { contentType: 'image/jpeg' });
    await files.put(newStorageKey('documents', 'pdf'), crypto.randomBytes(4096), { contentType: 'application/pdf' });
    const stored = listFiles(path.join(dir.path, 'data', 'files')).length;
    expect(stored).toBeGreaterThanOrEqual(4);
    const folder = path.join(dir.path, 'backup');
    const line = oneLine(await passdesk(`backup ${folder}`));
    expect(line).toMatch(
      onPostgres
        ? new RegExp(`^Backup of PostgreSQL database \\S+ on 127\\.0\\.0\\.1:5432 written to ${folder} \\(pg_dump \\d+\\.\\d+, custom format\\): database \\d+ bytes, ${stored} files$`)
        : new RegExp(`^Backup of .* written to ${folder} \\(PassDesk was not running\\): database \\d+ bytes, ${stored} files$`),
    );
    expect(line).not.toContain(postgres?.url ?? 'no url');
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as { format: string; database: { file: string } };
    expect(manifest.format).toBe(onPostgres ? 'passdesk-postgres-backup-1' : 'passdesk-embedded-backup-1');
    expect(fs.existsSync(path.join(folder, manifest.database.file))).toBe(true);
    expect(await inspect((database) => events(database, 'backup.created'))).toMatchObject([{ actor_type: 'cli', changes: { folder, files: stored } }]);
    const notEmpty = await passdesk(`backup ${folder}`);
    expect(notEmpty.code).toBe(1);
    expect(oneLine(notEmpty)).toContain('is not empty');

    const restoredDir = path.join(dir.path, 'restored');
    const into = { DATA_DIR: restoredDir, ...(target ? { DATABASE_URL: target.url } : {}) };
    expect(oneLine(await passdesk(`restore ${folder}`, into))).toMatch(
      onPostgres
        ? new RegExp(`^Restored the backup of \\S+ into PostgreSQL database \\S+ on 127\\.0\\.0\\.1:5432 \\(pg_restore \\d+\\.\\d+\\); ${stored} files into ${restoredDir}/files\\. Start PassDesk on this database\\.$`)
        : new RegExp(`^Restored the backup of \\S+ into ${restoredDir}: ${stored} files\\. Start PassDesk with this DATA_DIR\\.$`),
    );
    const again = await passdesk(`restore ${folder}`, into);
    expect(again.code).toBe(1);
    expect(oneLine(again)).toMatch(onPostgres ? /already holds \d+ tables.*restore into a new, empty database/ : /already holds/);
    const missing = await passdesk(`restore ${path.join(dir.path, 'nothing')}`, { DATA_DIR: path.join(dir.path, 'other') });
    expect(oneLine(missing)).toContain('is not a backup folder');
    expect(fs.existsSync(path.join(dir.path, 'other', 'pglite'))).toBe(false);

    const original = await inspect(rowCounts);
    const restoredDatabase = await openDatabase(target ? { url: target.url, poolMax: 2 } : { dataDir: restoredDir });
    try {
      // audit_events too: the restore's entry stands where the backup's is in the original (written after the copy).
      expect(await rowCounts(restoredDatabase)).toEqual(original);
      expect(original.cards).toBeGreaterThan(0);
      expect(await events(restoredDatabase, 'backup.created')).toEqual([]);
      expect(await events(restoredDatabase, 'backup.restored')).toMatchObject([{ actor_type: 'cli', changes: { folder, files: stored } }]);
    } finally {
      await restoredDatabase.close();
    }
    expect(Object.keys(checksums(path.join(restoredDir, 'files')))).toHaveLength(stored);
    expect(checksums(path.join(restoredDir, 'files'))).toEqual(checksums(path.join(dir.path, 'data', 'files')));
  });

  it('backup without a folder writes a new one in DATA_DIR/backups named by its UTC time, as its help says', async () => {
    const line = oneLine(await passdesk('backup'));
    const backups = path.join(dataDir(), 'backups');
    const made = fs.readdirSync(backups);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatch(/^passdesk-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    const folder = path.join(backups, made[0] ?? '');
    expect(line).toContain(` written to ${folder} (`);
    expect(fs.existsSync(path.join(folder, 'manifest.json'))).toBe(true);
    const help = await passdesk('backup --help');
    expect(help).toMatchObject({ code: 0, err: '' });
    expect(help.out).toContain('default DATA_DIR/backups/passdesk-<UTC time>');
  });

  if (onPostgres) {
    it('backup and restore on PostgreSQL refuse, changing nothing, without the tools, with older ones, into a database with tables, or a backup of the other kind', async () => {
      const bin = path.join(dir.path, 'old-bin');
      fs.mkdirSync(bin);
      fs.writeFileSync(path.join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', { mode: 0o755 });
      const empty = path.join(dir.path, 'empty-bin');
      fs.mkdirSync(empty);
      const folder = path.join(dir.path, 'refused');
      for (const [toolsDir, says] of [
        [empty, /^passdesk backup: pg_dump is not installed \(not on PATH\): install .*Debian package postgresql-client/],
        [bin, /^passdesk backup: pg_dump 9\.6\.24 is older than the PostgreSQL \d+ server: install .*Debian package postgresql-client/],
      ] as const) {
        const refused = await passdesk(`backup ${folder}`, { PATH: toolsDir });
        expect(refused.code).toBe(1);
        expect(oneLine(refused)).toMatch(says);
        expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([]);
      }

      const backupFolder = path.join(dir.path, 'backup');
      const before = await inspect(rowCounts);
      const tools = await passdesk(`restore ${backupFolder}`, { PATH: empty, DATA_DIR: path.join(dir.path, 'no-tools') });
      expect(oneLine(tools)).toMatch(/^passdesk restore: pg_restore is not installed \(not on PATH\): .*postgresql-client/);
      const notEmpty = await passdesk(`restore ${backupFolder}`, { DATA_DIR: path.join(dir.path, 'not-empty') });
      expect(notEmpty.code).toBe(1);
      expect(oneLine(notEmpty)).toMatch(/^passdesk restore: the database of DATABASE_URL already holds \d+ tables/);
      expect(await inspect(rowCounts)).toEqual(before);
      expect(fs.existsSync(path.join(dir.path, 'not-empty', 'files'))).toBe(false);
      const otherKind = await passdesk(`restore ${backupFolder}`, { DATABASE_URL: '', DATA_DIR: path.join(dir.path, 'embedded') });
      expect(oneLine(otherKind)).toMatch(/is not a backup of the embedded database/);
      expect(fs.existsSync(path.join(dir.path, 'embedded', 'pglite'))).toBe(false);
    });
  }

  it('help lists every command; an unknown one exits 2', async () => {
    const help = await passdesk('help');
    expect(help.code).toBe(0);
    for (const name of ['admin create', 'admin reset-password', 'admin unlock', 'keys rotate', 'keys revoke', 'db migrate', 'db status', 'demo seed', 'backup', 'restore']) expect(help.out).toContain(`  ${name} `);
    const unknown = await passdesk('admin delete');
    expect(unknown.code).toBe(2);
    expect(oneLine(unknown)).toBe('passdesk: unknown command "admin delete"; `npm run passdesk -- help` lists the commands');
  });

});

/**
 * `npm run backup [folder]`: a consistent backup of the embedded DATA_DIR, also while PassDesk
 * runs (platform/backup/embedded-backup.ts). The running server is asked with SIGUSR2; without
 * one, the backup is taken here. Default folder: backups/passdesk-<UTC time>.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './platform/config/config.ts';
import { openDatabase } from './platform/database/database.ts';
import { dataDirHolder } from './platform/database/data-dir-lock.ts';
import { BACKUP_ERROR, MANIFEST, backupRequestFile, writeEmbeddedBackup, type BackupManifest } from './platform/backup/embedded-backup.ts';
import { LocalStorage } from './platform/storage/local-storage.ts';

const WAIT_MS = 10 * 60_000;

function fail(line: string): never {
  process.stderr.write(`passdesk backup: ${line}\n`);
  process.exit(1);
}

async function askRunningServer(pid: number, dataDir: string, out: string): Promise<BackupManifest> {
  fs.writeFileSync(backupRequestFile(dataDir), JSON.stringify({ out }));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (fs.existsSync(path.join(out, MANIFEST))) return JSON.parse(fs.readFileSync(path.join(out, MANIFEST), 'utf8')) as BackupManifest;
    if (fs.existsSync(path.join(out, BACKUP_ERROR))) fail(`the server could not write the backup: ${fs.readFileSync(path.join(out, BACKUP_ERROR), 'utf8')}`);
    if (Date.now() > deadline) fail(`no backup from the server (pid ${pid}) after ${WAIT_MS / 1000} s; see its log`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl || config.s3) fail('this is for the embedded database (DATA_DIR); with DATABASE_URL use pg_dump and copy the bucket (docs/operations.md)');
  const stamp = new Date().toISOString().replaceAll(':', '-').replace(/\.\d+Z$/, 'Z');
  const out = path.resolve(process.argv[2] ?? path.join('backups', `passdesk-${stamp}`));
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) fail(`${out} is not empty`);
  const pid = dataDirHolder(config.dataDir);
  let manifest: BackupManifest;
  if (pid) {
    manifest = await askRunningServer(pid, config.dataDir, out);
  } else {
    const database = await openDatabase({ dataDir: config.dataDir });
    try {
      manifest = await writeEmbeddedBackup(database, new LocalStorage(path.join(config.dataDir, 'files')), out);
    } finally {
      await database.close();
    }
  }
  process.stdout.write(`Backup of ${config.dataDir} written to ${out} (${pid ? `by the running server, pid ${pid}` : 'PassDesk was not running'}): database ${manifest.database.bytes} bytes, ${manifest.files.count} files\n`);
}

main().catch((error: unknown) => fail((error as Error).message));

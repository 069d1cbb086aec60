/**
 * `passdesk backup [folder]` (also `npm run backup`): a consistent backup of the embedded DATA_DIR,
 * also while PassDesk runs (platform/backup/embedded-backup.ts). The running server is asked with
 * SIGUSR2 (so run it as the server's user); without one, the backup is taken here. Default
 * folder: backups/passdesk-<UTC time>. With DATABASE_URL: pg_dump and a bucket copy instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../platform/database/database.ts';
import { dataDirHolder } from '../../platform/database/data-dir-lock.ts';
import { BACKUP_ERROR, MANIFEST, backupRequestFile, writeEmbeddedBackup, type BackupManifest, type BackupRequest } from '../../platform/backup/embedded-backup.ts';
import { LocalStorage } from '../../platform/storage/local-storage.ts';
import { CommandError, runBy, type Command } from '../command.ts';

const WAIT_MS = 10 * 60_000;

async function askRunningServer(pid: number, dataDir: string, out: string): Promise<BackupManifest> {
  const request: BackupRequest = { out, runBy: runBy() };
  fs.writeFileSync(backupRequestFile(dataDir), JSON.stringify(request));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (fs.existsSync(path.join(out, MANIFEST))) return JSON.parse(fs.readFileSync(path.join(out, MANIFEST), 'utf8')) as BackupManifest;
    if (fs.existsSync(path.join(out, BACKUP_ERROR))) throw new CommandError(`the server could not write the backup: ${fs.readFileSync(path.join(out, BACKUP_ERROR), 'utf8')}`);
    if (Date.now() > deadline) throw new CommandError(`no backup from the server (pid ${pid}) after ${WAIT_MS / 1000} s; see its log`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const backup: Command = {
  name: ['backup'],
  summary: 'back up the embedded database and files into a new folder, also while PassDesk runs (with DATABASE_URL: pg_dump, docs/operations.md)',
  usage: '[folder]',
  positionals: { min: 0, max: 1 },
  async run(input) {
    const { config } = input;
    if (config.databaseUrl || config.s3) throw new CommandError('this is for the embedded database (DATA_DIR); with DATABASE_URL use pg_dump and copy the bucket (docs/operations.md)');
    const stamp = new Date().toISOString().replaceAll(':', '-').replace(/\.\d+Z$/, 'Z');
    const out = path.resolve(input.positionals[0] ?? path.join('backups', `passdesk-${stamp}`));
    if (fs.existsSync(out) && fs.readdirSync(out).length > 0) throw new CommandError(`${out} is not empty`);
    if (!fs.existsSync(path.join(config.dataDir, 'pglite'))) throw new CommandError(`there is no database in DATA_DIR ${config.dataDir} to back up`);
    const pid = dataDirHolder(config.dataDir);
    let manifest: BackupManifest;
    if (pid) {
      manifest = await askRunningServer(pid, config.dataDir, out);
    } else {
      const database = await openDatabase({ dataDir: config.dataDir });
      try {
        manifest = await writeEmbeddedBackup(database, new LocalStorage(path.join(config.dataDir, 'files')), out, runBy());
      } finally {
        await database.close();
      }
    }
    return `Backup of ${config.dataDir} written to ${out} (${pid ? `by the running server, pid ${pid}` : 'PassDesk was not running'}): database ${manifest.database.bytes} bytes, ${manifest.files.count} files`;
  },
};

export default backup;

/** A backup folder's default name (the backups themselves: cli/passdesk.test.ts on both databases). */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupFolder } from './backup-folder.ts';

describe('backup folder', () => {
  it('is DATA_DIR/backups/passdesk-<UTC time> unless one is given, which is taken from the working folder', () => {
    expect(backupFolder(undefined, '/data', new Date('2026-11-28T10:04:05.678Z'))).toBe('/data/backups/passdesk-2026-11-28T10-04-05Z');
    expect(backupFolder('/mnt/usb/passdesk', '/data')).toBe('/mnt/usb/passdesk');
    expect(backupFolder('usb/passdesk', '/data')).toBe(path.resolve('usb/passdesk'));
  });
});

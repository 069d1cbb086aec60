/** A backup folder's default name (the backups themselves: cli/passdesk.test.ts on both databases). */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupFolder } from './backup-folder.ts';

describe('backup folder', () => {
  it('is backups/passdesk-<UTC time> in the working folder unless one is given', () => {
    expect(backupFolder(undefined, new Date('2026-11-28T10:04:05.678Z'))).toBe(path.resolve('backups/passdesk-2026-11-28T10-04-05Z'));
    expect(backupFolder('/mnt/usb/passdesk')).toBe('/mnt/usb/passdesk');
  });
});

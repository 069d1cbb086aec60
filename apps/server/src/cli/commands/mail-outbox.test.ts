import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/database/database.ts';
import { keepInOutbox } from '../../platform/mail/outbox.ts';
import { testDriver } from '../../test/test-database.ts';
import { useTempDir, useTestPostgresDatabase } from '../../test/suite.ts';
import { runPassdesk } from '../passdesk.ts';

const onPostgres = testDriver() === 'postgres';

describe(`passdesk mail outbox on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}`, { timeout: 120_000 }, () => {
  const dir = useTempDir('passdesk-cli-outbox-');
  const postgres = onPostgres ? useTestPostgresDatabase() : undefined;
  const env = (more: Record<string, string> = {}): NodeJS.ProcessEnv => ({
    ENV_FILE: '',
    DATA_DIR: path.join(dir.path, 'data'),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...more,
  });
  async function passdesk(line: string, more: Record<string, string> = {}): Promise<{ code: number; out: string; err: string }> {
    let out = '';
    let err = '';
    const code = await runPassdesk(line.split(' '), env(more), { out: (text) => (out += text), err: (text) => (err += text) });
    return { code, out, err };
  }

  it('says the outbox is empty, then prints the kept mails newest first with their recipient, subject and text', async () => {
    expect((await passdesk('db migrate')).code).toBe(0);
    const empty = await passdesk('mail outbox');
    expect(empty).toMatchObject({ code: 0, err: '' });
    expect(empty.out).toMatch(/^The mail outbox is empty\. Not sent: no SMTP server is configured/);

    const database = await openDatabase(postgres ? { url: postgres.url, poolMax: 2 } : { dataDir: path.join(dir.path, 'data') });
    try {
      await keepInOutbox(database.db, { to: 'first@example.org', subject: 'First', text: 'Your code is 111111.' }, new Date(Date.now() - 60_000));
      await keepInOutbox(database.db, { to: 'second@example.org', subject: 'Second', text: 'Your code is 222222.' });
    } finally {
      await database.close();
    }
    const printed = await passdesk('mail outbox');
    expect(printed).toMatchObject({ code: 0, err: '' });
    expect(printed.out).toContain('to second@example.org\nSubject: Second\n\nYour code is 222222.');
    expect(printed.out.indexOf('second@example.org')).toBeLessThan(printed.out.indexOf('first@example.org'));
    expect(printed.out.trimEnd().split('\n').at(-1)).toBe('2 mail(s) in the outbox, newest first. Not sent: no SMTP server is configured (SMTP_URL).');

    const one = await passdesk('mail outbox --count 1');
    expect(one.out).toContain('second@example.org');
    expect(one.out).not.toContain('first@example.org');
  });

  it('refuses a bad count with one line and exit 1', async () => {
    const refused = await passdesk('mail outbox --count 0');
    expect(refused.code).toBe(1);
    expect(refused.out).toBe('');
    expect(refused.err.trim()).toBe('passdesk mail outbox: --count must be a whole number from 1 to 500');
  });
});

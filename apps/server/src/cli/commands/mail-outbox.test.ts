import { describe, expect, it } from 'vitest';
import { keepInOutbox } from '../../platform/mail/outbox.ts';
import { onPostgres, usePassdeskCli } from '../../test/passdesk-cli.ts';

describe(`passdesk mail outbox on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}`, { timeout: 120_000 }, () => {
  const { passdesk, inspect } = usePassdeskCli('passdesk-cli-outbox-');

  it('says the outbox is empty, then prints the kept mails newest first with their recipient, subject and text', async () => {
    expect((await passdesk('db migrate')).code).toBe(0);
    const empty = await passdesk('mail outbox');
    expect(empty).toMatchObject({ code: 0, err: '' });
    expect(empty.out).toMatch(/^The mail outbox is empty\. Not sent: no SMTP server is configured/);

    await inspect(async (database) => {
      await keepInOutbox(database.db, { to: 'first@example.org', subject: 'First', text: 'Your code is 111111.' }, new Date(Date.now() - 60_000));
      await keepInOutbox(database.db, { to: 'second@example.org', subject: 'Second', text: 'Your code is 222222.' });
    });
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

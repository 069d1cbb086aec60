import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { useSmtpReceiver, useTestApp } from '../../test/suite.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createMailer } from './create-mailer.ts';
import { recentOutbox } from './outbox.ts';
import { SmtpMailer } from './smtp-mailer.ts';

describe('mail', () => {
  const receiver = useSmtpReceiver();
  /** A migrated database for the outbox. */
  const keeper = useTestApp({ modules: [] });

  it('SmtpMailer delivers to a real SMTP server: sender, recipient, subject and body arrive', async () => {
    const mailer = new SmtpMailer(receiver.url, 'PassDesk <no-reply@passdesk.test>');
    try {
      await mailer.send({
        to: 'Clerk@Example.org',
        subject: 'Your PassDesk code — 482913',
        text: 'Your one-time code is 482913.\nIt expires in 10 minutes.',
        html: '<p>Your one-time code is <b>482913</b>.</p>',
      });
    } finally {
      await mailer.close();
    }
    const mail = await receiver.waitFor('clerk@example.org');
    expect(mail.from).toBe('no-reply@passdesk.test');
    expect(mail.to).toEqual(['clerk@example.org']);
    expect(mail.headers.to?.toLowerCase()).toBe('clerk@example.org');
    expect(mail.subject).toBe('Your PassDesk code — 482913');
    expect(mail.text).toBe('Your one-time code is 482913.\nIt expires in 10 minutes.');
  });

  it('waits for a message that has not arrived yet, and times out when none comes', async () => {
    const waiting = receiver.waitFor('late@example.org');
    const mailer = new SmtpMailer(receiver.url, 'no-reply@passdesk.test');
    await mailer.send({ to: 'late@example.org', subject: 'Later', text: 'Here now' });
    await mailer.close();
    expect((await waiting).text).toBe('Here now');
    await expect(receiver.waitFor('late@example.org', 200)).rejects.toThrow(/no mail to late@example.org/);
  });

  it('the server uses SMTP when SMTP_URL is set', async () => {
    const t = await createTestApp({ env: { SMTP_URL: receiver.url, MAIL_FROM: 'desk@passdesk.test' } });
    try {
      expect(t.services.mailer.kind).toBe('smtp');
      await t.services.mailer.send({ to: 'officer@example.org', subject: 'Welcome', text: 'Hello officer' });
      const mail = await receiver.waitFor('officer@example.org');
      expect(mail.from).toBe('desk@passdesk.test');
      expect(mail.text).toBe('Hello officer');
    } finally {
      await t.close();
    }
  });

  it('without SMTP_URL, in development, the message is kept in the outbox and written to the log', async () => {
    const logged: Array<{ details: Record<string, unknown>; message: string }> = [];
    const mailer = await createMailer(loadConfig({ DATA_DIR: '/tmp/unused', NODE_ENV: 'development' }), keeper.services.db, {
      info: (details, message) => logged.push({ details, message }),
    });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'clerk@example.org', subject: 'Reset code', text: 'Code 123456' });
    expect(logged).toEqual([
      {
        details: { mail: { to: 'clerk@example.org', subject: 'Reset code', text: 'Code 123456' } },
        message: expect.stringContaining('SMTP_URL not set'),
      },
    ]);
    expect((await recentOutbox(keeper.services.db, 1))[0]).toMatchObject({ to: 'clerk@example.org', subject: 'Reset code', body: 'Code 123456' });
  });

  it('without SMTP_URL, in production, the log gets the subject only: never the recipient or a reset code', async () => {
    const logged: Array<{ details: Record<string, unknown>; message: string }> = [];
    const mailer = await createMailer(loadConfig({ DATA_DIR: '/tmp/unused', NODE_ENV: 'production' }), keeper.services.db, {
      info: (details, message) => logged.push({ details, message }),
    });
    await mailer.send({ to: 'clerk@example.org', subject: 'Reset code', text: 'Code 123456' });
    expect(logged).toEqual([{ details: { mail: { subject: 'Reset code' } }, message: expect.stringContaining('SMTP_URL is not set') }]);
    expect(JSON.stringify(logged)).not.toMatch(/clerk@example\.org|123456/);
  });

  it('the server logs mail through its logger when SMTP_URL is not set', async () => {
    const t = await createTestApp();
    try {
      expect(t.services.mailer.kind).toBe('outbox');
      await t.services.mailer.send({ to: 'nobody@example.org', subject: 'Logged', text: 'In the log' });
      const line = t.logs.find((entry) => (entry.mail as { to?: string } | undefined)?.to === 'nobody@example.org');
      expect(line).toMatchObject({ mail: { subject: 'Logged', text: 'In the log' } });
    } finally {
      await t.close();
    }
  });
});

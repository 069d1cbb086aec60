import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ALL_FLAGS, SYSTEM_PERMISSIONS } from '@passdesk/contract/access/permissions';
import { AUTH_PATHS } from '@passdesk/contract/auth/auth-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import type { MailOutbox } from '@passdesk/contract/mail-outbox/mail-outbox';
import { MAIL_OUTBOX_PATHS } from '@passdesk/contract/mail-outbox/mail-outbox-paths';
import { mailOutbox } from '../../platform/mail/mail-outbox.schema.ts';
import { keepInOutbox, OUTBOX_KEEP_DAYS, OUTBOX_MAX_MAILS } from '../../platform/mail/outbox.ts';
import { apiUrl } from '../../test/api-url.ts';
import { createUser } from '../../test/auth-fixtures.ts';
import { createStaff } from '../../test/staff.ts';
import { useSmtpReceiver, useTestApp } from '../../test/suite.ts';
import { accessModule } from '../access/access.module.ts';
import { authModule } from '../auth/auth.module.ts';
import { OTP_MAIL_SUBJECT } from '../auth/otp-mail.ts';
import { mailOutboxModule } from './mail-outbox.module.ts';

const OUTBOX_URL = apiUrl(ADMIN_API, MAIL_OUTBOX_PATHS.list);
const modules = [authModule, accessModule, mailOutboxModule];

/** Answers once the outbox holds a mail to `to` (the reset mail is sent after the answer). */
async function outboxMailTo(read: () => Promise<MailOutbox>, to: string): Promise<MailOutbox['items'][number]> {
  for (let tries = 0; tries < 50; tries++) {
    const found = (await read()).items.find((mail) => mail.to === to);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} in the outbox`);
}

describe('the mail outbox without SMTP_URL', () => {
  const t = useTestApp({ modules });
  const read = async (): Promise<MailOutbox> => {
    const response = await t.inject({ method: 'GET', url: OUTBOX_URL, token: await t.tokenFor(1) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as MailOutbox;
  };

  it('keeps the forgot-password mail, whose code then resets the password', async () => {
    const user = await createUser(t);
    const forgot = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.forgotPassword), payload: { email: user.email }, remoteAddress: '10.9.0.1' });
    expect(forgot.statusCode).toBe(200);
    const mail = await outboxMailTo(read, user.email);
    expect((await read()).smtp_configured).toBe(false);
    expect(mail.subject).toBe(OTP_MAIL_SUBJECT);
    const otp = /\b(\d{6})\b/.exec(mail.body)?.[1];
    expect(otp, mail.body).toBeDefined();
    const verified = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.verifyOtp), payload: { email: user.email, otp }, remoteAddress: '10.9.0.1' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(new Date(mail.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is refused to everyone but super admins: an admin whose role holds every permission gets 403, no token 401', async () => {
    const everything = Object.fromEntries(SYSTEM_PERMISSIONS.map((name) => [name, ALL_FLAGS]));
    const admin = await createStaff(t, { userType: 'admin', permissions: everything });
    const refused = await t.inject({ method: 'GET', url: OUTBOX_URL, token: admin.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(OTP_MAIL_SUBJECT);
    expect((await t.inject({ method: 'GET', url: OUTBOX_URL })).statusCode).toBe(401);
  });

  it(`keeps at most ${OUTBOX_MAX_MAILS} mails and none older than ${OUTBOX_KEEP_DAYS} days`, async () => {
    const old = new Date(Date.now() - (OUTBOX_KEEP_DAYS + 1) * 86_400_000);
    await t.services.db.insert(mailOutbox).values({ recipient: 'old@example.org', subject: 'Old', body: 'Old', created_at: old });
    for (let index = 0; index < OUTBOX_MAX_MAILS + 5; index++) {
      await keepInOutbox(t.services.db, { to: `bulk${index}@example.org`, subject: `Bulk ${index}`, text: 'Bulk' });
    }
    const [kept] = await t.services.db.select({ n: count() }).from(mailOutbox);
    expect(kept?.n).toBe(OUTBOX_MAX_MAILS);
    const listed = await read();
    expect(listed.items[0]?.to).toBe(`bulk${OUTBOX_MAX_MAILS + 4}@example.org`);
    expect(listed.items.some((mail) => mail.to === 'old@example.org')).toBe(false);
  }, 120_000);
});

describe('the mail outbox with SMTP_URL', () => {
  const smtp = useSmtpReceiver();
  const t = useTestApp(() => ({ modules, env: { SMTP_URL: smtp.url } }));

  it('sends the mail and keeps nothing', async () => {
    const user = await createUser(t);
    const forgot = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, AUTH_PATHS.forgotPassword), payload: { email: user.email }, remoteAddress: '10.9.0.2' });
    expect(forgot.statusCode).toBe(200);
    expect((await smtp.waitFor(user.email.toLowerCase())).subject).toBe(OTP_MAIL_SUBJECT);
    const response = await t.inject({ method: 'GET', url: OUTBOX_URL, token: await t.tokenFor(1) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ smtp_configured: true, items: [] });
  });
});

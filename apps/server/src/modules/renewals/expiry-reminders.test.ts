import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '@passdesk/contract/cards/card-fields';
import { JobWorker } from '../../platform/jobs/job-worker.ts';
import { cardExpiryReminders } from './renewals.schema.ts';
import { jobs } from '../../platform/jobs/jobs.schema.ts';
import { systemState } from '../../platform/database/system-state.schema.ts';
import { useSmtpReceiver, useTestApp } from '../../test/suite.ts';
import { EXPIRY_REMINDER_JOB, REMINDER_HOUR, scheduleExpiryReminders, sendExpiryReminders } from './expiry-reminders.ts';
import { zonedInstant } from '../../platform/time/zoned-time.ts';
import { insertCard, renewalWorld } from './renewals.fixtures.ts';
import { RENEWAL_PATHS } from '@passdesk/contract/renewals/renewals-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';

describe('expiry reminders', () => {
  const receiver = useSmtpReceiver();
  const t = useTestApp(
    () => ({ env: { SMTP_URL: receiver.url, MAIL_FROM: 'passes@passdesk.test', JOBS_WORKER: 'false' } }),
    async (t) => ({ world: await renewalWorld(t.services.db) }),
  );

  it('mails each holder with an email once, within 7 days of the last valid day, even when two workers run at once', async () => {
    const inSeven = await insertCard(t.services.db, t.world, { endsInDays: 7, email: 'seven@example.org', firstName: 'Seema' });
    const inThree = await insertCard(t.services.db, t.world, { endsInDays: 3, email: 'three@example.org' });
    await insertCard(t.services.db, t.world, { endsInDays: 7 });
    await insertCard(t.services.db, t.world, { endsInDays: 8, email: 'eight@example.org' });
    await insertCard(t.services.db, t.world, { endsInDays: -1, email: 'expired@example.org' });
    await insertCard(t.services.db, t.world, { endsInDays: 5, email: 'blocked@example.org', status: 'blocked' });
    await insertCard(t.services.db, t.world, { endsInDays: 5, email: 'deleted@example.org', deleted: true });

    const deps = { db: t.services.db, mailer: t.services.mailer, config: t.config };
    const [first, second] = await Promise.all([sendExpiryReminders(deps, t.world.today), sendExpiryReminders(deps, t.world.today)]);
    expect(first.sent + second.sent).toBe(2);
    const again = await sendExpiryReminders(deps, t.world.today);
    expect(again.sent).toBe(0);

    const mail = await receiver.waitFor('seven@example.org');
    expect(mail.from).toBe('passes@passdesk.test');
    expect(mail.subject).toContain(inSeven.card_number);
    expect(mail.text).toContain('Dear Seema,');
    await receiver.waitFor('three@example.org');
    const recipients = receiver.messages.flatMap((message) => message.to);
    expect(recipients.filter((to) => to === 'seven@example.org')).toHaveLength(1);
    expect(recipients.filter((to) => to === 'three@example.org')).toHaveLength(1);
    expect(recipients).not.toContain('eight@example.org');
    expect(recipients).not.toContain('expired@example.org');
    expect(recipients).not.toContain('blocked@example.org');
    expect(recipients).not.toContain('deleted@example.org');

    const shown = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, RENEWAL_PATHS.reminders, { id: inThree.id }), token: await t.tokenFor(1) })).json().data;
    expect(shown).toEqual([expect.objectContaining({ card_id: inThree.id, valid_until: inThree.valid_until, email: 'three@example.org', status: 'sent' })]);
    expect(shown[0].sent_at).not.toBeNull();
  });

  it('a failed delivery is recorded and sent by a later run', async () => {
    const card = await insertCard(t.services.db, t.world, { endsInDays: 6, email: 'retry@example.org' });
    const failing = { ...t.services.mailer, kind: 'smtp' as const, send: () => Promise.reject(new Error('mail server said no')), close: async () => undefined };
    const failed = await sendExpiryReminders({ db: t.services.db, mailer: failing, config: t.config }, t.world.today);
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    const [row] = await t.services.db.select().from(cardExpiryReminders).where(eq(cardExpiryReminders.card_id, card.id));
    expect(row).toMatchObject({ status: 'failed', error: 'mail server said no' });
    const retried = await sendExpiryReminders({ db: t.services.db, mailer: t.services.mailer, config: t.config }, t.world.today);
    expect(retried.sent).toBeGreaterThanOrEqual(1);
    await receiver.waitFor('retry@example.org');
  });

  it('runs daily on the job queue: one job per day however often it is scheduled, and each run queues the next', async () => {
    const queued = () => t.services.db.select().from(jobs).where(eq(jobs.queue, EXPIRY_REMINDER_JOB));
    // Start-up queued today's run (the module did); scheduling today again adds nothing.
    expect(await scheduleExpiryReminders(t.services.db, t.services.jobs, t.config, t.world.today)).toBe(false);
    const [todays] = await queued();
    expect(todays?.payload).toEqual({ day: t.world.today });
    expect(todays?.run_at.toISOString()).toBe(zonedInstant(t.world.today, REMINDER_HOUR, t.config.timeZone).toISOString());

    const card = await insertCard(t.services.db, t.world, { endsInDays: 2, email: 'job@example.org' });
    // Make today's run due now and let a worker take it.
    await t.services.db.update(jobs).set({ run_at: new Date(Date.now() - 1000) }).where(eq(jobs.queue, EXPIRY_REMINDER_JOB));
    const worker = new JobWorker(t.services.jobs);
    expect(await worker.runNext()).toBe(true);
    await receiver.waitFor('job@example.org');
    const rows = await queued();
    expect(rows.find((job) => job.id === todays?.id)).toMatchObject({ status: 'done', result: expect.objectContaining({ day: t.world.today }) });
    const tomorrow = rows.find((job) => job.status === 'queued');
    expect(tomorrow?.payload).toEqual({ day: addDays(t.world.today, 1) });
    expect(rows).toHaveLength(2);
    const [marker] = await t.services.db.select().from(systemState).where(eq(systemState.key, `schedule:${EXPIRY_REMINDER_JOB}`));
    expect(marker?.value).toBe(addDays(t.world.today, 1));
    const [reminder] = await t.services.db.select().from(cardExpiryReminders).where(eq(cardExpiryReminders.card_id, card.id));
    expect(reminder?.status).toBe('sent');
  });
});

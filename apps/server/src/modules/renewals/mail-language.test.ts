/**
 * Mails in the applicant's or the office's language (docs/domain.md "Mails to applicants and
 * holders"), read from a real SMTP server: the language of the form, else PRINT_LANGUAGE (here
 * Hindi), with the English text below; a renewal reminder in the language of the application the
 * card was issued from.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '@passdesk/contract/cards/card-fields';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { jobs } from '../../platform/jobs/jobs.schema.ts';
import { apiUrl } from '../../test/api-url.ts';
import { useSmtpReceiver, useTestApp } from '../../test/suite.ts';
import { dayIn } from '../../platform/time/today.ts';
import { adultFields, cardWorld, PDF, photo, sendCard } from '../cards/cards.fixtures.ts';
import { cards } from '../cards/cards.public.ts';
import { applicationMailJob } from '../applications/applications-mail.ts';
import { applicantFields, submit } from '../applications/applications.fixtures.ts';
import { applications } from '../applications/applications.schema.ts';
import { sendExpiryReminders } from './expiry-reminders.ts';
import { MAIL_LANGUAGE_DIVIDER } from '../locales/mail-texts.ts';

const ISOLATES = /[\u2066-\u2069]/;

describe('mails in the applicant’s or the office’s language', () => {
  const receiver = useSmtpReceiver();
  const t = useTestApp(
    () => ({ env: { SMTP_URL: receiver.url, MAIL_FROM: 'passes@passdesk.test', JOBS_WORKER: 'false', PRINT_LANGUAGE: 'hi' } }),
    async (t) => ({ world: await cardWorld(t), jpeg: await photo('jpeg') }),
  );

  /** Sends the public form and runs the mail jobs it queued; the row. */
  const apply = async (overrides: Record<string, string>) => {
    const response = await submit(t, applicantFields(t.world, overrides), { photo: t.jpeg, documents: [{ content: PDF, filename: 'aadhaar.pdf' }] });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.services.db.select().from(applications).where(eq(applications.application_number, response.json().data.application_number));
    if (!row) throw new Error('no application row');
    await runMailJobs();
    return row;
  };
  const runMailJobs = async () => {
    const queued = await t.services.db.select().from(jobs).where(and(eq(jobs.queue, 'applications.mail'), eq(jobs.status, 'queued')));
    for (const job of queued) {
      await applicationMailJob(t.services)(job.payload, job as never);
      await t.services.db.update(jobs).set({ status: 'done' }).where(eq(jobs.id, job.id));
    }
  };
  /** The part of a bilingual mail in the chosen language, and the English part. */
  const parts = (text: string) => {
    const [local = '', english = ''] = text.split(`\n\n${MAIL_LANGUAGE_DIVIDER}\n\n`);
    return { local, english };
  };

  it('a form sent in Gujarati is answered in Gujarati beside the unchanged English text; the approval too', async () => {
    const row = await apply({ email: 'gujarati@example.org', first_name: 'Amit', language: 'gu' });
    expect(row.language).toBe('gu');
    const mail = await receiver.waitFor('gujarati@example.org');
    expect(mail.subject).toBe(`બસ પાસ અરજી ${row.application_number} મળી`);
    const { local, english } = parts(mail.text);
    expect(local).toContain('નમસ્તે \u2068Amit\u2069,');
    expect(local).toContain(`તમારો અરજી નંબર \u2068${row.application_number}\u2069 છે.`);
    expect(english).toBe(
      [
        'Hello Amit,',
        '',
        `We received your application for a General Monthly All Routes pass. Your application number is ${row.application_number}.`,
        'Keep it: with your mobile number it shows the status of your application on the status page.',
      ].join('\n'),
    );
    expect(english).not.toMatch(ISOLATES);

    const issued = await sendCard(t, t.world.clerk.token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), adultFields(t.world, { first_name: 'Amit', email: 'gujarati@example.org', application_id: String(row.id) }), { photo: t.jpeg });
    expect(issued.statusCode, issued.body).toBe(200);
    const card = issued.json().data;
    await runMailJobs();
    const approved = await receiver.waitFor('gujarati@example.org');
    expect(approved.subject).toBe(`બસ પાસ અરજી ${row.application_number} મંજૂર`);
    expect(parts(approved.text).local).toContain(`તમારો પાસ નંબર \u2068${card.card_number}\u2069 છે.`);
    expect(parts(approved.text).english).toContain(`Your pass number is ${card.card_number}.`);

    // Its card's renewal reminder follows the application's language, not the office's.
    const today = dayIn(t.config.timeZone);
    await t.services.db.update(cards).set({ valid_until: addDays(today, 5) }).where(eq(cards.id, card.id));
    const deps = { db: t.services.db, mailer: t.services.mailer, config: t.config };
    expect((await sendExpiryReminders(deps, today)).sent).toBeGreaterThanOrEqual(1);
    const reminder = await receiver.waitFor('gujarati@example.org');
    expect(reminder.subject).toMatch(new RegExp(`^તમારો બસ પાસ ${card.card_number} .* ના રોજ સમાપ્ત થાય છે$`));
    expect(reminder.subject).not.toMatch(ISOLATES);
    expect(parts(reminder.text).local).toContain('પ્રિય \u2068Amit\u2069,');
    expect(parts(reminder.text).english).toMatch(new RegExp(`^Dear Amit,\n\nYour General Monthly All Routes pass ${card.card_number} is valid until \\d{1,2} \\w+ \\d{4}\\.\n`));
  });

  it('a form without a language (an older client) is answered in the office’s PRINT_LANGUAGE; a card issued at the counter is reminded in it', async () => {
    const row = await apply({ email: 'nolanguage@example.org' });
    expect(row.language).toBeNull();
    const mail = await receiver.waitFor('nolanguage@example.org');
    expect(mail.subject).toBe(`बस पास आवेदन ${row.application_number} प्राप्त हुआ`);
    expect(parts(mail.text).local).toContain(`आपकी आवेदन संख्या \u2068${row.application_number}\u2069 है।`);
    expect(parts(mail.text).english).toContain(`Your application number is ${row.application_number}.`);

    const issued = await sendCard(t, t.world.clerk.token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), adultFields(t.world, { email: 'counter@example.org' }), { photo: t.jpeg });
    expect(issued.statusCode, issued.body).toBe(200);
    const today = dayIn(t.config.timeZone);
    await t.services.db.update(cards).set({ valid_until: addDays(today, 2) }).where(eq(cards.id, issued.json().data.id));
    await sendExpiryReminders({ db: t.services.db, mailer: t.services.mailer, config: t.config }, today);
    const reminder = await receiver.waitFor('counter@example.org');
    expect(reminder.subject).toMatch(new RegExp(`^आपका बस पास ${issued.json().data.card_number} .+ को समाप्त हो रहा है$`));
    expect(parts(reminder.text).english).toContain('Renew it at any pass center after that day: bring the pass and the renewal fee.');
  });

  it('refuses a language PassDesk does not write in: 400 naming the field, no application', async () => {
    const response = await submit(t, applicantFields(t.world, { email: 'klingon@example.org', language: 'tlh' }), { photo: t.jpeg });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.language).toBe('Language must be one of en, hi, gu, ar');
    expect(await t.services.db.select().from(applications).where(eq(applications.email, 'klingon@example.org'))).toEqual([]);
  });
});

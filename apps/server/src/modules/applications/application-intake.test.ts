/**
 * The public form cannot be used to store junk or flood the queue (docs/operations.md "Web
 * applications"): few and small files, PDFs that are PDFs, a number of applications per address a
 * day, a budget for the pending applications' files past which the form says "try again later" and
 * staff are told, and unreviewed applications that expire with their files.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, type Application, type ApplicationListResult } from '@passdesk/contract/applications/application';
import { APPLICATION_PATHS, PUBLIC_APPLICATION_PATHS } from '@passdesk/contract/applications/applications-paths';
import { CARD_FILE_MESSAGES } from '@passdesk/contract/cards/card-files';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { ADMIN_API, USERS_API } from '@passdesk/contract/http/paths';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { jobs } from '../../platform/jobs/jobs.schema.ts';
import { apiUrl } from '../../test/api-url.ts';
import { storedFiles } from '../../test/multipart.ts';
import { createStaff } from '../../test/staff.ts';
import { useSmtpReceiver, useTestApp } from '../../test/suite.ts';
import type { TestApp } from '../../test/test-app.ts';
import { ALL, PDF, adultFields, cardWorld, photo, sendCard, type CardFiles, type CardWorld } from '../cards/cards.fixtures.ts';
import { intakePausedMailJob } from './application-intake.ts';
import { applicationRetentionJob, expireUnreviewedApplications } from './application-retention.ts';
import { applicationMailJob } from './applications-mail.ts';
import { applicantFields, someAddress, submit } from './applications.fixtures.ts';
import { applicationDocuments, applications } from './applications.schema.ts';

/** A real one-page PDF of about `kilobytes` kB: the page, and a stream of filler it never draws. */
function pdfOf(kilobytes: number): Buffer {
  const filler = Buffer.alloc(kilobytes * 1024, 'x');
  return Buffer.concat([
    Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n4 0 obj<</Length ${filler.length}>>stream\n`),
    filler,
    Buffer.from('\nendstream\nendobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  ]);
}

const rowsOf = async (t: TestApp) => (await t.services.db.select({ n: count() }).from(applications))[0]?.n ?? 0;

async function accepted(t: TestApp & { world: CardWorld }, files: CardFiles, address?: string): Promise<typeof applications.$inferSelect> {
  const response = await submit(t, applicantFields(t.world), files, address);
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await t.services.db.select().from(applications).where(eq(applications.application_number, response.json().data.application_number));
  if (!row) throw new Error('no row');
  return row;
}

describe('the public form’s files', () => {
  const t = useTestApp({ env: { JOBS_WORKER: 'false' } }, async (t) => ({ world: await cardWorld(t), jpeg: await photo('jpeg') }));

  it('takes at most three documents of at most 2 MB each, and stores nothing otherwise', async () => {
    const before = { rows: await rowsOf(t), files: storedFiles(t).length };
    const four = await submit(t, applicantFields(t.world), { photo: t.jpeg, documents: [1, 2, 3, 4].map((index) => ({ content: PDF, filename: `${index}.pdf` })) });
    expect([four.statusCode, four.json().message]).toEqual([400, 'At most 3 documents per application']);
    const large = await submit(t, applicantFields(t.world), { photo: t.jpeg, documents: [{ content: pdfOf(2100), filename: 'large.pdf' }] });
    expect([large.statusCode, large.json().message]).toEqual([413, 'Each document must be at most 2 MB']);
    expect({ rows: await rowsOf(t), files: storedFiles(t).length }).toEqual(before);
    await accepted(t, { photo: t.jpeg, documents: [1, 2, 3].map((index) => ({ content: pdfOf(1900), filename: `${index}.pdf` })) });
  });

  it('parses a PDF instead of trusting its first bytes, and says what is wrong with one it refuses', async () => {
    const before = { rows: await rowsOf(t), files: storedFiles(t).length };
    const junk = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 'junk '), Buffer.from('\n%%EOF\n')]);
    const refused = await submit(t, applicantFields(t.world), { photo: t.jpeg, documents: [{ content: junk, filename: 'scan.pdf' }] });
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: CARD_FILE_MESSAGES.pdfUnreadable, errors: { documents: CARD_FILE_MESSAGES.pdfUnreadable } }]);
    expect({ rows: await rowsOf(t), files: storedFiles(t).length }).toEqual(before);
    const row = await accepted(t, { photo: t.jpeg, documents: [{ content: PDF, filename: 'id.pdf' }, { content: await photo('png', 300, 200), filename: 'id.png' }] });
    expect(row.files_bytes).toBeGreaterThan(PDF.length);
  });

  it('checks the staff’s PDFs the same way', async () => {
    const junk = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1000, 'x')]);
    const response = await sendCard(t, t.world.clerk.token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), adultFields(t.world), { photo: t.jpeg, documents: [{ content: junk, filename: 'x.pdf' }] });
    expect([response.statusCode, response.json().errors]).toEqual([400, { documents: CARD_FILE_MESSAGES.pdfUnreadable }]);
  });
});

describe('applications per address a day', () => {
  const t = useTestApp({ env: { JOBS_WORKER: 'false', APPLICATIONS_PER_ADDRESS_PER_DAY: '2' } }, async (t) => ({ world: await cardWorld(t), jpeg: await photo('jpeg') }));

  it('accepts the day’s number from one address, then 429 with Retry-After; refused forms do not count; other addresses are free', async () => {
    const address = someAddress();
    expect((await submit(t, applicantFields(t.world, { pincode: '12' }), { photo: t.jpeg }, address)).statusCode).toBe(400);
    await accepted(t, { photo: t.jpeg }, address);
    await accepted(t, { photo: t.jpeg }, address);
    const third = await submit(t, applicantFields(t.world), { photo: t.jpeg }, address);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(third.json().message).toBe('Too many applications were sent from your network today. Try again in 24 hours.');
    await accepted(t, { photo: t.jpeg }, someAddress());
  });

  it('counts an IPv6 network (/64) as one address, and parallel forms never pass the day’s number', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map((index) => submit(t, applicantFields(t.world), { photo: t.jpeg }, `2001:db8:5:5::${index}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
  });
});

describe('the budget for pending applications’ files', () => {
  const smtp = useSmtpReceiver();
  const t = useTestApp(
    () => ({ env: { JOBS_WORKER: 'false', SMTP_URL: smtp.url, APPLICATIONS_PENDING_FILES_MB: '2' } }),
    async (t) => ({
      world: await cardWorld(t),
      jpeg: await photo('jpeg'),
      reviewer: await createStaff(t, { permissions: { 'Card Management': ALL } }),
      reader: await createStaff(t, { permissions: { 'Card Management': { read: true, create: false, update: false, delete: false } } }),
    }),
  );
  const intake = async () => {
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, APPLICATION_PATHS.list), token: t.reviewer.token });
    return (response.json().data as ApplicationListResult).intake;
  };
  const pausedEvents = async () => (await t.services.db.select({ n: count() }).from(auditEvents).where(and(eq(auditEvents.action, 'intake_paused'), eq(auditEvents.actor_type, 'system'))))[0]?.n ?? 0;
  const mailJobs = () => t.services.db.select().from(jobs).where(eq(jobs.queue, 'applications.intake-paused-mail'));

  it('past the budget: "try again later" before any file is stored, the queue says so, and the deciders get one mail', async () => {
    const files = { photo: t.jpeg, documents: [{ content: pdfOf(1500), filename: 'scan.pdf' }] };
    const first = await accepted(t, files);
    await accepted(t, files);
    expect(await intake()).toMatchObject({ paused: true, budget_bytes: 2 * 1024 * 1024 });
    const before = { rows: await rowsOf(t), files: storedFiles(t).length };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await submit(t, applicantFields(t.world), files);
      expect([refused.statusCode, refused.json().message]).toEqual([503, APPLICATION_MESSAGES.intakePaused]);
      expect(Number(refused.headers['retry-after'])).toBe(3600);
    }
    expect({ rows: await rowsOf(t), files: storedFiles(t).length }).toEqual(before);
    expect(await pausedEvents()).toBe(1);
    const [job, ...more] = await mailJobs();
    expect(more).toEqual([]);
    expect(await intakePausedMailJob(t.services)(job?.payload ?? {}, job as never)).toMatchObject({ sent: expect.any(Number) });
    const mail = await smtp.waitFor(t.reviewer.email);
    expect(mail.subject).toBe('PassDesk: the public application form is not taking applications');
    expect(mail.text).toContain('Web Application Card');
    expect(smtp.messages.some((message) => message.to.includes(t.reader.email))).toBe(false);

    // Working through the queue opens the form again; the next pause is told again.
    const rejected = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, APPLICATION_PATHS.reject, { id: first.id }), token: t.reviewer.token, payload: { note: 'Photo unclear' } });
    expect(rejected.statusCode).toBe(200);
    expect((await intake()).paused).toBe(false);
    await accepted(t, { photo: t.jpeg });
    await accepted(t, files);
    expect((await submit(t, applicantFields(t.world), files)).statusCode).toBe(503);
    expect(await pausedEvents()).toBe(2);
    expect(await mailJobs()).toHaveLength(2);
  });
});

describe('unreviewed applications expire', () => {
  const t = useTestApp({ env: { JOBS_WORKER: 'false' } }, async (t) => ({ world: await cardWorld(t), jpeg: await photo('jpeg') }));
  const sentDaysAgo = (id: number, days: number) => t.services.db.update(applications).set({ created_at: sql`now() - make_interval(days => ${days})` }).where(eq(applications.id, id));

  it('after APPLICATION_EXPIRY_DAYS (30 by default): status expired, files deleted, an audit event, a mail; younger or decided ones stay', async () => {
    expect(t.config.applications.expiryDays).toBe(30);
    const old = await accepted(t, { photo: t.jpeg, documents: [{ content: PDF, filename: 'id.pdf' }] });
    const young = await accepted(t, { photo: t.jpeg });
    const decided = await accepted(t, { photo: t.jpeg });
    await sentDaysAgo(old.id, 31);
    await sentDaysAgo(young.id, 29);
    await sentDaysAgo(decided.id, 40);
    await t.services.db.update(applications).set({ status: 'rejected', review_note: 'Incomplete' }).where(eq(applications.id, decided.id));
    const [document] = await t.services.db.select().from(applicationDocuments).where(eq(applicationDocuments.application_id, old.id));
    const keys = [old.photo_key, document?.storage_key ?? ''];
    expect(storedFiles(t)).toEqual(expect.arrayContaining(keys));

    // The daily job: the expiry, the challenges' clean-up, tomorrow's run.
    expect(await applicationRetentionJob(t.services)()).toEqual({ expired: 1 });

    const rows = await t.services.db.select({ id: applications.id, status: applications.status, photo_key: applications.photo_key, files_bytes: applications.files_bytes }).from(applications);
    expect(rows.find((row) => row.id === old.id)).toMatchObject({ status: 'expired', photo_key: '', files_bytes: 0 });
    expect(rows.find((row) => row.id === young.id)?.status).toBe('pending');
    expect(rows.find((row) => row.id === decided.id)?.status).toBe('rejected');
    expect(storedFiles(t).filter((name) => keys.some((key) => name.startsWith(key)))).toEqual([]);
    expect(await t.services.db.select().from(applicationDocuments).where(eq(applicationDocuments.application_id, old.id))).toEqual([]);

    const [event] = await t.services.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'expire'), eq(auditEvents.entity_id, String(old.id))));
    expect(event).toMatchObject({ actor_type: 'system', entity: 'application', changes: expect.objectContaining({ after: { status: 'expired' }, unreviewed_days: 30, files_deleted: 2 }) });
    const [mail] = await t.services.db.select().from(jobs).where(and(eq(jobs.queue, 'applications.mail'), sql`${jobs.payload}->>'kind' = 'expired'`));
    expect(mail?.payload).toEqual({ application_id: old.id, kind: 'expired' });
    expect(await applicationMailJob(t.services)(mail?.payload ?? {}, mail as never)).toEqual({ sent: 'expired' });

    // The reviewer sees it without files; the applicant is told; it can no longer be issued.
    const view = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, APPLICATION_PATHS.view, { id: old.id }), token: t.world.clerk.token });
    expect(view.json().data as Application).toMatchObject({ status: 'expired', photo_url: null, documents: [] });
    const status = await t.inject({ method: 'POST', url: apiUrl(USERS_API, PUBLIC_APPLICATION_PATHS.status), payload: { application_number: old.application_number, mobile: old.mobile } });
    expect(status.json().data.status).toBe('expired');
    const issued = await sendCard(t, t.world.clerk.token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), adultFields(t.world, { application_id: String(old.id) }), { photo: t.jpeg });
    expect([issued.statusCode, issued.json().message]).toEqual([409, 'This application has expired.']);
    const list = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, APPLICATION_PATHS.list, 'status=expired'), token: t.world.clerk.token });
    expect((list.json().data as ApplicationListResult).counts.expired).toBe(1);
  });

  it('counts the days as configured, and a second run changes nothing', async () => {
    // What earlier tests left, 9 days and older, goes first.
    await expireUnreviewedApplications(t.services, 9);
    const row = await accepted(t, { photo: t.jpeg });
    await sentDaysAgo(row.id, 8);
    expect(await expireUnreviewedApplications(t.services, 10)).toEqual({ expired: 0 });
    expect(await expireUnreviewedApplications(t.services, 7)).toEqual({ expired: 1 });
    expect(await expireUnreviewedApplications(t.services, 7)).toEqual({ expired: 0 });
  });

  it('is a daily job queued at start-up', async () => {
    const queued = await t.services.db.select().from(jobs).where(eq(jobs.queue, 'applications.retention'));
    expect(queued.length).toBeGreaterThan(0);
  });
});

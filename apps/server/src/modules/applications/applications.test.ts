import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Application, ApplicationListResult } from '@passdesk/contract/applications/application';
import { jobs } from '../../platform/jobs/jobs.schema.ts';
import { storedFiles } from '../../test/multipart.ts';
import { createStaff } from '../../test/staff.ts';
import { useTestApp } from '../../test/suite.ts';
import { cards } from '../cards/cards.public.ts';
import { ALL, PDF, adultFields, cardWorld, photo, sendCard } from '../cards/cards.fixtures.ts';
import { applicationMailJob } from './applications-mail.ts';
import { applicantFields, botCheck, submit } from './applications.fixtures.ts';
import { applicationDocuments, applications } from './applications.schema.ts';
import { mediaUrl } from '../media/media-url.ts';
import { APPLICATION_PATHS, PUBLIC_APPLICATION_PATHS } from '@passdesk/contract/applications/applications-paths';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { PUBLIC_CATEGORY_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { ADMIN_API, USERS_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { csvExportLines } from '../../test/csv-export.ts';


describe('web applications API', () => {
  const t = useTestApp({ env: { JOBS_WORKER: 'false' } }, async (t) => {
    const world = await cardWorld(t);
    const token = world.clerk.token;
    const jpeg = await photo('jpeg');
    return { world, token, jpeg };
  });

  const rowCount = async () => (await t.services.db.select({ n: count() }).from(applications))[0]?.n ?? 0;
  const apply = async (overrides: Record<string, string> = {}) => {
    const response = await submit(t, applicantFields(t.world, overrides), { photo: t.jpeg, documents: [{ content: PDF, filename: 'aadhaar.pdf' }] });
    expect(response.statusCode, response.body).toBe(200);
    const number: string = response.json().data.application_number;
    const [row] = await t.services.db.select().from(applications).where(eq(applications.application_number, number));
    if (!row) throw new Error('no row');
    return row;
  };
  const view = async (id: number): Promise<Application> => {
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, APPLICATION_PATHS.view, { id }), token: t.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const list = async (query: string): Promise<ApplicationListResult> => {
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, APPLICATION_PATHS.list, query), token: t.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('refuses a submission without a photo: 400, no row, no file', async () => {
    const filesBefore = storedFiles(t).length;
    const response = await submit(t, applicantFields(t.world), { documents: [{ content: PDF, filename: 'aadhaar.pdf' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'A photo is required', errors: { photo: 'A photo is required' } });
    expect(await rowCount()).toBe(0);
    expect(storedFiles(t)).toHaveLength(filesBefore);
  });

  it('stores nothing when any part is invalid: a document that is not an image or PDF, a bad field, a bot', async () => {
    const filesBefore = storedFiles(t).length;
    const badDocument = await submit(t, applicantFields(t.world), { photo: t.jpeg, documents: [{ content: Buffer.from('MZ not a pdf at all'), filename: 'x.pdf' }] });
    expect(badDocument.statusCode).toBe(415);
    const badField = await submit(t, applicantFields(t.world, { pincode: '12' }), { photo: t.jpeg });
    expect(badField.statusCode).toBe(400);
    expect(badField.json().errors.pincode).toBe('Pincode must be 6 digits');
    const noConsent = await submit(t, applicantFields(t.world, { consent: 'false' }), { photo: t.jpeg });
    expect(noConsent.json().errors.consent).toBe('Agree to the data notice to send the application');
    const honeypot = await submit(t, applicantFields(t.world, { website: 'http://spam.example' }), { photo: t.jpeg });
    expect(honeypot.statusCode).toBe(400);
    const quick = applicantFields(t.world);
    const tooFast = await submit(t, { ...quick, ...(await botCheck(t, quick.mobile ?? '', 500)) }, { photo: t.jpeg });
    expect([tooFast.statusCode, tooFast.json().message]).toEqual([400, 'The form was sent too quickly. Check your details and send it again.']);
    const fields = applicantFields(t.world);
    const check = await botCheck(t, fields.mobile ?? '');
    const noWork = await submit(t, { ...fields, ...check, pow_nonce: String(Number(check.pow_nonce) + 1) }, { photo: t.jpeg });
    expect([noWork.statusCode, noWork.json().message]).toEqual([400, 'The form could not be verified. Reload the page and try again.']);
    const tooYoung = await submit(t, applicantFields(t.world, { category_id: String(t.world.categoryId('SCY')) }), { photo: t.jpeg });
    expect(tooYoung.statusCode).toBe(422);
    expect(await rowCount()).toBe(0);
    expect(storedFiles(t)).toHaveLength(filesBefore);
  });

  it('a valid submission is pending, with a number, its files, a mail job, and a status the applicant can look up', async () => {
    const row = await apply();
    expect(row.status).toBe('pending');
    expect(row.application_number).toMatch(/^WA-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(row.id_proof_last4).toHaveLength(4);
    const application = await view(row.id);
    expect(application).toMatchObject({ status: 'pending', category: { code: 'GMA' }, center: { code: 'LDW' }, possible_duplicate: false, duplicates: [] });
    expect(application.documents.map((document) => document.file_name)).toEqual(['aadhaar.pdf']);
    const picture = await t.inject({ method: 'GET', url: application.photo_url ?? '', token: t.token });
    expect([picture.statusCode, picture.headers['content-type'], picture.headers['cache-control']]).toEqual([200, 'image/jpeg', 'private, no-store']);
    const document = await t.inject({ method: 'GET', url: application.documents[0]?.url ?? '', token: t.token });
    expect(document.rawPayload.equals(PDF)).toBe(true);
    expect(document.headers['cache-control']).toBe('private, no-store');
    // The applicant's files open only for a signed-in user with the module's read right, never by key at /media.
    const reportsClerk = await createStaff(t, { permissions: { Reports: ALL } });
    for (const url of [application.photo_url ?? '', application.documents[0]?.url ?? '']) {
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await t.inject({ method: 'GET', url, token: reportsClerk.token })).statusCode, url).toBe(403);
    }
    const [documentRow] = await t.services.db.select({ key: applicationDocuments.storage_key }).from(applicationDocuments).where(eq(applicationDocuments.application_id, row.id));
    for (const key of [row.photo_key, documentRow?.key ?? '']) {
      expect(key).not.toBe('');
      for (const token of [undefined, t.token]) expect((await t.inject({ method: 'GET', url: mediaUrl(key), token })).statusCode, key).toBe(404);
    }

    const [job] = await t.services.db.select().from(jobs).where(eq(jobs.queue, 'applications.mail'));
    expect(job?.payload).toEqual({ application_id: row.id, kind: 'submitted' });
    expect(await applicationMailJob(t.services)(job?.payload ?? {}, job as never)).toEqual({ sent: 'submitted' });
    expect(t.logs.some((line) => JSON.stringify(line).includes(row.application_number) && JSON.stringify(line).includes('meera@example.com'))).toBe(true);

    const status = await t.inject({ method: 'POST', url: apiUrl(USERS_API, PUBLIC_APPLICATION_PATHS.status), payload: { application_number: row.application_number.toLowerCase(), mobile: `+91${row.mobile}` } });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().data).toMatchObject({ application_number: row.application_number, status: 'pending', review_note: null, card_number: null });
    const wrong = await t.inject({ method: 'POST', url: apiUrl(USERS_API, PUBLIC_APPLICATION_PATHS.status), payload: { application_number: row.application_number, mobile: '9000000000' } });
    expect(wrong.statusCode).toBe(404);
  });

  it('flags possible duplicates: same ID as another application, same name and date of birth as a card', async () => {
    const first = await apply({ id_proof_number: '234567890123', first_name: 'Dup', last_name: 'One' });
    const second = await apply({ id_proof_number: '2345 6789 0123', first_name: 'Other', last_name: 'Person' });
    const card = await sendCard(t, t.token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), adultFields(t.world, { first_name: 'Kiran', last_name: 'Rao', date_of_birth: '1988-01-02' }), { photo: t.jpeg });
    expect(card.statusCode, card.body).toBe(200);
    const third = await apply({ first_name: 'kiran', last_name: 'RAO', date_of_birth: '1988-01-02' });
    const flagged = await list('duplicate=yes&limit=100');
    const ids = flagged.items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id, third.id]));
    expect((await view(second.id)).duplicates).toEqual([expect.objectContaining({ kind: 'application', id: first.id, reason: 'same_id' })]);
    expect((await view(third.id)).duplicates).toEqual([expect.objectContaining({ kind: 'card', number: card.json().data.card_number, reason: 'same_name_and_birth_date' })]);
  });

  it('approve = issuing a card from the application: exactly one card, which names the application; a second issue is 409; an update cannot move the card to another application', async () => {
    const row = await apply({ first_name: 'Approve', last_name: 'Me' });
    const fields = adultFields(t.world, { first_name: 'Approve', last_name: 'Me', application_id: String(row.id) });
    const issued = await sendCard(t, t.token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), fields, { photo: t.jpeg });
    expect(issued.statusCode, issued.body).toBe(200);
    const card = issued.json().data;
    expect(card.application_id).toBe(row.id);
    const application = await view(row.id);
    expect(application).toMatchObject({ status: 'approved', card_id: card.id, card_number: card.card_number, reviewed_by_name: expect.any(String) });
    const again = await sendCard(t, t.token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), { ...fields, id_proof_number: adultFields(t.world).id_proof_number ?? '' }, { photo: t.jpeg });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.application_id).toBe('This application has already been approved.');
    expect(await t.services.db.select({ id: cards.id }).from(cards).where(eq(cards.first_name, 'Approve'))).toHaveLength(1);
    const update = (applicationId: number) =>
      sendCard(t, t.token, 'PUT', apiUrl(ADMIN_API, CARD_PATHS.update, { id: card.id }), { ...fields, application_id: String(applicationId), version: String(card.version) }, {});
    const other = await apply({ first_name: 'Other', last_name: 'Applicant' });
    const moved = await update(other.id);
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.application_id).toBe('A card keeps the application it was issued from');
    expect(await view(other.id)).toMatchObject({ status: 'pending', card_id: null });
    const kept = await update(row.id);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.application_id).toBe(row.id);
    const reject = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, APPLICATION_PATHS.reject, { id: row.id }), token: t.token, payload: { note: 'Too late to reject' } });
    expect(reject.statusCode).toBe(409);
    const status = await t.inject({ method: 'POST', url: apiUrl(USERS_API, PUBLIC_APPLICATION_PATHS.status), payload: { application_number: row.application_number, mobile: row.mobile } });
    expect(status.json().data).toMatchObject({ status: 'approved', card_number: card.card_number });
    const mails = await t.services.db.select().from(jobs).where(eq(jobs.queue, 'applications.mail'));
    expect(mails.map((job) => job.payload)).toContainEqual({ application_id: row.id, kind: 'approved' });
  });

  it('reject needs a note, which the status page shows; a rejected application cannot be approved', async () => {
    const row = await apply({ first_name: 'Reject', last_name: 'Me' });
    const noNote = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, APPLICATION_PATHS.reject, { id: row.id }), token: t.token, payload: {} });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors.note).toBeDefined();
    expect((await view(row.id)).status).toBe('pending');
    const rejected = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, APPLICATION_PATHS.reject, { id: row.id }), token: t.token, payload: { note: 'The photo is blurred' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ message: 'Application rejected', data: { status: 'rejected', review_note: 'The photo is blurred' } });
    const status = await t.inject({ method: 'POST', url: apiUrl(USERS_API, PUBLIC_APPLICATION_PATHS.status), payload: { application_number: row.application_number, mobile: row.mobile } });
    expect(status.json().data).toMatchObject({ status: 'rejected', review_note: 'The photo is blurred' });
    const approve = await sendCard(t, t.token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), adultFields(t.world, { application_id: String(row.id) }), { photo: t.jpeg });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().errors.application_id).toBe('This application has already been rejected.');
    expect((await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, APPLICATION_PATHS.reject, { id: 999999 }), token: t.token, payload: { note: 'nobody' } })).statusCode).toBe(404);
  });

  it('lists with status tabs counted over the other filters, and needs Card Management', async () => {
    const all = await list('limit=100');
    expect(all.counts.pending + all.counts.approved + all.counts.rejected).toBe(all.total);
    const pending = await list('status=pending&limit=100');
    expect(pending.total).toBe(all.counts.pending);
    expect(pending.counts).toEqual(all.counts);
    expect(pending.items.every((item) => item.status === 'pending')).toBe(true);
    const byName = await list('search=approve');
    expect(byName.items.map((item) => item.first_name)).toEqual(['Approve']);
    const outsider = await createStaff(t, { permissions: { 'Center Management': ALL } });
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, APPLICATION_PATHS.list), token: outsider.token })).statusCode).toBe(403);
  });

  it('exports the filtered list as CSV: a header and one line per application, formulas escaped', async () => {
    await apply({ first_name: '=HYPERLINK("http://evil.example")', last_name: 'Formula' });
    const all = await list('limit=100');
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, APPLICATION_PATHS.exportCsv), token: t.token });
    const lines = csvExportLines(response, 'applications');
    expect(lines[0]).toMatch(/^Application number,Submitted at,Status,First name/);
    expect(lines).toHaveLength(all.total + 1);
    expect(lines.some((line) => line.includes(`"'=HYPERLINK(""http://evil.example"")"`))).toBe(true);
    const rejectedOnly = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, APPLICATION_PATHS.exportCsv, 'status=rejected'), token: t.token });
    expect(rejectedOnly.body.trimEnd().split('\r\n')).toHaveLength(all.counts.rejected + 1);
  });

  it('serves the form its active categories, routes and centers without sign-in', async () => {
    const categories = await t.inject({ method: 'GET', url: apiUrl(USERS_API, PUBLIC_CATEGORY_PATHS.list) });
    expect(categories.json().data.map((category: { code: string }) => category.code)).not.toContain('SFY');
    const options = await t.inject({ method: 'GET', url: apiUrl(USERS_API, PUBLIC_APPLICATION_PATHS.options) });
    expect(options.statusCode).toBe(200);
    expect(options.json().data.centers.map((center: { code: string }) => center.code)).toContain('LDW');
    expect(options.json().data.routes.length).toBeGreaterThan(0);
  });
});

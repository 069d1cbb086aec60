import crypto from 'node:crypto';
import { IMAGE_DIMENSIONS_MESSAGE } from '@passdesk/contract/http/images';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addDays, validUntil } from '@passdesk/contract/cards/card-fields';
import { CARD_PHOTO_HEIGHT, CARD_PHOTO_MAX_BYTES, CARD_PHOTO_WIDTH } from '@passdesk/contract/cards/card-files';
import type { Card } from '@passdesk/contract/cards/card';
import type { CardQrKeys } from '@passdesk/contract/cards/card-qr';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { categoriesModule } from '../categories/categories.module.ts';
import { mediaModule } from '../media/media.module.ts';
import { dayIn } from '../../platform/time/today.ts';
import { storedFiles } from '../../test/multipart.ts';
import { createStaff } from '../../test/staff.ts';
import { useTestApp } from '../../test/suite.ts';
import { cardCounts, cardNumberCounters, cards } from './cards.schema.ts';
import { cardsModule } from './cards.module.ts';
import { PDF, adultFields, cardWorld, photo, sendCard, type CardFiles } from './cards.fixtures.ts';
import { CARD_PATHS, MOBILE_CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { CATEGORY_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { ADMIN_API, MOBILE_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';


describe('cards API', () => {
  const today = dayIn('Asia/Kolkata');

  const t = useTestApp({ modules: [cardsModule(), mediaModule, categoriesModule] }, async (t) => {
    const world = await cardWorld(t);
    const token = world.clerk.token;
    const jpeg = await photo('jpeg');
    return { world, token, jpeg };
  });

  const create = (fields: Record<string, string | string[]>, files: CardFiles = { photo: t.jpeg }, as = t.token) => sendCard(t, as, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), fields, files);
  const update = (id: number, fields: Record<string, string | string[]>, files: CardFiles = {}) => sendCard(t, t.token, 'PUT', apiUrl(ADMIN_API, CARD_PATHS.update, { id }), fields, files);
  const view = async (id: number): Promise<Card> => (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.view, { id }), token: t.token })).json().data;
  const list = async (query: string) => {
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.list, query), token: t.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { items: Array<{ id: number; card_number: string; status: string }>; total: number; total_is_estimate: boolean };
  };
  const issue = async (overrides: Record<string, string> = {}, files?: CardFiles): Promise<Card> => {
    const response = await create(adultFields(t.world, overrides), files);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('issues a card: number from the center and year, validity from the category, photo cropped and re-encoded, documents kept', async () => {
    const response = await create(adultFields(t.world), { photo: await photo('png', 1200, 700), documents: [{ content: PDF, filename: 'aadhaar.pdf' }, { content: t.jpeg, filename: 'C:\\scans\\id.jpg' }] });
    expect(response.statusCode, response.body).toBe(200);
    const card: Card = response.json().data;
    expect(response.json().message).toBe('Card created');
    expect(card.card_number).toBe(`LDW-${today.slice(0, 4)}-000001`);
    expect(card).toMatchObject({ status: 'active', center: { code: 'LDW' }, category: { code: 'GMA' }, route: null, valid_from: today, issue_date: today, version: 1, id_proof_last4: expect.stringMatching(/^\d{4}$/) });
    expect(card.valid_until).toBe(validUntil(today, 30));
    expect(card).not.toHaveProperty('id_proof_hash');
    expect(card.documents.map((document) => [document.file_name, document.content_type])).toEqual([['aadhaar.pdf', 'application/pdf'], ['id.jpg', 'image/jpeg']]);
    const stored = await t.inject({ method: 'GET', url: card.photo_url });
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', CARD_PHOTO_WIDTH, CARD_PHOTO_HEIGHT]);
    const document = await t.inject({ method: 'GET', url: card.documents[0]?.url ?? '', token: t.token });
    expect(document.statusCode).toBe(200);
    expect(document.rawPayload.equals(PDF)).toBe(true);
    expect((await t.inject({ method: 'GET', url: card.documents[0]?.url ?? '' })).statusCode).toBe(401);
    const [event] = await t.services.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'card'), eq(auditEvents.entity_id, String(card.id))));
    const after = (event?.changes as { after: Record<string, unknown> }).after;
    expect(after.mobile).toBe('9********0');
    expect(after).not.toHaveProperty('id_proof_hash');
  });

  it('refuses an age outside the category', async () => {
    const child = await create(adultFields(t.world, { category_id: String(t.world.categoryId('SCY')), date_of_birth: '2000-01-01' }));
    expect(child.statusCode).toBe(422);
    expect(child.json()).toEqual({ message: 'Age must be at least 60 years for this category', errors: { date_of_birth: 'Age must be at least 60 years for this category' } });
    const old = await create(adultFields(t.world, { category_id: String(t.world.categoryId('STM')), route_id: String(t.world.routeId), date_of_birth: '1980-01-01' }));
    expect(old.statusCode).toBe(422);
    expect(old.json().errors).toEqual({ date_of_birth: 'Age must be 5 to 25 years for this category' });
  });

  it('needs a route for a single-route category, and none for an all-routes one', async () => {
    const student = { category_id: String(t.world.categoryId('STM')), date_of_birth: '2008-06-01', institution: 'Gujarat College' };
    const missing = await create(adultFields(t.world, student));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ route_id: 'This category is valid on one route: choose the route' });
    const card = await issue({ ...student, route_id: String(t.world.routeId) });
    expect(card.route?.id).toBe(t.world.routeId);
    const extra = await create(adultFields(t.world, { route_id: String(t.world.routeId) }));
    expect(extra.json().errors).toEqual({ route_id: 'This category is valid on all routes: leave the route empty' });
  });

  it('warns before a second live card for the same ID; a reason lets the clerk go on, and the audit keeps it', async () => {
    const idNumber = '4321 5678 9012';
    const first = await issue({ id_proof_number: idNumber });
    const check = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, CARD_PATHS.checkDuplicate), token: t.token, payload: { id_proof_type: 'aadhaar', id_proof_number: '432156789012' } });
    expect(check.json().data).toEqual([expect.objectContaining({ card_number: first.card_number, holder: 'Priya Sharma', status: 'active' })]);
    const again = await create(adultFields(t.world, { id_proof_number: '4321-5678-9012' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.id_proof_number).toContain(first.card_number);
    const reason = 'Old card lost, police report 12/2026';
    const second = await create(adultFields(t.world, { id_proof_number: idNumber, duplicate_reason: reason }));
    expect(second.statusCode, second.body).toBe(200);
    const card: Card = second.json().data;
    expect(card.audit[0]?.changes).toMatchObject({ duplicate_of: first.card_number, duplicate_reason: reason });
    // Stored: only the last 4 in clear.
    const rows = await t.services.database.withSession((session) => session.query<Record<string, unknown>>('select * from cards where id = $1', [card.id]));
    expect(JSON.stringify(rows)).not.toContain('432156789012');
    expect(rows[0]?.id_proof_last4).toBe('9012');
  });

  it('refuses a stale version with 409 and applies a current one, recording before/after', async () => {
    const card = await issue();
    const fields = { ...adultFields(t.world, { first_name: 'Priyanka', mobile: '9123456780' }), version: String(card.version) };
    delete (fields as Record<string, string | undefined>).id_proof_number;
    const updated = await update(card.id, fields);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ first_name: 'Priyanka', version: 2, id_proof_last4: card.id_proof_last4 });
    const stale = await update(card.id, { ...fields, first_name: 'Someone' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: 'Someone else changed this card after you opened it. Reload it to see their changes.',
      errors: { version: 'Someone else changed this card after you opened it. Reload it to see their changes.' },
    });
    const audit = (await view(card.id)).audit[0];
    expect(audit).toMatchObject({ action: 'update', changes: { before: { first_name: 'Priya', mobile: '9********0' }, after: { first_name: 'Priyanka', mobile: '9********0' } } });
  });

  it('refuses a renamed non-image as the photo or a document (415), and an oversized photo (413), leaving nothing behind', async () => {
    const before = storedFiles(t).length;
    const text = Buffer.from('this is not an image at all, just text pretending to be one');
    const renamed = await create(adultFields(t.world), { photo: text, photoName: 'face.jpg' });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe('The photo must be a JPEG, PNG or WebP image');
    const badDocument = await create(adultFields(t.world), { photo: t.jpeg, documents: [{ content: text, filename: 'certificate.pdf' }] });
    expect(badDocument.statusCode).toBe(415);
    const big = Buffer.concat([t.jpeg, crypto.randomBytes(CARD_PHOTO_MAX_BYTES)]);
    const oversized = await create(adultFields(t.world), { photo: big });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().message).toBe('The photo must be at most 2 MB');
    const noPhoto = await create(adultFields(t.world), {});
    expect(noPhoto.json()).toEqual({ message: 'A photo is required', errors: { photo: 'A photo is required' } });
    // Absurd dimensions, read from the header before any decoding (a decompression bomb is refused unread): 400.
    const absurd = await sharp({ create: { width: 2, height: 8001, channels: 3, background: '#fff' } }).png().toBuffer();
    const tooTall = await create(adultFields(t.world), { photo: absurd });
    expect(tooTall.statusCode).toBe(400);
    expect(tooTall.json().errors).toEqual({ photo: IMAGE_DIMENSIONS_MESSAGE });
    expect(storedFiles(t).length).toBe(before);
  });

  it('names every bad field and changes nothing', async () => {
    const response = await create(adultFields(t.world, { mobile: '12345', pincode: 'abc', id_proof_number: '1234', payment_mode: 'barter', category_id: '' }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['category_id', 'mobile', 'payment_mode', 'pincode']);
    const waived = await create(adultFields(t.world, { payment_mode: 'waived', fee_paid: '100' }));
    expect(waived.json().errors).toEqual({ fee_paid: 'A waived fee must be 0' });
    const aadhaar = await create(adultFields(t.world, { id_proof_number: '1234' }));
    expect(aadhaar.json().errors).toEqual({ id_proof_number: 'Aadhaar number must be 12 digits' });
  });

  it('a create failing inside its transaction leaves no card, no number and no file', async () => {
    const files = storedFiles(t).length;
    const centerId = t.world.centerId('MNR');
    const year = Number(today.slice(0, 4));
    // The next number would overflow the counter: the insert fails after the files were stored.
    await t.services.db.insert(cardNumberCounters).values({ center_id: centerId, year, last_value: 2_147_483_647 });
    const response = await create(adultFields(t.world, { center_id: String(centerId) }));
    expect(response.statusCode).toBe(500);
    expect(storedFiles(t).length).toBe(files);
    const [counter] = await t.services.db.select().from(cardNumberCounters).where(and(eq(cardNumberCounters.center_id, centerId), eq(cardNumberCounters.year, year)));
    expect(counter?.last_value).toBe(2_147_483_647);
    expect((await list(`center_id=${centerId}`)).total).toBe(0);
    await t.services.db.delete(cardNumberCounters).where(eq(cardNumberCounters.center_id, centerId));
  });

  it('gives two concurrent creates different numbers', async () => {
    const centerId = String(t.world.centerId('NRD'));
    const responses = await Promise.all([create(adultFields(t.world, { center_id: centerId })), create(adultFields(t.world, { center_id: centerId }))]);
    const numbers = responses.map((response) => response.json().data.card_number as string).sort();
    expect(numbers).toEqual([`NRD-${today.slice(0, 4)}-000001`, `NRD-${today.slice(0, 4)}-000002`]);
  });

  it('deletes with a reason: gone from every live list, kept in the database, its number never reused', async () => {
    const centerId = String(t.world.centerId('VSN'));
    const card = await issue({ center_id: centerId, first_name: 'Deletable' });
    const noReason = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, CARD_PATHS.delete, { id: card.id }), token: t.token, payload: {} });
    expect(noReason.statusCode).toBe(400);
    const deleted = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, CARD_PATHS.delete, { id: card.id }), token: t.token, payload: { reason: 'Issued by mistake' } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toMatchObject({ status: 'deleted', delete_reason: 'Issued by mistake' });
    expect((await list(`center_id=${centerId}`)).items).toEqual([]);
    expect((await list('search=deletable')).total).toBe(0);
    expect((await view(card.id)).status).toBe('deleted');
    const next = await issue({ center_id: centerId });
    expect(next.card_number).toBe(`VSN-${today.slice(0, 4)}-000002`);
    const again = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, CARD_PATHS.delete, { id: card.id }), token: t.token, payload: { reason: 'Twice' } });
    expect(again.statusCode).toBe(422);
  });

  it('blocks and unblocks with a reason; a blocked card QR still verifies with the published key', async () => {
    const card = await issue();
    const blocked = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, CARD_PATHS.block, { id: card.id }), token: t.token, payload: { reason: 'Misuse reported by conductor' } });
    expect(blocked.json().data).toMatchObject({ status: 'blocked', block_reason: 'Misuse reported by conductor', version: 2 });
    expect((await list('status=blocked')).items.map((item) => item.id)).toContain(card.id);
    const qr = (await view(card.id)).qr;
    const keys: CardQrKeys = (await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, MOBILE_CARD_PATHS.keys) })).json().data;
    const last = qr.lastIndexOf('|');
    const key = keys.keys.find((candidate) => candidate.key_id === qr.slice(0, last).split('|')[5]);
    const publicKey = crypto.createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key?.public_key ?? '' }, format: 'jwk' });
    expect(crypto.verify(null, Buffer.from(qr.slice(0, last)), publicKey, Buffer.from(qr.slice(last + 1), 'base64url'))).toBe(true);
    expect(qr.split('|').slice(1, 4)).toEqual([card.card_number, 'GMA', card.valid_until.replaceAll('-', '')]);
    const unblocked = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, CARD_PATHS.unblock, { id: card.id }), token: t.token, payload: { reason: 'Cleared after enquiry' } });
    expect(unblocked.json().data).toMatchObject({ status: 'active', block_reason: null });
  });

  it('refuses to delete a category that cards use, naming how many', async () => {
    const admin = await t.tokenFor(1);
    const categories = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CATEGORY_PATHS.list, 'search=GMA'), token: admin })).json().data.items as Array<{ id: number; name: string }>;
    const used = categories[0];
    const response = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, CATEGORY_PATHS.remove, { id: used?.id ?? 0 }), token: admin });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^"General Monthly All Routes" is used by \d+ cards, so it cannot be deleted\. Deactivate it instead\.$/);
  });

  it('lists with search, filters and sorting; unknown parameters are 400', async () => {
    const card = await issue({ first_name: 'Zoravar', last_name: 'Bhatt', mobile: '7012345678' });
    expect((await list('search=zorav')).items.map((item) => item.id)).toEqual([card.id]);
    expect((await list('search=7012345')).items.map((item) => item.id)).toEqual([card.id]);
    expect((await list(`search=${card.card_number.toLowerCase()}`)).items.map((item) => item.id)).toEqual([card.id]);
    const byName = await list('sort=name&order=asc&limit=100');
    expect(byName.items.at(-1)?.id).toBe(card.id);
    expect(byName.total_is_estimate).toBe(false);
    expect((await list(`issued_from=${today}&issued_to=${today}&status=active&category_id=${t.world.categoryId('GMA')}`)).total).toBeGreaterThan(3);
    expect((await list('expiring_within_days=40&limit=1')).total).toBeGreaterThan(3);
    expect((await list('status=expired')).total).toBe(0);
    const bad = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.list, 'colour=red'), token: t.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('colour');
  });

  it('answers the exact total of a filtered list asked with count=exact, the same as counting it; another count is 400', async () => {
    await issue({ first_name: 'Countina' });
    await issue({ first_name: 'Countira' });
    const filtered = `status=active&category_id=${t.world.categoryId('GMA')}`;
    // Every match on one page: its length is the total, counted another way.
    const every = await list(`${filtered}&limit=100`);
    const answer = await list(`${filtered}&limit=1&count=exact`);
    expect(every.items.length).toBeGreaterThan(1);
    expect(answer.total).toBe(every.items.length);
    expect(answer.items.map((item) => item.id)).toEqual(every.items.slice(0, 1).map((item) => item.id));
    expect(answer).not.toHaveProperty('exact_total_follows');
    expect(answer.total_is_estimate).toBe(false);
    expect(await list(`${filtered}&limit=1`)).toEqual(answer);
    const bad = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.list, 'count=estimate'), token: t.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('count');
  });

  it('totals a list filtered by category, standing, expiry or issue day from the kept counts: exactly, through edits, blocks and deletes', async () => {
    const [lapsed, blocked, removed] = [await issue({ first_name: 'Keptina' }), await issue({ first_name: 'Keptira' }), await issue({ first_name: 'Keptila' })];
    await issue({ first_name: 'Keptisa', category_id: String(t.world.categoryId('SCY')), date_of_birth: '1950-01-01' });
    const lastYear = addDays(today, -400);
    await t.services.db.update(cards).set({ issue_date: lastYear, valid_from: lastYear, valid_until: addDays(lastYear, 29) }).where(eq(cards.id, lapsed.id));
    expect((await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, CARD_PATHS.block, { id: blocked.id }), token: t.token, payload: { reason: 'Reported lost' } })).statusCode).toBe(200);
    expect((await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, CARD_PATHS.delete, { id: removed.id }), token: t.token, payload: { reason: 'Issued twice' } })).statusCode).toBe(200);
    const gma = t.world.categoryId('GMA');
    const queries = [
      '',
      'status=active',
      'status=expired',
      'status=blocked',
      `category_id=${gma}`,
      `category_id=${gma}&status=active`,
      `category_id=${t.world.categoryId('SCY')}&status=active`,
      `center_id=${t.world.centerId('LDW')}`,
      `center_id=${t.world.centerId('LDW')}&status=expired&category_id=${gma}`,
      'expiring_within_days=40',
      `issued_from=${today}`,
      `issued_to=${addDays(today, -1)}`,
      `issued_from=${lastYear}&issued_to=${lastYear}&status=expired&category_id=${gma}`,
    ];
    for (const query of queries) {
      // Every match on one page, counted another way; the total beside a page of one.
      const every = await list(`${query}&limit=100`);
      expect(every.items.length, query).toBeLessThan(100);
      const answer = await list(`${query}&limit=1`);
      expect(answer.total, query).toBe(every.items.length);
      expect(answer.total_is_estimate, query).toBe(false);
      expect(answer).not.toHaveProperty('exact_total_follows');
    }
    expect((await list(`status=expired&limit=100`)).items.map((item) => item.id)).toEqual([lapsed.id]);
    // The total is the kept count's: one more kept card in the category is one more in its total.
    const [counted] = await t.services.db.select().from(cardCounts).where(and(eq(cardCounts.category_id, gma), eq(cardCounts.status, 'active'), eq(cardCounts.issue_date, today))).limit(1);
    if (!counted) throw new Error('no kept count of today’s cards in the category');
    const before = (await list(`category_id=${gma}&limit=1`)).total;
    const row = and(eq(cardCounts.category_id, counted.category_id), eq(cardCounts.center_id, counted.center_id), eq(cardCounts.status, counted.status), eq(cardCounts.issue_date, counted.issue_date), eq(cardCounts.valid_until, counted.valid_until));
    await t.services.db.update(cardCounts).set({ cards: counted.cards + 1 }).where(row);
    try {
      expect((await list(`category_id=${gma}&limit=1`)).total).toBe(before + 1);
      // A route is not kept: that list is counted from the cards themselves.
      const byRoute = await list(`route_id=${t.world.routeId}&limit=100`);
      expect((await list(`route_id=${t.world.routeId}&limit=1`)).total).toBe(byRoute.items.length);
    } finally {
      await t.services.db.update(cardCounts).set({ cards: counted.cards }).where(row);
    }
  });

  it('finds a whole card number by the unique index (any case), not by the word search', async () => {
    const card = await issue({ first_name: 'Exactina' });
    expect((await list(`search=${card.card_number}`)).items.map((item) => item.id)).toEqual([card.id]);
    expect((await list(`search=${card.card_number.toLowerCase()}`)).items.map((item) => item.id)).toEqual([card.id]);
    // A number no card holds finds nothing; a part of a number still uses the word search.
    expect((await list(`search=${card.card_number.slice(0, -6)}999999`)).total).toBe(0);
    expect((await list(`search=${card.card_number.slice(0, -2)}`)).items.map((item) => item.id)).toContain(card.id);
  });

  it("gives a clerk with only Card Management the form's choices: active categories and centers, the card's own inactive ones on request, routes by search", async () => {
    const clerk = await createStaff(t, { permissions: { 'Card Management': { read: true, create: true, update: true, delete: false } } });
    // The master-data screens stay closed to this clerk.
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CATEGORY_PATHS.list), token: clerk.token })).statusCode).toBe(403);
    const options = async (query = '') => {
      const response = await t.inject({ method: 'GET', url: `${apiUrl(ADMIN_API, CARD_PATHS.options)}${query}`, token: clerk.token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { categories: Array<{ id: number; code: string; status: string; fee: number }>; centers: Array<{ id: number; code: string; status: string }>; default_center_id: number | null };
    };
    const all = await options();
    expect(all.categories.map((category) => category.code)).toContain('GMA');
    expect(all.categories.every((category) => category.status === 'active')).toBe(true);
    expect(all.centers.map((center) => center.code)).toContain('LDW');
    expect(all.default_center_id).toBeNull();
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.options), token: t.token })).json().data.default_center_id).toBe(t.world.centerId('LDW'));

    const card = await issue();
    const gma = t.world.categoryId('GMA');
    await t.services.db.update(cardCategories).set({ status: 'inactive' }).where(eq(cardCategories.id, gma));
    try {
      expect((await options()).categories.map((category) => category.id)).not.toContain(gma);
      const kept = await options(`?category_id=${gma}&center_id=${card.center.id}`);
      expect(kept.categories.find((category) => category.id === gma)?.status).toBe('inactive');
      // The card keeps its category on edit; a new card may not take it.
      const saved = await update(card.id, { ...adultFields(t.world), version: String(card.version) });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await create(adultFields(t.world))).statusCode).toBe(422);
    } finally {
      await t.services.db.update(cardCategories).set({ status: 'active' }).where(eq(cardCategories.id, gma));
    }

    const routes = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.routeOptions, 'search=1'), token: clerk.token });
    expect(routes.statusCode, routes.body).toBe(200);
    expect(routes.json().data.map((route: { id: number }) => route.id)).toContain(t.world.routeId);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.options, 'category_id=abc'), token: clerk.token })).statusCode).toBe(400);
    const outsider = await createStaff(t, { permissions: {} });
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.options), token: outsider.token })).statusCode).toBe(403);
  });

  it('answers the renewal history (empty until renewals exist) and 404 for an unknown card', async () => {
    const card = await issue();
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.renewHistory, { id: card.id }), token: t.token })).json().data).toEqual([]);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.renewHistory, { id: 999999 }), token: t.token })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.view, { id: 999999 }), token: t.token })).statusCode).toBe(404);
  });

  it('checks the permission of every call', async () => {
    const reader = await createStaff(t, { permissions: { 'Card Management': { read: true, create: false, update: false, delete: false } } });
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.list), token: reader.token })).statusCode).toBe(200);
    expect((await create(adultFields(t.world), { photo: t.jpeg }, reader.token)).statusCode).toBe(403);
    expect((await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, CARD_PATHS.block, { id: 1 }), token: reader.token, payload: { reason: 'No right' } })).statusCode).toBe(403);
    expect((await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, CARD_PATHS.delete, { id: 1 }), token: reader.token, payload: { reason: 'No right' } })).statusCode).toBe(403);
    const outsider = await createStaff(t, { permissions: {} });
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.list), token: outsider.token })).statusCode).toBe(403);
  });
});

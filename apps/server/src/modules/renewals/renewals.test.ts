import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '@passdesk/contract/cards/card-fields';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { cardRenewals } from './renewals.schema.ts';
import { cards, storeDemoAvatars } from '../cards/cards.public.ts';
import { multipart, storedFiles } from '../../test/multipart.ts';
import { createStaff } from '../../test/staff.ts';
import { photo } from '../cards/cards.fixtures.ts';
import { pendingFiles } from '../../platform/storage/pending-files.schema.ts';
import { useTestApp } from '../../test/suite.ts';
import { insertCard, renewalWorld } from './renewals.fixtures.ts';
import { RENEWAL_PATHS } from '@passdesk/contract/renewals/renewals-paths';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';
import { expectExportOfList, expectExportRefusals } from '../../test/csv-export.ts';
import { pdfText } from '../../test/pdf-reader.ts';

const FLAGS = { read: true, create: true, update: true, delete: false };

describe('renew card API', () => {
  const t = useTestApp({ env: { JOBS_WORKER: 'false' } }, async (t) => ({
    admin: await t.tokenFor(1),
    world: await renewalWorld(t.services.db),
  }));

  const renew = (cardId: number, payload: object, headers: Record<string, string> = {}, token = t.admin) =>
    t.inject({ method: 'POST', url: apiUrl(ADMIN_API, RENEWAL_PATHS.renew, { id: cardId }), payload, headers, token });
  const cardRow = async (id: number) => (await t.services.db.select().from(cards).where(eq(cards.id, id)))[0];
  const renewalsOf = (cardId: number) => t.services.db.select().from(cardRenewals).where(eq(cardRenewals.card_id, cardId));

  it('renews an expired card: the new period starts today for the category’s validity, at its renewal fee, in one audited write', async () => {
    const card = await insertCard(t.services.db, t.world, { endsInDays: -3 });
    const quote = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, RENEWAL_PATHS.quote, { id: card.id }), token: t.admin })).json().data;
    expect(quote).toMatchObject({ renewal_fee: 23000, validity_days: 30, valid_from: t.world.today, valid_until: addDays(t.world.today, 30), refusal: null, currency: 'INR' });
    expect(quote.card.days_expired).toBe(3);
    expect(quote.card).toMatchObject({ status: 'expired', deleted: false });

    const response = await renew(card.id, { payment_mode: 'upi', receipt_number: 'UPI-7781' });
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('Card renewed');
    expect(data).toMatchObject({
      card_id: card.id,
      card_number: card.card_number,
      previous_valid_from: card.valid_from,
      previous_valid_until: card.valid_until,
      valid_from: t.world.today,
      valid_until: addDays(t.world.today, 30),
      fee_paid: 23000,
      payment_mode: 'upi',
      receipt_number: 'UPI-7781',
      center_id: t.world.centerId,
      renewed_by: 1,
      deleted_at: null,
    });
    const after = await cardRow(card.id);
    expect(after).toMatchObject({ valid_from: t.world.today, valid_until: addDays(t.world.today, 30), version: 2 });
    const [event] = await t.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'card'), eq(auditEvents.entity_id, String(card.id)), eq(auditEvents.action, 'renew')));
    expect(event?.changes).toMatchObject({ before: { valid_until: card.valid_until }, after: { valid_from: t.world.today }, renewal_id: data.id, fee_paid: 23000 });
    // Only the fields that changed (the photo stayed).
    expect(Object.keys((event?.changes as { after: object }).after)).not.toContain('photo_key');

    const view = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, RENEWAL_PATHS.view, { id: data.id }), token: t.admin })).json().data;
    expect(view).toEqual(data);
    const history = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.renewHistory, { id: card.id }), token: t.admin })).json().data;
    expect(history.map((entry: { id: number }) => entry.id)).toEqual([data.id]);
  });

  it('charges nothing when the fee is waived, and takes the chosen center', async () => {
    const card = await insertCard(t.services.db, t.world, { endsInDays: -1 });
    const response = await renew(card.id, { payment_mode: 'waived', center_id: t.world.otherCenterId });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ fee_paid: 0, payment_mode: 'waived', receipt_number: '', center_id: t.world.otherCenterId });
  });

  it('refuses a card that is still valid (422 with a clear message) and changes nothing', async () => {
    const card = await insertCard(t.services.db, t.world, { endsInDays: 0 });
    const response = await renew(card.id, { payment_mode: 'cash', receipt_number: 'C-1' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(`This card is valid until ${card.valid_until}. Only expired cards can be renewed.`);
    expect(await renewalsOf(card.id)).toHaveLength(0);
    expect((await cardRow(card.id))?.version).toBe(1);
    const quote = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, RENEWAL_PATHS.quote, { id: card.id }), token: t.admin })).json().data;
    expect(quote.refusal).toBe(response.json().message);
    expect(quote.card.status).toBe('active');
  });

  it('refuses a blocked or a deleted card (422)', async () => {
    const blocked = await insertCard(t.services.db, t.world, { endsInDays: -10, status: 'blocked' });
    const deleted = await insertCard(t.services.db, t.world, { endsInDays: -10, deleted: true });
    const first = await renew(blocked.id, { payment_mode: 'cash', receipt_number: 'C-2' });
    expect(first.statusCode).toBe(422);
    expect(first.json().message).toBe('This card is blocked. Unblock it before renewing.');
    const second = await renew(deleted.id, { payment_mode: 'cash', receipt_number: 'C-3' });
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe('This card has been deleted, so it cannot be renewed.');
    expect([...(await renewalsOf(blocked.id)), ...(await renewalsOf(deleted.id))]).toHaveLength(0);
    // The quote names the card's status by the rule of every card answer: deleted, then blocked, then expired.
    const quoteOf = async (id: number) => (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, RENEWAL_PATHS.quote, { id }), token: t.admin })).json().data.card;
    expect(await quoteOf(blocked.id)).toMatchObject({ status: 'blocked', deleted: false });
    expect(await quoteOf(deleted.id)).toMatchObject({ status: 'deleted', deleted: true });
  });

  it('answers 400 naming the field for bad input, 404 for an unknown card', async () => {
    const card = await insertCard(t.services.db, t.world, { endsInDays: -2 });
    const noReceipt = await renew(card.id, { payment_mode: 'cash' });
    expect(noReceipt.statusCode).toBe(400);
    expect(noReceipt.json().errors).toEqual({ receipt_number: 'Enter the receipt number' });
    const badMode = await renew(card.id, { payment_mode: 'cheque', receipt_number: 'X' });
    expect(badMode.json().errors).toMatchObject({ payment_mode: 'Payment mode must be cash, upi, card or waived' });
    const badKey = await renew(card.id, { payment_mode: 'cash', receipt_number: 'X' }, { 'idempotency-key': 'short' });
    expect(badKey.statusCode).toBe(400);
    expect(Object.keys(badKey.json().errors)).toEqual(['idempotency_key']);
    const unknownCenter = await renew(card.id, { payment_mode: 'cash', receipt_number: 'X', center_id: 999999 });
    expect(unknownCenter.statusCode).toBe(422);
    expect(unknownCenter.json().errors).toEqual({ center_id: 'Center not found' });
    expect(await renewalsOf(card.id)).toHaveLength(0);
    expect((await renew(999999, { payment_mode: 'cash', receipt_number: 'X' })).statusCode).toBe(404);
  });

  it('the same idempotency key twice makes one renewal and gives the same answer (header or body field)', async () => {
    const card = await insertCard(t.services.db, t.world, { endsInDays: -5 });
    const key = 'renew-key-0001';
    const first = await renew(card.id, { payment_mode: 'cash', receipt_number: 'R-1' }, { 'Idempotency-Key': key });
    const again = await renew(card.id, { payment_mode: 'cash', receipt_number: 'R-1', idempotency_key: key });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await renewalsOf(card.id)).toHaveLength(1);
    expect((await cardRow(card.id))?.version).toBe(2);
    // Without the key a second renew is refused: the card is valid now.
    expect((await renew(card.id, { payment_mode: 'cash', receipt_number: 'R-2' })).statusCode).toBe(422);
    // The key belongs to that card.
    const other = await insertCard(t.services.db, t.world, { endsInDays: -5 });
    const reused = await renew(other.id, { payment_mode: 'cash', receipt_number: 'R-3' }, { 'idempotency-key': key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errors).toEqual({ idempotency_key: 'This idempotency key was already used to renew another card.' });
    const differ = await renew(other.id, { payment_mode: 'cash', receipt_number: 'R-3', idempotency_key: 'renew-key-0002' }, { 'idempotency-key': 'renew-key-0003' });
    expect(differ.statusCode).toBe(400);
  });

  it('checks permissions: Card Management read for the lists and quote, Renew Card create to renew, Card Management delete to correct the history', async () => {
    const card = await insertCard(t.services.db, t.world, { endsInDays: -4 });
    // Every Card Management right but not Renew Card: may look, may not renew.
    const reader = await createStaff(t, { permissions: { 'Card Management': { read: true, create: true, update: true, delete: true } } });
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, RENEWAL_PATHS.expired), token: reader.token })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, RENEWAL_PATHS.quote, { id: card.id }), token: reader.token })).statusCode).toBe(200);
    expect((await renew(card.id, { payment_mode: 'cash', receipt_number: 'P-1' }, {}, reader.token)).statusCode).toBe(403);
    const renewOnly = await createStaff(t, { permissions: { 'Renew Card': { read: true, create: false, update: true, delete: true } } });
    expect((await renew(card.id, { payment_mode: 'cash', receipt_number: 'P-1' }, {}, renewOnly.token)).statusCode).toBe(403);
    const clerk = await createStaff(t, { permissions: { 'Card Management': FLAGS, 'Renew Card': { read: true, create: true, update: false, delete: false } } });
    const renewed = await renew(card.id, { payment_mode: 'cash', receipt_number: 'P-1' }, {}, clerk.token);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data.renewed_by).toBe(clerk.userId);
    const refused = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, RENEWAL_PATHS.deleteHistory, { id: renewed.json().data.id }), payload: { reason: 'Entered twice' }, token: clerk.token });
    expect(refused.statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, RENEWAL_PATHS.expired) })).statusCode).toBe(401);
  });

  it('takes an optional new photo (multipart): stored re-encoded, the old one deleted; a bad file changes nothing', async () => {
    const card = await insertCard(t.services.db, t.world, { endsInDays: -2 });
    const before = await cardRow(card.id);
    await t.services.storage.put(before?.photo_key ?? '', await photo(), { contentType: 'image/jpeg' });
    const filesBefore = storedFiles(t);

    const bad = multipart([
      { name: 'payment_mode', value: 'cash' },
      { name: 'receipt_number', value: 'PH-0' },
      { name: 'photo', value: Buffer.from('not an image at all'), filename: 'x.jpg', contentType: 'image/jpeg' },
    ]);
    const refused = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, RENEWAL_PATHS.renew, { id: card.id }), payload: bad.body, headers: { 'content-type': bad.contentType }, token: t.admin });
    expect(refused.statusCode).toBe(415);
    expect(await renewalsOf(card.id)).toHaveLength(0);
    expect(storedFiles(t)).toEqual(filesBefore);

    const form = multipart([
      { name: 'payment_mode', value: 'cash' },
      { name: 'receipt_number', value: 'PH-1' },
      { name: 'idempotency_key', value: `photo-key-${card.id}` },
      { name: 'photo', value: await photo('png', 800, 600), filename: 'new.png', contentType: 'image/png' },
    ]);
    const response = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, RENEWAL_PATHS.renew, { id: card.id }), payload: form.body, headers: { 'content-type': form.contentType }, token: t.admin });
    expect(response.statusCode).toBe(200);
    const after = await cardRow(card.id);
    expect(after?.photo_key).not.toBe(before?.photo_key);
    expect(after?.photo_key).toMatch(/^card-photos\/.+\.jpg$/);
    const files = storedFiles(t);
    expect(files).toContain(after?.photo_key);
    expect(files).not.toContain(before?.photo_key);
    // The same key again: the first answer, and the second upload is not kept.
    const again = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, RENEWAL_PATHS.renew, { id: card.id }), payload: form.body, headers: { 'content-type': form.contentType }, token: t.admin });
    expect(again.json()).toEqual(response.json());
    expect(storedFiles(t)).toEqual(files);
  });

  it('keeps a shared demo photo that a new photo replaces: the other demo cards still show it', async () => {
    const card = await insertCard(t.services.db, t.world, { endsInDays: -2 });
    const [demoPhoto = ''] = (await storeDemoAvatars(t.services, 1)).male;
    await t.services.db.update(cards).set({ photo_key: demoPhoto }).where(eq(cards.id, card.id));
    const form = multipart([
      { name: 'payment_mode', value: 'cash' },
      { name: 'receipt_number', value: 'PH-DEMO' },
      { name: 'photo', value: await photo('png', 800, 600), filename: 'new.png', contentType: 'image/png' },
    ]);
    const response = await t.inject({ method: 'POST', url: apiUrl(ADMIN_API, RENEWAL_PATHS.renew, { id: card.id }), payload: form.body, headers: { 'content-type': form.contentType }, token: t.admin });
    expect(response.statusCode).toBe(200);
    expect((await cardRow(card.id))?.photo_key).not.toBe(demoPhoto);
    expect(storedFiles(t)).toContain(demoPhoto);
    // Nor is it written down for the sweep to delete later.
    expect(await t.services.db.select().from(pendingFiles).where(eq(pendingFiles.key, demoPhoto))).toEqual([]);
  });

  describe('history correction', () => {
    it('deleting the latest renewal needs a reason and restores the card’s previous validity; the audit keeps both', async () => {
      const card = await insertCard(t.services.db, t.world, { endsInDays: -6 });
      const renewal = (await renew(card.id, { payment_mode: 'cash', receipt_number: 'D-1' })).json().data;
      const noReason = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, RENEWAL_PATHS.deleteHistory, { id: renewal.id }), payload: { reason: ' ' }, token: t.admin });
      expect(noReason.statusCode).toBe(400);
      expect(Object.keys(noReason.json().errors)).toEqual(['reason']);

      const response = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, RENEWAL_PATHS.deleteHistory, { id: renewal.id }), payload: { reason: 'Wrong card renewed' }, token: t.admin });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: renewal.id, delete_reason: 'Wrong card renewed', restored: { valid_from: card.valid_from, valid_until: card.valid_until } });
      expect(response.json().data.deleted_at).not.toBeNull();
      expect(await cardRow(card.id)).toMatchObject({ valid_from: card.valid_from, valid_until: card.valid_until, version: 3 });

      const events = await t.services.db.select().from(auditEvents).where(eq(auditEvents.entity_id, String(card.id)));
      expect(events.map((event) => event.action)).toContain('renew');
      const [deletion] = await t.services.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'card_renewal'), eq(auditEvents.entity_id, String(renewal.id))));
      expect(deletion?.changes).toMatchObject({ reason: 'Wrong card renewed', card_id: card.id, before: { valid_until: renewal.valid_until }, restored_card_validity: true });
      // On the card's own trail, in the shared before/after format: the validity put back.
      const onCard = events.find((event) => event.entity === 'card' && event.action === 'renewal_deleted');
      expect(onCard?.changes).toMatchObject({ reason: 'Wrong card renewed', renewal_id: renewal.id, before: { valid_until: renewal.valid_until }, after: { valid_until: card.valid_until } });

      // The card is expired again, in the history the entry stays, marked deleted; a second delete is 404.
      const history = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.renewHistory, { id: card.id }), token: t.admin })).json().data;
      expect(history[0]).toMatchObject({ id: renewal.id, delete_reason: 'Wrong card renewed', deleted_at: expect.any(String), renewed_by: { id: 1 } });
      expect((await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, RENEWAL_PATHS.deleteHistory, { id: renewal.id }), payload: { reason: 'Again' }, token: t.admin })).statusCode).toBe(404);
      expect((await renew(card.id, { payment_mode: 'cash', receipt_number: 'D-2' })).statusCode).toBe(200);
    });

    it('deleting an older renewal leaves the card’s validity alone', async () => {
      const card = await insertCard(t.services.db, t.world, { endsInDays: -40 });
      const older = (await renew(card.id, { payment_mode: 'cash', receipt_number: 'O-1' })).json().data;
      // Make the first renewal's period lie in the past, so the card can be renewed again.
      await t.services.db.update(cards).set({ valid_from: addDays(t.world.today, -35), valid_until: addDays(t.world.today, -5) }).where(eq(cards.id, card.id));
      const latest = (await renew(card.id, { payment_mode: 'upi', receipt_number: 'O-2' })).json().data;
      const before = await cardRow(card.id);
      const response = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, RENEWAL_PATHS.deleteHistory, { id: older.id }), payload: { reason: 'Duplicate entry' }, token: t.admin });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.restored).toBeNull();
      const after = await cardRow(card.id);
      expect(after).toMatchObject({ valid_from: latest.valid_from, valid_until: latest.valid_until, version: before?.version });
    });
  });

  describe('lists', () => {
    it('Expired lists expired cards that are neither blocked nor deleted, with search and filters', async () => {
      const list = async (query: string) => (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, RENEWAL_PATHS.expired, `limit=100&category_id=${t.world.categoryId}${query}`), token: t.admin })).json().data;
      const recent = await insertCard(t.services.db, t.world, { endsInDays: -2, firstName: 'Recentexpiry', mobile: '9123400001' });
      const old = await insertCard(t.services.db, t.world, { endsInDays: -120, firstName: 'Oldexpiry' });
      await insertCard(t.services.db, t.world, { endsInDays: -2, status: 'blocked', firstName: 'Blockedexpiry' });
      await insertCard(t.services.db, t.world, { endsInDays: 5, firstName: 'Stillvalid' });
      const all = await list('');
      const ids = all.items.map((item: { id: number }) => item.id);
      expect(ids).toContain(recent.id);
      expect(ids).toContain(old.id);
      expect(all.items.every((item: { valid_until: string }) => item.valid_until < t.world.today)).toBe(true);
      expect(all.items.some((item: { first_name: string }) => ['Blockedexpiry', 'Stillvalid'].includes(item.first_name))).toBe(false);
      expect((await list('&search=recentexpiry')).items.map((item: { id: number }) => item.id)).toEqual([recent.id]);
      expect((await list('&search=9123400001')).items.map((item: { id: number }) => item.id)).toEqual([recent.id]);
      expect((await list(`&search=${old.card_number}`)).items.map((item: { id: number }) => item.id)).toEqual([old.id]);
      const lastWeek = (await list('&expired=last_7_days')).items.map((item: { id: number }) => item.id);
      expect(lastWeek).toContain(recent.id);
      expect(lastWeek).not.toContain(old.id);
      expect((await list('&expired=over_90_days')).items.map((item: { id: number }) => item.id)).toEqual([old.id]);
      expect((await list(`&center_id=${t.world.otherCenterId}`)).total).toBe(0);
      const bad = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, RENEWAL_PATHS.expired, 'expired=yesterday'), token: t.admin });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['expired']);
      // The export holds the list's rows in its order.
      const exported = await expectExportOfList({ t, token: t.admin, list: RENEWAL_PATHS.expired, exportCsv: RENEWAL_PATHS.expiredCsv, fileName: 'expired-cards', query: `category_id=${t.world.categoryId}&sort=first_name&order=desc`, firstColumn: (item) => String(item.card_number) });
      expect(exported.rows.length).toBe(all.items.length);
      expect(exported.rows.join('\n')).not.toContain('Blockedexpiry');
      const reader = await createStaff(t, { permissions: { 'Card Management': { read: true, create: false, update: false, delete: false } } });
      const outsider = await createStaff(t, { permissions: { 'Renew Card': { read: true, create: true, update: true, delete: true } } });
      await expectExportRefusals(t, RENEWAL_PATHS.expiredCsv, { withoutRead: outsider.token, reader: reader.token }, 'expired=yesterday');
      await expectExportRefusals(t, RENEWAL_PATHS.renewedCsv, { withoutRead: outsider.token, reader: reader.token }, 'from=today');
    });

    it('Expired totals, read from the kept counts where the filters allow, match the cards listed: never an estimate', async () => {
      const page = async (query: string) => {
        const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, RENEWAL_PATHS.expired, query), token: t.admin });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data as { items: Array<{ id: number }>; total: number; total_is_estimate?: boolean; exact_total_follows?: boolean };
      };
      await insertCard(t.services.db, t.world, { endsInDays: -3, firstName: 'Keptexpiry' });
      await insertCard(t.services.db, t.world, { endsInDays: -200, firstName: 'Keptold' });
      await insertCard(t.services.db, t.world, { endsInDays: -3, firstName: 'Keptdeleted', deleted: true });
      await insertCard(t.services.db, t.world, { endsInDays: -3, firstName: 'Keptblocked', status: 'blocked' });
      for (const query of ['', `category_id=${t.world.categoryId}`, 'expired=last_7_days', 'expired=last_90_days', `expired=over_90_days&category_id=${t.world.categoryId}`, `center_id=${t.world.centerId}`]) {
        const every = await page(`${query}&limit=100`);
        expect(every.items.length, query).toBeGreaterThan(0);
        const first = await page(`${query}&limit=1`);
        expect(first.total, query).toBe(every.items.length);
        expect(first).not.toHaveProperty('total_is_estimate');
        expect(first).not.toHaveProperty('exact_total_follows');
      }
    });

    it('Renewed lists live renewals with date range, center and staff filters', async () => {
      const clerk = await createStaff(t, { permissions: { 'Card Management': FLAGS, 'Renew Card': FLAGS } });
      const card = await insertCard(t.services.db, t.world, { endsInDays: -3 });
      const renewal = (await renew(card.id, { payment_mode: 'card', receipt_number: 'LIST-1', center_id: t.world.otherCenterId }, {}, clerk.token)).json().data;
      const list = async (query: string) => (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, RENEWAL_PATHS.renewed, `limit=100${query}`), token: t.admin })).json().data;
      expect((await list(`&renewed_by=${clerk.userId}`)).items.map((item: { id: number }) => item.id)).toEqual([renewal.id]);
      expect((await list(`&center_id=${t.world.otherCenterId}&from=${t.world.today}&to=${t.world.today}`)).items.map((item: { id: number }) => item.id)).toContain(renewal.id);
      expect((await list(`&renewed_by=${clerk.userId}&to=${addDays(t.world.today, -1)}`)).total).toBe(0);
      expect((await list(`&renewed_by=${clerk.userId}&from=${addDays(t.world.today, 1)}`)).total).toBe(0);
      expect((await list('&search=LIST-1')).items.map((item: { id: number }) => item.id)).toEqual([renewal.id]);
      const renewed = await expectExportOfList({ t, token: t.admin, list: RENEWAL_PATHS.renewed, exportCsv: RENEWAL_PATHS.renewedCsv, fileName: 'renewals', query: `renewed_by=${clerk.userId}&sort=fee_paid&order=desc`, firstColumn: (item) => String(item.card_number) });
      expect(renewed.rows).toEqual([expect.stringContaining(',LIST-1,')]);
      const options = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, RENEWAL_PATHS.options), token: t.admin })).json().data;
      expect(options.staff.map((person: { id: number }) => person.id)).toContain(clerk.userId);
      expect(options.centers.map((center: { id: number }) => center.id)).toContain(t.world.otherCenterId);
    });
  });

  describe('receipts', () => {
    it('prints a one-page PDF receipt for a renewal and for a new card', async () => {
      const card = await insertCard(t.services.db, t.world, { endsInDays: -3 });
      const renewal = (await renew(card.id, { payment_mode: 'upi', receipt_number: 'UPI/2026/55' })).json().data;
      for (const url of [apiUrl(ADMIN_API, RENEWAL_PATHS.receipt, { id: renewal.id }), apiUrl(ADMIN_API, RENEWAL_PATHS.cardReceipt, { id: card.id })]) {
        const response = await t.inject({ method: 'GET', url, token: t.admin });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        const pdf = response.rawPayload.toString('latin1');
        expect(pdf.startsWith('%PDF-')).toBe(true);
        expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
      }
      expect(
        (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, RENEWAL_PATHS.receipt, { id: renewal.id }), token: t.admin })).headers['content-disposition'],
      ).toBe('inline; filename="receipt-UPI-2026-55.pdf"');
      expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, RENEWAL_PATHS.receipt, { id: 999999 }), token: t.admin })).statusCode).toBe(404);
    });

    it('prints the receipt in the office language beside English, the holder in their own script', async () => {
      const card = await insertCard(t.services.db, t.world, { endsInDays: -3 });
      await t.services.database.withSession((session) => session.query('update cards set first_name = $1, last_name = $2 where id = $3', ['હર્ષદ', 'ત્રિવેદી', card.id]));
      const renewal = (await renew(card.id, { payment_mode: 'cash', receipt_number: 'R-77' })).json().data;
      const url = apiUrl(ADMIN_API, RENEWAL_PATHS.receipt, { id: renewal.id });
      try {
        t.services.config.printLanguage = 'gu';
        const lines = pdfText((await t.inject({ method: 'GET', url, token: t.admin })).rawPayload).split('\n').map((line) => line.trim());
        expect(lines).toEqual(expect.arrayContaining(['Payment receipt — Card renewal', 'ચુકવણીની રસીદ — કાર્ડ નવીનીકરણ', 'હર્ષદ ત્રિવેદી', 'Cash · રોકડ', 'Amount paid', 'ચૂકવેલ રકમ']));
        expect(lines.find((line) => line.startsWith('₹'))).toMatch(/^₹[\d,]+\.\d\d$/);
        t.services.config.printLanguage = 'en';
        const english = pdfText((await t.inject({ method: 'GET', url, token: t.admin })).rawPayload);
        expect(english).toContain('હર્ષદ ત્રિવેદી');
        expect(english).not.toContain('ચુકવણીની રસીદ');
        await t.services.database.withSession((session) => session.query('update cards set first_name = $1 where id = $2', ['王', card.id]));
        const refused = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, RENEWAL_PATHS.cardReceipt, { id: card.id }), token: t.admin });
        expect(refused.statusCode).toBe(422);
        expect(refused.json().message).toMatch(/cannot be printed: the holder \(王\)/);
      } finally {
        t.services.config.printLanguage = 'en';
      }
    });
  });
});

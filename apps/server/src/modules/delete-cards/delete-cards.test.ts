import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NO_FLAGS } from '@passdesk/contract/access/permissions';
import { DELETE_CARD_PATHS } from '@passdesk/contract/delete-cards/delete-cards-paths';
import { ADMIN_API, MOBILE_API } from '@passdesk/contract/http/paths';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { createInspector } from '../../test/inspectors.ts';
import { createStaff } from '../../test/staff.ts';
import { useTestApp } from '../../test/suite.ts';
import { adultFields, cardWorld, photo, sendCard } from '../cards/cards.fixtures.ts';
import { cards } from '../cards/cards.public.ts';
import { insertCard } from '../scans/scans.fixtures.ts';
import { SCAN_APP_PATHS } from '@passdesk/contract/scans/scans-paths';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { DASHBOARD_PATHS } from '@passdesk/contract/dashboard/dashboard-paths';
import { apiUrl } from '../../test/api-url.ts';
import { expectExportOfList, expectExportRefusals } from '../../test/csv-export.ts';
import { RENEWAL_PATHS } from '@passdesk/contract/renewals/renewals-paths';


describe('Delete Cards API', () => {
  const t = useTestApp({}, async (t) => {
    const admin = await t.tokenFor(1);
    const world = await cardWorld(t);
    const deleter = await createStaff(t, { permissions: { 'Delete Cards': { read: true, create: false, update: true, delete: true } } });
    const inspector = await createInspector(t, admin);
    return { world, admin, deleter, inspector };
  });

  const remove = (payload: Record<string, unknown>, token = t.deleter.token) => t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, DELETE_CARD_PATHS.deleteMany), token, payload });
  const restore = (id: number, payload: Record<string, unknown>, token = t.deleter.token) => t.inject({ method: 'POST', url: apiUrl(ADMIN_API, DELETE_CARD_PATHS.restore, { id }), token, payload });
  const liveIds = async (path: string, query = 'limit=100') => {
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, path, query), token: t.admin });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.items as Array<{ id: number }>).map((item) => item.id);
  };
  const history = async (query = 'limit=100') => {
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, DELETE_CARD_PATHS.history, query), token: t.deleter.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { total: number; items: Array<{ id: number; card_number: string; delete_reason: string; deleted_at: string; deleted_by: { id: number; name: string } | null; status: string; category: { code: string } }> };
  };
  const blocklist = async (since?: string) => {
    const query = since ? `since=${encodeURIComponent(since)}` : undefined;
    return (await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, SCAN_APP_PATHS.blocklist, query), token: t.inspector.token })).json().data as {
      blocked: Array<{ card_number: string; reason: string }>;
      unblocked: Array<{ card_number: string }>;
    };
  };

  it('lists every live card in cards/all, with the live list’s search and filters', async () => {
    const card = await insertCard(t, t.world);
    const blocked = await insertCard(t, t.world, { status: 'blocked' });
    const gone = await insertCard(t, t.world, { deleted: true });
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, DELETE_CARD_PATHS.all, `search=${card.card_number}`), token: t.deleter.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.items.map((item: { id: number }) => item.id)).toEqual([card.id]);
    const all = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, DELETE_CARD_PATHS.all, 'limit=100'), token: t.deleter.token })).json().data.items.map((item: { id: number }) => item.id);
    expect(all).toEqual(expect.arrayContaining([card.id, blocked.id]));
    expect(all).not.toContain(gone.id);
    const onlyBlocked = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, DELETE_CARD_PATHS.all, 'status=blocked'), token: t.deleter.token })).json().data.items;
    expect(onlyBlocked.map((item: { id: number }) => item.id)).toEqual([blocked.id]);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, DELETE_CARD_PATHS.all, 'status=deleted'), token: t.deleter.token })).statusCode).toBe(400);
  });

  it('refuses a delete without a reason, or without the typed count for several cards, and deletes nothing', async () => {
    const one = await insertCard(t, t.world);
    const two = await insertCard(t, t.world);
    const noReason = await remove({ ids: [one.id] });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toHaveProperty('reason');
    const shortReason = await remove({ ids: [one.id], reason: ' x ' });
    expect(shortReason.statusCode).toBe(400);
    const noCount = await remove({ ids: [one.id, two.id], reason: 'Duplicate passes' });
    expect(noCount.statusCode).toBe(400);
    expect(noCount.json().errors).toEqual({ count: 'Type the number of cards (2) to confirm' });
    expect((await remove({ ids: [one.id, two.id], reason: 'Duplicate passes', count: 3 })).statusCode).toBe(400);
    expect((await remove({ ids: [one.id, one.id], reason: 'Duplicate passes', count: 2 })).json().errors).toEqual({ ids: 'ids: a card is listed twice' });
    expect((await remove({ ids: [2_147_483_648], reason: 'Too large' })).statusCode).toBe(400);
    const rows = await t.services.db.select({ deleted_at: cards.deleted_at }).from(cards).where(inArray(cards.id, [one.id, two.id]));
    expect(rows.every((row) => row.deleted_at === null)).toBe(true);
  });

  it('deletes cards with a reason: gone from the live lists, in the history with who, when and why, in the blocklist', async () => {
    const card = await insertCard(t, t.world);
    const expired = await insertCard(t, t.world, { from: -40, until: -5 });
    const since = new Date(Date.now() - 1000).toISOString();
    expect(await liveIds(RENEWAL_PATHS.expired)).toContain(expired.id);
    const response = await remove({ ids: [card.id, expired.id], reason: 'Holder moved away', count: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: '2 cards deleted', data: { deleted: [{ id: card.id, card_number: card.card_number }, { id: expired.id, card_number: expired.card_number }] } });

    expect(await liveIds(CARD_PATHS.list)).not.toContain(card.id);
    expect(await liveIds(CARD_PATHS.list, `search=${card.card_number}`)).toEqual([]);
    expect(await liveIds(DELETE_CARD_PATHS.all)).not.toContain(card.id);
    expect(await liveIds(RENEWAL_PATHS.expired)).not.toContain(expired.id);

    const found = (await history(`search=${card.card_number}`)).items;
    expect(found).toEqual([
      expect.objectContaining({ id: card.id, status: 'deleted', delete_reason: 'Holder moved away', deleted_by: { id: t.deleter.userId, name: expect.stringMatching(/^Test Staff/) }, category: expect.objectContaining({ code: 'STM' }) }),
    ]);
    expect(Date.now() - Date.parse(found[0]?.deleted_at ?? '')).toBeLessThan(60_000);
    const view = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.view, { id: card.id }), token: t.admin })).json().data;
    expect(view).toMatchObject({ status: 'deleted', delete_reason: 'Holder moved away' });
    expect(view.audit[0]).toMatchObject({ action: 'delete', changes: expect.objectContaining({ reason: 'Holder moved away', batch_size: 2 }) });

    const all = await blocklist();
    expect(all.blocked).toEqual(expect.arrayContaining([{ card_number: card.card_number, reason: 'deleted', changed_at: expect.any(String) }]));
    expect((await blocklist(since)).blocked.map((entry) => entry.card_number)).toEqual(expect.arrayContaining([card.card_number, expired.card_number]));
  });

  it('exports the live list and the history as CSV with their filters and sort; 403 without Delete Cards read, 400 for a bad filter', async () => {
    const kept = await insertCard(t, t.world);
    const gone = await insertCard(t, t.world);
    expect((await remove({ ids: [gone.id], reason: 'Issued by mistake' })).statusCode).toBe(200);
    const live = await expectExportOfList({ t, token: t.deleter.token, list: DELETE_CARD_PATHS.all, exportCsv: DELETE_CARD_PATHS.allCsv, fileName: 'cards', query: 'sort=card_number&order=desc', firstColumn: (item) => String(item.card_number) });
    expect(live.rows.some((row) => row.startsWith(`${kept.card_number},`))).toBe(true);
    expect(live.rows.some((row) => row.startsWith(`${gone.card_number},`))).toBe(false);
    const deleted = await expectExportOfList({ t, token: t.deleter.token, list: DELETE_CARD_PATHS.history, exportCsv: DELETE_CARD_PATHS.historyCsv, fileName: 'deleted-cards', query: 'sort=deleted_at&order=desc', firstColumn: (item) => String(item.card_number) });
    expect(deleted.rows[0]).toMatch(new RegExp(`^${gone.card_number},.*,Test Staff[^,]*,Issued by mistake$`));
    const outsider = await createStaff(t, { permissions: { 'Card Management': { read: true, create: true, update: true, delete: true } } });
    await expectExportRefusals(t, DELETE_CARD_PATHS.allCsv, { withoutRead: outsider.token, reader: t.deleter.token }, 'status=gone');
    await expectExportRefusals(t, DELETE_CARD_PATHS.historyCsv, { withoutRead: outsider.token, reader: t.deleter.token }, 'deleted_from=yesterday');
  });

  it('deletes nothing when one card of a batch cannot be deleted, and says which and why', async () => {
    const first = await insertCard(t, t.world);
    const second = await insertCard(t, t.world);
    const gone = await insertCard(t, t.world, { deleted: true });
    const auditBefore = (await t.services.db.select().from(auditEvents)).length;
    const response = await remove({ ids: [first.id, 999_999, second.id, gone.id], reason: 'Batch with strays', count: 4 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: '2 of 4 cards cannot be deleted, so none was deleted',
      errors: { 'ids.1': 'Card #999999 was not found', 'ids.3': `${gone.card_number} is already deleted` },
    });
    const rows = await t.services.db.select({ deleted_at: cards.deleted_at }).from(cards).where(inArray(cards.id, [first.id, second.id]));
    expect(rows.map((row) => row.deleted_at)).toEqual([null, null]);
    expect((await t.services.db.select().from(auditEvents)).length).toBe(auditBefore);
  });

  it('restores a deleted card with a reason: back in the live list, out of the history and the blocklist, audited', async () => {
    const card = await insertCard(t, t.world);
    expect((await remove({ ids: [card.id], reason: 'Deleted by mistake soon' })).statusCode).toBe(200);
    const since = new Date(Date.now() - 1000).toISOString();
    expect((await restore(card.id, {})).statusCode).toBe(400);
    const response = await restore(card.id, { reason: 'Deleted the wrong card' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Card restored', data: { id: card.id, card_number: card.card_number } });
    expect(await liveIds(CARD_PATHS.list)).toContain(card.id);
    expect((await history(`search=${card.card_number}`)).items).toEqual([]);
    const [row] = await t.services.db.select().from(cards).where(eq(cards.id, card.id));
    expect(row).toMatchObject({ deleted_at: null, deleted_by: null, delete_reason: null });
    const [event] = await t.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'card'), eq(auditEvents.entity_id, String(card.id)), eq(auditEvents.action, 'restore')));
    expect(event).toMatchObject({ actor_id: t.deleter.userId, changes: expect.objectContaining({ reason: 'Deleted the wrong card', before: expect.objectContaining({ delete_reason: 'Deleted by mistake soon' }) }) });
    expect((await blocklist()).blocked.map((entry) => entry.card_number)).not.toContain(card.card_number);
    expect((await blocklist(since)).unblocked.map((entry) => entry.card_number)).toContain(card.card_number);
    const again = await restore(card.id, { reason: 'Restore it twice' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This card is not deleted');
    expect((await restore(999_999, { reason: 'No such card' })).statusCode).toBe(404);
  });

  it('takes a deleted card out of the dashboard’s figures, and a restored one back in', async () => {
    const figures = async () => {
      const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, DASHBOARD_PATHS.cards), token: t.admin });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.cards as { total: number; active: number };
    };
    const card = await insertCard(t, t.world);
    const before = await figures();
    expect((await remove({ ids: [card.id], reason: 'Not a live card' })).statusCode).toBe(200);
    expect(await figures()).toMatchObject({ total: before.total - 1, active: before.active - 1 });
    expect((await restore(card.id, { reason: 'Live again after all' })).statusCode).toBe(200);
    expect(await figures()).toMatchObject({ total: before.total, active: before.active });
  });

  it('never issues a deleted card’s number again', async () => {
    const jpeg = await photo('jpeg');
    const issue = async () => {
      const response = await sendCard(t, t.world.clerk.token, 'POST', apiUrl(ADMIN_API, CARD_PATHS.create), adultFields(t.world, { center_id: String(t.world.centerId('LDW')) }), { photo: jpeg });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { id: number; card_number: string };
    };
    const first = await issue();
    expect((await remove({ ids: [first.id], reason: 'Issued in error' })).statusCode).toBe(200);
    const next = await issue();
    expect(next.card_number).not.toBe(first.card_number);
    const sequence = (number: string) => Number(number.slice(-6));
    expect(sequence(next.card_number)).toBe(sequence(first.card_number) + 1);
  });

  it('needs Delete Cards: read to list (and for the renewal history and the filters’ choices), delete to delete, update to restore', async () => {
    const card = await insertCard(t, t.world);
    const reader = await createStaff(t, { permissions: { 'Delete Cards': { ...NO_FLAGS, read: true } } });
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, DELETE_CARD_PATHS.history), token: reader.token })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.renewHistory, { id: card.id }), token: reader.token })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_PATHS.options), token: reader.token })).statusCode).toBe(200);
    expect((await remove({ ids: [card.id], reason: 'Not allowed' }, reader.token)).statusCode).toBe(403);
    expect((await restore(card.id, { reason: 'Not allowed' }, reader.token)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, DELETE_CARD_PATHS.all), token: t.world.clerk.token })).statusCode).toBe(403);
  });
});

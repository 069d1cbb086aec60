import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInspector } from '../../test/inspectors.ts';
import { useTestApp } from '../../test/suite.ts';
import { cards } from '../cards/cards.public.ts';
import { cardWorld } from '../cards/cards.fixtures.ts';
import { SCAN_MESSAGES, cardScanListQuerySchema } from '@passdesk/contract/scans/scan';
import { offences } from '../offences/offences.schema.ts';
import type { Offence } from '@passdesk/contract/offences/offence';
import { OFFENCE_PATHS } from '@passdesk/contract/offences/offences-paths';
import { DEFAULT_BODY_LIMIT } from '../../app.ts';
import { insertCard, qrFor } from './scans.fixtures.ts';
import { eachScan, listScans } from './scans.queries.ts';
import { cardScans, challans } from './scans.schema.ts';
import { MOBILE_USER_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { CARD_SCAN_PATHS, SCAN_APP_PATHS } from '@passdesk/contract/scans/scans-paths';
import { ADMIN_API, MOBILE_API } from '@passdesk/contract/http/paths';
import { apiUrl } from '../../test/api-url.ts';

const now = () => new Date().toISOString();

describe('inspector scans, challans and blocklist', () => {
  const t = useTestApp({}, async (t) => {
    const admin = await t.tokenFor(1);
    const world = await cardWorld(t);
    const inspector = await createInspector(t, admin);
    return { admin, world, inspector };
  });

  const post = (scans: unknown[], token = t.inspector.token) => t.inject({ method: 'POST', url: apiUrl(MOBILE_API, SCAN_APP_PATHS.scans), token, payload: { scans } });
  const scan = (fields: Record<string, unknown>) => ({ client_scan_id: crypto.randomUUID(), scanned_at: now(), mode: 'online', ...fields });

  it('gives each verdict: valid, expired, not yet valid, blocked, deleted, not found, bad signature', async () => {
    const valid = await insertCard(t, t.world);
    const expired = await insertCard(t, t.world, { from: -40, until: -5 });
    const future = await insertCard(t, t.world, { from: 3, until: 33 });
    const blocked = await insertCard(t, t.world, { status: 'blocked' });
    const deleted = await insertCard(t, t.world, { deleted: true });
    const forged = (await qrFor(t, valid)).replace(/\|[^|]+$/, `|${'A'.repeat(86)}`);
    const response = await post([
      scan({ qr: await qrFor(t, valid) }),
      scan({ card_number: expired.card_number }),
      scan({ card_number: future.card_number }),
      scan({ qr: await qrFor(t, blocked) }),
      scan({ card_number: deleted.card_number }),
      scan({ card_number: 'NOPE-2026-000000' }),
      scan({ qr: forged }),
    ]);
    expect(response.statusCode).toBe(200);
    const results = response.json().data.results as Array<{ result: string; card: { photo_url: string | null; holder_name: string } | null }>;
    expect(results.map((result) => result.result)).toEqual(['valid', 'expired', 'not_yet_valid', 'blocked', 'deleted', 'not_found', 'bad_signature']);
    expect(results[0]?.card).toMatchObject({ holder_name: expect.stringMatching(/^Priya Sharma/), route_number: null, photo_url: expect.stringMatching(/^\/media\/card-photos\//) });
    expect(results[5]?.card).toBeNull();
  });

  it('judges an offline scan on the day it was made', async () => {
    const card = await insertCard(t, t.world, { from: -30, until: -1 });
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const results = (await post([scan({ card_number: card.card_number, scanned_at: threeDaysAgo, mode: 'offline' })])).json().data.results;
    expect(results[0].result).toBe('valid');
  });

  it('records each scan of a batch posted twice once, and answers the same verdicts', async () => {
    const card = await insertCard(t, t.world);
    const batch = Array.from({ length: 5 }, (_unused, index) => scan({ card_number: index % 2 ? card.card_number : 'NOPE-1', mode: 'offline' }));
    const first = (await post(batch)).json().data.results as Array<{ scan_id: number; result: string; duplicate: boolean }>;
    const second = (await post(batch)).json().data.results as Array<{ scan_id: number; result: string; duplicate: boolean }>;
    expect(first.every((result) => !result.duplicate)).toBe(true);
    expect(second.every((result) => result.duplicate)).toBe(true);
    expect(second.map((result) => [result.scan_id, result.result])).toEqual(first.map((result) => [result.scan_id, result.result]));
    const ids: string[] = batch.map((item) => item.client_scan_id);
    const stored = await t.services.db.select({ id: cardScans.id, client: cardScans.client_scan_id }).from(cardScans).where(eq(cardScans.mobile_user_id, t.inspector.id));
    expect(stored.filter((row) => ids.includes(row.client)).length).toBe(5);
  });

  it('refuses a bad batch with 400 naming the field, and records nothing of it', async () => {
    const before = (await t.services.db.select().from(cardScans)).length;
    const bad = await post([scan({ card_number: 'X' }), scan({ client_scan_id: 'not-a-uuid', card_number: 'Y' })]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['scans.1.client_scan_id']);
    expect((await t.inject({ method: 'POST', url: apiUrl(MOBILE_API, SCAN_APP_PATHS.scans), token: t.inspector.token, payload: { scans: [] } })).statusCode).toBe(400);
    expect((await t.services.db.select().from(cardScans)).length).toBe(before);
  });

  it('writes a challan for a failed check in the inspector’s series, once per client id, never for a valid scan', async () => {
    const expired = await insertCard(t, t.world, { from: -40, until: -5 });
    const valid = await insertCard(t, t.world);
    const failed = scan({ card_number: expired.card_number });
    const fine = scan({ card_number: valid.card_number });
    await post([failed, fine]);
    const body = { client_challan_id: crypto.randomUUID(), client_scan_id: failed.client_scan_id, offence_code: 'expired_pass', payment_mode: 'cash', remarks: 'Paid on the spot' };
    const first = await t.inject({ method: 'POST', url: apiUrl(MOBILE_API, SCAN_APP_PATHS.challans), token: t.inspector.token, payload: body });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ challan_number: `${t.inspector.employeeCode}-000001`, offence: 'Travelling on an expired pass', penalty_amount: 30000, duplicate: false });
    const again = await t.inject({ method: 'POST', url: apiUrl(MOBILE_API, SCAN_APP_PATHS.challans), token: t.inspector.token, payload: body });
    expect(again.json().data).toMatchObject({ challan_number: `${t.inspector.employeeCode}-000001`, duplicate: true });
    const second = await t.inject({ method: 'POST', url: apiUrl(MOBILE_API, SCAN_APP_PATHS.challans), token: t.inspector.token, payload: { ...body, client_challan_id: crypto.randomUUID() } });
    expect(second.statusCode).toBe(409);
    const forValid = await t.inject({ method: 'POST', url: apiUrl(MOBILE_API, SCAN_APP_PATHS.challans), token: t.inspector.token, payload: { ...body, client_challan_id: crypto.randomUUID(), client_scan_id: fine.client_scan_id } });
    expect(forValid.statusCode).toBe(422);
    const unknown = await t.inject({ method: 'POST', url: apiUrl(MOBILE_API, SCAN_APP_PATHS.challans), token: t.inspector.token, payload: { ...body, client_challan_id: crypto.randomUUID(), client_scan_id: crypto.randomUUID() } });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists a blocked card in the blocklist, and an unblocked one among the unblocked since then', async () => {
    const card = await insertCard(t, t.world);
    const since = new Date(Date.now() - 1000).toISOString();
    await t.services.db.update(cards).set({ status: 'blocked', block_reason: 'Lost' }).where(eq(cards.id, card.id));
    const all = (await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, SCAN_APP_PATHS.blocklist), token: t.inspector.token })).json().data;
    expect(all.blocked).toContainEqual(expect.objectContaining({ card_number: card.card_number, reason: 'blocked' }));
    const changed = (await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, SCAN_APP_PATHS.blocklist, `since=${encodeURIComponent(since)}`), token: t.inspector.token })).json().data;
    expect(changed.blocked.map((entry: { card_number: string }) => entry.card_number)).toEqual([card.card_number]);
    expect(Date.parse(changed.next_since)).toBeLessThan(Date.parse(changed.server_time));
    await t.services.db.update(cards).set({ status: 'active', block_reason: null }).where(eq(cards.id, card.id));
    const later = (await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, SCAN_APP_PATHS.blocklist, `since=${encodeURIComponent(since)}`), token: t.inspector.token })).json().data;
    expect(later.blocked).toEqual([]);
    expect(later.unblocked.map((entry: { card_number: string }) => entry.card_number)).toEqual([card.card_number]);
    const bad = await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, SCAN_APP_PATHS.blocklist, 'since=yesterday'), token: t.inspector.token });
    expect(bad.statusCode).toBe(400);
  });

  it('shows scans in the panel filtered by result, with their challans, and exports the same filters as CSV', async () => {
    const list = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_SCAN_PATHS.list, 'result=expired&limit=100'), token: t.admin })).json().data;
    expect(list.total).toBeGreaterThan(0);
    expect(list.items.every((item: { result: string }) => item.result === 'expired')).toBe(true);
    expect(list.items.some((item: { challan: unknown }) => item.challan !== null)).toBe(true);
    const byInspector = (await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_SCAN_PATHS.list, `mobile_user_id=${t.inspector.id}&has_challan=yes`), token: t.admin })).json().data;
    expect(byInspector.total).toBe(1);
    const csv = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, CARD_SCAN_PATHS.exportCsv, 'result=expired'), token: t.admin });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(list.total + 1);
    expect(lines.slice(1).every((line) => line.split(',')[2] === 'expired')).toBe(true);
    expect(csv.body).toContain('Travelling on an expired pass');
  });

  it('answers 400 to a filter id past the id column, in the list and before the CSV starts, and to such a route in a scan', async () => {
    for (const url of [apiUrl(ADMIN_API, CARD_SCAN_PATHS.list, 'route_id=9007199254740991'), apiUrl(ADMIN_API, CARD_SCAN_PATHS.exportCsv, 'mobile_user_id=2147483648')]) {
      const response = await t.inject({ method: 'GET', url, token: t.admin });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
    const bad = await post([scan({ card_number: 'X', route_id: 2_147_483_648 })]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['scans.0.route_id']);
  });

  it('offers the inspector the active routes for a trip and the offences with their penalties, and refuses a staff token', async () => {
    const response = await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, SCAN_APP_PATHS.options), token: t.inspector.token });
    expect(response.statusCode).toBe(200);
    const options = response.json().data as { routes: Array<{ id: number; route_number: string }>; offences: Array<{ offence: string; penalty_amount: number }>; payment_modes: string[] };
    expect(options.routes.length).toBeGreaterThan(0);
    expect(options.offences).toContainEqual(expect.objectContaining({ offence: 'Travelling on an expired pass', penalty_amount: 30000 }));
    expect(options.payment_modes).toEqual(['cash', 'upi', 'card', 'unpaid']);
    expect((await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, SCAN_APP_PATHS.options), token: t.admin })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, SCAN_APP_PATHS.options) })).statusCode).toBe(401);
  });

  it('refuses to delete an inspector who has scans (409), so they are deactivated instead', async () => {
    const response = await t.inject({ method: 'DELETE', url: apiUrl(ADMIN_API, MOBILE_USER_PATHS.remove, { id: t.inspector.id }), token: t.admin });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/card scans and cannot be deleted\. Deactivate the account instead\.$/);
  });

  it('refuses a body over the limit with 413 and a message, recording nothing', async () => {
    const before = (await t.services.db.select({ id: cardScans.id }).from(cardScans)).length;
    const scans = Array.from({ length: 500 }, () => scan({ card_number: 'NOPE-2026-000009', bus_number: 'GJ-01-AB-1234' }));
    const payload = JSON.stringify({ scans, padding: 'x'.repeat(DEFAULT_BODY_LIMIT) });
    const response = await t.inject({ method: 'POST', url: apiUrl(MOBILE_API, SCAN_APP_PATHS.scans), token: t.inspector.token, headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body is too large');
    expect((await t.services.db.select({ id: cardScans.id }).from(cardScans)).length).toBe(before);
  });

  it('exports in keyset batches: every scan once, in the list order, ties on the time broken by id', async () => {
    const at = new Date().toISOString();
    await post(Array.from({ length: 7 }, () => scan({ card_number: 'NOPE-2026-000001', scanned_at: at })));
    for (const [sort, order] of [['scanned_at', 'desc'], ['result', 'asc'], ['card_number', 'desc'], ['received_at', 'asc']] as const) {
      const query = cardScanListQuerySchema.parse({ sort, order, limit: '100' });
      const listed = await listScans(t.services.db, query, t.config.timeZone);
      expect(listed.total).toBeLessThanOrEqual(100);
      const exported: number[] = [];
      for await (const row of eachScan(t.services.db, query, t.config.timeZone, 3)) exported.push(row.id);
      expect(exported, `${sort} ${order}`).toEqual(listed.items.map((item) => item.id));
    }
  });

  describe('a challan’s offence and penalty', () => {
    const challan = async (fields: Record<string, unknown>) => {
      const expired = await insertCard(t, t.world, { from: -40, until: -5 });
      const failed = scan({ card_number: expired.card_number });
      await post([failed]);
      return t.inject({
        method: 'POST',
        url: apiUrl(MOBILE_API, SCAN_APP_PATHS.challans),
        token: t.inspector.token,
        payload: { client_challan_id: crypto.randomUUID(), client_scan_id: failed.client_scan_id, payment_mode: 'cash', ...fields },
      });
    };
    const count = async () => (await t.services.db.select({ id: challans.id }).from(challans)).length;

    it('takes the penalty from the offence table, whatever penalty the phone sends', async () => {
      for (const penalty_amount of [0, 1, 99_999_999]) {
        const response = await challan({ offence_code: 'no_pass', penalty_amount });
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({ offence: 'Travelling without a pass', penalty_amount: 50_000 });
      }
      const [stored] = await t.services.db.select().from(challans).orderBy(desc(challans.id)).limit(1);
      expect(stored).toMatchObject({ offence: 'Travelling without a pass', penalty_amount: 50_000, offence_id: expect.any(Number) });
    });

    it('names the offence by its text for an app that predates codes (ignoring case)', async () => {
      const response = await challan({ offence: 'travelling on an EXPIRED pass', penalty_amount: 1 });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ offence: 'Travelling on an expired pass', penalty_amount: 30_000 });
    });

    it('charges the penalty the table has when the challan is written, and keeps an offence with challans from deletion', async () => {
      const offenceUrl = (id?: number) => (id === undefined ? apiUrl(ADMIN_API, OFFENCE_PATHS.list, 'limit=100') : apiUrl(ADMIN_API, OFFENCE_PATHS.one, { id }));
      const seeded = ((await t.inject({ method: 'GET', url: offenceUrl(), token: t.admin })).json().data.items as Offence[]).find((offence) => offence.code === 'forged_pass');
      if (!seeded) throw new Error('forged_pass is seeded');
      const { id, created_at: _created, updated_at: _updated, ...fields } = seeded;
      expect((await t.inject({ method: 'PUT', url: offenceUrl(id), token: t.admin, payload: { ...fields, penalty_amount: 150_000 } })).statusCode).toBe(200);
      const options = (await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, SCAN_APP_PATHS.options), token: t.inspector.token })).json().data;
      expect(options.offences).toContainEqual({ code: 'forged_pass', offence: 'Forged or altered pass', penalty_amount: 150_000 });
      expect((await challan({ offence_code: 'forged_pass', penalty_amount: 100_000 })).json().data).toMatchObject({ penalty_amount: 150_000 });

      const refused = await t.inject({ method: 'DELETE', url: offenceUrl(id), token: t.admin });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^"Forged or altered pass" is used by .*challan.*, so it cannot be deleted\. Deactivate it instead\.$/);
    });

    it('refuses a made-up offence, none at all, and an offence no longer in use, and writes nothing', async () => {
      const before = await count();
      for (const fields of [{ offence_code: 'free_ride_tax' }, { offence: 'Looking suspicious', penalty_amount: 1 }, { penalty_amount: 0 }, {}]) {
        const response = await challan(fields);
        expect([400, 422], JSON.stringify(fields)).toContain(response.statusCode);
        expect(response.json().errors, JSON.stringify(fields)).toEqual({ offence_code: SCAN_MESSAGES.chooseOffence });
      }
      await t.services.db.update(offences).set({ status: 'inactive' }).where(eq(offences.code, 'wrong_route'));
      try {
        const retired = await challan({ offence_code: 'wrong_route' });
        expect(retired.statusCode).toBe(422);
        expect(retired.json().errors).toEqual({ offence_code: SCAN_MESSAGES.offenceNotInUse });
        const options = (await t.inject({ method: 'GET', url: apiUrl(MOBILE_API, SCAN_APP_PATHS.options), token: t.inspector.token })).json().data;
        expect(options.offences.map((offence: { code: string }) => offence.code)).not.toContain('wrong_route');
      } finally {
        await t.services.db.update(offences).set({ status: 'active' }).where(eq(offences.code, 'wrong_route'));
      }
      expect(await count()).toBe(before);
    });
  });
});

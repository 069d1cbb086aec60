/**
 * A known data set for the report and dashboard tests, written straight to the tables: two
 * centers, two categories, cards issued on a chosen day and the day before, renewals (one made at
 * another center, one with no center, one deleted, one of a deleted card), a deleted card, and an
 * inspector's scans and challans.
 */
import crypto from 'node:crypto';
import { addDays } from '@passdesk/contract/cards/card-fields';
import type { Db } from '../../platform/database/database.ts';
import { zonedInstant } from '../../platform/time/zoned-time.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { cards } from '../cards/cards.public.ts';
import { centers } from '../centers/centers.schema.ts';
import { mobileUsers } from '../mobile-users/mobile-users.schema.ts';
import { cardRenewals } from '../renewals/renewals.schema.ts';
import { cardScans, challans } from '../scans/scans.schema.ts';
import { cardRow } from '../../test/card-rows.ts';

export interface ReportWorld {
  /** The day the daily report is about. */
  day: string;
  centerA: { id: number; name: string };
  centerB: { id: number; name: string };
  categoryX: number;
  categoryY: number;
}

let sequence = 0;

interface CardSpec {
  center: number;
  category: number;
  issued: string;
  fee: number;
  validUntil?: string;
  status?: 'active' | 'blocked';
  deleted?: boolean;
}

export async function insertReportCard(db: Db, spec: CardSpec): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(cards)
    .values(
      cardRow({
        card_number: `RPT-${crypto.randomBytes(4).toString('hex')}-${sequence}`,
        first_name: `Rider${sequence}`,
        mobile: `97${String(10_000_000 + sequence).slice(-8)}`,
        category_id: spec.category,
        center_id: spec.center,
        valid_from: spec.issued,
        valid_until: spec.validUntil ?? addDays(spec.issued, 30),
        fee_paid: spec.fee,
        payment_mode: spec.fee === 0 ? 'waived' : 'cash',
        receipt_number: spec.fee === 0 ? '' : `R-${sequence}`,
        status: spec.status ?? 'active',
        deleted_at: spec.deleted ? new Date() : null,
      }),
    )
    .returning({ id: cards.id });
  if (!row) throw new Error('card insert failed');
  return row.id;
}

export async function insertRenewal(db: Db, spec: { card: number; center: number | null; at: Date; fee: number; deleted?: boolean }): Promise<void> {
  await db.insert(cardRenewals).values({
    card_id: spec.card,
    previous_valid_from: '2026-01-01',
    previous_valid_until: '2026-01-31',
    valid_from: '2026-02-01',
    valid_until: '2026-03-02',
    fee_paid: spec.fee,
    payment_mode: 'cash',
    receipt_number: `RN-${crypto.randomBytes(3).toString('hex')}`,
    center_id: spec.center,
    renewed_by: 1,
    renewed_at: spec.at,
    deleted_at: spec.deleted ? new Date() : null,
  });
}

/** The data set around `day` (a past day); times are noon of the configured zone. */
export async function reportWorld(db: Db, day: string, timeZone: string): Promise<ReportWorld> {
  const tag = crypto.randomBytes(3).toString('hex').toUpperCase();
  const [a, b] = await db
    .insert(centers)
    .values([
      { name: `Alpha Center ${tag}`, code: `A${tag}` },
      { name: `Beta Center ${tag}`, code: `B${tag}` },
    ])
    .returning({ id: centers.id, name: centers.name });
  const [x, y] = await db
    .insert(cardCategories)
    .values([
      { name: `Student ${tag}`, code: `S${tag}`, validity_days: 30, fee: 15000, renewal_fee: 23000 },
      { name: `Senior ${tag}`, code: `N${tag}`, validity_days: 90, fee: 25000, renewal_fee: 10000 },
    ])
    .returning({ id: cardCategories.id });
  if (!a || !b || !x || !y) throw new Error('fixture insert failed');
  const noon = (d: string) => zonedInstant(d, 12, timeZone);

  // Issued on `day`: A/X three (one waived), A/Y one, B/X two; a deleted A/X card; B/Y the day before.
  const ax1 = await insertReportCard(db, { center: a.id, category: x.id, issued: day, fee: 15000 });
  await insertReportCard(db, { center: a.id, category: x.id, issued: day, fee: 15000 });
  await insertReportCard(db, { center: a.id, category: x.id, issued: day, fee: 0 });
  await insertReportCard(db, { center: a.id, category: y.id, issued: day, fee: 25000, status: 'blocked' });
  await insertReportCard(db, { center: b.id, category: x.id, issued: day, fee: 15000 });
  await insertReportCard(db, { center: b.id, category: x.id, issued: day, fee: 12000, validUntil: addDays(day, 1) });
  const deletedCard = await insertReportCard(db, { center: a.id, category: x.id, issued: day, fee: 15000, deleted: true });
  const by1 = await insertReportCard(db, { center: b.id, category: y.id, issued: addDays(day, -1), fee: 25000, validUntil: addDays(day, -1) });

  // Renewed on `day`: A/X card at center B; B/Y card with no center (counts at B); a deleted
  // renewal and a renewal of the deleted card (both in no figure); one renewal the day before.
  await insertRenewal(db, { card: ax1, center: b.id, at: noon(day), fee: 23000 });
  await insertRenewal(db, { card: by1, center: null, at: noon(day), fee: 10000 });
  await insertRenewal(db, { card: ax1, center: a.id, at: noon(day), fee: 23000, deleted: true });
  await insertRenewal(db, { card: deletedCard, center: a.id, at: noon(day), fee: 23000 });
  await insertRenewal(db, { card: by1, center: b.id, at: noon(addDays(day, -1)), fee: 10000 });

  // An inspector of center A: scans on `day`, two with challans.
  const [inspector] = await db
    .insert(mobileUsers)
    .values({ name: `Inspector ${tag}`, employee_code: `E${tag}`, mobile: `9${String(Date.now()).slice(-9)}`, password_hash: 'not-a-hash', center_id: a.id })
    .returning({ id: mobileUsers.id });
  if (!inspector) throw new Error('fixture insert failed');
  const results = ['valid', 'valid', 'valid', 'expired', 'not_found'] as const;
  const scanIds: number[] = [];
  for (const result of results) {
    const [scan] = await db
      .insert(cardScans)
      .values({ client_scan_id: crypto.randomUUID(), mobile_user_id: inspector.id, card_number: 'X', result, scanned_at: noon(day) })
      .returning({ id: cardScans.id });
    if (scan) scanIds.push(scan.id);
  }
  await db.insert(challans).values([
    { challan_number: `E${tag}-000001`, client_challan_id: crypto.randomUUID(), scan_id: scanIds[3] ?? 0, mobile_user_id: inspector.id, offence: 'Expired pass', penalty_amount: 50000, payment_mode: 'cash', created_at: noon(day) },
    { challan_number: `E${tag}-000002`, client_challan_id: crypto.randomUUID(), scan_id: scanIds[4] ?? 0, mobile_user_id: inspector.id, offence: 'No pass', penalty_amount: 20000, payment_mode: 'unpaid', created_at: noon(day) },
  ]);
  return { day, centerA: a, centerB: b, categoryX: x.id, categoryY: y.id };
}

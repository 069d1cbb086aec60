/**
 * The figures of every report, read from the rows they count: new cards by issue date, renewals by
 * the moment they were made (a calendar day is the configured time zone's), scans by scan time,
 * challans by when they were written. Deleted cards and their renewals, and deleted renewal entries,
 * are in no figure (docs/domain.md: a deleted card leaves every live list and report).
 */
import { and, asc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { ReportFigures } from '@passdesk/contract/reports/report';
import type { ScanResult } from '@passdesk/contract/scans/scan';
import type { DbOrTx } from '../../platform/database/database.ts';
import { zonedDayRange } from '../../platform/time/zoned-time.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { cards } from '../cards/cards.public.ts';
import { centers } from '../centers/centers.schema.ts';
import { mobileUsers } from '../mobile-users/mobile-users.schema.ts';
import { cardRenewals } from '../renewals/renewals.schema.ts';
import { cardScans, challans } from '../scans/scans.schema.ts';

export interface Period {
  from: string;
  to: string;
  centerId?: number;
  timeZone: string;
}

export const NO_FIGURES: ReportFigures = { new_count: 0, new_amount: 0, renewed_count: 0, renewed_amount: 0 };

export function addFigures(a: ReportFigures, b: ReportFigures): ReportFigures {
  return { new_count: a.new_count + b.new_count, new_amount: a.new_amount + b.new_amount, renewed_count: a.renewed_count + b.renewed_count, renewed_amount: a.renewed_amount + b.renewed_amount };
}

const count = () => sql<number>`count(*)`.mapWith(Number);
const total = (column: SQL | typeof cards.fee_paid) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Where a renewal counts: the center where it was made, else the card's. */
const renewalCenter = sql<number>`coalesce(${cardRenewals.center_id}, ${cards.center_id})`.mapWith(Number);

interface CategoryFigures extends ReportFigures {
  category_id: number;
  category_name: string;
}
interface CenterFigures {
  center_id: number;
  center_name: string;
  categories: CategoryFigures[];
  total: ReportFigures;
}
export interface FiguresByCenter {
  centers: CenterFigures[];
  total: ReportFigures;
}

/** Names of the centers and categories that appear in a report, for its rows. */
async function namesOf(db: DbOrTx, centerIds: number[], categoryIds: number[]) {
  const [centerRows, categoryRows] = await Promise.all([
    centerIds.length ? db.select({ id: centers.id, name: centers.name }).from(centers).where(inArray(centers.id, centerIds)) : [],
    categoryIds.length ? db.select({ id: cardCategories.id, name: cardCategories.name }).from(cardCategories).where(inArray(cardCategories.id, categoryIds)) : [],
  ]);
  return { center: new Map(centerRows.map((row) => [row.id, row.name])), category: new Map(categoryRows.map((row) => [row.id, row.name])) };
}

/**
 * New cards and renewals per center and category over a period (the daily report is a period of
 * one day), with per-center totals and the grand total, each the sum of the rows above it.
 */
export async function figuresByCenter(db: DbOrTx, period: Period): Promise<FiguresByCenter> {
  const { start, end } = zonedDayRange(period.from, period.to, period.timeZone);
  const [issued, renewed] = await Promise.all([
    db
      .select({ center_id: cards.center_id, category_id: cards.category_id, count: count(), amount: total(cards.fee_paid) })
      .from(cards)
      .where(and(isNull(cards.deleted_at), gte(cards.issue_date, period.from), lte(cards.issue_date, period.to), period.centerId ? eq(cards.center_id, period.centerId) : undefined))
      .groupBy(cards.center_id, cards.category_id),
    db
      .select({ center_id: renewalCenter, category_id: cards.category_id, count: count(), amount: total(sql`${cardRenewals.fee_paid}`) })
      .from(cardRenewals)
      .innerJoin(cards, eq(cards.id, cardRenewals.card_id))
      .where(
        and(
          isNull(cardRenewals.deleted_at),
          isNull(cards.deleted_at),
          gte(cardRenewals.renewed_at, start),
          lt(cardRenewals.renewed_at, end),
          period.centerId ? sql`${renewalCenter} = ${period.centerId}` : undefined,
        ),
      )
      .groupBy(renewalCenter, cards.category_id),
  ]);
  const cells = new Map<string, { center: number; category: number; figures: ReportFigures }>();
  const at = (center: number, category: number) => {
    const key = `${center}:${category}`;
    let entry = cells.get(key);
    if (!entry) {
      entry = { center, category, figures: { ...NO_FIGURES } };
      cells.set(key, entry);
    }
    return entry.figures;
  };
  for (const row of issued) Object.assign(at(row.center_id, row.category_id), { new_count: row.count, new_amount: row.amount });
  for (const row of renewed) Object.assign(at(row.center_id, row.category_id), { renewed_count: row.count, renewed_amount: row.amount });

  const entries = [...cells.values()];
  const names = await namesOf(db, [...new Set(entries.map((entry) => entry.center))], [...new Set(entries.map((entry) => entry.category))]);
  const byCenter = new Map<number, CenterFigures>();
  for (const entry of entries) {
    let center = byCenter.get(entry.center);
    if (!center) {
      center = { center_id: entry.center, center_name: names.center.get(entry.center) ?? `#${entry.center}`, categories: [], total: { ...NO_FIGURES } };
      byCenter.set(entry.center, center);
    }
    center.categories.push({ category_id: entry.category, category_name: names.category.get(entry.category) ?? `#${entry.category}`, ...entry.figures });
    center.total = addFigures(center.total, entry.figures);
  }
  const sorted = [...byCenter.values()].sort((a, b) => a.center_name.localeCompare(b.center_name) || a.center_id - b.center_id);
  for (const center of sorted) center.categories.sort((a, b) => a.category_name.localeCompare(b.category_name) || a.category_id - b.category_id);
  return { centers: sorted, total: sorted.reduce((sum, center) => addFigures(sum, center.total), { ...NO_FIGURES }) };
}

interface StandingCounts {
  active: number;
  expired: number;
  blocked: number;
}
interface OverallRow extends ReportFigures, StandingCounts {
  center_id: number;
  center_name: string;
  category_id: number;
  category_name: string;
}
export interface OverallFigures {
  /** The day active and expired are counted on: the period's last day, or today if that is later. */
  as_of: string;
  rows: OverallRow[];
  scans: Array<{ result: ScanResult; count: number }>;
  challans: Array<{ payment_mode: string; count: number; amount: number }>;
}

/**
 * The overall report: the figures by center, plus live cards issued by the period's end that are
 * active, expired or blocked on `as_of` (by their current validity), scans by result and challans
 * by payment mode. With a center, scans and challans are those of the center's inspectors.
 */
export async function overallFigures(db: DbOrTx, period: Period, today: string): Promise<OverallFigures> {
  const asOf = period.to < today ? period.to : today;
  const { start, end } = zonedDayRange(period.from, period.to, period.timeZone);
  const inspectorCenter = period.centerId ? eq(mobileUsers.center_id, period.centerId) : undefined;
  const [byCenter, standing, scans, fines] = await Promise.all([
    figuresByCenter(db, period),
    db
      .select({
        center_id: cards.center_id,
        category_id: cards.category_id,
        active: sql<number>`count(*) filter (where ${cards.status} = 'active' and ${cards.valid_until} >= ${asOf})`.mapWith(Number),
        expired: sql<number>`count(*) filter (where ${cards.status} = 'active' and ${cards.valid_until} < ${asOf})`.mapWith(Number),
        blocked: sql<number>`count(*) filter (where ${cards.status} = 'blocked')`.mapWith(Number),
      })
      .from(cards)
      .where(and(isNull(cards.deleted_at), lte(cards.issue_date, asOf), period.centerId ? eq(cards.center_id, period.centerId) : undefined))
      .groupBy(cards.center_id, cards.category_id),
    db
      .select({ result: cardScans.result, count: count() })
      .from(cardScans)
      .innerJoin(mobileUsers, eq(mobileUsers.id, cardScans.mobile_user_id))
      .where(and(gte(cardScans.scanned_at, start), lt(cardScans.scanned_at, end), inspectorCenter))
      .groupBy(cardScans.result)
      .orderBy(asc(cardScans.result)),
    db
      .select({ payment_mode: challans.payment_mode, count: count(), amount: total(sql`${challans.penalty_amount}`) })
      .from(challans)
      .innerJoin(mobileUsers, eq(mobileUsers.id, challans.mobile_user_id))
      .where(and(gte(challans.created_at, start), lt(challans.created_at, end), inspectorCenter))
      .groupBy(challans.payment_mode)
      .orderBy(asc(challans.payment_mode)),
  ]);

  const rows = new Map<string, OverallRow>();
  for (const center of byCenter.centers) {
    for (const category of center.categories) {
      rows.set(`${center.center_id}:${category.category_id}`, { ...category, center_id: center.center_id, center_name: center.center_name, active: 0, expired: 0, blocked: 0 });
    }
  }
  const missing = standing.filter((row) => !rows.has(`${row.center_id}:${row.category_id}`));
  const names = await namesOf(db, [...new Set(missing.map((row) => row.center_id))], [...new Set(missing.map((row) => row.category_id))]);
  for (const row of standing) {
    const key = `${row.center_id}:${row.category_id}`;
    const existing = rows.get(key);
    const counts = { active: row.active, expired: row.expired, blocked: row.blocked };
    if (existing) Object.assign(existing, counts);
    else
      rows.set(key, {
        center_id: row.center_id,
        center_name: names.center.get(row.center_id) ?? `#${row.center_id}`,
        category_id: row.category_id,
        category_name: names.category.get(row.category_id) ?? `#${row.category_id}`,
        ...NO_FIGURES,
        ...counts,
      });
  }
  const sorted = [...rows.values()].sort(
    (a, b) => a.center_name.localeCompare(b.center_name) || a.center_id - b.center_id || a.category_name.localeCompare(b.category_name) || a.category_id - b.category_id,
  );
  return { as_of: asOf, rows: sorted, scans, challans: fines };
}

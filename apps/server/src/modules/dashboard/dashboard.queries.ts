/**
 * GET dashboard/cards: every figure in one answer, each read the cheapest way the indexes allow
 * (docs/performance.md "Dashboard"). The one figure that must look at every card — the counts by
 * category and standing — is grouped from `cards_category_status_valid_until_idx` alone (an
 * index-only scan: category, status and validity are all in it), and the few deleted cards are
 * taken off again through the partial `cards_deleted_at_idx`, so no heap row of a live card is
 * read. Everything else is a short range of a date index.
 */
import { and, eq, gte, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { addDays } from '@passdesk/contract/cards/card-fields';
import { DASHBOARD_EXPIRING_DAYS, DASHBOARD_TREND_DAYS, type Dashboard } from '@passdesk/contract/reports/dashboard';
import type { Db } from '../../platform/database/database.ts';
import { dayIn } from '../../platform/time/today.ts';
import { zonedDayRange } from '../../platform/time/zoned-time.ts';
import { applications } from '../applications/applications.schema.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { cards } from '../cards/cards.schema.ts';
import { cardRenewals } from '../renewals/renewals.schema.ts';
import { cardScans } from '../scans/scans.schema.ts';

const count = (filter?: SQL) => (filter ? sql<number>`count(*) filter (where ${filter})` : sql<number>`count(*)`).mapWith(Number);

/** Cards by category and standing on `today`; `deleted` counts only deleted cards (to take them off). */
function standing(db: Db, today: string, deleted: boolean) {
  return db
    .select({
      category_id: cards.category_id,
      total: count(),
      active: count(sql`${cards.status} = 'active' and ${cards.valid_until} >= ${today}`),
      expired: count(sql`${cards.status} = 'active' and ${cards.valid_until} < ${today}`),
      blocked: count(sql`${cards.status} = 'blocked'`),
    })
    .from(cards)
    .where(deleted ? isNotNull(cards.deleted_at) : undefined)
    .groupBy(cards.category_id);
}

export async function dashboardFigures(db: Db, timeZone: string, now = new Date()): Promise<Dashboard> {
  const today = dayIn(timeZone, now);
  const trendFrom = addDays(today, -(DASHBOARD_TREND_DAYS - 1));
  const monthStart = `${today.slice(0, 8)}01`;
  const todayRange = zonedDayRange(today, today, timeZone);
  const trendRange = zonedDayRange(trendFrom, today, timeZone);
  const monthRange = zonedDayRange(monthStart, today, timeZone);
  // Grouped by position: the zone is a parameter, and a second copy of it would not match the first.
  const renewalDay = sql<string>`to_char(${cardRenewals.renewed_at} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const liveRenewal = (range: { start: Date; end: Date }) =>
    and(isNull(cardRenewals.deleted_at), gte(cardRenewals.renewed_at, range.start), lt(cardRenewals.renewed_at, range.end), isNull(cards.deleted_at));

  const [all, deleted, categories, [expiring], issuedByDay, renewedByDay, [renewedThisMonth], scans, [pending]] = await Promise.all([
    standing(db, today, false),
    standing(db, today, true),
    db.select({ id: cardCategories.id, name: cardCategories.name }).from(cardCategories).orderBy(cardCategories.name),
    db
      .select({ count: count() })
      .from(cards)
      .where(and(eq(cards.status, 'active'), gte(cards.valid_until, today), lte(cards.valid_until, addDays(today, DASHBOARD_EXPIRING_DAYS)), isNull(cards.deleted_at))),
    db
      .select({ day: sql<string>`${cards.issue_date}::text`, count: count() })
      .from(cards)
      .where(and(gte(cards.issue_date, trendFrom), lte(cards.issue_date, today), isNull(cards.deleted_at)))
      .groupBy(cards.issue_date),
    db.select({ day: renewalDay, count: count() }).from(cardRenewals).innerJoin(cards, eq(cards.id, cardRenewals.card_id)).where(liveRenewal(trendRange)).groupBy(sql`1`),
    db.select({ count: count() }).from(cardRenewals).innerJoin(cards, eq(cards.id, cardRenewals.card_id)).where(liveRenewal(monthRange)),
    db
      .select({ result: cardScans.result, count: count() })
      .from(cardScans)
      .where(and(gte(cardScans.scanned_at, todayRange.start), lt(cardScans.scanned_at, todayRange.end)))
      .groupBy(cardScans.result),
    db.select({ count: count() }).from(applications).where(eq(applications.status, 'pending')),
  ]);

  const gone = new Map(deleted.map((row) => [row.category_id, row]));
  const counted = new Map(
    all.map((row) => {
      const minus = gone.get(row.category_id);
      return [
        row.category_id,
        {
          total: row.total - (minus?.total ?? 0),
          active: row.active - (minus?.active ?? 0),
          expired: row.expired - (minus?.expired ?? 0),
          blocked: row.blocked - (minus?.blocked ?? 0),
        },
      ];
    }),
  );
  const byCategory = categories
    .map((category) => ({ category_id: category.id, name: category.name, ...(counted.get(category.id) ?? { total: 0, active: 0, expired: 0, blocked: 0 }) }))
    .filter((row) => row.total > 0 || counted.has(row.category_id));
  const sum = (key: 'total' | 'active' | 'expired' | 'blocked') => byCategory.reduce((total, row) => total + row[key], 0);

  const issued = new Map(issuedByDay.map((row) => [row.day, row.count]));
  const renewed = new Map(renewedByDay.map((row) => [row.day, row.count]));
  const trend = Array.from({ length: DASHBOARD_TREND_DAYS }, (_, index) => {
    const date = addDays(trendFrom, index);
    return { date, issued: issued.get(date) ?? 0, renewed: renewed.get(date) ?? 0 };
  });

  return {
    today,
    time_zone: timeZone,
    cards: {
      total: sum('total'),
      active: sum('active'),
      expired: sum('expired'),
      blocked: sum('blocked'),
      expiring_soon: expiring?.count ?? 0,
      issued_today: issued.get(today) ?? 0,
      renewed_this_month: renewedThisMonth?.count ?? 0,
    },
    by_category: byCategory,
    pending_applications: pending?.count ?? 0,
    scans_today: scans.map((row) => ({ result: row.result, count: row.count })).sort((a, b) => b.count - a.count || a.result.localeCompare(b.result)),
    trend,
  };
}

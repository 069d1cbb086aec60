/**
 * GET dashboard/cards: every figure in one answer, none of them reading the cards table (docs/
 * performance.md "Dashboard"). The card figures — counts by category and standing, expiring soon,
 * issued per day — are grouped from `card_counts` (cards/cards.schema.ts: live cards per category,
 * status, issue day and last valid day, kept by triggers on `cards`), a few thousand rows however
 * many cards there are; renewals, today's scans and pending applications are short ranges of
 * their own indexes. All of it is one statement (each part a subquery answering JSON): one round
 * trip and one backend, however busy the pool and the machine are.
 */
import { and, eq, gte, isNull, lt, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { addDays } from '@passdesk/contract/cards/card-fields';
import { DASHBOARD_EXPIRING_DAYS, DASHBOARD_TREND_DAYS, type Dashboard } from '@passdesk/contract/dashboard/dashboard';
import type { Db } from '../../platform/database/database.ts';
import { rowsOf } from '../../platform/database/rows.ts';
import { dayIn } from '../../platform/time/today.ts';
import { zonedDayRange } from '../../platform/time/zoned-time.ts';
import { applications } from '../applications/applications.schema.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { cardCounts, cards } from '../cards/cards.public.ts';
import { cardRenewals } from '../renewals/renewals.schema.ts';
import { cardScans } from '../scans/scans.schema.ts';

const count = () => sql<number>`count(*)::int`;
/** Live cards in the `card_counts` rows that match. */
const cardsWhere = (filter?: SQL) => (filter ? sql<number>`coalesce(sum(${cardCounts.cards}) filter (where ${filter}), 0)::int` : sql<number>`coalesce(sum(${cardCounts.cards}), 0)::int`);
/** A subquery's rows as one JSON array (its columns named by their aliases). */
const jsonRows = (query: SQLWrapper) => sql`(select coalesce(json_agg(q), '[]'::json) from (${query}) q)`;

/** Cards by category: total, standing on `today`, and active ones whose last valid day is within the next days. */
function standing(db: Db, today: string) {
  const active = sql`${cardCounts.status} = 'active'`;
  return db
    .select({
      category_id: cardCounts.category_id,
      total: cardsWhere().as('total'),
      active: cardsWhere(sql`${active} and ${cardCounts.valid_until} >= ${today}`).as('active'),
      expired: cardsWhere(sql`${active} and ${cardCounts.valid_until} < ${today}`).as('expired'),
      blocked: cardsWhere(sql`${cardCounts.status} = 'blocked'`).as('blocked'),
      expiring: cardsWhere(sql`${active} and ${cardCounts.valid_until} between ${today} and ${addDays(today, DASHBOARD_EXPIRING_DAYS)}`).as('expiring'),
    })
    .from(cardCounts)
    .groupBy(cardCounts.category_id);
}

/** What the one statement answers: JSON arrays, and two counts (a bigint may come as a string). */
interface Parts {
  all: Array<{ category_id: number; total: number; active: number; expired: number; blocked: number; expiring: number }>;
  categories: Array<{ id: number; name: string }>;
  issuedByDay: Array<{ day: string; count: number }>;
  renewedByDay: Array<{ day: string; count: number }>;
  renewedThisMonth: number | string;
  scans: Array<{ result: Dashboard['scans_today'][number]['result']; count: number }>;
  pending: number | string;
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

  const parts = {
    all: jsonRows(standing(db, today)),
    categories: jsonRows(db.select({ id: cardCategories.id, name: cardCategories.name }).from(cardCategories).orderBy(cardCategories.name)),
    issuedByDay: jsonRows(
      db
        .select({ day: sql<string>`${cardCounts.issue_date}::text`.as('day'), count: cardsWhere().as('count') })
        .from(cardCounts)
        .where(and(gte(cardCounts.issue_date, trendFrom), lte(cardCounts.issue_date, today)))
        .groupBy(cardCounts.issue_date),
    ),
    renewedByDay: jsonRows(
      db.select({ day: renewalDay.as('day'), count: count().as('count') }).from(cardRenewals).innerJoin(cards, eq(cards.id, cardRenewals.card_id)).where(liveRenewal(trendRange)).groupBy(sql`1`),
    ),
    renewedThisMonth: sql`(${db.select({ count: count() }).from(cardRenewals).innerJoin(cards, eq(cards.id, cardRenewals.card_id)).where(liveRenewal(monthRange))})`,
    scans: jsonRows(
      db
        .select({ result: cardScans.result, count: count().as('count') })
        .from(cardScans)
        .where(and(gte(cardScans.scanned_at, todayRange.start), lt(cardScans.scanned_at, todayRange.end)))
        .groupBy(cardScans.result),
    ),
    pending: sql`(${db.select({ count: count() }).from(applications).where(eq(applications.status, 'pending'))})`,
  };
  const [answer] = rowsOf<Parts>(
    await db.execute(sql`select ${sql.join(Object.entries(parts).map(([name, part]) => sql`${part} as ${sql.identifier(name)}`), sql`, `)}`),
  );
  if (!answer) throw new Error('the dashboard statement answered no row');
  const { all, categories, issuedByDay, renewedByDay, scans } = answer;
  const renewedThisMonth = Number(answer.renewedThisMonth);
  const pending = Number(answer.pending);

  const counted = new Map(all.map(({ category_id, ...figures }) => [category_id, figures]));
  const byCategory = categories
    .map((category) => {
      const { total = 0, active = 0, expired = 0, blocked = 0 } = counted.get(category.id) ?? {};
      return { category_id: category.id, name: category.name, total, active, expired, blocked };
    })
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
      expiring_soon: all.reduce((total, row) => total + row.expiring, 0),
      issued_today: issued.get(today) ?? 0,
      renewed_this_month: renewedThisMonth,
    },
    by_category: byCategory,
    pending_applications: pending,
    scans_today: scans.map((row) => ({ result: row.result, count: row.count })).sort((a, b) => b.count - a.count || a.result.localeCompare(b.result)),
    trend,
  };
}

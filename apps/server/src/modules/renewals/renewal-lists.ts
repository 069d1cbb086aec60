/**
 * The Renew Card tabs: expired cards (neither blocked nor deleted) and renewals (not deleted).
 * Both use the platform's list rules (allow-listed sorts and filters, word search, 400 on the
 * unknown) over joined tables.
 */
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { ListResult } from '@passdesk/contract/http/list';
import { addDays } from '@passdesk/contract/cards/card-fields';
import type { ExpiredListQuery, ExpiredSince, RenewalCard, Renewal, RenewedListQuery } from '@passdesk/contract/renewals/renewal';
import type { Config } from '../../platform/config/config.ts';
import type { DbOrTx } from '../../platform/database/database.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { cardRenewals } from './renewals.schema.ts';
import { cards } from '../cards/cards.schema.ts';
import { centers } from '../centers/centers.schema.ts';
import { listOrder, listWhere, type ListPlan } from '../../platform/http/list-query.ts';
import { mediaUrl } from '../media/media-url.ts';
import { dayIn } from '../../platform/time/today.ts';
import { daysBetween, zonedDayRange } from '../../platform/time/zoned-time.ts';
import { countRenewals, selectRenewals, toRenewal } from './renewal-rows.ts';

/** Lower and upper bounds of valid_until (exclusive upper: it ended before that day) per choice. */
function expiredSinceCondition(since: ExpiredSince, today: string) {
  switch (since) {
    case 'last_7_days':
      return gte(cards.valid_until, addDays(today, -7));
    case 'last_30_days':
      return gte(cards.valid_until, addDays(today, -30));
    case 'last_90_days':
      return gte(cards.valid_until, addDays(today, -90));
    case 'over_90_days':
      return lt(cards.valid_until, addDays(today, -90));
  }
}

function expiredPlan(today: string): ListPlan<ExpiredListQuery> {
  return {
    sortable: {
      valid_until: cards.valid_until,
      card_number: cards.card_number,
      first_name: sql`lower(${cards.first_name} || ' ' || ${cards.last_name})`,
      category: sql`lower(${cardCategories.name})`,
      center: sql`lower(${centers.name})`,
    },
    searchable: [cards.search_text],
    filters: {
      category_id: (id) => eq(cards.category_id, id),
      center_id: (id) => eq(cards.center_id, id),
      expired: (since) => expiredSinceCondition(since, today),
    },
    tieBreaker: cards.id,
    always: and(isNull(cards.deleted_at), eq(cards.status, 'active'), lt(cards.valid_until, today)),
  };
}

export async function listExpiredCards(db: DbOrTx, config: Config, query: ExpiredListQuery): Promise<ListResult<RenewalCard>> {
  const today = dayIn(config.timeZone);
  const plan = expiredPlan(today);
  const where = listWhere(plan, query);
  const rows = await db
    .select({
      id: cards.id,
      card_number: cards.card_number,
      first_name: cards.first_name,
      last_name: cards.last_name,
      mobile: cards.mobile,
      photo_key: cards.photo_key,
      category_id: cards.category_id,
      category_name: cardCategories.name,
      category_code: cardCategories.code,
      center_id: cards.center_id,
      center_name: centers.name,
      valid_from: cards.valid_from,
      valid_until: cards.valid_until,
    })
    .from(cards)
    .innerJoin(cardCategories, eq(cardCategories.id, cards.category_id))
    .leftJoin(centers, eq(centers.id, cards.center_id))
    .where(where)
    .orderBy(...listOrder(plan, query))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  // The filters and search use only the cards table, so the count needs no join.
  const total =
    query.page === 1 && rows.length < query.limit ? rows.length : ((await db.select({ total: sql<number>`count(*)::int` }).from(cards).where(where))[0]?.total ?? 0);
  const items = rows.map(({ photo_key, ...row }) => ({ ...row, photo_url: mediaUrl(photo_key), days_expired: daysBetween(row.valid_until, today) }));
  return { items, total, page: query.page, limit: query.limit };
}

function renewedPlan(config: Config): ListPlan<RenewedListQuery> {
  const dayStart = (day: string) => zonedDayRange(day, day, config.timeZone).start;
  const dayEnd = (day: string) => zonedDayRange(day, day, config.timeZone).end;
  return {
    sortable: {
      renewed_at: cardRenewals.renewed_at,
      card_number: cards.card_number,
      valid_until: cardRenewals.valid_until,
      fee_paid: cardRenewals.fee_paid,
    },
    searchable: [cards.search_text, cardRenewals.receipt_number],
    filters: {
      from: (day) => gte(cardRenewals.renewed_at, dayStart(day)),
      to: (day) => lt(cardRenewals.renewed_at, dayEnd(day)),
      center_id: (id) => eq(cardRenewals.center_id, id),
      renewed_by: (id) => eq(cardRenewals.renewed_by, id),
      category_id: (id) => eq(cards.category_id, id),
    },
    tieBreaker: cardRenewals.id,
    always: isNull(cardRenewals.deleted_at),
  };
}

export async function listRenewals(db: DbOrTx, config: Config, query: RenewedListQuery): Promise<ListResult<Renewal>> {
  const plan = renewedPlan(config);
  const where = listWhere(plan, query);
  const rows = await selectRenewals(db, where)
    .orderBy(...listOrder(plan, query))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = query.page === 1 && rows.length < query.limit ? rows.length : ((await countRenewals(db, where))[0]?.total ?? 0);
  return { items: rows.map((row) => toRenewal(row, config.currency)), total, page: query.page, limit: query.limit };
}

/**
 * The Renew Card tabs: expired cards (neither blocked nor deleted) and renewals (not deleted).
 * Both use the platform's list rules (allow-listed sorts and filters, word search, 400 on the
 * unknown) over joined tables.
 */
import { and, count, eq, gte, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { EXACT_TOTAL_UP_TO, type ListResult } from '@passdesk/contract/http/list';
import { addDays } from '@passdesk/contract/cards/card-fields';
import type { ExpiredListQuery, ExpiredSince, RenewalCard, Renewal, RenewedListQuery } from '@passdesk/contract/renewals/renewal';
import type { Config } from '../../platform/config/config.ts';
import type { DbOrTx } from '../../platform/database/database.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { cardRenewals } from './renewals.schema.ts';
import { cardCounts, cardHolderColumns, cardNumberSearch, cards, keptCardCount } from '../cards/cards.public.ts';
import { centers } from '../centers/centers.schema.ts';
import { keptTotalOf, listExportRows, runList, type KeptFilters, type ListPlan, type ListSource } from '../../platform/http/list-query.ts';
import { mediaUrl } from '../media/media-url.ts';
import { dayIn } from '../../platform/time/today.ts';
import { daysBetween, zonedDayRange } from '../../platform/time/zoned-time.ts';
import { countRenewals, selectRenewals, selectRenewalsAt, toRenewal, type RenewalRow } from './renewal-rows.ts';

/** Rows per batch of an export. */
const EXPORT_BATCH = 500;

/** Lower and upper bounds of the last valid day (the card's, or card_counts') (exclusive upper: it ended before that day) per choice. */
function expiredSinceCondition(since: ExpiredSince, today: string, validUntil: AnyColumn = cards.valid_until) {
  switch (since) {
    case 'last_7_days':
      return gte(validUntil, addDays(today, -7));
    case 'last_30_days':
      return gte(validUntil, addDays(today, -30));
    case 'last_90_days':
      return gte(validUntil, addDays(today, -90));
    case 'over_90_days':
      return lt(validUntil, addDays(today, -90));
  }
}

/** The tab's filters on `card_counts` (live cards per category, center, status and last valid day): exact totals without counting cards. */
function keptExpiredFilters(today: string): KeptFilters<ExpiredListQuery> {
  return {
    category_id: (id) => eq(cardCounts.category_id, id),
    center_id: (id) => eq(cardCounts.center_id, id),
    expired: (since) => expiredSinceCondition(since, today, cardCounts.valid_until),
  };
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
    exactSearch: cardNumberSearch,
    filters: {
      category_id: (id) => eq(cards.category_id, id),
      center_id: (id) => eq(cards.center_id, id),
      expired: (since) => expiredSinceCondition(since, today),
    },
    tieBreaker: cards.id,
    always: and(isNull(cards.deleted_at), eq(cards.status, 'active'), lt(cards.valid_until, today)),
    // card_counts holds live cards only: the same fixed conditions but `deleted_at`.
    keptTotal: keptTotalOf(keptExpiredFilters(today), and(eq(cardCounts.status, 'active'), lt(cardCounts.valid_until, today)), keptCardCount),
  };
}

/** An expired card as the renewal lists show it. */
export const expiredColumns = {
  ...cardHolderColumns,
  category_id: cards.category_id,
  category_name: cardCategories.name,
  category_code: cardCategories.code,
  center_id: cards.center_id,
  center_name: centers.name,
  valid_from: cards.valid_from,
  valid_until: cards.valid_until,
};

function selectExpired(db: DbOrTx) {
  return db
    .select(expiredColumns)
    .from(cards)
    .innerJoin(cardCategories, eq(cardCategories.id, cards.category_id))
    .leftJoin(centers, eq(centers.id, cards.center_id));
}
type ExpiredRow = Awaited<ReturnType<ReturnType<typeof selectExpired>['execute']>>[number];

/** selectExpired with each row's list position (its sort key as text) beside it, for an export's keyset batches. */
function selectExpiredAt(db: DbOrTx, sortKey: SQL<string | null>) {
  return db
    .select({ ...expiredColumns, sort_key: sortKey })
    .from(cards)
    .innerJoin(cardCategories, eq(cardCategories.id, cards.category_id))
    .leftJoin(centers, eq(centers.id, cards.center_id));
}

/**
 * The filters and search use only the cards table, so the total counts cards alone; the tab always
 * narrows the cards to expired ones, so it is counted as a filtered list (docs/api.md "Conventions").
 */
const EXPIRED_SOURCE: ListSource<ExpiredRow> = {
  rows: selectExpired,
  count: (db) => db.select({ total: count() }).from(cards),
  total: { kind: 'estimated', exactUpTo: EXACT_TOTAL_UP_TO, subset: true },
};

const toRenewalCard = ({ photo_key, ...row }: ExpiredRow, today: string): RenewalCard => ({ ...row, photo_url: mediaUrl(photo_key), days_expired: daysBetween(row.valid_until, today) });

export async function listExpiredCards(db: DbOrTx, config: Config, query: ExpiredListQuery): Promise<ListResult<RenewalCard>> {
  const today = dayIn(config.timeZone);
  const page = await runList(db, EXPIRED_SOURCE, expiredPlan(today), query);
  return { ...page, items: page.items.map((row) => toRenewalCard(row, today)) };
}

/** Every expired card matching the list's query, in its order, for the CSV export (keyset batches; page and limit ignored). */
export async function* eachExpiredCard(db: DbOrTx, config: Config, query: ExpiredListQuery): AsyncGenerator<RenewalCard> {
  const today = dayIn(config.timeZone);
  const rows = listExportRows(expiredPlan(today), query, EXPORT_BATCH, (sortKey) => selectExpiredAt(db, sortKey), (row) => ({ key: row.sort_key, id: row.id }));
  for await (const { sort_key: _sortKey, ...row } of rows) yield toRenewalCard(row, today);
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

/** Renewals with their card, category, center and staff; the filters need the cards join, so the count has it. */
const RENEWED_SOURCE: ListSource<RenewalRow> = {
  rows: (db) => selectRenewals(db),
  count: countRenewals,
  total: { kind: 'estimated', exactUpTo: EXACT_TOTAL_UP_TO, subset: true },
};

export async function listRenewals(db: DbOrTx, config: Config, query: RenewedListQuery): Promise<ListResult<Renewal>> {
  const page = await runList(db, RENEWED_SOURCE, renewedPlan(config), query);
  return { ...page, items: page.items.map((row) => toRenewal(row, config.currency)) };
}

/** Every renewal matching the list's query, in its order, for the CSV export (keyset batches; page and limit ignored). */
export async function* eachRenewal(db: DbOrTx, config: Config, query: RenewedListQuery): AsyncGenerator<Renewal> {
  const rows = listExportRows(renewedPlan(config), query, EXPORT_BATCH, (sortKey) => selectRenewalsAt(db, sortKey), (row) => ({ key: row.sort_key, id: row.id }));
  for await (const { sort_key: _sortKey, ...row } of rows) yield toRenewal(row, config.currency);
}

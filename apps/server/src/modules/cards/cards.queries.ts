/**
 * Reading cards: the list (filters, search, sort, paging, a total that is estimated over large
 * results), one card with its documents and audit trail, and keyset batches for the export and
 * the batch print. Deleted cards are in no live list.
 */
import { and, asc, count, desc, eq, gte, isNull, lt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { deriveCardStatus, type CardAuditEntry, type CardListItem } from '@passdesk/contract/cards/card';
import { addDays } from '@passdesk/contract/cards/card-fields';
import type { CardListQuery, CardListResult } from '@passdesk/contract/cards/card-list';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { EXACT_TOTAL_UP_TO } from '@passdesk/contract/http/list';
import { ADMIN_API, pathOf } from '@passdesk/contract/http/paths';
import type { DbOrTx } from '../../platform/database/database.ts';
import { keptTotalOf, listOrder, listStatements, listWhere, runList, type KeptFilters, type KeptTotal, type ListExpression, type ListPlan, type ListSource } from '../../platform/http/list-query.ts';
import { adminUsers } from '../access/access.schema.ts';
import { auditEvents } from '../../platform/audit/audit.schema.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { centers } from '../centers/centers.schema.ts';
import { routes } from '../routes/routes.schema.ts';
import { mediaUrl } from '../media/media-url.ts';
import { cardCounts, cardDocuments, cardNameSortKey, cards } from './cards.schema.ts';


export const cardSortKeys: Record<CardListQuery['sort'], ListExpression> = {
  issue_date: cards.issue_date,
  valid_until: cards.valid_until,
  card_number: cards.card_number,
  name: cardNameSortKey(cards.first_name, cards.last_name),
  created_at: cards.created_at,
};

/** A whole card number as formatCardNumber writes it (`PNQ-2026-000123`), in any case. */
const WHOLE_CARD_NUMBER = /^[A-Za-z0-9-]+-\d{4}-\d{6}$/;

/** The fast path for a search that is a whole card number: the unique index, not the trigram one. */
export const cardNumberSearch = (search: string) => (WHOLE_CARD_NUMBER.test(search) ? eq(cards.card_number, search.toUpperCase()) : undefined);

let latestPlan: { today: string; plan: ListPlan<CardListQuery> } | undefined;

/**
 * The list's rules; filters on status compare with the pass office's today. The same object all
 * day: a prepared list remembers requests per plan (platform/http/list-runners.ts).
 */
export function cardListPlan(today: string): ListPlan<CardListQuery> {
  if (latestPlan?.today !== today) latestPlan = { today, plan: buildCardListPlan(today) };
  return latestPlan.plan;
}

/** The columns a card's standing is judged by: the card's own, or those `card_counts` keeps. */
interface StandingColumns {
  status: AnyColumn;
  valid_until: AnyColumn;
}

/** Cards of a list status on `today`: blocked, or active and not yet expired, or active past its last valid day. */
function standingOn(columns: StandingColumns, status: NonNullable<CardListQuery['status']>, today: string): SQL | undefined {
  if (status === 'blocked') return eq(columns.status, 'blocked');
  return and(eq(columns.status, 'active'), status === 'active' ? gte(columns.valid_until, today) : lt(columns.valid_until, today));
}

/** Active cards whose validity ends today or in the next `days` days. */
function expiringWithin(columns: StandingColumns, days: number, today: string): SQL | undefined {
  return and(eq(columns.status, 'active'), gte(columns.valid_until, today), lte(columns.valid_until, addDays(today, days)));
}

/**
 * The list's filters on `card_counts` (kept by triggers on `cards` in the same transaction as each
 * write: exact, a few thousand rows however many cards): category, center, standing, expiry and
 * issue day; it keeps no route.
 */
function keptFilters(today: string): KeptFilters<CardListQuery> {
  return {
    category_id: (id) => eq(cardCounts.category_id, id),
    center_id: (id) => eq(cardCounts.center_id, id),
    route_id: null,
    status: (status) => standingOn(cardCounts, status, today),
    expiring_within_days: (days) => expiringWithin(cardCounts, days, today),
    issued_from: (day) => gte(cardCounts.issue_date, day),
    issued_to: (day) => lte(cardCounts.issue_date, day),
  };
}

/** The live cards in the `card_counts` rows matching `where` (its conditions on card_counts' columns). */
export function keptCardCount(where: SQL | undefined): KeptTotal {
  return (db) =>
    db
      .select({ total: sql<number>`coalesce(sum(${cardCounts.cards}), 0)`.mapWith(Number) })
      .from(cardCounts)
      .where(where);
}

function buildCardListPlan(today: string): ListPlan<CardListQuery> {
  return {
    sortable: cardSortKeys,
    // One generated column (card number, name, mobile in lower case) under one trigram index.
    searchable: [cards.search_text],
    exactSearch: cardNumberSearch,
    filters: {
      category_id: (id) => eq(cards.category_id, id),
      center_id: (id) => eq(cards.center_id, id),
      route_id: (id) => eq(cards.route_id, id),
      status: (status) => standingOn(cards, status, today),
      expiring_within_days: (days) => expiringWithin(cards, days, today),
      issued_from: (day) => gte(cards.issue_date, day),
      issued_to: (day) => lte(cards.issue_date, day),
    },
    tieBreaker: cards.id,
    always: isNull(cards.deleted_at),
    keptTotal: keptTotalOf(keptFilters(today), undefined, keptCardCount),
    boundedWalk: { ids: walkCards },
  };
}

/**
 * The ids of the first `take` cards matching `search` among the first `walk` of the order: a
 * stretch of the sort index read in order under the name `cards`, so the search's conditions (on
 * `cards.search_text`) apply to it; reading stops once `take` are found.
 */
function walkCards(db: DbOrTx, filtered: SQL | undefined, search: SQL, orderBy: SQL[], walk: number, take: number) {
  const stretch = db
    .select({ id: cards.id, search_text: cards.search_text })
    .from(cards)
    .where(filtered)
    .orderBy(...orderBy)
    .limit(walk)
    .as('cards');
  return db.select({ id: stretch.id }).from(stretch).where(search).limit(take);
}

/** The card and its holder as every card list names them (cards, expired, renewals). */
export const cardHolderColumns = {
  id: cards.id,
  card_number: cards.card_number,
  first_name: cards.first_name,
  last_name: cards.last_name,
  mobile: cards.mobile,
  photo_key: cards.photo_key,
};

const listColumns = {
  ...cardHolderColumns,
  issue_date: cards.issue_date,
  valid_from: cards.valid_from,
  valid_until: cards.valid_until,
  status: cards.status,
  block_reason: cards.block_reason,
  deleted_at: cards.deleted_at,
  version: cards.version,
  category: { id: cardCategories.id, name: cardCategories.name, code: cardCategories.code, colour: cardCategories.colour, route_scope: cardCategories.route_scope },
  route_id: routes.id,
  route_number: routes.route_number,
  route_name: routes.name,
  center: { id: centers.id, name: centers.name, code: centers.code },
};

function selectCards(db: DbOrTx) {
  return selectCardsWith(db, {});
}

/** The list's columns and joins plus `extra` columns (the deleted-cards history adds who deleted and why). */
export function selectCardsWith<E extends SelectedFields>(db: DbOrTx, extra: E) {
  return db
    .select({ ...listColumns, ...extra })
    .from(cards)
    .innerJoin(cardCategories, eq(cardCategories.id, cards.category_id))
    .innerJoin(centers, eq(centers.id, cards.center_id))
    .leftJoin(routes, eq(routes.id, cards.route_id));
}

export type ListRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

export function toListItem(row: ListRow, today: string): CardListItem {
  return {
    id: row.id,
    card_number: row.card_number,
    first_name: row.first_name,
    last_name: row.last_name,
    mobile: row.mobile,
    photo_url: mediaUrl(row.photo_key),
    category: row.category,
    route: row.route_id === null ? null : { id: row.route_id, route_number: row.route_number ?? '', name: row.route_name ?? '' },
    center: row.center,
    issue_date: row.issue_date,
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    status: deriveCardStatus({ status: row.status, deleted_at: row.deleted_at?.toISOString() ?? null, valid_until: row.valid_until }, today),
    block_reason: row.block_reason,
    version: row.version,
  };
}

/** The live list: each card with its category, center and route; the filters need no join, so the total counts cards alone. */
const LIST_SOURCE: ListSource<ListRow> = {
  rows: selectCards,
  count: (db) => db.select({ total: count() }).from(cards),
  total: { kind: 'estimated', exactUpTo: EXACT_TOTAL_UP_TO },
  // Category and center are inner joins; the route's columns are flat (selection-rows.ts).
  prepared: { name: 'cards_list', columns: listColumns },
  // A deep page's ids come from a live-cards sort index alone (cards.schema.ts), its 25 rows after.
  deepPage: (db) => db.select({ id: cards.id }).from(cards),
};

export async function listCards(db: DbOrTx, query: CardListQuery, today: string): Promise<CardListResult> {
  const page = await runList(db, LIST_SOURCE, cardListPlan(today), query);
  return { ...page, items: page.items.map((row) => toListItem(row, today)), total_is_estimate: page.total_is_estimate ?? false };
}

/** The list's statements (listStatements) and its kept total if any, for bench/cards-list to run the same SQL directly. */
export function cardListStatements(db: DbOrTx, query: CardListQuery, today: string) {
  const plan = cardListPlan(today);
  return { ...listStatements(db, LIST_SOURCE, plan, query), kept: plan.keptTotal?.(query)?.(db) };
}

/** Everything stored about one card (deleted ones too), or undefined. */
export async function findCardRow(db: DbOrTx, id: number) {
  const createdBy = alias(adminUsers, 'created_by_user');
  const [row] = await db
    .select({
      card: cards,
      category: { id: cardCategories.id, name: cardCategories.name, code: cardCategories.code, colour: cardCategories.colour, route_scope: cardCategories.route_scope },
      route: { id: routes.id, route_number: routes.route_number, name: routes.name },
      center: { id: centers.id, name: centers.name, code: centers.code, address: centers.address, phone: centers.phone, email: centers.email },
      created_by_name: sql<string | null>`${createdBy.first_name} || ' ' || ${createdBy.last_name}`,
    })
    .from(cards)
    .innerJoin(cardCategories, eq(cardCategories.id, cards.category_id))
    .innerJoin(centers, eq(centers.id, cards.center_id))
    .leftJoin(routes, eq(routes.id, cards.route_id))
    .leftJoin(createdBy, eq(createdBy.id, cards.created_by))
    .where(eq(cards.id, id));
  return row;
}
export type CardRow = NonNullable<Awaited<ReturnType<typeof findCardRow>>>;

export async function listDocuments(db: DbOrTx, cardId: number) {
  const rows = await db.select().from(cardDocuments).where(eq(cardDocuments.card_id, cardId)).orderBy(asc(cardDocuments.id));
  return rows.map((row) => ({
    id: row.id,
    file_name: row.file_name,
    content_type: row.content_type,
    size: row.size,
    url: `${ADMIN_API}${pathOf(CARD_PATHS.document, { id: cardId, documentId: row.id })}`,
    storage_key: row.storage_key,
  }));
}

/** The card's audit trail, newest first (changes were masked when written). */
export async function cardAuditTrail(db: DbOrTx, cardId: number): Promise<CardAuditEntry[]> {
  const rows = await db
    .select({
      id: auditEvents.id,
      at: auditEvents.occurred_at,
      action: auditEvents.action,
      actor: sql<string | null>`${adminUsers.first_name} || ' ' || ${adminUsers.last_name}`,
      changes: auditEvents.changes,
    })
    .from(auditEvents)
    .leftJoin(adminUsers, and(eq(auditEvents.actor_type, 'admin'), eq(adminUsers.id, auditEvents.actor_id)))
    .where(and(eq(auditEvents.entity, 'card'), eq(auditEvents.entity_id, String(cardId))))
    .orderBy(desc(auditEvents.id))
    .limit(200);
  return rows.map((row) => ({ ...row, at: row.at.toISOString(), changes: row.changes ?? null }));
}

/** Ids of the live cards matching a list query (its filters, search and order), at most `limit`. */
export async function matchingCardIds(db: DbOrTx, query: Omit<CardListQuery, 'page' | 'limit'>, today: string, limit: number): Promise<number[]> {
  const plan = cardListPlan(today);
  const full = { ...query, page: 1, limit };
  const rows = await db
    .select({ id: cards.id })
    .from(cards)
    .where(listWhere(plan, full))
    .orderBy(...listOrder(plan, full))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The deleted-cards history (GET cards/deleted-cards/history): every deleted card with who deleted
 * it, when and why, and the card's details; searched like the live list (card number, name,
 * mobile), filtered by category, center and the day it was deleted (in the configured time zone).
 */
import { count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { addDays } from '@passdesk/contract/cards/card-fields';
import type { DeletedCard, DeletedCardsQuery, DeletedCardsResult } from '@passdesk/contract/delete-cards/delete-cards';
import type { DbOrTx } from '../../platform/database/database.ts';
import { listExportRows, runList, type ListPlan, type ListSource } from '../../platform/http/list-query.ts';
import { adminUsers } from '../access/access.schema.ts';
import { cards, cardSortKeys, selectCardsWith, toListItem } from '../cards/cards.public.ts';
import { EXACT_TOTAL_UP_TO } from '@passdesk/contract/http/list';

/** The start of a day of the time zone, as a timestamp. */
const dayStart = (day: string, timeZone: string) => sql`(${day}::date)::timestamp at time zone ${timeZone}`;

function historyPlan(timeZone: string): ListPlan<DeletedCardsQuery> {
  return {
    sortable: { deleted_at: cards.deleted_at, card_number: cardSortKeys.card_number, name: cardSortKeys.name },
    searchable: [cards.search_text],
    filters: {
      category_id: (id) => eq(cards.category_id, id),
      center_id: (id) => eq(cards.center_id, id),
      deleted_from: (day) => gte(cards.deleted_at, dayStart(day, timeZone)),
      deleted_to: (day) => lt(cards.deleted_at, dayStart(addDays(day, 1), timeZone)),
    },
    tieBreaker: cards.id,
    always: isNotNull(cards.deleted_at),
  };
}

const extra = {
  deleted_at: cards.deleted_at,
  deleted_by: cards.deleted_by,
  delete_reason: cards.delete_reason,
  deleted_by_name: sql<string | null>`${adminUsers.first_name} || ' ' || ${adminUsers.last_name}`.as('deleted_by_name'),
  date_of_birth: cards.date_of_birth,
  gender: cards.gender,
  email: cards.email,
  city: cards.city,
  institution: cards.institution,
  fee_paid: cards.fee_paid,
  payment_mode: cards.payment_mode,
  receipt_number: cards.receipt_number,
};

const selectDeleted = (db: DbOrTx) => selectCardsWith(db, extra).leftJoin(adminUsers, eq(adminUsers.id, cards.deleted_by));
type Row = Awaited<ReturnType<ReturnType<typeof selectDeleted>['execute']>>[number];

/** Deleted cards are a part of the cards table: counted as a filtered list (docs/api.md "Conventions"). */
const SOURCE: ListSource<Row> = {
  rows: selectDeleted,
  count: (db) => db.select({ total: count() }).from(cards),
  total: { kind: 'estimated', exactUpTo: EXACT_TOTAL_UP_TO, subset: true },
};

function toDeletedCard(row: Row, today: string): DeletedCard {
  const { deleted_at, deleted_by, deleted_by_name, delete_reason, date_of_birth, gender, email, city, institution, fee_paid, payment_mode, receipt_number } = row;
  return {
    ...toListItem(row, today),
    deleted_at: (deleted_at ?? new Date(0)).toISOString(),
    delete_reason,
    deleted_by: deleted_by !== null && deleted_by_name !== null ? { id: deleted_by, name: deleted_by_name } : null,
    ...{ date_of_birth, gender, email, city, institution, fee_paid, payment_mode, receipt_number },
  };
}

export async function listDeletedCards(db: DbOrTx, query: DeletedCardsQuery, timeZone: string, today: string): Promise<DeletedCardsResult> {
  const page = await runList(db, SOURCE, historyPlan(timeZone), query);
  return { ...page, items: page.items.map((row) => toDeletedCard(row, today)) };
}

/** Every deleted card matching the history's query, in its order, for the CSV export (keyset batches of 500; page and limit ignored). */
export async function* eachDeletedCard(db: DbOrTx, query: DeletedCardsQuery, timeZone: string, today: string): AsyncGenerator<DeletedCard> {
  const rows = listExportRows(
    historyPlan(timeZone),
    query,
    500,
    (sortKey) => selectCardsWith(db, { ...extra, sort_key: sortKey }).leftJoin(adminUsers, eq(adminUsers.id, cards.deleted_by)),
    (row) => ({ key: row.sort_key, id: row.id }),
  );
  for await (const { sort_key: _sortKey, ...row } of rows) yield toDeletedCard(row, today);
}

/** The cards of a batch as they stand, locked until the transaction ends (ids not found are absent). */
export async function lockCards(tx: DbOrTx, ids: readonly number[]) {
  return tx
    .select({ id: cards.id, card_number: cards.card_number, status: cards.status, deleted_at: cards.deleted_at, deleted_by: cards.deleted_by, delete_reason: cards.delete_reason, version: cards.version })
    .from(cards)
    .where(inArray(cards.id, [...ids]))
    .for('update');
}

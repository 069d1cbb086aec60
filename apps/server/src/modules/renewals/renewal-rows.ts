/** A renewal with its card, category, center and staff names, as the API answers it. */
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Renewal } from '@passdesk/contract/renewals/renewal';
import type { DbOrTx } from '../../platform/database/database.ts';
import { adminUsers } from '../access/access.schema.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { cardRenewals } from './renewals.schema.ts';
import { cards } from '../cards/cards.public.ts';
import { centers } from '../centers/centers.schema.ts';

const renewer = alias(adminUsers, 'renewer');
const deleter = alias(adminUsers, 'deleter');

const fullName = (table: { first_name: AnyPgColumn; last_name: AnyPgColumn }) => sql<string>`trim(${table.first_name} || ' ' || ${table.last_name})`;

const renewalColumns = {
  id: cardRenewals.id,
  card_id: cardRenewals.card_id,
  card_number: cards.card_number,
  holder_name: sql<string>`trim(${cards.first_name} || ' ' || ${cards.last_name})`,
  mobile: cards.mobile,
  category_name: cardCategories.name,
  category_code: cardCategories.code,
  previous_valid_from: cardRenewals.previous_valid_from,
  previous_valid_until: cardRenewals.previous_valid_until,
  valid_from: cardRenewals.valid_from,
  valid_until: cardRenewals.valid_until,
  fee_paid: cardRenewals.fee_paid,
  payment_mode: cardRenewals.payment_mode,
  receipt_number: cardRenewals.receipt_number,
  center_id: cardRenewals.center_id,
  center_name: centers.name,
  center_code: centers.code,
  renewed_by: cardRenewals.renewed_by,
  renewed_by_name: fullName(renewer),
  renewed_at: cardRenewals.renewed_at,
  deleted_at: cardRenewals.deleted_at,
  deleted_by_name: sql<string | null>`case when ${deleter.id} is null then null else ${fullName(deleter)} end`,
  delete_reason: cardRenewals.delete_reason,
};

/** The joins every renewal answer needs. */
export function selectRenewals(db: DbOrTx) {
  return db
    .select(renewalColumns)
    .from(cardRenewals)
    .innerJoin(cards, eq(cards.id, cardRenewals.card_id))
    .innerJoin(cardCategories, eq(cardCategories.id, cards.category_id))
    .leftJoin(centers, eq(centers.id, cardRenewals.center_id))
    .innerJoin(renewer, eq(renewer.id, cardRenewals.renewed_by))
    .leftJoin(deleter, eq(deleter.id, cardRenewals.deleted_by));
}

/** selectRenewals with each row's list position (its sort key as text) beside it, for an export's keyset batches. */
export function selectRenewalsAt(db: DbOrTx, sortKey: SQL<string | null>) {
  return db
    .select({ ...renewalColumns, sort_key: sortKey })
    .from(cardRenewals)
    .innerJoin(cards, eq(cards.id, cardRenewals.card_id))
    .innerJoin(cardCategories, eq(cardCategories.id, cards.category_id))
    .leftJoin(centers, eq(centers.id, cardRenewals.center_id))
    .innerJoin(renewer, eq(renewer.id, cardRenewals.renewed_by))
    .leftJoin(deleter, eq(deleter.id, cardRenewals.deleted_by));
}

/** Counts what selectRenewals lists, with the one join the filters use (the card's category and search text). */
export function countRenewals(db: DbOrTx) {
  return db.select({ total: count() }).from(cardRenewals).innerJoin(cards, eq(cards.id, cardRenewals.card_id));
}

export type RenewalRow = Awaited<ReturnType<ReturnType<typeof selectRenewals>['execute']>>[number];

export function toRenewal(row: RenewalRow, currency: string): Renewal {
  return {
    ...row,
    currency,
    renewed_at: row.renewed_at.toISOString(),
    deleted_at: row.deleted_at ? row.deleted_at.toISOString() : null,
  };
}

export async function findRenewal(db: DbOrTx, where: SQL, currency: string): Promise<Renewal | undefined> {
  const [row] = await selectRenewals(db).where(where).limit(1);
  return row ? toRenewal(row, currency) : undefined;
}

export const renewalById = (id: number) => eq(cardRenewals.id, id);

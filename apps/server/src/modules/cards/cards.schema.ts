/**
 * Cards (docs/domain.md "Cards"): the card, its documents, the per-center-per-year number counters,
 * the keys that sign card QR codes and the live cards' kept counts. Every filter and sort the list offers has an index (the list
 * must stay fast over a million cards; see docs/performance.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/database/columns.ts';
import { adminUsers } from '../access/access.schema.ts';
import { holderColumns, holderDocumentColumns } from './holder-columns.ts';
import { centers } from '../centers/centers.schema.ts';

/** The list's "name" sort: first name then last name, case-insensitively. */
export const cardNameSortKey = (firstName: AnyPgColumn, lastName: AnyPgColumn): SQL => sql`lower(${firstName} || ' ' || ${lastName})`;

/** The period a payment bought, on a card (its current one) and on each renewal. */
export function paidPeriodColumns() {
  return {
    valid_from: date('valid_from', { mode: 'string' }).notNull(),
    valid_until: date('valid_until', { mode: 'string' }).notNull(),
    /** Paise. */
    fee_paid: integer('fee_paid').notNull(),
    payment_mode: varchar('payment_mode', { length: 10, enum: ['cash', 'upi', 'card', 'waived'] }).notNull(),
    receipt_number: varchar('receipt_number', { length: 40 }).notNull().default(''),
  };
}

export const cards = pgTable(
  'cards',
  {
    id: id(),
    /** Center code + year + 6-digit sequence, e.g. PNQ-2026-000123; never reused. */
    card_number: varchar('card_number', { length: 24 }).notNull(),
    ...holderColumns(),
    issue_date: date('issue_date', { mode: 'string' }).notNull(),
    ...paidPeriodColumns(),
    status: varchar('status', { length: 10, enum: ['active', 'blocked'] }).notNull().default('active'),
    block_reason: text('block_reason'),
    deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deleted_by: integer('deleted_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    delete_reason: text('delete_reason'),
    /** Optimistic concurrency: every update must name the version it read (stale → 409). */
    version: integer('version').notNull().default(1),
    created_by: integer('created_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** What the list's search matches (card number, name, mobile), lower case, under one trigram index. */
    search_text: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(card_number || ' ' || first_name || ' ' || last_name || ' ' || mobile)`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('cards_card_number_key').on(t.card_number),
    index('cards_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    // The live list's orders, live cards only and holding every column their order reads (the name's
    // two columns after its key and the id, which never change the order): a deep page skips its
    // first rows in the index alone, without reading them from the table (cards.queries.ts
    // LIST_SOURCE.deepPage; docs/performance.md "Ten million cards (bench/cards-scale)").
    index('cards_live_issue_date_idx').on(t.issue_date, t.id).where(sql`${t.deleted_at} is null`),
    index('cards_live_valid_until_idx').on(t.valid_until, t.id).where(sql`${t.deleted_at} is null`),
    index('cards_live_created_at_idx').on(t.created_at, t.id).where(sql`${t.deleted_at} is null`),
    index('cards_live_card_number_idx').on(t.card_number, t.id).where(sql`${t.deleted_at} is null`),
    index('cards_live_name_idx').on(cardNameSortKey(t.first_name, t.last_name), t.id, t.first_name, t.last_name).where(sql`${t.deleted_at} is null`),
    // Live cards only, as every list but the deleted-cards history asks: a category's exact total
    // (status, expiry) is counted from this index alone, not checked card by card in the table
    // (docs/performance.md "Ten million cards (bench/cards-scale)").
    index('cards_live_category_status_valid_until_idx').on(t.category_id, t.status, t.valid_until, t.id).where(sql`${t.deleted_at} is null`),
    index('cards_status_valid_until_idx').on(t.status, t.valid_until, t.id),
    index('cards_center_issue_date_idx').on(t.center_id, t.issue_date, t.id),
    index('cards_route_issue_date_idx').on(t.route_id, t.issue_date, t.id),
    index('cards_id_proof_hash_idx').on(t.id_proof_hash),
    index('cards_deleted_at_idx').on(t.deleted_at).where(sql`${t.deleted_at} is not null`),
    // The deleted-cards history's name order (its card number order has the unique index).
    index('cards_deleted_name_idx').on(cardNameSortKey(t.first_name, t.last_name), t.id).where(sql`${t.deleted_at} is not null`),
  ],
);

export const cardDocuments = pgTable(
  'card_documents',
  {
    id: id(),
    card_id: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    ...holderDocumentColumns(),
    ...timestamps(),
  },
  (t) => [index('card_documents_card_id_idx').on(t.card_id)],
);

/**
 * The last sequence number given per center and year. Taking the next one is an upsert on this row
 * inside the card's own transaction: concurrent issues at one center wait for each other on any
 * number of instances, and a failed create rolls its number back, so no gap shows.
 */
export const cardNumberCounters = pgTable(
  'card_number_counters',
  {
    center_id: integer('center_id')
      .notNull()
      .references(() => centers.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    last_value: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.center_id, t.year] })],
);

/**
 * Ed25519 keys that sign card QR codes. The current key is the one with no `retired_at`; retired
 * keys stay published until `published_until`, the last day a card signed with them can be valid.
 * A revoked key (`revoked_at`) is published and trusted no more, whatever its dates say.
 * `private_key` is null for a key given by CARD_SIGNING_KEY (only its public half is stored).
 */
export const cardSigningKeys = pgTable('card_signing_keys', {
  key_id: varchar('key_id', { length: 16 }).primaryKey(),
  public_key: varchar('public_key', { length: 64 }).notNull(),
  private_key: text('private_key'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  retired_at: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
  published_until: date('published_until', { mode: 'string' }),
  revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  revoke_reason: varchar('revoke_reason', { length: 500 }),
});

/**
 * How many live cards (not deleted) there are per category, center, status, issue day and last
 * valid day, kept by triggers on `cards` (migrations 0012_card_counts and 0028, which added the
 * center: a statement trigger with transition tables for inserts and deletes, a row trigger for
 * updates of those columns or of `deleted_at`).
 * The dashboard groups these few thousand rows instead of a million cards (docs/performance.md
 * "Dashboard"), and the card list reads its exact total from them whenever its filters are all
 * columns kept here (cards.queries.ts, keptFilters). Whether a card is active or expired depends
 * on the day it is asked, so the last valid day is kept, not the standing.
 */
export const cardCounts = pgTable(
  'card_counts',
  {
    category_id: integer('category_id').notNull(),
    center_id: integer('center_id').notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    issue_date: date('issue_date', { mode: 'string' }).notNull(),
    valid_until: date('valid_until', { mode: 'string' }).notNull(),
    /** Live cards with these five values (0 once the last of them changed or was deleted). */
    cards: integer('cards').notNull(),
  },
  (t) => [primaryKey({ name: 'card_counts_pkey', columns: [t.category_id, t.center_id, t.status, t.issue_date, t.valid_until] })],
);

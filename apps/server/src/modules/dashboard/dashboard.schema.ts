/**
 * How many live cards (not deleted) there are per category, status, issue day and last valid day,
 * kept by triggers on `cards` (migration 0012_card_counts: a statement trigger with transition
 * tables for inserts and deletes, a row trigger for updates of those columns or of `deleted_at`).
 * The dashboard groups these few thousand rows instead of a million cards (docs/performance.md
 * "Dashboard"): whether a card is active or expired depends on the day it is asked, so the last
 * valid day is kept, not the standing.
 */
import { date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

export const cardCounts = pgTable(
  'card_counts',
  {
    category_id: integer('category_id').notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    issue_date: date('issue_date', { mode: 'string' }).notNull(),
    valid_until: date('valid_until', { mode: 'string' }).notNull(),
    /** Live cards with these four values (0 once the last of them changed or was deleted). */
    cards: integer('cards').notNull(),
  },
  (t) => [primaryKey({ name: 'card_counts_pkey', columns: [t.category_id, t.status, t.issue_date, t.valid_until] })],
);

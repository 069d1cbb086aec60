/**
 * Renewals of expired cards and the expiry reminders mailed to holders (docs/api.md "Renew Card").
 * Amounts stay in paise and renewals are indexed by center and time: the dashboard and the
 * reports sum them.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/database/columns.ts';
import { adminUsers } from '../access/access.schema.ts';
import { cards, paidPeriodColumns } from '../cards/cards.public.ts';
import { centers } from '../centers/centers.schema.ts';

/** The card a renewal or a reminder is about. */
const cardId = () =>
  integer('card_id')
    .notNull()
    .references(() => cards.id);

export const cardRenewals = pgTable(
  'card_renewals',
  {
    id: id(),
    card_id: cardId(),
    /** The card's period before this renewal: what deleting the latest renewal puts back. */
    previous_valid_from: date('previous_valid_from', { mode: 'string' }).notNull(),
    previous_valid_until: date('previous_valid_until', { mode: 'string' }).notNull(),
    ...paidPeriodColumns(),
    center_id: integer('center_id').references(() => centers.id),
    renewed_by: integer('renewed_by')
      .notNull()
      .references(() => adminUsers.id),
    renewed_at: timestamp('renewed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A retried or double-clicked renew sends the same key and gets the first answer back. */
    idempotency_key: varchar('idempotency_key', { length: 100 }),
    deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deleted_by: integer('deleted_by').references(() => adminUsers.id),
    delete_reason: text('delete_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('card_renewals_idempotency_key').on(t.idempotency_key),
    index('card_renewals_card_id_idx').on(t.card_id, t.id),
    index('card_renewals_center_id_idx').on(t.center_id),
    index('card_renewals_renewed_at_idx').on(t.renewed_at),
    index('card_renewals_renewed_by_idx').on(t.renewed_by),
    index('card_renewals_live_renewed_at_idx').on(t.renewed_at).where(sql`${t.deleted_at} is null`),
  ],
);

/**
 * One row per card and expiry date reminded: the unique pair is the claim that makes a reminder
 * go out once, however many workers run the daily job.
 */
export const cardExpiryReminders = pgTable(
  'card_expiry_reminders',
  {
    id: id(),
    card_id: cardId(),
    valid_until: date('valid_until', { mode: 'string' }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    status: varchar('status', { length: 10, enum: ['sending', 'sent', 'failed'] }).notNull().default('sending'),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('card_expiry_reminders_card_expiry_key').on(t.card_id, t.valid_until)],
);

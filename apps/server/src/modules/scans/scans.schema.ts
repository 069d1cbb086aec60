/**
 * Card scans made by inspectors, the challans (fines) written on failed checks, and the card
 * status events the app's blocklist sync reads (docs/api.md "Mobile App Management").
 */
import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { cards } from '../cards/cards.public.ts';
import { mobileUsers } from '../mobile-users/mobile-users.schema.ts';
import { offences } from '../offences/offences.schema.ts';
import { routes } from '../routes/routes.schema.ts';

export const cardScans = pgTable(
  'card_scans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Made on the device: the same scan sent again is recorded once. */
    client_scan_id: uuid('client_scan_id').notNull(),
    mobile_user_id: integer('mobile_user_id')
      .notNull()
      .references(() => mobileUsers.id, { onDelete: 'restrict' }),
    /** As read (typed or from the QR). */
    card_number: varchar('card_number', { length: 40 }).notNull(),
    card_id: integer('card_id').references(() => cards.id, { onDelete: 'set null' }),
    result: varchar('result', { length: 16, enum: ['valid', 'expired', 'not_yet_valid', 'blocked', 'deleted', 'not_found', 'bad_signature'] }).notNull(),
    /** Device time. */
    scanned_at: timestamp('scanned_at', { withTimezone: true, mode: 'date' }).notNull(),
    received_at: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    mode: varchar('mode', { length: 8, enum: ['online', 'offline'] }).notNull().default('online'),
    route_id: integer('route_id').references(() => routes.id, { onDelete: 'set null' }),
    bus_number: varchar('bus_number', { length: 20 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    uniqueIndex('card_scans_client_scan_key').on(t.mobile_user_id, t.client_scan_id),
    index('card_scans_scanned_at_idx').on(t.scanned_at, t.id),
    /** Today's scans by result for the dashboard: an index-only range of one day. */
    index('card_scans_scanned_at_result_idx').on(t.scanned_at, t.result),
    index('card_scans_result_scanned_at_idx').on(t.result, t.scanned_at, t.id),
    index('card_scans_inspector_scanned_at_idx').on(t.mobile_user_id, t.scanned_at, t.id),
    index('card_scans_route_scanned_at_idx').on(t.route_id, t.scanned_at, t.id),
    index('card_scans_card_number_idx').on(t.card_number),
    index('card_scans_card_id_idx').on(t.card_id),
  ],
);

export const challans = pgTable(
  'challans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The inspector's series: `<employee code>-<6 digits>`. */
    challan_number: varchar('challan_number', { length: 40 }).notNull(),
    client_challan_id: uuid('client_challan_id').notNull(),
    scan_id: bigint('scan_id', { mode: 'number' })
      .notNull()
      .references(() => cardScans.id, { onDelete: 'restrict' }),
    mobile_user_id: integer('mobile_user_id')
      .notNull()
      .references(() => mobileUsers.id, { onDelete: 'restrict' }),
    /** The offence charged; null on challans recorded before the offence table. */
    offence_id: integer('offence_id').references(() => offences.id, { onDelete: 'restrict' }),
    /** The offence's text when the challan was written (the table may change later). */
    offence: varchar('offence', { length: 200 }).notNull(),
    /** Paise: the offence's penalty when the challan was written. */
    penalty_amount: integer('penalty_amount').notNull(),
    payment_mode: varchar('payment_mode', { length: 10, enum: ['cash', 'upi', 'card', 'unpaid'] }).notNull(),
    remarks: text('remarks').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('challans_challan_number_key').on(t.challan_number),
    uniqueIndex('challans_client_challan_key').on(t.mobile_user_id, t.client_challan_id),
    uniqueIndex('challans_scan_key').on(t.scan_id),
    index('challans_offence_idx').on(t.offence_id),
  ],
);

/**
 * Every block, unblock, delete and restore of a card, written by a trigger on `cards` (migration
 * 0006), so any path that changes a card's status — the panel, a future restore, a bulk fix —
 * reaches the inspectors' blocklist.
 */
export const cardStatusEvents = pgTable(
  'card_status_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    card_id: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    card_number: varchar('card_number', { length: 24 }).notNull(),
    event: varchar('event', { length: 10, enum: ['blocked', 'unblocked', 'deleted', 'restored'] }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('card_status_events_at_idx').on(t.at)],
);

/**
 * Web applications (docs/domain.md "Web applications"): what a citizen sent through the public form,
 * its files, and the review (approved with the card it became, or rejected with a note). The ID
 * number is kept as a card keeps it: the last 4 characters and the keyed hash.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/database/columns.ts';
import { adminUsers } from '../access/access.schema.ts';
import { cards, holderColumns, holderDocumentColumns } from '../cards/cards.public.ts';

export const applications = pgTable(
  'applications',
  {
    id: id(),
    /** `WA-XXXXX-XXXXX`, random (the applicant's reference; with the mobile it opens the status page). */
    application_number: varchar('application_number', { length: 16 }).notNull(),
    ...holderColumns(),
    consent_at: timestamp('consent_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: varchar('status', { length: 10, enum: ['pending', 'approved', 'rejected', 'expired'] }).notNull().default('pending'),
    review_note: text('review_note'),
    reviewed_by: integer('reviewed_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    /** The card issued from it (approved): the one link between an application and its card (a card's view reads it back). */
    card_id: integer('card_id').references(() => cards.id, { onDelete: 'restrict' }),
    submitted_ip: varchar('submitted_ip', { length: 64 }).notNull().default(''),
    /** Bytes of its stored photo and documents: pending ones count against APPLICATIONS_PENDING_FILES_MB. */
    files_bytes: integer('files_bytes').notNull().default(0),
    /** The language the applicant used on the form (`en`, `hi`, `gu`, `ar`); its mails are in it. Null from older clients. */
    language: varchar('language', { length: 8 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('applications_application_number_key').on(t.application_number),
    uniqueIndex('applications_card_id_key').on(t.card_id),
    index('applications_status_created_at_idx').on(t.status, t.created_at, t.id),
    index('applications_created_at_idx').on(t.created_at, t.id),
    index('applications_id_proof_hash_idx').on(t.id_proof_hash),
    index('applications_name_birth_idx').on(sql`lower(${t.first_name} || ' ' || ${t.last_name})`, t.date_of_birth),
    index('applications_category_idx').on(t.category_id),
    index('applications_center_idx').on(t.center_id),
    index('applications_route_idx').on(t.route_id),
  ],
);

export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: id(),
    application_id: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    ...holderDocumentColumns(),
    ...timestamps(),
  },
  (t) => [index('application_documents_application_id_idx').on(t.application_id)],
);

/**
 * Challenges of the public form that an application used (application-challenge.ts): each is
 * accepted once. Forgotten a day after any challenge could still be accepted (the daily
 * applications.retention job).
 */
export const applicationChallengesUsed = pgTable(
  'application_challenges_used',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('application_challenges_used_used_at_idx').on(t.used_at)],
);

/** Sessions: every issued token (admin or mobile user) is tied to one row (docs/domain.md "Session"). */
import { boolean, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** One row per issued token (admin or mobile user); revoking the row revokes the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject_type: varchar('subject_type', { length: 10, enum: ['admin', 'mobile'] }).notNull(),
    subject_id: integer('subject_id').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 512 }),
    /** Opened with the password alone by a user whose role requires a second factor: only enrolment answers until it is done. */
    must_enrol_second_factor: boolean('must_enrol_second_factor').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_subject_idx').on(t.subject_type, t.subject_id)],
);

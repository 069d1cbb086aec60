/** Inspectors who sign in to the Android app (docs/api.md "Mobile App Management"). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/database/columns.ts';
import { centers } from '../centers/centers.schema.ts';

export const mobileUsers = pgTable(
  'mobile_users',
  {
    id: id(),
    name: varchar('name', { length: 120 }).notNull(),
    employee_code: varchar('employee_code', { length: 20 }).notNull(),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    password_hash: text('password_hash').notNull(),
    /** The depot the inspector works from. */
    center_id: integer('center_id').references(() => centers.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10, enum: ['active', 'inactive'] }).notNull().default('active'),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }),
    /** The last challan number this inspector issued (their own series). */
    challan_seq: integer('challan_seq').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('mobile_users_employee_code_lower_key').on(sql`lower(${t.employee_code})`),
    uniqueIndex('mobile_users_mobile_key').on(t.mobile),
    index('mobile_users_name_idx').on(t.name),
  ],
);

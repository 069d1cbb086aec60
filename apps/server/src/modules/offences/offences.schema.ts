/** The offence table (docs/api.md "Offences"): what a challan may be written for, and its penalty. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/database/columns.ts';

export const offences = pgTable(
  'offences',
  {
    id: id(),
    /** The key an inspector app translates the offence by and sends with a challan: `no_pass`. */
    code: varchar('code', { length: 40 }).notNull(),
    /** The text printed on the challan. */
    name: varchar('name', { length: 200 }).notNull(),
    /** Paise: whole rupees, at least ₹10 (the contract's offence rules, held by the table too). */
    penalty_amount: integer('penalty_amount').notNull(),
    status: varchar('status', { length: 10, enum: ['active', 'inactive'] }).notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('offences_code_lower_key').on(sql`lower(${t.code})`),
    uniqueIndex('offences_name_lower_key').on(sql`lower(${t.name})`),
    check('offences_penalty_check', sql`${t.penalty_amount} >= 1000 and ${t.penalty_amount} % 100 = 0`),
  ],
);

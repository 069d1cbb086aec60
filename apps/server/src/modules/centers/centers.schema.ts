/** Centers, the offices that issue cards (docs/domain.md "Center"). */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/database/columns.ts';

export const centers = pgTable(
  'centers',
  {
    id: id(),
    name: varchar('name', { length: 120 }).notNull(),
    code: varchar('code', { length: 10 }).notNull(),
    address: text('address').notNull().default(''),
    city: varchar('city', { length: 80 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    status: varchar('status', { length: 10, enum: ['active', 'inactive'] }).notNull().default('active'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('centers_code_lower_key').on(sql`lower(${t.code})`), index('centers_name_idx').on(t.name)],
);

/** Card categories (docs/domain.md "Card category"). */
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/database/columns.ts';

export const cardCategories = pgTable(
  'card_categories',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 10 }).notNull(),
    description: text('description').notNull().default(''),
    validity_days: integer('validity_days').notNull(),
    fee: integer('fee').notNull(),
    renewal_fee: integer('renewal_fee').notNull(),
    min_age: integer('min_age'),
    max_age: integer('max_age'),
    route_scope: varchar('route_scope', { length: 20, enum: ['all_routes', 'single_route'] }).notNull().default('all_routes'),
    required_documents: jsonb('required_documents').$type<string[]>().notNull().default([]),
    colour: varchar('colour', { length: 7 }).notNull().default('#8B0000'),
    status: varchar('status', { length: 10, enum: ['active', 'inactive'] }).notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('card_categories_name_lower_key').on(sql`lower(${t.name})`),
    uniqueIndex('card_categories_code_lower_key').on(sql`lower(${t.code})`),
  ],
);

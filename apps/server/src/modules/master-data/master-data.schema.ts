/** Master data (DOMAIN.md): card categories, centers, routes. */
import { sql, type SQL } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
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

/**
 * The order staff read route numbers in — 1, 2, 7U, 12, 45S, 101, 151/1: the leading number
 * zero-padded, then the whole number in lower case; no leading digit sorts last. The list sorts by
 * this expression and an index on the same expression serves it.
 */
export const routeNumberNaturalKey = (routeNumber: AnyPgColumn): SQL =>
  sql`(lpad(coalesce(substring(${routeNumber} from '^[0-9]+'), '9999999999'), 10, '0') || lower(${routeNumber}))`;

export const routes = pgTable(
  'routes',
  {
    id: id(),
    route_number: varchar('route_number', { length: 10 }).notNull(),
    name: varchar('name', { length: 160 }).notNull(),
    origin: varchar('origin', { length: 120 }).notNull(),
    destination: varchar('destination', { length: 120 }).notNull(),
    via: jsonb('via').$type<string[]>().notNull().default([]),
    distance_km: numeric('distance_km', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    status: varchar('status', { length: 10, enum: ['active', 'inactive'] }).notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('routes_route_number_lower_key').on(sql`lower(${t.route_number})`),
    index('routes_name_idx').on(t.name),
    index('routes_origin_idx').on(t.origin),
    index('routes_destination_idx').on(t.destination),
    // Added after bench/routes-list showed full sorts of 100,000 rows for these two orders.
    index('routes_route_number_natural_idx').on(routeNumberNaturalKey(t.route_number)),
    index('routes_distance_km_idx').on(t.distance_km),
  ],
);

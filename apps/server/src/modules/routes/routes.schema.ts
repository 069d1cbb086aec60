/** Bus routes (docs/domain.md "Route"). */
import { sql, type SQL } from 'drizzle-orm';
import { index, jsonb, numeric, pgTable, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/database/columns.ts';

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

/** Bus routes: list, create, replace, delete. */
import { sql } from 'drizzle-orm';
import type { Route, RouteListQuery } from '@passdesk/contract/master-data/route';
import { routeNumberNaturalKey, routes } from './routes.schema.ts';
import { filters, type ListPlan } from '../../platform/http/list-query.ts';
import { sortableColumns } from '../../platform/http/sortable-columns.ts';
import type { InUseRegistry } from '../../platform/records/in-use.ts';
import { recordList, recordStore, withIsoTimestamps } from '../../platform/records/record-store.ts';

const toRoute = (row: typeof routes.$inferSelect): Route => withIsoTimestamps(row);

export const routeListPlan: ListPlan<RouteListQuery> = {
  sortable: {
    route_number: routeNumberNaturalKey(routes.route_number),
    ...sortableColumns(routes, { plain: ['name', 'origin', 'destination', 'distance_km', 'status', 'created_at'] }),
  },
  // Stops are searched in the JSON text of the via list.
  searchable: [routes.route_number, routes.name, routes.origin, routes.destination, sql`${routes.via}::text`],
  filters: {
    status: filters.equals(routes.status),
    origin: filters.contains(routes.origin),
    destination: filters.contains(routes.destination),
  },
  tieBreaker: routes.id,
};

export const listRoutes = recordList(routes, routeListPlan, toRoute);

const ROUTE_MESSAGES = { notFound: 'Route not found', numberTaken: 'Route number already exists' } as const;

export function routeStore(inUse: InUseRegistry) {
  return recordStore(
    {
      table: routes,
      id: routes.id,
      entity: 'route',
      notFoundMessage: ROUTE_MESSAGES.notFound,
      unique: [{ field: 'route_number', column: routes.route_number, index: 'routes_route_number_lower_key', message: ROUTE_MESSAGES.numberTaken }],
      nameOf: (row) => `Route ${row.route_number}`,
      toDto: toRoute,
    },
    inUse,
  );
}

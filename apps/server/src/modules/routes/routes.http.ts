/** `/api/v1/admin/routes…` (docs/api.md "Master data"). */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance } from 'fastify';
import { routeInputSchema, routeListQuerySchema, routeSchema, type Route } from '@passdesk/contract/master-data/route';
import { ROUTE_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import type { CsvColumn } from '../../platform/http/csv.ts';
import { registerRecordRoutes } from '../../platform/records/record-routes.ts';
import type { Services } from '../../platform/services.ts';
import { listRoutes, routeStore } from './routes.service.ts';

const CSV_COLUMNS: CsvColumn<Route>[] = [
  { header: 'Route number', value: (row) => row.route_number },
  { header: 'Name', value: (row) => row.name },
  { header: 'Origin', value: (row) => row.origin },
  { header: 'Destination', value: (row) => row.destination },
  { header: 'Via', value: (row) => row.via.join('; ') },
  { header: 'Distance (km)', value: (row) => row.distance_km },
  { header: 'Status', value: (row) => row.status },
  { header: 'Created', value: (row) => row.created_at },
];

export async function routeRoutes(app: FastifyInstance, services: Services): Promise<void> {
  registerRecordRoutes(app, services.db, {
    module: PERMISSION.routeManagement,
    tags: ['Routes'],
    paths: { list: ROUTE_PATHS.list, create: [ROUTE_PATHS.create], update: ROUTE_PATHS.update, remove: ROUTE_PATHS.remove },
    schemas: { listQuery: routeListQuerySchema, input: routeInputSchema, record: routeSchema },
    messages: { list: 'Routes', noun: 'Route' },
    list: listRoutes,
    csv: {
      path: ROUTE_PATHS.exportCsv,
      summary: "Export the routes of the list's search, filters and sort as CSV",
      description: 'Every matching route, one per line',
      fileName: 'routes',
      timeZone: services.config.timeZone,
      columns: CSV_COLUMNS,
    },
    store: routeStore(services.inUse),
  });
}

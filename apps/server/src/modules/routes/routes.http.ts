/** `/api/v1/admin/routes…` (docs/api.md "Master data"). */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance } from 'fastify';
import { routeInputSchema, routeListQuerySchema, routeSchema } from '@passdesk/contract/master-data/route';
import { ROUTE_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { registerRecordRoutes } from '../../platform/records/record-routes.ts';
import type { Services } from '../../platform/services.ts';
import { listRoutes, routeStore } from './routes.service.ts';

export async function routeRoutes(app: FastifyInstance, services: Services): Promise<void> {
  registerRecordRoutes(app, services.db, {
    module: PERMISSION.routeManagement,
    tags: ['Routes'],
    paths: { list: ROUTE_PATHS.list, create: [ROUTE_PATHS.create], update: ROUTE_PATHS.update, remove: ROUTE_PATHS.remove },
    schemas: { listQuery: routeListQuerySchema, input: routeInputSchema, record: routeSchema },
    messages: { list: 'Routes', noun: 'Route' },
    list: listRoutes,
    store: routeStore(services.inUse),
  });
}

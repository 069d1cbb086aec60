/**
 * `/api/v1/admin/centers…`: list and create on `centers`, edit and delete on `centers/{id}`. Create
 * answers on `POST centers/create` too, like the other master-data screens (docs/api.md
 * "Master data").
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance } from 'fastify';
import { centerInputSchema, centerListQuerySchema, centerSchema } from '@passdesk/contract/master-data/center';
import { CENTER_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { registerRecordRoutes } from '../../platform/records/record-routes.ts';
import type { Services } from '../../platform/services.ts';
import { centerStore, listCenters } from './centers.service.ts';

export async function centerRoutes(app: FastifyInstance, services: Services): Promise<void> {
  registerRecordRoutes(app, services.db, {
    module: PERMISSION.centerManagement,
    tags: ['Centers'],
    paths: { list: CENTER_PATHS.list, create: [CENTER_PATHS.create, CENTER_PATHS.createAlias], update: CENTER_PATHS.one, remove: CENTER_PATHS.one },
    schemas: { listQuery: centerListQuerySchema, input: centerInputSchema, record: centerSchema },
    messages: { list: 'Centers', noun: 'Center' },
    list: listCenters,
    store: centerStore(services.inUse),
  });
}

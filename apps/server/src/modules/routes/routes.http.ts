/** `/api/v1/admin/routes…` (spec section 7, Routes row). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, messageOnlySchema } from '@passdesk/contract/http/envelope';
import { listResultSchema } from '@passdesk/contract/http/list';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import { routeInputSchema, routeListQuerySchema, routeSchema } from '@passdesk/contract/master-data/route';
import { ROUTE_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { access } from '../../platform/auth/access.ts';
import type { Services } from '../../platform/services.ts';
import { listRoutes, routeStore } from './routes.service.ts';

const MODULE = 'Route Management';
const tags = ['Routes'];

export async function routeRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const store = routeStore(services.inUse);

  app.get(
    ROUTE_PATHS.list,
    {
      config: { access: access.permission(MODULE, 'read') },
      schema: { tags, querystring: routeListQuerySchema, response: { 200: envelope(listResultSchema(routeSchema)) } },
    },
    async (request) => ({ message: 'Routes', data: await listRoutes(services.db, request.query) }),
  );

  app.post(
    ROUTE_PATHS.create,
    {
      config: { access: access.permission(MODULE, 'create') },
      schema: { tags, body: routeInputSchema, response: { 200: envelope(routeSchema) } },
    },
    async (request) => ({ message: 'Route created', data: await store.create(services.db, request, request.body) }),
  );

  app.put(
    ROUTE_PATHS.update,
    {
      config: { access: access.permission(MODULE, 'update') },
      schema: { tags, params: idParamsSchema, body: routeInputSchema, response: { 200: envelope(routeSchema) } },
    },
    async (request) => ({ message: 'Route updated', data: await store.update(services.db, request, request.params.id, request.body) }),
  );

  app.delete(
    ROUTE_PATHS.remove,
    {
      config: { access: access.permission(MODULE, 'delete') },
      schema: { tags, params: idParamsSchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await store.remove(services.db, request, request.params.id);
      return { message: 'Route deleted' };
    },
  );
}

/**
 * `/api/v1/admin/centers…` (spec section 7, Centers row: "centers list and create; centers/{id}
 * edit and delete"). Create answers on `POST centers` as the spec says, and on `POST centers/create`
 * too, like the other master-data screens (docs/api.md).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, messageOnlySchema } from '@passdesk/contract/http/envelope';
import { listResultSchema } from '@passdesk/contract/http/list';
import { centerInputSchema, centerListQuerySchema, centerSchema } from '@passdesk/contract/master-data/center';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import { CENTER_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { access } from '../../platform/auth/access.ts';
import type { Services } from '../../platform/services.ts';
import { centerStore, listCenters } from './centers.service.ts';

const MODULE = 'Center Management';
const tags = ['Centers'];

export async function centerRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const store = centerStore(services.inUse);

  app.get(
    CENTER_PATHS.list,
    {
      config: { access: access.permission(MODULE, 'read') },
      schema: { tags, querystring: centerListQuerySchema, response: { 200: envelope(listResultSchema(centerSchema)) } },
    },
    async (request) => ({ message: 'Centers', data: await listCenters(services.db, request.query) }),
  );

  for (const path of [CENTER_PATHS.create, CENTER_PATHS.createAlias]) {
    app.post(
      path,
      {
        config: { access: access.permission(MODULE, 'create') },
        schema: { tags, body: centerInputSchema, response: { 200: envelope(centerSchema) } },
      },
      async (request) => ({ message: 'Center created', data: await store.create(services.db, request, request.body) }),
    );
  }

  app.put(
    CENTER_PATHS.one,
    {
      config: { access: access.permission(MODULE, 'update') },
      schema: { tags, params: idParamsSchema, body: centerInputSchema, response: { 200: envelope(centerSchema) } },
    },
    async (request) => ({ message: 'Center updated', data: await store.update(services.db, request, request.params.id, request.body) }),
  );

  app.delete(
    CENTER_PATHS.one,
    {
      config: { access: access.permission(MODULE, 'delete') },
      schema: { tags, params: idParamsSchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await store.remove(services.db, request, request.params.id);
      return { message: 'Center deleted' };
    },
  );
}

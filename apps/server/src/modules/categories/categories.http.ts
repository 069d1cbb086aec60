/**
 * `/api/v1/admin/category…` (spec section 7, Category row) and the public
 * `GET /api/v1/users/applications/categories` (active categories, no sign-in, cacheable).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema } from '@passdesk/contract/http/envelope';
import { listResultSchema } from '@passdesk/contract/http/list';
import { categoryInputSchema, categoryListQuerySchema, categorySchema, publicCategorySchema } from '@passdesk/contract/master-data/category';
import { CATEGORY_PATHS, PUBLIC_CATEGORY_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import { access } from '../../platform/auth/access.ts';
import type { Services } from '../../platform/services.ts';
import { categoryStore, listCategories, listPublicCategories } from './categories.service.ts';

const MODULE = 'Card Category Management';
const tags = ['Card categories'];
/** Applicants' browsers and any proxy may reuse the public list for five minutes. */
const PUBLIC_CATEGORIES_CACHE = 'public, max-age=300';

export async function categoryRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const store = categoryStore(services.inUse);

  app.get(
    CATEGORY_PATHS.list,
    {
      config: { access: access.permission(MODULE, 'read') },
      schema: { tags, querystring: categoryListQuerySchema, response: { 200: envelope(listResultSchema(categorySchema)) } },
    },
    async (request) => ({ message: 'Categories', data: await listCategories(services.db, request.query) }),
  );

  app.post(
    CATEGORY_PATHS.create,
    {
      config: { access: access.permission(MODULE, 'create') },
      schema: { tags, body: categoryInputSchema, response: { 200: envelope(categorySchema) } },
    },
    async (request) => ({ message: 'Category created', data: await store.create(services.db, request, request.body) }),
  );

  app.put(
    CATEGORY_PATHS.update,
    {
      config: { access: access.permission(MODULE, 'update') },
      schema: { tags, params: idParamsSchema, body: categoryInputSchema, response: { 200: envelope(categorySchema) } },
    },
    async (request) => ({ message: 'Category updated', data: await store.update(services.db, request, request.params.id, request.body) }),
  );

  app.delete(
    CATEGORY_PATHS.remove,
    {
      config: { access: access.permission(MODULE, 'delete') },
      schema: { tags, params: idParamsSchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await store.remove(services.db, request, request.params.id);
      return { message: 'Category deleted' };
    },
  );

}

/** Under USERS_API: the active categories for the application form. */
export async function publicCategoryRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    PUBLIC_CATEGORY_PATHS.list,
    {
      config: { access: access.public() },
      schema: { tags, response: { 200: envelope(z.array(publicCategorySchema)) } },
    },
    async (_request, reply) => {
      void reply.header('cache-control', PUBLIC_CATEGORIES_CACHE);
      return { message: 'Active categories', data: await listPublicCategories(services.db) };
    },
  );
}

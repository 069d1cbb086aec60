/**
 * `/api/v1/admin/permissions…` (spec section 7, Permissions row). Listing is open to every
 * signed-in user: the panel's menu filter needs all permission names (spec section 6).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import { permissionBodySchema, permissionListQuerySchema, permissionListSchema, permissionSchema } from '@passdesk/contract/access/permission-payloads';
import { envelope, messageOnlySchema } from '@passdesk/contract/http/envelope';
import { PERMISSION_PATHS } from '@passdesk/contract/access/access-paths';
import { access } from '../../platform/auth/access.ts';
import type { Services } from '../../platform/services.ts';
import { createPermission, deletePermission, listPermissions, updatePermission } from './permissions.service.ts';

const MODULE = 'User Management';
const tags = ['Permissions'];

export async function permissionRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    PERMISSION_PATHS.list,
    {
      config: { access: access.signedIn() },
      schema: { tags, summary: 'Every permission (paged when `limit` is given); any signed-in user', querystring: permissionListQuerySchema, response: { 200: envelope(permissionListSchema) } },
    },
    async (request) => ({ message: 'Permissions', data: await listPermissions(services.db, request.query) }),
  );

  app.post(
    PERMISSION_PATHS.create,
    {
      config: { access: access.permission(MODULE, 'create') },
      schema: { tags, summary: 'Create a permission', body: permissionBodySchema, response: { 200: envelope(permissionSchema) } },
    },
    async (request) => ({ message: 'Permission created', data: await createPermission(services.db, request, request.body) }),
  );

  app.put(
    PERMISSION_PATHS.update,
    {
      config: { access: access.permission(MODULE, 'update') },
      schema: { tags, summary: 'Rename or describe a permission (system ones keep their name)', params: idParamsSchema, body: permissionBodySchema, response: { 200: envelope(permissionSchema) } },
    },
    async (request) => ({
      message: 'Permission updated',
      data: await updatePermission(services.db, request, request.params.id, request.body),
    }),
  );

  app.delete(
    PERMISSION_PATHS.remove,
    {
      config: { access: access.permission(MODULE, 'delete') },
      schema: { tags, summary: 'Delete a custom permission', params: idParamsSchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await deletePermission(services.db, request, request.params.id);
      return { message: 'Permission deleted' };
    },
  );
}

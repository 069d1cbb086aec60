/**
 * `/api/v1/admin/permissions…` (docs/api.md "User Management"). Listing is open to every
 * signed-in user (the panel's menu filter needs all permission names, docs/panel.md "The menu"), so the list
 * is this module's own route; the writes are the record routes.
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { permissionBodySchema, permissionListQuerySchema, permissionListSchema, permissionSchema } from '@passdesk/contract/access/permission-payloads';
import { envelope } from '@passdesk/contract/http/envelope';
import { PERMISSION_PATHS } from '@passdesk/contract/access/access-paths';
import { access } from '../../platform/auth/access.ts';
import { registerRecordRoutes } from '../../platform/records/record-routes.ts';
import type { Services } from '../../platform/services.ts';
import { createPermission, deletePermission, listPermissions, updatePermission } from './permissions.service.ts';

const MODULE = PERMISSION.userManagement;
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

  registerRecordRoutes(app, services.db, {
    module: MODULE,
    tags,
    paths: { create: PERMISSION_PATHS.create, update: PERMISSION_PATHS.update, remove: PERMISSION_PATHS.remove },
    schemas: { input: permissionBodySchema, record: permissionSchema },
    messages: { noun: 'Permission' },
    summaries: {
      create: 'Create a permission',
      update: 'Rename or describe a permission (system ones keep their name)',
      remove: 'Delete a custom permission',
    },
    store: { create: createPermission, update: updatePermission, remove: deletePermission },
  });
}

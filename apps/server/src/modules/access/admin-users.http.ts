/**
 * `/api/v1/admin/admin_users…` (spec section 7, Admin users row) and the spec's Users row
 * (`view-users`, `create-user`, `view-user/{id}`, `update-user/{id}`), both served by one service.
 * The spec's quirk "delete uses roles/{id}" is not copied: users are deleted at
 * `DELETE admin_users/{id}` (docs/api.md).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUserCreateSchema,
  adminUserListQuerySchema,
  adminUserOptionsSchema,
  adminUserSchema,
  adminUserUpdateSchema,
} from '@passdesk/contract/access/admin-user-payloads';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import { envelope, messageOnlySchema } from '@passdesk/contract/http/envelope';
import { listResultSchema } from '@passdesk/contract/http/list';
import { ADMIN_USER_PATHS } from '@passdesk/contract/access/access-paths';
import { access } from '../../platform/auth/access.ts';
import type { Services } from '../../platform/services.ts';
import { adminUserOptions, getAdminUser, listAdminUsers } from './admin-users.queries.ts';
import { createAdminUser, deleteAdminUser, updateAdminUser } from './admin-users.service.ts';

const MODULE = 'User Management';
const tags = ['Admin users'];

/** Each operation under its `admin_users` path and, where the spec lists one, its Users-row alias. */
const PATHS = {
  list: [ADMIN_USER_PATHS.list, ADMIN_USER_PATHS.aliases.list],
  create: [ADMIN_USER_PATHS.create, ADMIN_USER_PATHS.aliases.create],
  view: [ADMIN_USER_PATHS.one, ADMIN_USER_PATHS.aliases.view],
  update: [ADMIN_USER_PATHS.one, ADMIN_USER_PATHS.aliases.update],
} as const;

export async function adminUserRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  for (const path of PATHS.list) {
    app.get(
      path,
      {
        config: { access: access.permission(MODULE, 'read') },
        schema: { tags, summary: 'List admin users', querystring: adminUserListQuerySchema, response: { 200: envelope(listResultSchema(adminUserSchema)) } },
      },
      async (request) => ({ message: 'Users', data: await listAdminUsers(services.db, request.query) }),
    );
  }

  app.get(
    ADMIN_USER_PATHS.options,
    {
      config: { access: access.permission(MODULE, 'read') },
      schema: { tags, summary: 'Roles and centers for the user form', response: { 200: envelope(adminUserOptionsSchema) } },
    },
    async () => ({ message: 'User form options', data: await adminUserOptions(services.db) }),
  );

  for (const path of PATHS.create) {
    app.post(
      path,
      {
        config: { access: access.permission(MODULE, 'create') },
        schema: { tags, summary: 'Create an admin user', body: adminUserCreateSchema, response: { 200: envelope(adminUserSchema) } },
      },
      async (request) => ({ message: 'User created', data: await createAdminUser(services.db, request, request.body) }),
    );
  }

  for (const path of PATHS.view) {
    app.get(
      path,
      {
        config: { access: access.permission(MODULE, 'read') },
        schema: { tags, summary: 'View an admin user', params: idParamsSchema, response: { 200: envelope(adminUserSchema) } },
      },
      async (request) => ({ message: 'User', data: await getAdminUser(services.db, request.params.id) }),
    );
  }

  for (const path of PATHS.update) {
    app.put(
      path,
      {
        config: { access: access.permission(MODULE, 'update') },
        schema: { tags, summary: 'Edit an admin user', params: idParamsSchema, body: adminUserUpdateSchema, response: { 200: envelope(adminUserSchema) } },
      },
      async (request) => ({
        message: 'User updated',
        data: await updateAdminUser(services, request, request.params.id, request.body),
      }),
    );
  }

  app.delete(
    ADMIN_USER_PATHS.one,
    {
      config: { access: access.permission(MODULE, 'delete') },
      schema: { tags, summary: 'Delete an admin user', params: idParamsSchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await deleteAdminUser(services.db, request, request.params.id);
      return { message: 'User deleted' };
    },
  );
}

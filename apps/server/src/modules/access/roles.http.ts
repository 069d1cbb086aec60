/** `/api/v1/admin/roles…` (spec section 7, Roles row): list, create, view, edit, delete. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import { roleBodySchema, roleListQuerySchema, roleSchema } from '@passdesk/contract/access/role-payloads';
import { envelope, messageOnlySchema } from '@passdesk/contract/http/envelope';
import { listResultSchema } from '@passdesk/contract/http/list';
import { access } from '../../platform/auth/access.ts';
import type { Services } from '../../platform/services.ts';
import { ROLE_PATHS } from '@passdesk/contract/access/access-paths';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './roles.service.ts';

const MODULE = 'User Management';
const tags = ['Roles'];

export async function roleRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    ROLE_PATHS.list,
    {
      config: { access: access.permission(MODULE, 'read') },
      schema: { tags, summary: 'List roles', querystring: roleListQuerySchema, response: { 200: envelope(listResultSchema(roleSchema)) } },
    },
    async (request) => ({ message: 'Roles', data: await listRoles(services.db, request.query) }),
  );

  app.post(
    ROLE_PATHS.create,
    {
      config: { access: access.permission(MODULE, 'create') },
      schema: { tags, summary: 'Create a role with its flags per permission', body: roleBodySchema, response: { 200: envelope(roleSchema) } },
    },
    async (request) => ({ message: 'Role created', data: await createRole(services.db, request, request.body) }),
  );

  app.get(
    ROLE_PATHS.one,
    {
      config: { access: access.permission(MODULE, 'read') },
      schema: { tags, summary: 'View a role', params: idParamsSchema, response: { 200: envelope(roleSchema) } },
    },
    async (request) => ({ message: 'Role', data: await getRole(services.db, request.params.id) }),
  );

  app.put(
    ROLE_PATHS.one,
    {
      config: { access: access.permission(MODULE, 'update') },
      schema: { tags, summary: 'Edit a role (its flags are replaced)', params: idParamsSchema, body: roleBodySchema, response: { 200: envelope(roleSchema) } },
    },
    async (request) => ({ message: 'Role updated', data: await updateRole(services.db, request, request.params.id, request.body) }),
  );

  app.delete(
    ROLE_PATHS.one,
    {
      config: { access: access.permission(MODULE, 'delete') },
      schema: { tags, summary: 'Delete a role no user holds', params: idParamsSchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await deleteRole(services.db, request, request.params.id);
      return { message: 'Role deleted' };
    },
  );
}

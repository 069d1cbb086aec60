/** `/api/v1/admin/roles…` (docs/api.md "User Management"): list, create, view, edit, delete. */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance } from 'fastify';
import { roleBodySchema, roleListQuerySchema, roleSchema } from '@passdesk/contract/access/role-payloads';
import { ROLE_PATHS } from '@passdesk/contract/access/access-paths';
import { registerRecordRoutes } from '../../platform/records/record-routes.ts';
import type { Services } from '../../platform/services.ts';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './roles.service.ts';

export async function roleRoutes(app: FastifyInstance, services: Services): Promise<void> {
  registerRecordRoutes(app, services.db, {
    module: PERMISSION.userManagement,
    tags: ['Roles'],
    paths: { list: ROLE_PATHS.list, create: ROLE_PATHS.create, view: ROLE_PATHS.one, update: ROLE_PATHS.one, remove: ROLE_PATHS.one },
    schemas: { listQuery: roleListQuerySchema, input: roleBodySchema, record: roleSchema },
    messages: { list: 'Roles', noun: 'Role' },
    summaries: {
      list: 'List roles',
      create: 'Create a role with its flags per permission',
      view: 'View a role',
      update: 'Edit a role (its flags are replaced)',
      remove: 'Delete a role no user holds',
    },
    list: listRoles,
    view: getRole,
    store: { create: createRole, update: updateRole, remove: deleteRole },
  });
}

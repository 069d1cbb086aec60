/** `/api/v1/admin/roles…` (docs/api.md "User Management"): list, create, view, edit, delete. */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance } from 'fastify';
import { roleBodySchema, roleListQuerySchema, roleSchema, type Role } from '@passdesk/contract/access/role-payloads';
import { ROLE_PATHS } from '@passdesk/contract/access/access-paths';
import type { CsvColumn } from '../../platform/http/csv.ts';
import { registerRecordRoutes } from '../../platform/records/record-routes.ts';
import type { Services } from '../../platform/services.ts';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './roles.service.ts';

/** A role's permissions as `name: read create update delete` (its flags that are on), one permission after another. */
const grantsOf = (role: Role): string =>
  Object.entries(role.permissions)
    .map(([name, flags]) => [name, Object.entries(flags).filter(([, on]) => on).map(([flag]) => flag)] as const)
    .filter(([, on]) => on.length > 0)
    .map(([name, on]) => `${name}: ${on.join(' ')}`)
    .join('; ');

const CSV_COLUMNS: CsvColumn<Role>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Description', value: (row) => row.description },
  { header: 'Users', value: (row) => row.user_count },
  { header: 'Permissions', value: grantsOf },
  { header: 'Created', value: (row) => row.created_at },
];

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
    csv: {
      path: ROLE_PATHS.exportCsv,
      summary: "Export the roles of the list's search and sort as CSV",
      description: 'Every matching role with its permissions, one per line',
      fileName: 'roles',
      timeZone: services.config.timeZone,
      columns: CSV_COLUMNS,
    },
    view: getRole,
    store: { create: createRole, update: updateRole, remove: deleteRole },
  });
}

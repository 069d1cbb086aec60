/**
 * `/api/v1/admin/permissions…` (docs/api.md "User Management"). Listing is open to every
 * signed-in user (the panel's menu filter needs all permission names, docs/panel.md "The menu"), so the list
 * is this module's own route; the writes are the record routes. Its CSV export is the User
 * Management screen's, behind that permission's read flag.
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { permissionBodySchema, permissionListQuerySchema, permissionListSchema, permissionSchema, type Permission } from '@passdesk/contract/access/permission-payloads';
import { envelope } from '@passdesk/contract/http/envelope';
import { PERMISSION_PATHS } from '@passdesk/contract/access/access-paths';
import { access } from '../../platform/auth/access.ts';
import { everyListRow } from '../../platform/export/list-pages.ts';
import type { CsvColumn } from '../../platform/http/csv.ts';
import { csvExportRoute } from '../../platform/http/csv-route.ts';
import { registerRecordRoutes } from '../../platform/records/record-routes.ts';
import type { Services } from '../../platform/services.ts';
import { createPermission, deletePermission, listPermissions, updatePermission } from './permissions.service.ts';

const MODULE = PERMISSION.userManagement;
const tags = ['Permissions'];

const CSV_COLUMNS: CsvColumn<Permission>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Description', value: (row) => row.description },
  { header: 'Kind', value: (row) => (row.system ? 'system' : 'custom') },
];

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

  csvExportRoute(app, {
    path: PERMISSION_PATHS.exportCsv,
    access: access.permission(MODULE, 'read'),
    tags,
    summary: "Export the permissions of the list's search and sort as CSV",
    description: 'Every matching permission, one per line',
    querystring: permissionListQuerySchema,
    fileName: 'permissions',
    timeZone: services.config.timeZone,
    columns: CSV_COLUMNS,
    rows: (query) => everyListRow(async (page, limit) => (await listPermissions(services.db, { ...query, page, limit })).permissions),
  });

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

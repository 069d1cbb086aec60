/**
 * `/api/v1/admin/admin_users…` and their aliases (`view-users`, `create-user`, `view-user/{id}`,
 * `update-user/{id}`), both served by one service (docs/api.md "User Management"). Users are
 * deleted at `DELETE admin_users/{id}`; `DELETE roles/{id}` deletes a role.
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUserCreateSchema,
  adminUserListQuerySchema,
  adminUserOptionsSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  type AdminUser,
  type AdminUserUpdate,
} from '@passdesk/contract/access/admin-user-payloads';
import { envelope, messageOnlySchema } from '@passdesk/contract/http/envelope';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import { SECOND_FACTOR_RESET_MESSAGES } from '@passdesk/contract/access/second-factor-reset';
import { ADMIN_USER_PATHS } from '@passdesk/contract/access/access-paths';
import { access } from '../../platform/auth/access.ts';
import type { CsvColumn } from '../../platform/http/csv.ts';
import { registerRecordRoutes } from '../../platform/records/record-routes.ts';
import type { Services } from '../../platform/services.ts';
import { adminUserOptions, getAdminUser, listAdminUsers } from './admin-users.queries.ts';
import { createAdminUser, deleteAdminUser, updateAdminUser } from './admin-users.service.ts';
import { resetUserSecondFactor } from './second-factor-reset.ts';

const MODULE = PERMISSION.userManagement;
const tags = ['Admin users'];

const CSV_COLUMNS: CsvColumn<AdminUser>[] = [
  { header: 'First name', value: (row) => row.first_name },
  { header: 'Last name', value: (row) => row.last_name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Mobile', value: (row) => row.mobile },
  { header: 'Roles', value: (row) => row.roles.map((role) => role.name).join('; ') },
  { header: 'Center', value: (row) => row.center_name },
  { header: 'User type', value: (row) => row.user_type },
  { header: 'Status', value: (row) => row.status },
  { header: 'Last sign-in', value: (row) => row.last_login_at },
  { header: 'Created', value: (row) => row.created_at },
];

export async function adminUserRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    ADMIN_USER_PATHS.options,
    {
      config: { access: access.permission(MODULE, 'read') },
      schema: { tags, summary: 'Roles and centers for the user form', response: { 200: envelope(adminUserOptionsSchema) } },
    },
    async () => ({ message: 'User form options', data: await adminUserOptions(services.db) }),
  );

  app.post(
    ADMIN_USER_PATHS.resetSecondFactor,
    {
      config: { access: access.permission(MODULE, 'update') },
      schema: {
        tags,
        summary: "Reset another user's second factor: it is taken off, their sessions end and they are mailed",
        params: idParamsSchema,
        response: { 200: messageOnlySchema },
      },
    },
    async (request) => {
      await resetUserSecondFactor(services, request, request.params.id);
      return { message: SECOND_FACTOR_RESET_MESSAGES.done };
    },
  );

  // Each operation under its `admin_users` path and, where it has one, its alias.
  registerRecordRoutes(app, services.db, {
    module: MODULE,
    tags,
    paths: {
      list: [ADMIN_USER_PATHS.list, ADMIN_USER_PATHS.aliases.list],
      create: [ADMIN_USER_PATHS.create, ADMIN_USER_PATHS.aliases.create],
      view: [ADMIN_USER_PATHS.one, ADMIN_USER_PATHS.aliases.view],
      update: [ADMIN_USER_PATHS.one, ADMIN_USER_PATHS.aliases.update],
      remove: ADMIN_USER_PATHS.one,
    },
    schemas: { listQuery: adminUserListQuerySchema, input: adminUserUpdateSchema, createInput: adminUserCreateSchema, record: adminUserSchema },
    messages: { list: 'Users', noun: 'User' },
    summaries: { list: 'List admin users', create: 'Create an admin user', view: 'View an admin user', update: 'Edit an admin user', remove: 'Delete an admin user' },
    list: listAdminUsers,
    csv: {
      path: ADMIN_USER_PATHS.exportCsv,
      summary: "Export the admin users of the list's search, filters and sort as CSV",
      description: 'Every matching admin user, one per line',
      fileName: 'users',
      timeZone: services.config.timeZone,
      columns: CSV_COLUMNS,
    },
    view: getAdminUser,
    store: {
      create: createAdminUser,
      // A changed email is told to the old address, which needs the mailer as well as the database.
      update: (_db, request, id, input) => updateAdminUser(services, request, id, input as AdminUserUpdate),
      remove: deleteAdminUser,
    },
  });
}

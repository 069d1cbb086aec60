/**
 * The panel's Mobile App User screen (docs/api.md "Mobile App Management"): `mobile_user/view`,
 * `mobile_user/create`, `mobile_user/update-user/{id}`, `mobile_user/delete/{id}`,
 * `mobile_user/export/csv`, plus the inspector's signed-in phones (to sign a lost one out).
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema } from '@passdesk/contract/http/envelope';
import { listResultSchema } from '@passdesk/contract/http/list';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import {
  MOBILE_USER_MESSAGES,
  mobileSessionSchema,
  mobileUserCreateSchema,
  mobileUserExportQuerySchema,
  mobileUserListQuerySchema,
  mobileUserSchema,
  mobileUserUpdateSchema,
  type MobileUser,
} from '@passdesk/contract/mobile-users/mobile-user';
import { access } from '../../platform/auth/access.ts';
import { centers } from '../centers/centers.schema.ts';
import type { CsvColumn } from '../../platform/http/csv.ts';
import { csvExportRoute } from '../../platform/http/csv-route.ts';
import type { Services } from '../../platform/services.ts';
import { MOBILE_USER_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import { eachMobileUser, getMobileUser, listMobileSessions, listMobileUsers } from './mobile-users.queries.ts';
import { createMobileUser, deleteMobileUser, revokeMobileSession, updateMobileUser } from './mobile-users.service.ts';

const tags = ['Mobile App Users'];

const CSV_COLUMNS: CsvColumn<MobileUser>[] = [
  { header: 'Employee code', value: (row) => row.employee_code },
  { header: 'Name', value: (row) => row.name },
  { header: 'Mobile', value: (row) => row.mobile },
  { header: 'Depot', value: (row) => row.center_name },
  { header: 'Status', value: (row) => row.status },
  { header: 'Last seen', value: (row) => row.last_seen_at },
  { header: 'Signed-in phones', value: (row) => row.active_sessions },
  { header: 'Created', value: (row) => row.created_at },
];

const DUPLICATE_OR_DEPOT = { 409: `employee_code: ${MOBILE_USER_MESSAGES.employeeCodeTaken}`, 422: `center_id: ${MOBILE_USER_MESSAGES.centerUnknown}` };
const sessionParamsSchema = idParamsSchema.extend({ session_id: z.uuid('session_id must be a session id') });
const depotOptionsSchema = z.object({ centers: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string(), status: z.string() })) });

export async function mobileUserRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, config } = services;

  app.get(
    MOBILE_USER_PATHS.list,
    {
      config: { access: access.permission(PERMISSION.mobileAppManagement, 'read') },
      schema: { tags, summary: 'List inspectors', querystring: mobileUserListQuerySchema, response: { 200: envelope(listResultSchema(mobileUserSchema)) } },
    },
    async (request) => ({ message: 'Mobile users', data: await listMobileUsers(db, request.query) }),
  );

  csvExportRoute(app, {
    path: MOBILE_USER_PATHS.exportCsv,
    access: access.permission(PERMISSION.mobileAppManagement, 'read'),
    tags,
    summary: 'Export inspectors as CSV (the list’s filters, streamed)',
    description: 'Every matching inspector, one per line',
    example: 'Employee code,Name,Mobile,Depot,Status,Last seen,Signed-in phones,Created\r\nINS-0042,Ravi Patel,9876543210,Naroda Depot,active,2026-11-23T10:15:00.000Z,1,2026-11-01T09:00:00.000Z\r\n',
    querystring: mobileUserExportQuerySchema,
    fileName: 'mobile-users',
    timeZone: config.timeZone,
    columns: CSV_COLUMNS,
    rows: (query) => eachMobileUser(db, query),
  });

  app.get(
    MOBILE_USER_PATHS.options,
    {
      config: { access: access.permission(PERMISSION.mobileAppManagement, 'read') },
      schema: { tags, summary: 'Depots an inspector can belong to', response: { 200: envelope(depotOptionsSchema) } },
    },
    async () => ({
      message: 'Mobile user form options',
      data: { centers: await db.select({ id: centers.id, name: centers.name, code: centers.code, status: centers.status }).from(centers).orderBy(centers.name) },
    }),
  );

  app.get(
    MOBILE_USER_PATHS.one,
    {
      config: { access: access.permission(PERMISSION.mobileAppManagement, 'read') },
      schema: { tags, summary: 'One inspector', params: idParamsSchema, response: { 200: envelope(mobileUserSchema) } },
    },
    async (request) => ({ message: 'Mobile user', data: await getMobileUser(db, request.params.id) }),
  );

  app.post(
    MOBILE_USER_PATHS.create,
    {
      config: { access: access.permission(PERMISSION.mobileAppManagement, 'create'), openapi: { errors: DUPLICATE_OR_DEPOT } },
      schema: { tags, summary: 'Create an inspector', body: mobileUserCreateSchema, response: { 200: envelope(mobileUserSchema) } },
    },
    async (request) => ({ message: 'Mobile user created', data: await createMobileUser(db, request, request.body) }),
  );

  app.put(
    MOBILE_USER_PATHS.update,
    {
      config: { access: access.permission(PERMISSION.mobileAppManagement, 'update'), openapi: { errors: DUPLICATE_OR_DEPOT } },
      schema: {
        tags,
        summary: 'Replace an inspector’s fields; a password resets it; deactivating signs every phone out',
        params: idParamsSchema,
        body: mobileUserUpdateSchema,
        response: { 200: envelope(mobileUserSchema) },
      },
    },
    async (request) => ({ message: 'Mobile user updated', data: await updateMobileUser(db, request, request.params.id, request.body) }),
  );

  app.delete(
    MOBILE_USER_PATHS.remove,
    {
      config: { access: access.permission(PERMISSION.mobileAppManagement, 'delete'), openapi: { errors: { 409: 'Ravi Patel has 12 card scans and cannot be deleted. Deactivate the account instead.' } } },
      schema: { tags, summary: 'Delete an inspector who has no scans', params: idParamsSchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await deleteMobileUser(db, request, request.params.id, services.inUse);
      return { message: 'Mobile user deleted' };
    },
  );

  app.get(
    MOBILE_USER_PATHS.sessions,
    {
      config: { access: access.permission(PERMISSION.mobileAppManagement, 'read') },
      schema: { tags, summary: 'An inspector’s signed-in phones', params: idParamsSchema, response: { 200: envelope(z.object({ sessions: z.array(mobileSessionSchema) })) } },
    },
    async (request) => {
      await getMobileUser(db, request.params.id);
      return { message: 'Sessions', data: { sessions: await listMobileSessions(db, request.params.id) } };
    },
  );

  app.delete(
    MOBILE_USER_PATHS.session,
    {
      config: { access: access.permission(PERMISSION.mobileAppManagement, 'update') },
      schema: { tags, summary: 'Sign one phone out (a lost phone)', params: sessionParamsSchema, response: { 200: messageOnlySchema } },
    },
    async (request) => {
      await revokeMobileSession(db, request, request.params.id, request.params.session_id);
      return { message: 'The phone was signed out' };
    },
  );
}

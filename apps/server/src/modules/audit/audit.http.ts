/**
 * The audit trail for super admins (`/audit`, docs/api.md "Audit trail"): the list with its
 * filters, one event, the filters' choices and the CSV export of the current filters. Every route
 * is `access.superAdmin()`: no role opens it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUDIT_PATHS } from '@passdesk/contract/audit/audit-paths';
import { auditEventSchema, auditListQuerySchema, auditOptionsSchema, type AuditEvent } from '@passdesk/contract/audit/audit';
import { envelope } from '@passdesk/contract/http/envelope';
import { listResultSchema } from '@passdesk/contract/http/list';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import { access } from '../../platform/auth/access.ts';
import type { CsvColumn } from '../../platform/http/csv.ts';
import { csvExportRoute } from '../../platform/http/csv-route.ts';
import type { Services } from '../../platform/services.ts';
import { AUDIT_EVENT_NOT_FOUND, auditOptions, eachAuditEvent, getAuditEvent, listAuditEvents } from './audit.queries.ts';

const tags = ['Audit trail'];

const CSV_COLUMNS: CsvColumn<AuditEvent>[] = [
  { header: 'Time', value: (row) => row.occurred_at },
  { header: 'Actor type', value: (row) => row.actor_type },
  { header: 'Actor id', value: (row) => row.actor_id },
  { header: 'Actor', value: (row) => row.actor_name },
  { header: 'Action', value: (row) => row.action },
  { header: 'Entity', value: (row) => row.entity },
  { header: 'Entity id', value: (row) => row.entity_id },
  { header: 'IP', value: (row) => row.ip },
  { header: 'User agent', value: (row) => row.user_agent },
  { header: 'Request id', value: (row) => row.request_id },
  { header: 'Changes', value: (row) => (row.changes ? JSON.stringify(row.changes) : '') },
];

export async function auditRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, config } = services;

  app.get(
    AUDIT_PATHS.list,
    {
      config: { access: access.superAdmin() },
      schema: {
        tags,
        summary: 'Audit events: who did what to which record, when and from where (personal data masked)',
        querystring: auditListQuerySchema,
        response: { 200: envelope(listResultSchema(auditEventSchema)) },
      },
    },
    async (request) => ({ message: 'Audit events', data: await listAuditEvents(db, request.query, config.timeZone) }),
  );

  csvExportRoute(app, {
    path: AUDIT_PATHS.exportCsv,
    access: access.superAdmin(),
    tags,
    summary: 'Export the audit events of the current filters as CSV',
    description: 'Every audit event matching the filters, streamed',
    querystring: auditListQuerySchema,
    fileName: 'audit-trail',
    timeZone: config.timeZone,
    columns: CSV_COLUMNS,
    rows: (query) => eachAuditEvent(db, query, config.timeZone),
  });

  app.get(
    AUDIT_PATHS.options,
    {
      config: { access: access.superAdmin() },
      schema: { tags, summary: 'Staff members, entities and actions to filter the audit trail by', response: { 200: envelope(auditOptionsSchema) } },
    },
    async () => ({ message: 'Audit filters', data: await auditOptions(db) }),
  );

  app.get(
    AUDIT_PATHS.one,
    {
      config: { access: access.superAdmin(), openapi: { errors: { 404: AUDIT_EVENT_NOT_FOUND } } },
      schema: { tags, summary: 'One audit event with its recorded before and after', params: idParamsSchema, response: { 200: envelope(auditEventSchema) } },
    },
    async (request) => ({ message: 'Audit event', data: await getAuditEvent(db, request.params.id) }),
  );
}

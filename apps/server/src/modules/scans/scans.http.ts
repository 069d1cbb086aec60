/**
 * The inspector app's scans, challans and blocklist (`/api/v1/mobile`), and the panel's Card Scan
 * screen (`cards/scan`, `cards/scan/export/csv`; docs/api.md "Mobile App Management").
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { envelope } from '@passdesk/contract/http/envelope';
import { listResultSchema } from '@passdesk/contract/http/list';
import { CARD_SCAN_PATHS, SCAN_APP_PATHS } from '@passdesk/contract/scans/scans-paths';
import {
  PAYMENT_MODES,
  SCAN_MESSAGES,
  blocklistQuerySchema,
  blocklistSchema,
  cardScanListQuerySchema,
  cardScanOptionsSchema,
  cardScanSchema,
  challanInputSchema,
  challanResultSchema,
  inspectorOptionsSchema,
  scanBatchResultSchema,
  scanBatchSchema,
  type CardScan,
} from '@passdesk/contract/scans/scan';
import { access, requireInspector } from '../../platform/auth/access.ts';
import type { CsvColumn } from '../../platform/http/csv.ts';
import { csvExportRoute } from '../../platform/http/csv-route.ts';
import { plainJsonSerializer } from '../../platform/http/plain-json.ts';
import type { Services } from '../../platform/services.ts';
import { mobileUsers } from '../mobile-users/mobile-users.schema.ts';
import { activeOffences } from '../offences/offences.service.ts';
import { routes } from '../routes/routes.schema.ts';
import { blocklist } from './blocklist.ts';
import { CardKeyCache } from './qr-check.ts';
import { eachScan, listScans } from './scans.queries.ts';
import { recordChallan, recordScans } from './scans.service.ts';

const appTags = ['Inspector app'];
const adminTags = [PERMISSION.cardScan];

const rupees = (paise: number | undefined) => (paise === undefined ? '' : (paise / 100).toFixed(2));

const CSV_COLUMNS: CsvColumn<CardScan>[] = [
  { header: 'Scanned at', value: (row) => row.scanned_at },
  { header: 'Received at', value: (row) => row.received_at },
  { header: 'Result', value: (row) => row.result },
  { header: 'Card number', value: (row) => row.card_number },
  { header: 'Holder', value: (row) => row.holder_name },
  { header: 'Inspector', value: (row) => row.inspector_name },
  { header: 'Employee code', value: (row) => row.employee_code },
  { header: 'Route', value: (row) => row.route_number },
  { header: 'Bus', value: (row) => row.bus_number },
  { header: 'Mode', value: (row) => row.mode },
  { header: 'Latitude', value: (row) => row.latitude },
  { header: 'Longitude', value: (row) => row.longitude },
  { header: 'Challan number', value: (row) => row.challan?.challan_number },
  { header: 'Offence', value: (row) => row.challan?.offence },
  { header: 'Penalty', value: (row) => rupees(row.challan?.penalty_amount) },
  { header: 'Payment mode', value: (row) => row.challan?.payment_mode },
  { header: 'Remarks', value: (row) => row.challan?.remarks },
];

export async function scanAppRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, config } = services;
  const keys = new CardKeyCache(config.timeZone);
  app.addHook('onClose', async () => keys.close());

  app.post(
    SCAN_APP_PATHS.scans,
    {
      config: { access: access.mobile() },
      // The verdicts are built by toVerdict (scans.service.ts) from typed values: no zod pass over the answer.
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: appTags,
        summary: 'Record one scan or a batch made offline (up to 500); answers each verdict',
        description:
          'Every scan carries a `client_scan_id` (a UUID made on the phone): sending it again records nothing new and answers the first verdict (`duplicate: true`). ' +
          'The server checks the QR signature again, then the card: `valid`, `expired`, `not_yet_valid` (judged on the day of `scanned_at`), `blocked`, `deleted`, `not_found`, `bad_signature`. ' +
          '`card.photo_url` is the holder’s photo for the face check.',
        body: scanBatchSchema,
        response: { 200: envelope(scanBatchResultSchema) },
      },
    },
    async (request) => {
      const inspector = requireInspector(request);
      const results = await recordScans(db, keys, inspector, request.body.scans, config.timeZone);
      return { message: `${results.length} scan${results.length === 1 ? '' : 's'} recorded`, data: { results } };
    },
  );

  app.post(
    SCAN_APP_PATHS.challans,
    {
      config: {
        access: access.mobile(),
        openapi: { errors: { 404: SCAN_MESSAGES.scanNotFound, 409: `client_scan_id: ${SCAN_MESSAGES.scanHasChallan}`, 422: `offence_code: ${SCAN_MESSAGES.chooseOffence}` } },
      },
      schema: {
        tags: appTags,
        summary: 'Write a challan (fine) for a failed check, linked to its scan',
        description:
          'Numbered in the inspector’s own series (`<employee code>-000001`). The offence is named by its `offence_code` (GET options); its text and penalty are taken from the offence table, and an unknown or inactive offence is refused (422). ' +
          'Resending the same `client_challan_id` answers the first challan (`duplicate: true`).',
        body: challanInputSchema,
        response: { 200: envelope(challanResultSchema) },
      },
    },
    async (request) => ({ message: 'Challan recorded', data: await recordChallan(db, request, requireInspector(request), request.body) }),
  );

  app.get(
    SCAN_APP_PATHS.options,
    {
      config: { access: access.mobile() },
      schema: {
        tags: appTags,
        summary: 'Active routes for the trip, and the offences with their penalties for a challan',
        response: { 200: envelope(inspectorOptionsSchema) },
      },
    },
    async () => ({
      message: 'Inspector options',
      data: {
        routes: await db.select({ id: routes.id, route_number: routes.route_number, name: routes.name }).from(routes).where(eq(routes.status, 'active')).orderBy(asc(routes.route_number)),
        offences: await activeOffences(db),
        payment_modes: [...PAYMENT_MODES],
      },
    }),
  );

  app.get(
    SCAN_APP_PATHS.blocklist,
    {
      config: { access: access.mobile() },
      schema: {
        tags: appTags,
        summary: 'Card numbers blocked or deleted (all, or changed since a time) for offline checks',
        querystring: blocklistQuerySchema,
        response: { 200: envelope(blocklistSchema) },
      },
    },
    async (request) => ({ message: 'Blocklist', data: await blocklist(db, request.query.since ? new Date(request.query.since) : undefined) }),
  );
}

export async function cardScanRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, config } = services;

  app.get(
    CARD_SCAN_PATHS.list,
    {
      config: { access: access.permission(PERMISSION.mobileAppManagement, 'read') },
      schema: { tags: adminTags, summary: 'Card scans with their challans', querystring: cardScanListQuerySchema, response: { 200: envelope(listResultSchema(cardScanSchema)) } },
    },
    async (request) => ({ message: 'Card scans', data: await listScans(db, request.query, config.timeZone) }),
  );

  csvExportRoute(app, {
    path: CARD_SCAN_PATHS.exportCsv,
    access: access.permission(PERMISSION.mobileAppManagement, 'read'),
    tags: adminTags,
    summary: 'Export the card scans of the current filters as CSV',
    description: 'Every scan matching the filters, streamed',
    querystring: cardScanListQuerySchema,
    fileName: 'card-scans',
    timeZone: config.timeZone,
    columns: CSV_COLUMNS,
    rows: (query) => eachScan(db, query, config.timeZone),
  });

  app.get(
    CARD_SCAN_PATHS.options,
    {
      config: { access: access.permission(PERMISSION.mobileAppManagement, 'read') },
      schema: { tags: adminTags, summary: 'Inspectors and routes to filter card scans by', response: { 200: envelope(cardScanOptionsSchema) } },
    },
    async () => ({
      message: 'Card scan filters',
      data: {
        inspectors: await db.select({ id: mobileUsers.id, name: mobileUsers.name, employee_code: mobileUsers.employee_code }).from(mobileUsers).orderBy(asc(mobileUsers.name)),
        routes: await db.select({ id: routes.id, route_number: routes.route_number, name: routes.name }).from(routes).orderBy(asc(routes.route_number)),
      },
    }),
  );
}

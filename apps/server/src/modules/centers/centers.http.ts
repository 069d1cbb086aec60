/**
 * `/api/v1/admin/centers…`: list and create on `centers`, edit and delete on `centers/{id}`. Create
 * answers on `POST centers/create` too, like the other master-data screens (docs/api.md
 * "Master data").
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance } from 'fastify';
import { centerInputSchema, centerListQuerySchema, centerSchema, type Center } from '@passdesk/contract/master-data/center';
import { CENTER_PATHS } from '@passdesk/contract/master-data/master-data-paths';
import type { CsvColumn } from '../../platform/http/csv.ts';
import { registerRecordRoutes } from '../../platform/records/record-routes.ts';
import type { Services } from '../../platform/services.ts';
import { centerStore, listCenters } from './centers.service.ts';

const CSV_COLUMNS: CsvColumn<Center>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Code', value: (row) => row.code },
  { header: 'City', value: (row) => row.city },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Email', value: (row) => row.email },
  { header: 'Status', value: (row) => row.status },
  { header: 'Address', value: (row) => row.address },
  { header: 'Created', value: (row) => row.created_at },
];

export async function centerRoutes(app: FastifyInstance, services: Services): Promise<void> {
  registerRecordRoutes(app, services.db, {
    module: PERMISSION.centerManagement,
    tags: ['Centers'],
    paths: { list: CENTER_PATHS.list, create: [CENTER_PATHS.create, CENTER_PATHS.createAlias], update: CENTER_PATHS.one, remove: CENTER_PATHS.one },
    schemas: { listQuery: centerListQuerySchema, input: centerInputSchema, record: centerSchema },
    messages: { list: 'Centers', noun: 'Center' },
    list: listCenters,
    csv: {
      path: CENTER_PATHS.exportCsv,
      summary: "Export the centers of the list's search, filters and sort as CSV",
      description: 'Every matching center, one per line',
      fileName: 'centers',
      timeZone: services.config.timeZone,
      columns: CSV_COLUMNS,
    },
    store: centerStore(services.inUse),
  });
}

/**
 * `/api/v1/admin/offences…`: the offence table, list and create on `offences`, edit and delete on
 * `offences/{id}`. Behind the `Card Scan` permission: the offences are the rules of the challans
 * that screen shows, and a role may be let read the scans without setting fines (docs/api.md
 * "Offences").
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance } from 'fastify';
import { offenceInputSchema, offenceListQuerySchema, offenceSchema, type Offence } from '@passdesk/contract/offences/offence';
import { OFFENCE_PATHS } from '@passdesk/contract/offences/offences-paths';
import type { CsvColumn } from '../../platform/http/csv.ts';
import { registerRecordRoutes } from '../../platform/records/record-routes.ts';
import type { Services } from '../../platform/services.ts';
import { listOffences, offenceStore } from './offences.service.ts';

const CSV_COLUMNS: CsvColumn<Offence>[] = [
  { header: 'Offence', value: (row) => row.name },
  { header: 'Code', value: (row) => row.code },
  { header: 'Penalty', value: (row) => row.penalty_amount / 100 },
  { header: 'Status', value: (row) => row.status },
  { header: 'Created', value: (row) => row.created_at },
];

export async function offenceRoutes(app: FastifyInstance, services: Services): Promise<void> {
  registerRecordRoutes(app, services.db, {
    module: PERMISSION.cardScan,
    tags: ['Offences'],
    paths: { list: OFFENCE_PATHS.list, create: OFFENCE_PATHS.create, update: OFFENCE_PATHS.one, remove: OFFENCE_PATHS.one },
    schemas: { listQuery: offenceListQuerySchema, input: offenceInputSchema, record: offenceSchema },
    messages: { list: 'Offences', noun: 'Offence' },
    list: listOffences,
    csv: {
      path: OFFENCE_PATHS.exportCsv,
      summary: "Export the offences of the list's search, filters and sort as CSV",
      description: 'Every matching offence, one per line, penalties in rupees',
      fileName: 'offences',
      timeZone: services.config.timeZone,
      columns: CSV_COLUMNS,
    },
    store: offenceStore(services.inUse),
  });
}

/**
 * `/api/v1/admin/offences…`: the offence table, list and create on `offences`, edit and delete on
 * `offences/{id}`. Behind the `Card Scan` permission: the offences are the rules of the challans
 * that screen shows, and a role may be let read the scans without setting fines (docs/api.md
 * "Offences").
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance } from 'fastify';
import { offenceInputSchema, offenceListQuerySchema, offenceSchema } from '@passdesk/contract/offences/offence';
import { OFFENCE_PATHS } from '@passdesk/contract/offences/offence-paths';
import { registerRecordRoutes } from '../../platform/records/record-routes.ts';
import type { Services } from '../../platform/services.ts';
import { listOffences, offenceStore } from './offences.service.ts';

export async function offenceRoutes(app: FastifyInstance, services: Services): Promise<void> {
  registerRecordRoutes(app, services.db, {
    module: PERMISSION.cardScan,
    tags: ['Offences'],
    paths: { list: OFFENCE_PATHS.list, create: OFFENCE_PATHS.create, update: OFFENCE_PATHS.one, remove: OFFENCE_PATHS.one },
    schemas: { listQuery: offenceListQuerySchema, input: offenceInputSchema, record: offenceSchema },
    messages: { list: 'Offences', noun: 'Offence' },
    list: listOffences,
    store: offenceStore(services.inUse),
  });
}

/**
 * `/api/v1/admin/cards/all`, `cards/deleted-cards/history` (each with its CSV export), the batch
 * delete and the restore (docs/api.md "Delete Cards"). Every call needs Delete Cards:
 * read to list and export, delete to delete, update to restore.
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cardExportQuerySchema, cardListQuerySchema, cardListResultSchema } from '@passdesk/contract/cards/card-list';
import { DELETE_CARD_PATHS } from '@passdesk/contract/delete-cards/delete-cards-paths';
import {
  DELETE_CARD_MESSAGES,
  deleteCardsResultSchema,
  deleteCardsSchema,
  deletedCardRefSchema,
  deletedCardsQuerySchema,
  deletedCardsResultSchema,
  restoreCardSchema,
  type DeletedCard,
} from '@passdesk/contract/delete-cards/delete-cards';
import { envelope } from '@passdesk/contract/http/envelope';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import { access } from '../../platform/auth/access.ts';
import type { CsvColumn } from '../../platform/http/csv.ts';
import { csvExportRoute } from '../../platform/http/csv-route.ts';
import { CSV_COLUMNS as CARD_CSV_COLUMNS, exportRowsOneByOne, listCards } from '../cards/cards.public.ts';
import type { Services } from '../../platform/services.ts';
import { dayIn } from '../../platform/time/today.ts';
import { eachDeletedCard, listDeletedCards } from './delete-cards.queries.ts';
import { deleteCards, restoreCard } from './delete-cards.service.ts';

const tags = [PERMISSION.deleteCards];

const HISTORY_CSV: CsvColumn<DeletedCard>[] = [
  { header: 'Card number', value: (row) => row.card_number },
  { header: 'First name', value: (row) => row.first_name },
  { header: 'Last name', value: (row) => row.last_name },
  { header: 'Mobile', value: (row) => row.mobile },
  { header: 'Category', value: (row) => row.category.name },
  { header: 'Route', value: (row) => row.route?.route_number },
  { header: 'Center', value: (row) => row.center.name },
  { header: 'Valid until', value: (row) => row.valid_until },
  { header: 'Deleted at', value: (row) => row.deleted_at },
  { header: 'Deleted by', value: (row) => row.deleted_by?.name },
  { header: 'Reason', value: (row) => row.delete_reason },
];

export async function deleteCardRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const today = () => dayIn(services.config.timeZone);

  app.get(
    DELETE_CARD_PATHS.all,
    {
      config: { access: access.permission(PERMISSION.deleteCards, 'read') },
      schema: { tags, summary: 'Every live card to choose from: search, filters, sort, paging (as GET cards)', querystring: cardListQuerySchema, response: { 200: envelope(cardListResultSchema) } },
    },
    async (request) => ({ message: 'Cards', data: await listCards(db, request.query, today()) }),
  );

  csvExportRoute(app, {
    path: DELETE_CARD_PATHS.allCsv,
    access: access.permission(PERMISSION.deleteCards, 'read'),
    tags,
    summary: "Export the live cards of the list's search, filters and sort as CSV (streamed, as cards/export/csv)",
    description: 'Every matching live card, one per line, in the card export’s columns',
    querystring: cardExportQuerySchema,
    fileName: 'cards',
    timeZone: services.config.timeZone,
    columns: CARD_CSV_COLUMNS,
    rows: (query) => exportRowsOneByOne(services.database, query, today()),
  });

  csvExportRoute(app, {
    path: DELETE_CARD_PATHS.historyCsv,
    access: access.permission(PERMISSION.deleteCards, 'read'),
    tags,
    summary: "Export the deleted cards of the history's search, filters and sort as CSV (streamed)",
    description: 'Every matching deleted card, one per line, with who deleted it, when and why',
    querystring: deletedCardsQuerySchema,
    fileName: 'deleted-cards',
    timeZone: services.config.timeZone,
    columns: HISTORY_CSV,
    rows: (query) => eachDeletedCard(db, query, services.config.timeZone, today()),
  });

  app.get(
    DELETE_CARD_PATHS.history,
    {
      config: { access: access.permission(PERMISSION.deleteCards, 'read') },
      schema: { tags, summary: 'Deleted cards: who, when, why, and the card', querystring: deletedCardsQuerySchema, response: { 200: envelope(deletedCardsResultSchema) } },
    },
    async (request) => ({ message: 'Deleted cards', data: await listDeletedCards(db, request.query, services.config.timeZone, today()) }),
  );

  app.delete(
    DELETE_CARD_PATHS.deleteMany,
    {
      config: { access: access.permission(PERMISSION.deleteCards, 'delete'), openapi: { errors: { 422: DELETE_CARD_MESSAGES.refused(1, 3) } } },
      schema: { tags, summary: 'Delete one or several cards with a reason, all or none', body: deleteCardsSchema, response: { 200: envelope(deleteCardsResultSchema) } },
    },
    async (request) => {
      const result = await deleteCards(db, request, request.body);
      return { message: DELETE_CARD_MESSAGES.deleted(result.deleted.length), data: result };
    },
  );

  app.post(
    DELETE_CARD_PATHS.restore,
    {
      config: { access: access.permission(PERMISSION.deleteCards, 'update'), openapi: { errors: { 422: DELETE_CARD_MESSAGES.notDeleted } } },
      schema: { tags, summary: 'Restore a deleted card (reason required)', params: idParamsSchema, body: restoreCardSchema, response: { 200: envelope(deletedCardRefSchema) } },
    },
    async (request) => ({ message: DELETE_CARD_MESSAGES.restored, data: await restoreCard(db, request, request.params.id, request.body) }),
  );
}

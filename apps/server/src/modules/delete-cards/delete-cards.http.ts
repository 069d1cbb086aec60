/**
 * `/api/v1/admin/cards/all`, `cards/deleted-cards/history`, the batch delete and the restore
 * (docs/api.md "Delete Cards"). Every call needs Delete Cards:
 * read to list, delete to delete, update to restore.
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cardListQuerySchema, cardListResultSchema } from '@passdesk/contract/cards/card-list';
import { DELETE_CARD_PATHS } from '@passdesk/contract/delete-cards/delete-card-paths';
import {
  DELETE_CARD_MESSAGES,
  deleteCardsResultSchema,
  deleteCardsSchema,
  deletedCardRefSchema,
  deletedCardsQuerySchema,
  deletedCardsResultSchema,
  restoreCardSchema,
} from '@passdesk/contract/delete-cards/delete-cards';
import { envelope } from '@passdesk/contract/http/envelope';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import { access } from '../../platform/auth/access.ts';
import type { Services } from '../../platform/services.ts';
import { dayIn } from '../../platform/time/today.ts';
import { listCards } from '../cards/cards.queries.ts';
import { listDeletedCards } from './delete-cards.queries.ts';
import { deleteCards, restoreCard } from './delete-cards.service.ts';

const tags = ['Delete Cards'];

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

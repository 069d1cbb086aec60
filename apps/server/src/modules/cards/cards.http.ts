/**
 * `/api/v1/admin/cards…` (docs/api.md "Card Management"): the list, view, create,
 * update, delete, renewal history and export, plus block/unblock, print, the duplicate-ID
 * check and a card's documents. Every call needs Card Management (read, create, update or delete).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@passdesk/contract/http/envelope';
import { cardDuplicateSchema, cardRenewalSchema, cardSchema } from '@passdesk/contract/cards/card';
import { CARD_MESSAGES, cardDuplicateCheckSchema, cardReasonSchema } from '@passdesk/contract/cards/card-fields';
import { PRINT_BATCH_MAX, cardExportQuerySchema, cardListQuerySchema, cardListResultSchema } from '@passdesk/contract/cards/card-list';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { cardOptionsQuerySchema, cardOptionsSchema, cardRouteChoiceSchema, cardRouteOptionsQuerySchema } from '@passdesk/contract/cards/card-options';
import { PERMISSION } from '@passdesk/contract/access/permissions';
import { REPORT_PERMISSIONS } from '@passdesk/contract/reports/report';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import { access } from '../../platform/auth/access.ts';
import { notFound, unprocessable } from '../../platform/http/errors.ts';
import { plainJsonSerializer } from '../../platform/http/plain-json.ts';
import { sendPrivateFile } from '../../platform/http/private-file.ts';
import { readCardForm } from './card-form.ts';
import { cardOptions, cardRouteOptions } from './card-options.ts';
import { CSV_COLUMNS, exportCards, exportRowsOneByOne } from './card-export.ts';
import { csvExportRoute } from '../../platform/http/csv-route.ts';
import { CREATE_DOCS, DOCUMENT_DOCS, PDF_DOCS, UPDATE_DOCS, XLSX_DOCS, XLSX_TYPE } from './cards.openapi.ts';
import { findDuplicates } from './card-rules.ts';
import { printCards, unprintableCardParts, type PrintableCard } from './card-print.ts';
import { cardQrOf, loadCard } from './card-view.ts';
import { findCardRow, listCards, listDocuments, matchingCardIds } from './cards.queries.ts';
import { changeCardState, createCard, today, updateCard, type CardsContext } from './cards.service.ts';
import type { RenewalHistory } from './cards.module.ts';

const MODULE = PERMISSION.cardManagement;
const tags = ['Cards'];
/** Registered under ADMIN_API (app.ts). */
const url = (name: keyof typeof CARD_PATHS) => CARD_PATHS[name];
const documentParamsSchema = idParamsSchema.extend({ documentId: idParamsSchema.shape.id });
const multipart = { consumes: ['multipart/form-data'] };

export async function cardRoutes(parent: FastifyInstance, context: CardsContext, renewalHistory: RenewalHistory): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = context.services;

  app.get(
    url('list'),
    {
      config: { access: access.permission(MODULE, 'read') },
      // Each item is built field by field by toListItem (cards.queries.ts) from the statement's typed columns: no zod pass over the answer.
      serializerCompiler: plainJsonSerializer,
      schema: { tags, summary: 'Live cards: search, filters, sort, paging', querystring: cardListQuerySchema, response: { 200: envelope(cardListResultSchema) } },
    },
    async (request) => ({ message: 'Cards', data: await listCards(db, request.query, today(context)) }),
  );

  // The form's choices under Card Management (not the master-data screens' permissions).
  app.get(
    url('options'),
    {
      // Delete Cards' filters and the center and overall reports' center choose from the same categories and centers.
      config: { access: access.permission(MODULE, 'read', PERMISSION.deleteCards, REPORT_PERMISSIONS.center) },
      schema: { tags, summary: "The card form's and filters' choices: active categories and centers (plus the card's own), the staff member's center", querystring: cardOptionsQuerySchema, response: { 200: envelope(cardOptionsSchema) } },
    },
    async (request) => ({ message: 'Card options', data: await cardOptions(db, request.query, request.admin?.userId) }),
  );

  app.get(
    url('routeOptions'),
    {
      config: { access: access.permission(MODULE, 'read') },
      schema: { tags, summary: 'Active routes matching a search, for the route picker', querystring: cardRouteOptionsQuerySchema, response: { 200: envelope(z.array(cardRouteChoiceSchema)) } },
    },
    async (request) => ({ message: 'Routes', data: await cardRouteOptions(db, request.query.search) }),
  );

  app.get(
    url('view'),
    {
      config: { access: access.permission(MODULE, 'read') },
      schema: { tags, summary: 'One card with documents, QR and audit trail', params: idParamsSchema, response: { 200: envelope(cardSchema) } },
    },
    async (request) => ({ message: 'Card', data: await loadCard(context, request.params.id) }),
  );

  app.post(
    url('create'),
    {
      config: { access: access.permission(MODULE, 'create'), openapi: CREATE_DOCS },
      schema: { tags, summary: 'Issue a card (multipart: fields, photo, documents)', ...multipart, response: { 200: envelope(cardSchema) } },
    },
    async (request) => ({ message: 'Card created', data: await createCard(context, request, await readCardForm(request)) }),
  );

  app.put(
    url('update'),
    {
      config: { access: access.permission(MODULE, 'update'), openapi: UPDATE_DOCS },
      schema: { tags, summary: 'Change a card (multipart; stale version → 409)', ...multipart, params: idParamsSchema, response: { 200: envelope(cardSchema) } },
    },
    async (request) => ({ message: 'Card updated', data: await updateCard(context, request, request.params.id, await readCardForm(request)) }),
  );

  app.delete(
    url('delete'),
    {
      config: { access: access.permission(MODULE, 'delete') },
      schema: { tags, summary: 'Delete a card (kept, hidden from live lists; reason required)', params: idParamsSchema, body: cardReasonSchema, response: { 200: envelope(cardSchema) } },
    },
    async (request) => ({ message: 'Card deleted', data: await changeCardState(context, request, request.params.id, 'delete', request.body) }),
  );

  for (const change of ['block', 'unblock'] as const) {
    app.post(
      url(change),
      {
        config: { access: access.permission(MODULE, 'update') },
        schema: { tags, summary: `${change === 'block' ? 'Block' : 'Unblock'} a card (reason required)`, params: idParamsSchema, body: cardReasonSchema, response: { 200: envelope(cardSchema) } },
      },
      async (request) => ({
        message: change === 'block' ? 'Card blocked' : 'Card unblocked',
        data: await changeCardState(context, request, request.params.id, change, request.body),
      }),
    );
  }

  app.get(
    url('renewHistory'),
    {
      // Delete Cards shows a deleted card's renewals too (docs/api.md "Delete Cards").
      config: { access: access.permission(MODULE, 'read', PERMISSION.deleteCards) },
      schema: { tags, summary: "A card's renewals, newest first", params: idParamsSchema, response: { 200: envelope(z.array(cardRenewalSchema)) } },
    },
    async (request) => {
      if (!(await findCardRow(db, request.params.id))) throw notFound(CARD_MESSAGES.notFound);
      return { message: 'Renewal history', data: await renewalHistory(db, request.params.id) };
    },
  );

  app.post(
    url('checkDuplicate'),
    {
      config: { access: access.permission(MODULE, 'read') },
      schema: { tags, summary: 'Live cards holding the same ID number', body: cardDuplicateCheckSchema, response: { 200: envelope(z.array(cardDuplicateSchema)) } },
    },
    async (request) => {
      const hash = context.hashId(request.body.id_proof_type, request.body.id_proof_number);
      return { message: 'Duplicates', data: await findDuplicates(db, hash, today(context), request.body.exclude_card_id) };
    },
  );

  /** The cards to print, each checked to print whole first (422 naming what cannot be printed). */
  function printable(rows: ReadonlyArray<PrintableCard['row']>): PrintableCard[] {
    const refused = rows.flatMap((row) => {
      const parts = unprintableCardParts(row);
      return parts.length > 0 ? [`card ${row.card.card_number}: ${parts.join(', ')}`] : [];
    });
    if (refused.length > 0) throw unprocessable(`${refused.slice(0, 3).join('; ')}${refused.length > 3 ? ` and ${refused.length - 3} more` : ''} cannot be printed: correct the characters named, then print again`);
    return rows.map((row) => ({ row, qr: cardQrOf(context, row) }));
  }

  app.get(
    url('exportExcel'),
    {
      config: { access: access.permission(MODULE, 'read'), openapi: XLSX_DOCS },
      schema: { tags, summary: "Every card matching the list's filters as XLSX (streamed)", querystring: cardExportQuerySchema, produces: [XLSX_TYPE] },
    },
    async (request, reply) => {
      const { page: _page, limit: _limit, ...query } = request.query;
      const day = today(context);
      const file = await exportCards(context.services.database, query, day, request.log);
      void reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="cards-${day}.xlsx"`).header('cache-control', 'private, no-store');
      return reply.send(file);
    },
  );

  csvExportRoute(app, {
    path: url('exportCsv'),
    access: access.permission(MODULE, 'read'),
    tags,
    summary: "Every card matching the list's filters as CSV (streamed)",
    description: 'Every matching card, one per line, in the Excel export’s columns',
    querystring: cardExportQuerySchema,
    fileName: 'cards',
    timeZone: context.services.config.timeZone,
    columns: CSV_COLUMNS,
    rows: (query) => exportRowsOneByOne(context.services.database, query, today(context)),
  });

  app.get(
    url('print'),
    {
      config: { access: access.permission(MODULE, 'read'), openapi: PDF_DOCS },
      schema: { tags, summary: 'One card as a printable PDF', params: idParamsSchema, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const row = await findCardRow(db, request.params.id);
      if (!row) throw notFound(CARD_MESSAGES.notFound);
      if (row.card.deleted_at) throw unprocessable('A deleted card cannot be printed');
      const cards = printable([row]);
      void reply.type('application/pdf').header('content-disposition', `inline; filename="card-${row.card.card_number}.pdf"`).header('cache-control', 'private, no-store');
      return reply.send(printCards(context.services, cards, `Card ${row.card.card_number}`));
    },
  );

  app.get(
    url('printBatch'),
    {
      config: { access: access.permission(MODULE, 'read'), openapi: PDF_DOCS },
      schema: { tags, summary: `The cards matching the list's filters as one PDF (at most ${PRINT_BATCH_MAX})`, querystring: cardExportQuerySchema, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const { page: _page, limit: _limit, ...query } = request.query;
      const ids = await matchingCardIds(db, query, today(context), PRINT_BATCH_MAX + 1);
      if (ids.length === 0) throw unprocessable('No card matches these filters');
      if (ids.length > PRINT_BATCH_MAX) throw unprocessable(`More than ${PRINT_BATCH_MAX} cards match: narrow the filters to print them`);
      const rows = [];
      for (const id of ids) {
        const row = await findCardRow(db, id);
        if (row && !row.card.deleted_at) rows.push(row);
      }
      const cards = printable(rows);
      void reply.type('application/pdf').header('content-disposition', `inline; filename="cards-${today(context)}.pdf"`).header('cache-control', 'private, no-store');
      return reply.send(printCards(context.services, cards, `${cards.length} cards`));
    },
  );

  app.get(
    url('document'),
    {
      config: { access: access.permission(MODULE, 'read'), openapi: DOCUMENT_DOCS },
      schema: { tags, summary: "One of a card's documents (streamed)", params: documentParamsSchema },
    },
    async (request, reply) => {
      const document = (await listDocuments(db, request.params.id)).find((candidate) => candidate.id === request.params.documentId);
      const stored = document ? await context.services.storage.get(document.storage_key) : undefined;
      if (!document || !stored) throw notFound('Document not found');
      return sendPrivateFile(reply, stored, document.content_type, document.file_name);
    },
  );
}

/**
 * Renew Card (docs/api.md "Renew Card") under /api/v1/admin, module Card Management (renewing:
 * Renew Card create): the
 * expired and renewed lists, the renew screen's quote, renew, a renewal's view and receipt, the
 * card's history and its correction, expiry reminders and a new card's receipt.
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@passdesk/contract/http/envelope';
import { listResultSchema } from '@passdesk/contract/http/list';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import { RENEWAL_PATHS } from '@passdesk/contract/renewals/renewals-paths';
import {
  IDEMPOTENCY_HEADER,
  deleteRenewalInputSchema,
  expiredListQuerySchema,
  expiryReminderSchema,
  idempotencyKeySchema,
  renewInputSchema,
  renewalCardSchema,
  renewalOptionsSchema,
  renewalQuoteSchema,
  renewalSchema,
  renewedListQuerySchema,
  type Renewal,
  type RenewalCard,
} from '@passdesk/contract/renewals/renewal';
import { access } from '../../platform/auth/access.ts';
import type { CsvColumn } from '../../platform/http/csv.ts';
import { csvExportRoute } from '../../platform/http/csv-route.ts';
import { badRequest, notFound, unprocessable } from '../../platform/http/errors.ts';
import type { Services } from '../../platform/services.ts';
import type { Config } from '../../platform/config/config.ts';
import { printTexts } from '../../platform/print/print-texts.ts';
import { localesDir } from '../locales/locale-files.ts';
import { remindersOf } from './expiry-reminders.ts';
import { receiptFileName, renderReceipt, unprintableReceiptParts, type ReceiptDetails } from './receipt-pdf.ts';
import { cardReceipt, renewalReceipt } from './receipts.ts';
import { parseFields, readCardForm } from '../cards/cards.public.ts';
import { idempotencyKeyOf, quoteRenewal } from './renew.ts';
import { renewWithPhoto } from './renew-photo.ts';
import { deleteRenewal, RENEWAL_NOT_FOUND } from './renewal-history.ts';
import { eachExpiredCard, eachRenewal, listExpiredCards, listRenewals } from './renewal-lists.ts';
import { renewalOptions } from './renewal-options.ts';
import { findRenewal, renewalById } from './renewal-rows.ts';

/**
 * The screens and lists are Card Management's (/renew-card maps to it); renewing needs `create`
 * on the screen's own menu permission, Renew Card (the menu shows the entry by it); correcting the
 * history needs Card Management `delete`.
 */
const MODULE = PERMISSION.cardManagement;
const tags = [PERMISSION.renewCard];
/** Registered under ADMIN_API (app.ts). */
const url = (name: keyof typeof RENEWAL_PATHS) => RENEWAL_PATHS[name];
const read = { access: access.permission(MODULE, 'read') };

/** The Idempotency-Key header, checked like a field (400 naming it). */
function headerKey(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(value) ? value[0] : value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Idempotency key is not valid';
    throw badRequest(message, { idempotency_key: message });
  }
  return parsed.data;
}

async function sendReceipt(reply: FastifyReply, config: Config, details: ReceiptDetails) {
  const refused = unprintableReceiptParts(details);
  if (refused.length > 0) throw unprocessable(`Receipt ${details.receiptNumber || details.cardNumber} cannot be printed: ${refused.join(', ')}. Correct the characters named, then print again`);
  const pdf = await renderReceipt(details, await printTexts(localesDir(config.webDistDir), 'renewals', 'printedReceipt', config.printLanguage));
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${receiptFileName(details.receiptNumber || details.cardNumber)}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

const EXPIRED_CSV: CsvColumn<RenewalCard>[] = [
  { header: 'Card number', value: (row) => row.card_number },
  { header: 'First name', value: (row) => row.first_name },
  { header: 'Last name', value: (row) => row.last_name },
  { header: 'Mobile', value: (row) => row.mobile },
  { header: 'Category', value: (row) => row.category_name },
  { header: 'Center', value: (row) => row.center_name },
  { header: 'Valid from', value: (row) => row.valid_from },
  { header: 'Valid until', value: (row) => row.valid_until },
  { header: 'Days expired', value: (row) => row.days_expired },
];

const RENEWED_CSV: CsvColumn<Renewal>[] = [
  { header: 'Card number', value: (row) => row.card_number },
  { header: 'Holder', value: (row) => row.holder_name },
  { header: 'Mobile', value: (row) => row.mobile },
  { header: 'Category', value: (row) => row.category_name },
  { header: 'Previous valid until', value: (row) => row.previous_valid_until },
  { header: 'Valid from', value: (row) => row.valid_from },
  { header: 'Valid until', value: (row) => row.valid_until },
  { header: 'Fee paid', value: (row) => row.fee_paid / 100 },
  { header: 'Payment mode', value: (row) => row.payment_mode },
  { header: 'Receipt number', value: (row) => row.receipt_number },
  { header: 'Center', value: (row) => row.center_name },
  { header: 'Renewed by', value: (row) => row.renewed_by_name },
  { header: 'Renewed at', value: (row) => row.renewed_at },
];

export async function renewalRoutes(parent: FastifyInstance, services: Services): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { config } = services;

  app.get(
    url('expired'),
    { config: read, schema: { tags, summary: 'Expired cards that may be renewed', querystring: expiredListQuerySchema, response: { 200: envelope(listResultSchema(renewalCardSchema)) } } },
    async (request) => ({ message: 'Expired cards', data: await listExpiredCards(services.db, config, request.query) }),
  );

  app.get(
    url('renewed'),
    { config: read, schema: { tags, summary: 'Renewals', querystring: renewedListQuerySchema, response: { 200: envelope(listResultSchema(renewalSchema)) } } },
    async (request) => ({ message: 'Renewed cards', data: await listRenewals(services.db, config, request.query) }),
  );

  csvExportRoute(app, {
    path: url('expiredCsv'),
    access: read.access,
    tags,
    summary: "Export the expired cards of the list's search, filters and sort as CSV (streamed)",
    description: 'Every matching expired card, one per line',
    querystring: expiredListQuerySchema,
    fileName: 'expired-cards',
    timeZone: config.timeZone,
    columns: EXPIRED_CSV,
    rows: (query) => eachExpiredCard(services.db, config, query),
  });

  csvExportRoute(app, {
    path: url('renewedCsv'),
    access: read.access,
    tags,
    summary: "Export the renewals of the list's search, filters and sort as CSV (streamed)",
    description: 'Every matching renewal, one per line, fees in rupees',
    querystring: renewedListQuerySchema,
    fileName: 'renewals',
    timeZone: config.timeZone,
    columns: RENEWED_CSV,
    rows: (query) => eachRenewal(services.db, config, query),
  });

  app.get(
    url('options'),
    { config: read, schema: { tags, summary: 'Choices of the renewal filters and form', response: { 200: envelope(renewalOptionsSchema) } } },
    async (request) => ({ message: 'Renewal options', data: await renewalOptions(services.db, request.admin?.userId) }),
  );

  app.get(
    url('view'),
    { config: read, schema: { tags, summary: 'One renewal', params: idParamsSchema, response: { 200: envelope(renewalSchema) } } },
    async (request) => {
      const renewal = await findRenewal(services.db, renewalById(request.params.id), config.currency);
      if (!renewal) throw notFound(RENEWAL_NOT_FOUND);
      return { message: 'Renewal', data: renewal };
    },
  );

  app.get(
    url('receipt'),
    { config: read, schema: { tags, summary: 'A renewal’s receipt (PDF)', params: idParamsSchema } },
    async (request, reply) => sendReceipt(reply, config, await renewalReceipt(services.db, config, request.params.id)),
  );

  app.get(
    url('cardReceipt'),
    { config: read, schema: { tags, summary: 'A new card’s receipt (PDF)', params: idParamsSchema } },
    async (request, reply) => sendReceipt(reply, config, await cardReceipt(services.db, config, request.params.id)),
  );

  app.get(
    url('quote'),
    { config: read, schema: { tags, summary: 'What renewing the card now would write, or why it cannot', params: idParamsSchema, response: { 200: envelope(renewalQuoteSchema) } } },
    async (request) => ({ message: 'Renewal quote', data: await quoteRenewal(services.db, config, request.params.id) }),
  );

  app.post(
    url('renew'),
    {
      config: { access: access.permission(PERMISSION.renewCard, 'create') },
      schema: {
        tags,
        summary: 'Renew an expired card: JSON, or multipart with an optional new `photo` (Idempotency-Key header or idempotency_key field: the same key renews once)',
        consumes: ['application/json', 'multipart/form-data'],
        params: idParamsSchema,
        response: { 200: envelope(renewalSchema) },
      },
    },
    async (request) => {
      const form = await readCardForm(request);
      if (form.documents.length > 0) throw badRequest('A renewal takes no documents', { documents: 'A renewal takes no documents' });
      const input = parseFields(renewInputSchema, form.fields);
      const key = idempotencyKeyOf(headerKey(request.headers[IDEMPOTENCY_HEADER]), input.idempotency_key);
      const { renewal } = await renewWithPhoto(services, request, request.params.id, input, key, form.photo);
      return { message: 'Card renewed', data: renewal };
    },
  );

  app.delete(
    url('deleteHistory'),
    {
      config: { access: access.permission(MODULE, 'delete') },
      schema: {
        tags,
        summary: 'Delete a renewal entry (the card’s previous validity comes back when it was the latest)',
        params: idParamsSchema,
        body: deleteRenewalInputSchema,
        response: { 200: envelope(renewalSchema.extend({ restored: z.object({ valid_from: z.string(), valid_until: z.string() }).nullable() })) },
      },
    },
    async (request) => {
      const { renewal, restored } = await deleteRenewal(services.db, request, request.params.id, request.body.reason, config.currency);
      return { message: restored ? 'Renewal deleted; the card’s previous validity is restored' : 'Renewal deleted', data: { ...renewal, restored } };
    },
  );

  app.get(
    url('reminders'),
    { config: read, schema: { tags, summary: 'Expiry reminders mailed for a card', params: idParamsSchema, response: { 200: envelope(z.array(expiryReminderSchema)) } } },
    async (request) => ({ message: 'Expiry reminders', data: await remindersOf(services.db, request.params.id) }),
  );
}

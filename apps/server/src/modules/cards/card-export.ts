/**
 * GET cards/export/excel: every live card matching the list's filters and search, in the list's
 * order, as XLSX. Rows are read in keyset batches (each one an index range scan that starts where
 * the last ended, never an OFFSET) and written as they arrive, so memory stays flat.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { deriveCardStatus } from '@passdesk/contract/cards/card';
import type { CardListQuery } from '@passdesk/contract/cards/card-list';
import type { DbOrTx } from '../../platform/database/database.ts';
import { primed } from '../../platform/export/primed.ts';
import { XlsxStreamWriter, type XlsxColumn, type XlsxValue } from '../../platform/export/xlsx-stream.ts';
import { listWhere } from '../../platform/http/list-query.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { centers } from '../centers/centers.schema.ts';
import { routes } from '../routes/routes.schema.ts';
import { cardListPlan, cardSortKeys } from './cards.queries.ts';
import { cards } from './cards.schema.ts';

const EXPORT_BATCH = 5000;

const EXPORT_COLUMNS: XlsxColumn[] = [
  { header: 'Card number', type: 'string', width: 18 },
  { header: 'First name', type: 'string', width: 16 },
  { header: 'Last name', type: 'string', width: 16 },
  { header: 'Guardian', type: 'string', width: 20 },
  { header: 'Date of birth', type: 'date', width: 12 },
  { header: 'Gender', type: 'string', width: 8 },
  { header: 'Mobile', type: 'string', width: 12 },
  { header: 'Email', type: 'string', width: 24 },
  { header: 'Address', type: 'string', width: 30 },
  { header: 'City', type: 'string', width: 14 },
  { header: 'Pincode', type: 'string', width: 9 },
  { header: 'Institution', type: 'string', width: 20 },
  { header: 'ID proof', type: 'string', width: 14 },
  { header: 'ID last 4', type: 'string', width: 9 },
  { header: 'Category', type: 'string', width: 22 },
  { header: 'Category code', type: 'string', width: 8 },
  { header: 'Route', type: 'string', width: 8 },
  { header: 'Center', type: 'string', width: 22 },
  { header: 'Issue date', type: 'date', width: 12 },
  { header: 'Valid from', type: 'date', width: 12 },
  { header: 'Valid until', type: 'date', width: 12 },
  { header: 'Status', type: 'string', width: 9 },
  { header: 'Fee paid', type: 'number', width: 10 },
  { header: 'Payment mode', type: 'string', width: 10 },
  { header: 'Receipt number', type: 'string', width: 14 },
  { header: 'Block reason', type: 'string', width: 24 },
];

export type ExportQuery = Omit<CardListQuery, 'page' | 'limit'>;

/** Batches of export rows, already in column order. */
export async function* exportRows(db: DbOrTx, query: ExportQuery, today: string, batchSize = EXPORT_BATCH): AsyncGenerator<XlsxValue[][]> {
  const plan = cardListPlan(today);
  const where = listWhere(plan, { ...query, page: 1, limit: batchSize });
  const sortKey = cardSortKeys[query.sort];
  const after = query.order === 'desc' ? sql.raw('<') : sql.raw('>');
  const direction = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
  let last: { key: string; id: number } | undefined;
  for (;;) {
    const keyset: SQL | undefined = last ? sql`(${sortKey}, ${cards.id}) ${after} (${last.key}, ${last.id})` : undefined;
    const rows = await db
      .select({
        key: sql<string>`(${sortKey})::text`,
        id: cards.id,
        card_number: cards.card_number,
        first_name: cards.first_name,
        last_name: cards.last_name,
        guardian_name: cards.guardian_name,
        date_of_birth: cards.date_of_birth,
        gender: cards.gender,
        mobile: cards.mobile,
        email: cards.email,
        address: cards.address,
        city: cards.city,
        pincode: cards.pincode,
        institution: cards.institution,
        id_proof_type: cards.id_proof_type,
        id_proof_last4: cards.id_proof_last4,
        category: cardCategories.name,
        category_code: cardCategories.code,
        route: routes.route_number,
        center: centers.name,
        issue_date: cards.issue_date,
        valid_from: cards.valid_from,
        valid_until: cards.valid_until,
        status: cards.status,
        fee_paid: cards.fee_paid,
        payment_mode: cards.payment_mode,
        receipt_number: cards.receipt_number,
        block_reason: cards.block_reason,
      })
      .from(cards)
      .innerJoin(cardCategories, eq(cardCategories.id, cards.category_id))
      .innerJoin(centers, eq(centers.id, cards.center_id))
      .leftJoin(routes, eq(routes.id, cards.route_id))
      .where(and(where, keyset))
      .orderBy(sql`${sortKey} ${direction}`, sql`${cards.id} ${direction}`)
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => [
      row.card_number,
      row.first_name,
      row.last_name,
      row.guardian_name,
      row.date_of_birth,
      row.gender,
      row.mobile,
      row.email,
      row.address,
      row.city,
      row.pincode,
      row.institution,
      row.id_proof_type,
      row.id_proof_last4,
      row.category,
      row.category_code,
      row.route,
      row.center,
      row.issue_date,
      row.valid_from,
      row.valid_until,
      deriveCardStatus({ status: row.status, deleted_at: null, valid_until: row.valid_until }, today),
      row.fee_paid / 100,
      row.payment_mode,
      row.receipt_number,
      row.block_reason,
    ]);
    const tail = rows[rows.length - 1];
    if (!tail || rows.length < batchSize) return;
    last = { key: tail.key, id: tail.id };
  }
}

/**
 * The XLSX of a card export. The first batch is read before the file starts, so a failure there is an
 * ordinary error answer; the stream errors (never ends cleanly) if reading fails half-way.
 */
export async function exportCards(db: DbOrTx, query: ExportQuery, today: string, log: Pick<FastifyBaseLogger, 'info' | 'error'>, options: { maxRowsPerSheet?: number; batchSize?: number } = {}) {
  const batches = await primed(exportRows(db, query, today, options.batchSize));
  const writer = new XlsxStreamWriter(EXPORT_COLUMNS, { sheetName: 'Cards', maxRowsPerSheet: options.maxRowsPerSheet });
  void (async () => {
    try {
      for await (const batch of batches) for (const row of batch) await writer.addRow(row);
      await writer.finish();
    } catch (error) {
      if ((error as Error).name === 'AbortError') log.info('card export stopped: the client went away');
      else log.error({ err: error }, 'card export failed half-way');
      writer.abort(error as Error);
    }
  })();
  return writer.output;
}

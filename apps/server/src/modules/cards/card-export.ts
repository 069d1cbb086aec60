/**
 * GET cards/export/excel and cards/export/csv: every live card matching the list's filters and
 * search, in the list's order, as XLSX or CSV (the same columns and rows), written as the rows
 * arrive, so memory stays flat. On PostgreSQL the rows come
 * from one `COPY (the query) TO STDOUT` (`Database.copyTextRows`), read no faster than they are
 * written; on PGlite in keyset batches (`Database.textRows`). Either way as arrays of text (no
 * object per row, no type parser) that go to the writer as they are.
 */
import { createHash } from 'node:crypto';
import { and, eq, fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { deriveCardStatus } from '@passdesk/contract/cards/card';
import type { CardListQuery } from '@passdesk/contract/cards/card-list';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../platform/database/database.ts';
import { primed } from '../../platform/export/primed.ts';
import { XlsxStreamWriter, type XlsxColumn, type XlsxValue } from '../../platform/export/xlsx-stream.ts';
import type { CsvColumn } from '../../platform/http/csv.ts';
import { listWhere, type ListExpression } from '../../platform/http/list-query.ts';
import { cardCategories } from '../categories/categories.schema.ts';
import { centers } from '../centers/centers.schema.ts';
import { routes } from '../routes/routes.schema.ts';
import { cardListPlan, cardSortKeys } from './cards.queries.ts';
import { cards } from './cards.schema.ts';

/**
 * Rows per batch: small enough that a batch dies young (in V8's new space) instead of piling up in
 * the old one: with 1,000 the server's heap grew by ~100 MB during a million-row export, with 500 by ~30.
 */
const EXPORT_BATCH = 500;

export const EXPORT_COLUMNS: XlsxColumn[] = [
  { header: 'Card number', type: 'string', width: 18 },
  { header: 'First name', type: 'string', width: 16 },
  { header: 'Last name', type: 'string', width: 16 },
  { header: 'Guardian', type: 'string', width: 20 },
  { header: 'Date of birth', type: 'date', width: 12 },
  { header: 'Gender', type: 'string', width: 8, repeated: true },
  { header: 'Mobile', type: 'string', width: 12 },
  { header: 'Email', type: 'string', width: 24 },
  { header: 'Address', type: 'string', width: 30 },
  { header: 'City', type: 'string', width: 14, repeated: true },
  { header: 'Pincode', type: 'string', width: 9 },
  { header: 'Institution', type: 'string', width: 20 },
  { header: 'ID proof', type: 'string', width: 14, repeated: true },
  { header: 'ID last 4', type: 'string', width: 9 },
  { header: 'Category', type: 'string', width: 22, repeated: true },
  { header: 'Category code', type: 'string', width: 8, repeated: true },
  { header: 'Route', type: 'string', width: 8, repeated: true },
  { header: 'Center', type: 'string', width: 22, repeated: true },
  { header: 'Issue date', type: 'date', width: 12 },
  { header: 'Valid from', type: 'date', width: 12 },
  { header: 'Valid until', type: 'date', width: 12 },
  { header: 'Status', type: 'string', width: 9, repeated: true },
  { header: 'Fee paid', type: 'number', width: 10 },
  { header: 'Payment mode', type: 'string', width: 10, repeated: true },
  { header: 'Receipt number', type: 'string', width: 14 },
  { header: 'Block reason', type: 'string', width: 24 },
];

/** The CSV's columns: the spreadsheet's, each the value at its place in an export row. */
export const CSV_COLUMNS: CsvColumn<readonly XlsxValue[]>[] = EXPORT_COLUMNS.map((column, index) => ({ header: column.header, value: (row) => row[index] }));

export type ExportQuery = Omit<CardListQuery, 'page' | 'limit'>;

/**
 * What the export selects, in EXPORT_COLUMNS' order: dates as their `YYYY-MM-DD` text, the stored
 * status and the fee in paise (both made the export's values in place).
 */
const EXPORT_SELECTION = {
  card_number: cards.card_number,
  first_name: cards.first_name,
  last_name: cards.last_name,
  guardian_name: cards.guardian_name,
  date_of_birth: sql<string>`${cards.date_of_birth}::text`,
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
  issue_date: sql<string>`${cards.issue_date}::text`,
  valid_from: sql<string>`${cards.valid_from}::text`,
  valid_until: sql<string>`${cards.valid_until}::text`,
  status: cards.status,
  fee_paid: cards.fee_paid,
  payment_mode: cards.payment_mode,
  receipt_number: cards.receipt_number,
  block_reason: cards.block_reason,
};

/** A keyset batch selects the export's columns, then the row's position: its sort key as text and its id. */
const keysetSelection = (sortKey: ListExpression) => ({ ...EXPORT_SELECTION, key: sql<string>`(${sortKey})::text`, id: cards.id });

/** Where each value sits in a row as read. */
const AT = Object.fromEntries(Object.keys(keysetSelection(cards.id)).map((name, index) => [name, index])) as Record<keyof ReturnType<typeof keysetSelection>, number>;

/** The stored status and the fee in paise made the export's values, in place. */
function toExportValues(rows: Array<Array<string | null>>, today: string): XlsxValue[][] {
  for (const row of rows as XlsxValue[][]) {
    row[AT.status] = deriveCardStatus({ status: row[AT.status] as 'active' | 'blocked', deleted_at: null, valid_until: String(row[AT.valid_until]) }, today);
    row[AT.fee_paid] = Number(row[AT.fee_paid]) / 100;
  }
  return rows as XlsxValue[][];
}

type ExportDatabase = Pick<Database, 'db' | 'textRows' | 'copyTextRows'>;

/**
 * Batches of export rows, in column order (values past the last column are ignored). On
 * PostgreSQL one COPY of the whole query streams them (keyset batches while the database's COPY
 * slots are taken); on PGlite, which has no streamed COPY, keyset batches.
 */
export async function* exportRows(database: ExportDatabase, query: ExportQuery, today: string, batchSize = EXPORT_BATCH): AsyncGenerator<XlsxValue[][]> {
  const plan = cardListPlan(today);
  const where = listWhere(plan, { ...query, page: 1, limit: batchSize });
  const sortKey = cardSortKeys[query.sort];
  const direction = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
  const keyset = () => keysetBatches(database, where, sortKey, query.order, batchSize);
  const whole = () =>
    selectJoined(database.db, EXPORT_SELECTION)
      .where(where)
      .orderBy(sql`${sortKey} ${direction}`, sql`${cards.id} ${direction}`)
      .toSQL();
  const batches = database.copyTextRows ? database.copyTextRows(whole(), keyset) : keyset();
  for await (const rows of batches) yield toExportValues(rows, today);
}

/** The export's rows one at a time (for the CSV), read as exportRows reads them. */
export async function* exportRowsOneByOne(database: ExportDatabase, query: ExportQuery, today: string): AsyncGenerator<readonly XlsxValue[]> {
  for await (const batch of exportRows(database, query, today)) yield* batch;
}

/** The export's rows with their category, center and route. */
function selectJoined(db: Db, selection: SelectedFields) {
  return db
    .select(selection)
    .from(cards)
    .innerJoin(cardCategories, eq(cardCategories.id, cards.category_id))
    .innerJoin(centers, eq(centers.id, cards.center_id))
    .leftJoin(routes, eq(routes.id, cards.route_id));
}

/**
 * Keyset batches: each one an index range scan that starts where the last ended, never an OFFSET;
 * the next batch is read while the current one is written.
 */
async function* keysetBatches(database: Pick<Database, 'db' | 'textRows'>, where: SQL | undefined, sortKey: ListExpression, order: ExportQuery['order'], batchSize: number): AsyncGenerator<Array<Array<string | null>>> {
  const after = order === 'desc' ? sql.raw('<') : sql.raw('>');
  const direction = sql.raw(order === 'desc' ? 'desc' : 'asc');
  const selection = keysetSelection(sortKey);
  // Two statements serve every batch (the first, and the rest after a keyset position), their text
  // built once and prepared once on PostgreSQL: planning one took ~0.5–0.8 ms, as long as reading
  // its 500 rows.
  const statement = (keyset: SQL | undefined) => {
    const query = selectJoined(database.db, selection)
      .where(and(where, keyset))
      .orderBy(sql`${sortKey} ${direction}`, sql`${cards.id} ${direction}`)
      .limit(batchSize)
      .toSQL();
    return { ...query, name: `card-export-${createHash('sha1').update(query.sql).digest('hex').slice(0, 16)}` };
  };
  const first = statement(undefined);
  const following = statement(sql`(${sortKey}, ${cards.id}) ${after} (${sql.placeholder('key')}, ${sql.placeholder('id')})`);
  const read = (last: { key: string; id: number } | undefined) =>
    last ? database.textRows({ ...following, params: fillPlaceholders(following.params, last) }) : database.textRows(first);
  let next = read(undefined);
  for (;;) {
    const rows = await next;
    const tail = rows.length === batchSize ? rows[rows.length - 1] : undefined;
    if (tail) {
      // The next batch is read while this one is written (its failure surfaces when it is awaited).
      next = read({ key: String(tail[AT.key]), id: Number(tail[AT.id]) });
      next.catch(() => undefined);
    }
    if (rows.length > 0) yield rows;
    if (!tail) return;
  }
}

/**
 * The XLSX of a card export. The first batch is read before the file starts, so a failure there is an
 * ordinary error answer; the stream errors (never ends cleanly) if reading fails half-way.
 */
export async function exportCards(database: ExportDatabase, query: ExportQuery, today: string, log: Pick<FastifyBaseLogger, 'info' | 'error'>, options: { maxRowsPerSheet?: number; batchSize?: number } = {}) {
  const batches = await primed(exportRows(database, query, today, options.batchSize));
  const writer = new XlsxStreamWriter(EXPORT_COLUMNS, { sheetName: 'Cards', maxRowsPerSheet: options.maxRowsPerSheet });
  void (async () => {
    try {
      for await (const batch of batches) await writer.takeRows(batch);
      await writer.finish();
    } catch (error) {
      if ((error as Error).name === 'AbortError') log.info('card export stopped: the client went away');
      else log.error({ err: error }, 'card export failed half-way');
      writer.abort(error as Error);
    }
  })();
  return writer.output;
}

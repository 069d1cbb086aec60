/** The panel's Card Scan list and its CSV export: scans with their inspector, route, card holder and challan. */
import { count, eq, exists, gte, ilike, lt, not, sql, type SQL } from 'drizzle-orm';
import type { CardScan, CardScanListQuery } from '@passdesk/contract/scans/scan';
import { EXACT_TOTAL_UP_TO, type ListResult } from '@passdesk/contract/http/list';
import type { DbOrTx } from '../../platform/database/database.ts';
import { escapeLike, filters, listExportRows, runList, type ListPlan, type ListSource } from '../../platform/http/list-query.ts';
import { zonedInstant } from '../../platform/time/zoned-time.ts';
import { cards } from '../cards/cards.public.ts';
import { mobileUsers } from '../mobile-users/mobile-users.schema.ts';
import { routes } from '../routes/routes.schema.ts';
import { cardScans, challans } from './scans.schema.ts';
import { toChallan } from './scans.service.ts';

const nextDay = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

const hasChallan = exists(sql`(select 1 from ${challans} where ${challans.scan_id} = ${cardScans.id})`);

/** Dates are days in the server's time zone (TIME_ZONE), as staff read them. */
function scanListPlan(timeZone: string): ListPlan<CardScanListQuery> {
  return {
    sortable: { scanned_at: cardScans.scanned_at, received_at: cardScans.received_at, result: cardScans.result, card_number: cardScans.card_number },
    searchable: [cardScans.card_number, mobileUsers.name, mobileUsers.employee_code, cardScans.bus_number],
    filters: {
      result: filters.equals(cardScans.result),
      from: (day) => gte(cardScans.scanned_at, zonedInstant(day, 0, timeZone)),
      to: (day) => lt(cardScans.scanned_at, zonedInstant(nextDay(day), 0, timeZone)),
      mobile_user_id: filters.equals(cardScans.mobile_user_id),
      route_id: filters.equals(cardScans.route_id),
      card_number: (value) => (value.trim() ? ilike(cardScans.card_number, `%${escapeLike(value.trim())}%`) : undefined),
      has_challan: (value) => (value === 'yes' ? hasChallan : not(hasChallan)),
    },
    tieBreaker: cardScans.id,
  };
}

/** `sortKey`: the list's sort key as text, selected for keyset reading (listSortKey). */
function selectScans(db: DbOrTx, sortKey: SQL<string | null> = sql<string | null>`null`) {
  return db
    .select({
      sort_key: sortKey,
      scan: cardScans,
      inspector_name: mobileUsers.name,
      employee_code: mobileUsers.employee_code,
      route_number: routes.route_number,
      first_name: cards.first_name,
      last_name: cards.last_name,
      challan: challans,
    })
    .from(cardScans)
    .innerJoin(mobileUsers, eq(mobileUsers.id, cardScans.mobile_user_id))
    .leftJoin(routes, eq(routes.id, cardScans.route_id))
    .leftJoin(cards, eq(cards.id, cardScans.card_id))
    .leftJoin(challans, eq(challans.scan_id, cardScans.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectScans>['execute']>>[number];

function toCardScan(row: Row): CardScan {
  const { scan } = row;
  return {
    id: scan.id,
    client_scan_id: scan.client_scan_id,
    card_id: scan.card_id,
    card_number: scan.card_number,
    holder_name: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    result: scan.result,
    scanned_at: scan.scanned_at.toISOString(),
    received_at: scan.received_at.toISOString(),
    mode: scan.mode,
    mobile_user_id: scan.mobile_user_id,
    inspector_name: row.inspector_name,
    employee_code: row.employee_code,
    route_id: scan.route_id,
    route_number: row.route_number,
    bus_number: scan.bus_number,
    latitude: scan.latitude,
    longitude: scan.longitude,
    challan: row.challan ? toChallan(row.challan) : null,
  };
}

/** Scans grow without end: unfiltered and above EXACT_TOTAL_UP_TO, the total is the planner's estimate (docs/api.md "Conventions"). */
const SCAN_SOURCE: ListSource<Row> = {
  rows: (db) => selectScans(db),
  count: (db) => db.select({ total: count() }).from(cardScans).innerJoin(mobileUsers, eq(mobileUsers.id, cardScans.mobile_user_id)),
  total: { kind: 'estimated', exactUpTo: EXACT_TOTAL_UP_TO },
};

export async function listScans(db: DbOrTx, query: CardScanListQuery, timeZone: string): Promise<ListResult<CardScan>> {
  const page = await runList(db, SCAN_SOURCE, scanListPlan(timeZone), query);
  return { ...page, items: page.items.map(toCardScan) };
}

/** Every scan matching the list's filters, in its order, in keyset batches, for the streamed CSV. */
export async function* eachScan(db: DbOrTx, query: CardScanListQuery, timeZone: string, batchSize = 1000): AsyncGenerator<CardScan> {
  const rows = listExportRows(scanListPlan(timeZone), query, batchSize, (sortKey) => selectScans(db, sortKey), (row) => ({ key: row.sort_key, id: row.scan.id }));
  for await (const row of rows) yield toCardScan(row);
}
